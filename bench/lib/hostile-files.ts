// Hostile uploads for the import tests and `npm run bench:robustness` (docs/decisions/054-import-guard.md):
// zips written byte by byte so that their headers can say what the attack needs — sizes that lie,
// entries that share one deflate stream — and minimal workbooks around a sheet's XML.
import zlib from "node:zlib";

type Entry = { name: string; data: Buffer; declaredSize?: number };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const b of data) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A record of `size` bytes: each `[offset, bytes (2 or 4), value]` written little-endian. */
function record(size: number, fields: [number, 2 | 4, number][]): Buffer {
  const b = Buffer.alloc(size);
  for (const [at, bytes, value] of fields) bytes === 2 ? b.writeUInt16LE(value, at) : b.writeUInt32LE(value >>> 0, at);
  return b;
}

// Version 20, flags 0x800 (UTF-8 names), method 8 (deflate).
const localHeader = (name: Buffer, crc: number, compressed: number, size: number) =>
  Buffer.concat([
    record(30, [
      [0, 4, 0x04034b50],
      [4, 2, 20],
      [6, 2, 0x800],
      [8, 2, 8],
      [14, 4, crc],
      [18, 4, compressed],
      [22, 4, size],
      [26, 2, name.length],
    ]),
    name,
  ]);

const centralHeader = (name: Buffer, crc: number, compressed: number, size: number, offset: number) =>
  Buffer.concat([
    record(46, [
      [0, 4, 0x02014b50],
      [4, 2, 20],
      [6, 2, 20],
      [8, 2, 0x800],
      [10, 2, 8],
      [16, 4, crc],
      [20, 4, compressed],
      [24, 4, size],
      [28, 2, name.length],
      [42, 4, offset],
    ]),
    name,
  ]);

const endRecord = (count: number, dirSize: number, dirOffset: number) =>
  record(22, [
    [0, 4, 0x06054b50],
    [8, 2, count],
    [10, 2, count],
    [12, 4, dirSize],
    [16, 4, dirOffset],
  ]);

/** A deflated zip; an entry's `declaredSize` replaces its real size in both headers (a lie). */
export function zipOf(entries: Entry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, "utf8");
    const deflated = zlib.deflateRawSync(e.data);
    const size = e.declaredSize ?? e.data.length;
    const crc = crc32(e.data);
    const local = localHeader(name, crc, deflated.length, size);
    central.push(centralHeader(name, crc, deflated.length, size, offset));
    parts.push(local, deflated);
    offset += local.length + deflated.length;
  }
  const dir = Buffer.concat(central);
  return Buffer.concat([...parts, dir, endRecord(entries.length, dir.length, offset)]);
}

/**
 * The "overlapping" zip bomb: one deflate stream of `size` zero bytes, padded so that each entry's
 * declared ratio stays under 100:1, named by `names.length` central-directory entries that all point
 * at it. Small on disk; inflating every entry gives names.length × size bytes.
 */
export function overlappingZip(names: string[], size: number): Buffer {
  const data = Buffer.alloc(size);
  const stream = zlib.deflateRawSync(data, { level: 9 });
  const padded = Buffer.concat([stream, Buffer.alloc(Math.ceil(size / 80) - stream.length)]);
  const first = Buffer.from(names[0], "utf8");
  const crc = crc32(data);
  const local = localHeader(first, crc, padded.length, size);
  const dir = Buffer.concat(names.map((n) => centralHeader(Buffer.from(n, "utf8"), crc, padded.length, size, 0)));
  const dataEnd = local.length + padded.length;
  return Buffer.concat([local, padded, dir, endRecord(names.length, dir.length, dataEnd)]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Players" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_END = "</sheetData></worksheet>";
/** Column letters of a 0-based index: 0 → A, 26 → AA. */
function columnName(i: number): string {
  let s = "";
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

const cellXml = (ref: string, t: string) =>
  /^\d+$/.test(t) ? `<c r="${ref}"><v>${t}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t>${t}</t></is></c>`;

/** A sheet's XML: a header row, then `rows` rows with the cells of `row` (numbers, or inline text). */
export function sheetXml(header: string[], row: string[], rows: number): Buffer {
  const letters = Array.from({ length: Math.max(header.length, row.length) }, (_, c) => columnName(c));
  const line = (cells: string[], r: number) =>
    `<row r="${r}">${cells.map((t, c) => cellXml(`${letters[c]}${r}`, t)).join("")}</row>`;
  const chunks = [SHEET_START, line(header, 1)];
  for (let r = 2; r <= rows + 1; r++) chunks.push(line(row, r));
  chunks.push(SHEET_END);
  return Buffer.from(chunks.join(""), "utf8");
}

/** A one-sheet workbook around `sheet` (its XML); `declaredSheetSize` makes the sheet's sizes lie. */
export function workbookOf(sheet: Buffer, declaredSheetSize?: number): Buffer {
  return zipOf([
    { name: "[Content_Types].xml", data: Buffer.from(CONTENT_TYPES) },
    { name: "_rels/.rels", data: Buffer.from(ROOT_RELS) },
    { name: "xl/workbook.xml", data: Buffer.from(WORKBOOK) },
    { name: "xl/_rels/workbook.xml.rels", data: Buffer.from(WORKBOOK_RELS) },
    { name: "xl/worksheets/sheet1.xml", data: sheet, declaredSize: declaredSheetSize },
  ]);
}
