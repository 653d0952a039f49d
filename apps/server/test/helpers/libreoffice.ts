// A real spreadsheet program for the import and export tests (docs/decisions/040): LibreOffice
// headless converts files the test wrote. It starts slowly (about 5 s of CPU a start) and one profile
// serves one instance at a time, so each call gets a profile of its own and converts all its files at
// once. What LibreOffice made is kept under test/fixtures/libreoffice/, named by the hash of the
// inputs and the target: the same inputs are the same conversion, so a run reads the file LibreOffice
// made instead of starting it again. Any changed input (a test's sheet, an export the product wrote)
// is a new hash and a live conversion, whose result is added to the folder (commit it).
// LIBREOFFICE_FRESH=1 converts everything live and rewrites what it finds.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
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
export async function convert(
  files: { name: string; data: Buffer | string }[],
  target: string,
  /** false for inputs that differ on every run (an export, which carries its time): always live, nothing kept. */
  { keep = true } = {},
): Promise<Buffer[]> {
  if (!keep) return convertLive(files, target);
  const ext = target.split(":")[0];
  const hash = createHash("sha256").update(target);
  for (const f of files) hash.update(`\0${f.name}\0${f.data.length}\0`).update(f.data);
  const key = hash.digest("hex").slice(0, 32);
  const kept = files.map((f, i) => path.join(CONVERTED, `${key}-${i}.${path.parse(f.name).name.slice(0, 40)}.${ext}`));
  if (process.env.LIBREOFFICE_FRESH !== "1" && kept.every((p) => fs.existsSync(p))) return kept.map((p) => fs.readFileSync(p));
  const made = await convertLive(files, target);
  fs.mkdirSync(CONVERTED, { recursive: true });
  made.forEach((data, i) => {
    // Whole or not at all: another file's test may read the same conversion meanwhile.
    const partial = `${kept[i]}.${process.pid}.partial`;
    fs.writeFileSync(partial, data);
    fs.renameSync(partial, kept[i]!);
  });
  return made;
}

/** Where the files LibreOffice made are kept (committed: a clean clone converts only what changed). */
const CONVERTED = path.join(import.meta.dirname, "../fixtures/libreoffice");

async function convertLive(files: { name: string; data: Buffer | string }[], target: string): Promise<Buffer[]> {
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
