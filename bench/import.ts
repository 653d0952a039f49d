// npm run bench:import — importing players with photos (docs/api.md "Organiser data"): N players
// (BENCH_IMPORT_PLAYERS, default 1,000) each with a ~80 KB JPEG, from one CSV and one zip, against
// creating the same players one by one through POST players/ in the same run (the baseline). Reports
// the time of each, the ratio, and the server's peak RSS growth during the import (sampled every 50 ms).
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
import { ADMIN, api, cpuMsOf, createEvent, rssOf, startServer } from "./lib/server.ts";
import { machineLine } from "./lib/viewers.ts";

const N = Number(process.env.BENCH_IMPORT_PLAYERS ?? 1000);
const PHASES = process.env.BENCH_IMPORT_PHASES === "1";
const DISTINCT = 40;

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
