// A real spreadsheet program for the import and export tests (docs/decisions/040): LibreOffice
// headless converts files the test wrote. It starts slowly and one profile serves one instance at a
// time, so each call gets a profile of its own and converts all its files at once.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** CSV filter options: separator, text delimiter, character set (76 UTF-8, 1 Windows-1252), first line, ..., cells as stored, not as shown. */
export const CSV_UTF8 = "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false";
export const CSV_1252 = "csv:Text - txt - csv (StarCalc):44,34,1,1,,0,false,true,false";
export const CSV_SEMICOLON = "csv:Text - txt - csv (StarCalc):59,34,76,1,,0,false,true,false";

/**
 * Converts every file to `target` (e.g. "xlsx", or one of the CSV filters above); returns the
 * converted files' contents in the same order. Inputs keep their base names; the format comes from
 * the extension (a `.csv` input is read as UTF-8 with commas).
 */
export async function convert(files: { name: string; data: Buffer | string }[], target: string): Promise<Buffer[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sah-lo-"));
  try {
    const inputs = files.map((f) => {
      const p = path.join(dir, f.name);
      fs.writeFileSync(p, f.data);
      return p;
    });
    const out = path.join(dir, "out");
    const ext = target.split(":")[0];
    await run(
      "soffice",
      [
        `-env:UserInstallation=file://${path.join(dir, "profile")}`,
        "--headless",
        "--norestore",
        "--convert-to",
        target,
        ...(inputs.some((p) => p.endsWith(".csv")) ? ["--infilter=Text - txt - csv (StarCalc):44,34,76,1"] : []),
        "--outdir",
        out,
        ...inputs,
      ],
      { timeout: 180_000 },
    );
    return files.map((f) => fs.readFileSync(path.join(out, `${path.parse(f.name).name}.${ext}`)));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
