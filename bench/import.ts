// npm run bench:import — importing players with photos (docs/api.md "Player import"): N players
// (BENCH_IMPORT_PLAYERS, default 1,000) each with a ~80 KB JPEG, from one CSV and one zip, against
// creating the same players one by one through POST players/ in the same run (the baseline). Reports
// the time of each, the ratio, and the server's peak RSS growth during the import (sampled every 50 ms).
//
// Then a sheet without photos, SHEET_ROWS (5,000) players × 25 columns, imported as XLSX against the
// same rows as CSV in the same run (the baseline), each as a dry run and for real, while a plain read
// (GET /api/health) is timed every 100 ms (docs/decisions/054: XLSX ≤ 3× CSV, p99 < 200 ms).
//
// Then a re-import of REIMPORT_ROWS (5,000) existing players with every row changed (CSV), timed, with
// the same plain reads meanwhile: the updates are a few statements of 500 players each (decision 073);
// its baseline is the same case run on an earlier checkout in the same session (bench/RESULTS.md).
// BENCH_IMPORT_ONLY=reimport runs that case alone.
//
// BENCH_IMPORT_PHASES=1 adds where the time goes, per player, in the same run: the photo's re-encoding
// alone (MediaStore.saveImage in this process, one at a time as POST players/ does it, then as the
// import runs them), POST players/ without a photo, and the import of the same CSV without photos.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { zipSync } from "fflate";
import { saveImages } from "../apps/server/src/services/imports/zip-photos.ts";
import { MediaStore } from "../apps/server/src/services/media/images.ts";
import { benchPhotos } from "./lib/photos.ts";
import { plainReadCells, watchPlainReads } from "./lib/plain-read.ts";
import { ADMIN, api, cpuMsOf, createEvent, rssOf, startServer } from "./lib/server.ts";
import { machineLine } from "./lib/viewers.ts";

const N = Number(process.env.BENCH_IMPORT_PLAYERS ?? 1000);
const PHASES = process.env.BENCH_IMPORT_PHASES === "1";
const DISTINCT = 40;
const SHEET_ROWS = 5000;
const SHEET_COLUMNS = 25;
const REIMPORT_ROWS = 5000;
const ONLY = process.env.BENCH_IMPORT_ONLY ?? "";

/** REIMPORT_ROWS players as CSV; `round` changes every row's date of birth, email, set and detail. */
function reimportSheet(round: number): Blob {
  const rows = Array.from(
    { length: REIMPORT_ROWS },
    (_, r) =>
      `Player ${r},${1990 + round}-0${1 + (r % 9)}-1${r % 10},${contact(r)},p${r}.${round}@example.com,Set ${round},style ${round}`,
  );
  return new Blob([["Name,DOB,Mobile,Email,Set,Style", ...rows].join("\n")], { type: "text/csv" });
}

/** The same SHEET_ROWS × SHEET_COLUMNS players as CSV and as an XLSX (dates as dates, as Excel saves them). */
async function sheetFiles(): Promise<{ csv: Buffer; xlsx: Buffer }> {
  const header = ["Name", "DOB", "Mobile", ...Array.from({ length: SHEET_COLUMNS - 3 }, (_, i) => `Detail ${i + 1}`)];
  const rows = Array.from({ length: SHEET_ROWS }, (_, r) => [
    `Player ${r}`,
    `${1990 + (r % 15)}-0${1 + (r % 9)}-1${r % 10}`,
    contact(r),
    ...Array.from({ length: SHEET_COLUMNS - 3 }, (_, c) => `value ${r % 97} ${c}`),
  ]);
  const csv = Buffer.from([header, ...rows].map((r) => r.join(",")).join("\n"));
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Players");
  sheet.addRow(header);
  for (const r of rows) sheet.addRow([r[0], new Date(`${r[1]}T00:00:00Z`), ...r.slice(2)]);
  sheet.getColumn(2).numFmt = "yyyy-mm-dd";
  const xlsx = Buffer.from(await book.xlsx.writeBuffer());
  return { csv, xlsx };
}

const contact = (i: number) => `98765${String(i).padStart(5, "0")}`;

async function main() {
  console.log(machineLine("start"));
  const photos = await benchPhotos(DISTINCT);
  const avgKb = photos.reduce((s, p) => s + p.length, 0) / photos.length / 1024;
  const server = await startServer({ SEED_DEMO: "0" });
  try {
    const { url } = server;
    const { token } = await api<{ token: string }>(`${url}/api/users/login/`, { method: "POST", json: ADMIN });

    /** N players through POST players/, one request each (with its photo unless `withPhoto` is false): wall and server CPU ms. */
    async function oneByOne(name: string, withPhoto: boolean): Promise<{ ms: number; cpu: number }> {
      const ev = await createEvent(url, token, { name });
      const cpu0 = cpuMsOf(server.pid);
      const t0 = performance.now();
      for (let i = 0; i < N; i++) {
        const form = new FormData();
        form.append("name", `Player ${i}`);
        form.append("date_of_birth", "2000-01-01");
        form.append("details", JSON.stringify({ "Contact Number": contact(i) }));
        if (withPhoto) form.append("image", new Blob([photos[i % DISTINCT]], { type: "image/jpeg" }), `p${i}.jpg`);
        await api(`${url}/api/players/?event_id=${ev}`, { method: "POST", token, body: form });
      }
      return { ms: performance.now() - t0, cpu: cpuMsOf(server.pid) - cpu0 };
    }

    /** The same N players in one POST players/import/ (with a zip of their photos unless `withPhotos` is false). */
    async function importAll(name: string, withPhotos: boolean) {
      const ev = await createEvent(url, token, { name });
      const header = withPhotos ? "Name,DOB,Mobile,Photo" : "Name,DOB,Mobile";
      const rows = Array.from({ length: N }, (_, i) => `Player ${i},2000-01-01,${contact(i)}${withPhotos ? `,p${i}.jpg` : ""}`);
      const form = new FormData();
      form.append("file", new Blob([[header, ...rows].join("\n")], { type: "text/csv" }), "players.csv");
      let zipBytes = 0;
      if (withPhotos) {
        const zip = zipSync(Object.fromEntries(Array.from({ length: N }, (_, i) => [`photos/p${i}.jpg`, photos[i % DISTINCT]])), {
          level: 0,
        });
        zipBytes = zip.length;
        form.append("images", new Blob([zip], { type: "application/zip" }), "photos.zip");
      }
      const rssBefore = rssOf(server.pid);
      let peak = rssBefore;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssOf(server.pid));
      }, 50);
      const cpu0 = cpuMsOf(server.pid);
      const t1 = performance.now();
      const report = await api<{ created: number; errors: unknown[] }>(`${url}/api/players/import/?event_id=${ev}`, {
        method: "POST",
        token,
        body: form,
      });
      const ms = performance.now() - t1;
      const cpu = cpuMsOf(server.pid) - cpu0;
      clearInterval(sampler);
      peak = Math.max(peak, rssOf(server.pid));
      if (report.created !== N || report.errors.length)
        throw new Error(`import created ${report.created}: ${JSON.stringify(report.errors.slice(0, 3))}`);
      return { ms, cpu, rssBefore, peak, zipBytes };
    }

    /** The re-import case: REIMPORT_ROWS players created, then all updated by a second sheet, plain reads timed meanwhile. */
    async function reimport() {
      const ev = await createEvent(url, token, { name: "Re-import" });
      const send = (round: number) => {
        const form = new FormData();
        form.append("file", reimportSheet(round), "players.csv");
        return api<{ created: number; updated: number; errors: unknown[] }>(`${url}/api/players/import/?event_id=${ev}`, {
          method: "POST",
          token,
          body: form,
        });
      };
      const created = await send(0);
      if (created.created !== REIMPORT_ROWS) throw new Error(`re-import's first import created ${created.created}`);
      const watch = watchPlainReads(url, server.pid);
      const t0 = performance.now();
      const report = await send(1);
      const ms = performance.now() - t0;
      const reads = await watch.stop();
      if (report.updated !== REIMPORT_ROWS || report.errors.length)
        throw new Error(`re-import updated ${report.updated}: ${JSON.stringify(report.errors.slice(0, 3))}`);
      console.log(
        `\nRe-import of ${REIMPORT_ROWS} existing players, every row changed (CSV); GET /api/health every 100 ms meanwhile`,
      );
      console.log("| case | time (s) | health p50 (ms) | health p99 (ms) | longest (ms) | RSS growth (MiB) |");
      console.log("|---|---:|---:|---:|---:|---:|");
      console.log(`| re-import, ${REIMPORT_ROWS} updated | ${(ms / 1000).toFixed(2)} | ${plainReadCells(reads)} |`);
      if (reads.failed) console.log(`${reads.failed} of ${reads.reads} plain reads got no answer (counted until they failed)`);
    }
    if (ONLY === "reimport") {
      await reimport();
      console.log(`\n${machineLine("end")}`);
      return;
    }

    // Baseline: one POST players/ per player, each with its photo.
    const single = await oneByOne("One by one", true);
    // The import: one CSV, one zip.
    const imported = await importAll("Imported", true);

    const mb = (b: number) => (b / 1048576).toFixed(0);
    console.log(`\n${N} players, photos ~${avgKb.toFixed(0)} KB each (zip ${mb(imported.zipBytes)} MB)`);
    console.log("| way | time (s) | ratio to one by one | server RSS before → peak (MiB) |");
    console.log("|---|---:|---:|---:|");
    console.log(`| one by one, POST players/ (baseline) | ${(single.ms / 1000).toFixed(1)} | 1.00 | — |`);
    console.log(
      `| one import (CSV + zip) | ${(imported.ms / 1000).toFixed(1)} | ${(single.ms / imported.ms).toFixed(1)}× faster | ${mb(imported.rssBefore)} → ${mb(imported.peak)} (+${mb(imported.peak - imported.rssBefore)}) |`,
    );

    // A sheet without photos: XLSX against the same rows as CSV, dry run and real, plain reads timed.
    const files = await sheetFiles();
    const sheetRuns: { label: string; ms: number; cells: string }[] = [];
    for (const [kind, data] of [
      ["CSV", files.csv],
      ["XLSX", files.xlsx],
    ] as const) {
      for (const dry of [true, false]) {
        const ev = await createEvent(url, token, { name: `${kind} ${dry ? "dry run" : "import"}` });
        const form = new FormData();
        form.append("file", new Blob([data]), kind === "CSV" ? "players.csv" : "players.xlsx");
        if (dry) form.append("dry_run", "1");
        const watch = watchPlainReads(url, server.pid);
        const t0 = performance.now();
        const report = await api<{ created: number; errors: unknown[] }>(`${url}/api/players/import/?event_id=${ev}`, {
          method: "POST",
          token,
          body: form,
        });
        const ms = performance.now() - t0;
        const reads = await watch.stop();
        if (report.created !== SHEET_ROWS || report.errors.length)
          throw new Error(`${kind} import created ${report.created}: ${JSON.stringify(report.errors.slice(0, 3))}`);
        sheetRuns.push({ label: `${kind}, ${dry ? "dry run" : "import"}`, ms, cells: plainReadCells(reads) });
      }
    }
    const baseline = (dry: boolean) => sheetRuns[dry ? 0 : 1].ms;
    console.log(
      `\n${SHEET_ROWS} players × ${SHEET_COLUMNS} columns, no photos (CSV ${mb(files.csv.length)} MB, XLSX ${mb(files.xlsx.length)} MB); GET /api/health every 100 ms meanwhile`,
    );
    console.log("| sheet | time (s) | ratio to CSV | health p50 (ms) | health p99 (ms) | longest (ms) | RSS growth (MiB) |");
    console.log("|---|---:|---:|---:|---:|---:|---:|");
    sheetRuns.forEach((r, i) => {
      console.log(`| ${r.label} | ${(r.ms / 1000).toFixed(2)} | ${(r.ms / baseline(i % 2 === 0)).toFixed(2)} | ${r.cells} |`);
    });

    await reimport();

    if (PHASES) {
      // The re-encoding alone, in this process (the server is idle meanwhile): the same MediaStore.saveImage.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sah-bench-media-"));
      const media = new MediaStore(dir);
      const items = Array.from({ length: N }, (_, i) => ({ key: i, file: { name: `p${i}.jpg`, data: photos[i % DISTINCT] } }));
      const timed = async (work: () => Promise<unknown>) => {
        const cpu0 = process.cpuUsage();
        const t0 = performance.now();
        await work();
        const cpu = process.cpuUsage(cpu0);
        return { ms: performance.now() - t0, cpu: (cpu.user + cpu.system) / 1000 };
      };
      const encodeOne = await timed(async () => {
        for (const it of items) await media.saveImage({ field: "image", filename: it.file.name, data: it.file.data }, "players");
      });
      const encodeImport = await timed(() => saveImages(media, "players", "photo", items, []));
      fs.rmSync(dir, { recursive: true, force: true });
      const bare = await oneByOne("One by one, no photo", false);
      const importBare = await importAll("Imported, no photos", false);
      const per = (x: { ms: number; cpu: number }) => `${(x.ms / N).toFixed(1)} | ${(x.cpu / N).toFixed(1)}`;
      console.log(
        `\nWhere the time goes, per player (ms): wall time, and CPU time of the process doing the work (all its threads; ${os.cpus().length} cores)`,
      );
      console.log("| phase | one by one: wall | one by one: CPU | import: wall | import: CPU |");
      console.log("|---|---:|---:|---:|---:|");
      console.log(`| whole (server CPU) | ${per(single)} | ${per(imported)} |`);
      console.log(
        `| photo re-encoding alone (saveImage in the bench process; one at a time / as the import runs them) | ${per(encodeOne)} | ${per(encodeImport)} |`,
      );
      console.log(`| everything but the photo (no photo sent; server CPU) | ${per(bare)} | ${per(importBare)} |`);
    }
  } finally {
    await server.stop();
  }
  console.log(`\n${machineLine("end")}`);
}

await main();
