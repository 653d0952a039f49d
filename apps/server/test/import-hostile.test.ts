// Hostile and foreign uploads to an import (docs/api.md "Limits", "Player import"; decision 054):
// generated workbooks and zips that lie about their sizes, share one deflate stream, hold a million
// rows or 16,384 columns — each a clear 400 that changes nothing — and CSVs in Windows-1252 and UTF-16
// (made by LibreOffice) read as written. A plain read is answered while a hostile sheet is being read.
import { type ImportReport, LIMITS } from "@sah/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { overlappingZip, sheetXml, workbookOf, zipOf } from "../../../bench/lib/hostile-files.ts";
import { players } from "../src/db/schema.ts";
import { GRID_TEXT, sheetReadsRunning } from "../src/services/imports/read-grid.ts";
import { SHEET_TEXT } from "../src/services/imports/read-sheet.ts";
import { UNZIP_TEXT } from "../src/services/imports/safe-unzip.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { call, createEvent, createUser, multipart, type TestUser } from "./helpers/factories.ts";
import { convert } from "./helpers/libreoffice.ts";

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
});
afterAll(() => t.close());

type FileField = { filename: string; data: Buffer };
function post(eventId: number, fields: Record<string, string | FileField>) {
  const body = multipart(fields);
  return call(t, "POST", `/api/players/import/?event_id=${eventId}`, {
    token: owner.token,
    payload: body.payload,
    headers: body.headers,
  });
}
const xlsx = (data: Buffer): FileField => ({ filename: "players.xlsx", data });
const columns = (n: number, cell: (i: number) => string) => Array.from({ length: n }, (_, i) => cell(i));
// Generating it takes seconds on a loaded machine: once per file. Reading it is slow by design too,
// and so is LibreOffice's start (SLOW: those cases' time limit, not an assertion).
let millionRows: Buffer | undefined;
const million = () => {
  millionRows ??= workbookOf(sheetXml(["Name"], ["1"], 1_000_000));
  return millionRows;
};
const SLOW = 120_000;
const playersOf = async (eventId: number) => t.app.db.select().from(players).where(eq(players.eventId, eventId));

/** The import is refused with `message` on `field`, and the event has no players after it. */
async function expectRefused(fields: Record<string, string | FileField>, field: string, message: string) {
  const eventId = await createEvent(t, { owners: [owner.id] });
  const res = await post(eventId, fields);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ [field]: [message] });
  expect(await playersOf(eventId)).toEqual([]);
}

describe("hostile workbooks", () => {
  it(
    "16,384 columns (a 1 MB file of one highly compressible sheet): refused at the first row",
    async () => {
      const wide = workbookOf(
        sheetXml(
          columns(16384, (i) => `H${i}`),
          columns(16384, () => "1"),
          20,
        ),
      );
      await expectRefused({ file: xlsx(wide) }, "file", GRID_TEXT.tooManyColumns);
    },
    SLOW,
  );

  it(
    "a million rows: reading stops at the row limit",
    async () => {
      await expectRefused({ file: xlsx(million()) }, "file", SHEET_TEXT.tooManyRows);
    },
    SLOW,
  );

  it("a sheet declaring more than the workbook may expand to: refused from the zip's directory", async () => {
    const sheet = sheetXml(["Name", "DOB"], ["Anil", "2000-01-01"], 3);
    await expectRefused({ file: xlsx(workbookOf(sheet, LIMITS.importWorkbookExpandedMaxBytes + 1)) }, "file", GRID_TEXT.tooBig);
  });

  it("a sheet inflating to more than it declares: inflating stops at the declared size", async () => {
    const sheet = sheetXml(["Name", "DOB"], ["Anil", "2000-01-01"], 20_000);
    await expectRefused({ file: xlsx(workbookOf(sheet, 1000)) }, "file", GRID_TEXT.tooBig);
  });

  it("a cell longer than the limit", async () => {
    const long = "x".repeat(LIMITS.importCellMaxChars + 1);
    const file = { filename: "players.csv", data: Buffer.from(`Name,DOB\nAnil,2000-01-01\n${long},2000-01-01\n`) };
    await expectRefused({ file }, "file", GRID_TEXT.cellTooLong(3, 1));
  });

  it(
    "a plain read is answered while a hostile sheet is being read",
    async () => {
      const eventId = await createEvent(t, { owners: [owner.id] });
      let settled = false;
      const importing = post(eventId, { file: xlsx(million()), dry_run: "1" }).finally(() => {
        settled = true;
      });
      await vi.waitFor(() => expect(sheetReadsRunning()).toBe(1), { timeout: 20_000, interval: 5 });
      const health = await call(t, "GET", "/api/health");
      expect(health.statusCode).toBe(200);
      expect({ settled, reading: sheetReadsRunning() }).toEqual({ settled: false, reading: 1 });
      expect((await importing).statusCode).toBe(400);
      expect(sheetReadsRunning()).toBe(0);
    },
    SLOW,
  );
});

describe("a large sheet's checking", () => {
  it(
    "lets a plain read in between its rows, after the sheet was read",
    async () => {
      const eventId = await createEvent(t, { owners: [owner.id] });
      const header = ["Name", "DOB", ...columns(40, (i) => `Detail ${i}`)].join(",");
      const rows = columns(LIMITS.importRowsMax, (r) =>
        [`Player ${r}`, "2000-01-01", ...columns(40, (c) => `v${r}-${c}`)].join(","),
      );
      let settled = false;
      const importing = post(eventId, {
        file: { filename: "players.csv", data: Buffer.from([header, ...rows].join("\n")) },
        dry_run: "1",
      }).finally(() => {
        settled = true;
      });
      await vi.waitFor(() => expect(sheetReadsRunning()).toBe(1), { timeout: 20_000, interval: 5 });
      await vi.waitFor(() => expect({ settled, reading: sheetReadsRunning() }).toEqual({ settled: false, reading: 0 }), {
        timeout: 20_000,
        interval: 1,
      });
      expect((await call(t, "GET", "/api/health")).statusCode).toBe(200);
      expect(settled).toBe(false);
      expect((await importing).statusCode).toBe(200);
    },
    SLOW,
  );
});

describe("hostile zips of photos", () => {
  const sheetNaming = (names: string[]) => ({
    filename: "players.csv",
    data: Buffer.from(["Name,DOB,Photo", ...names.map((n, i) => `Player ${i},2000-01-01,${n}`)].join("\n")),
  });

  it("entries sharing one deflate stream (300 entries of 1 MB from a 15 KB zip): refused before inflating", async () => {
    const names = columns(300, (i) => `p${i}.jpg`);
    const images = { filename: "photos.zip", data: overlappingZip(names, 1024 * 1024) };
    await expectRefused({ file: sheetNaming(names), images, dry_run: "1" }, "images", UNZIP_TEXT.tooBig);
  });

  it("a backup restored from entries sharing one deflate stream: refused the same way (the same reader)", async () => {
    const staff = await createUser(t, { isStaff: true });
    const data = overlappingZip(["manifest.json", "event.json", ...columns(298, (i) => `media/p${i}.jpg`)], 1024 * 1024);
    const body = multipart({ file: { filename: "backup.zip", data, type: "application/zip" } });
    const res = await call(t, "POST", "/api/events/events/restore/", {
      token: staff.token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: [UNZIP_TEXT.tooBig] });
  });

  it("an entry inflating to more than it declares: inflating stops at the declared size", async () => {
    const images = {
      filename: "photos.zip",
      data: zipOf([{ name: "p0.jpg", data: Buffer.alloc(20 * 1024 * 1024), declaredSize: 300_000 }]),
    };
    await expectRefused({ file: sheetNaming(["p0.jpg"]), images, dry_run: "1" }, "images", UNZIP_TEXT.tooBig);
  });
});

describe("CSVs in the character sets spreadsheets save", () => {
  const NAMES = ["O’Brien", "Œuvre Žižek", "Price €5 — “quoted”"];
  const source = `Name,Date of birth\n${NAMES.map((n) => `"${n}",2000-05-06`).join("\n")}\n`;

  async function namesRead(data: Buffer): Promise<string[]> {
    const eventId = await createEvent(t, { owners: [owner.id] });
    const res = await post(eventId, { file: { filename: "players.csv", data }, dry_run: "1" });
    expect(res.statusCode).toBe(200);
    return (res.json() as ImportReport).outcomes.map((o) => o.name);
  }

  it(
    "Windows-1252, UTF-16 LE and UTF-16 BE (Excel's Unicode Text) as LibreOffice saves them",
    async () => {
      const input = [{ name: "players.csv", data: source }];
      const [[win], [utf16]] = await Promise.all([
        convert(input, "csv:Text - txt - csv (StarCalc):44,34,1,1,,0,false,true,false"),
        convert(input, "csv:Text - txt - csv (StarCalc):9,34,65535,1,,0,false,true,false"),
      ]);
      // ’ is 0x92 in Windows-1252 (a control character in ISO-8859-1); UTF-16 starts with its mark.
      expect(win.includes(0x92)).toBe(true);
      expect([...utf16.subarray(0, 2)]).toEqual([0xff, 0xfe]);
      const bigEndian = Buffer.from(utf16).swap16();
      for (const data of [win, utf16, bigEndian]) expect(await namesRead(data)).toEqual(NAMES);
    },
    SLOW,
  );
});
