import fs from "node:fs";
import { Readable } from "node:stream";
import ExcelJS from "exceljs";

const data = fs.readFileSync(process.argv[2]);
let t = performance.now();
const r = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([data]), {
  sharedStrings: "cache",
  styles: "cache",
  hyperlinks: "ignore",
  worksheets: "emit",
  entries: "emit",
});
let rows = 0,
  first;
for await (const ws of r) {
  console.log("ws", ws.name, ws.id);
  for await (const row of ws) {
    rows++;
    if (!first && rows === 2) first = row.values;
  }
}
console.log("stream", rows, performance.now() - t, first?.slice(0, 4));
t = performance.now();
const b = new ExcelJS.Workbook();
await b.xlsx.load(data);
console.log("load", performance.now() - t);
