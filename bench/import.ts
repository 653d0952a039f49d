// npm run bench:import — importing players with photos (docs/api.md "Organiser data"): N players
// (BENCH_IMPORT_PLAYERS, default 1,000) each with a ~100 KB JPEG, from one CSV and one zip, against
// creating the same players one by one through POST players/ in the same run (the baseline). Reports
// the time of each, the ratio, and the server's peak RSS growth during the import (sampled every 50 ms).
import { performance } from "node:perf_hooks";
import { zipSync } from "fflate";
import sharp from "sharp";
import { ADMIN, api, rssOf, startServer } from "./lib/server.ts";

const N = Number(process.env.BENCH_IMPORT_PLAYERS ?? 1000);
const DISTINCT = 40;

/** A noisy photo: noise does not compress, so the JPEG stays near 100 KB. */
async function photo(seed: number): Promise<Buffer> {
  const w = 360;
  const h = 360;
  const raw = Buffer.alloc(w * h * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = (x >>> 16) & 0xff;
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function newEvent(url: string, token: string, name: string): Promise<number> {
  const types = await api<{ id: number }[]>(`${url}/api/events/event-types/`);
  const ev = await api<{ id: number }>(`${url}/api/events/events/`, {
    method: "POST",
    token,
    json: {
      name,
      date: "2026-12-01",
      start_time: "10:00",
      end_time: "18:00",
      location: "Bench",
      funds_per_team: 100000,
      funds_unit: "pts",
      min_player_price: 100,
      min_players: 1,
      max_players: 20,
      type: types[0].id,
    },
  });
  return ev.id;
}

async function main() {
  const photos = await Promise.all(Array.from({ length: DISTINCT }, (_, i) => photo(i + 1)));
  const avgKb = photos.reduce((s, p) => s + p.length, 0) / photos.length / 1024;
  const server = await startServer({ SEED_DEMO: "0" });
  try {
    const { url } = server;
    const { token } = await api<{ token: string }>(`${url}/api/users/login/`, { method: "POST", json: ADMIN });

    // Baseline: one POST players/ per player, each with its photo.
    const oneByOne = await newEvent(url, token, "One by one");
    const t0 = performance.now();
    for (let i = 0; i < N; i++) {
      const form = new FormData();
      form.append("name", `Player ${i}`);
      form.append("date_of_birth", "2000-01-01");
      form.append("details", JSON.stringify({ "Contact Number": `98765${String(i).padStart(5, "0")}` }));
      form.append("image", new Blob([photos[i % DISTINCT]], { type: "image/jpeg" }), `p${i}.jpg`);
      await api(`${url}/api/players/?event_id=${oneByOne}`, { method: "POST", token, body: form });
    }
    const oneByOneMs = performance.now() - t0;

    // The import: one CSV, one zip.
    const imported = await newEvent(url, token, "Imported");
    const csv = [
      "Name,DOB,Mobile,Photo",
      ...Array.from({ length: N }, (_, i) => `Player ${i},2000-01-01,98765${String(i).padStart(5, "0")},p${i}.jpg`),
    ].join("\n");
    const zip = zipSync(Object.fromEntries(Array.from({ length: N }, (_, i) => [`photos/p${i}.jpg`, photos[i % DISTINCT]])), {
      level: 0,
    });
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "players.csv");
    form.append("images", new Blob([zip], { type: "application/zip" }), "photos.zip");
    const rssBefore = rssOf(server.pid);
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(server.pid));
    }, 50);
    const t1 = performance.now();
    const report = await api<{ created: number; errors: unknown[] }>(`${url}/api/players/import/?event_id=${imported}`, {
      method: "POST",
      token,
      body: form,
    });
    const importMs = performance.now() - t1;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(server.pid));
    if (report.created !== N || report.errors.length)
      throw new Error(`import created ${report.created}: ${JSON.stringify(report.errors.slice(0, 3))}`);

    const mb = (b: number) => (b / 1048576).toFixed(0);
    console.log(`${N} players, photos ~${avgKb.toFixed(0)} KB each (zip ${mb(zip.length)} MB)`);
    console.log("| way | time (s) | ratio to one by one | server RSS before → peak (MiB) |");
    console.log("|---|---:|---:|---:|");
    console.log(`| one by one, POST players/ (baseline) | ${(oneByOneMs / 1000).toFixed(1)} | 1.00 | — |`);
    console.log(
      `| one import (CSV + zip) | ${(importMs / 1000).toFixed(1)} | ${(oneByOneMs / importMs).toFixed(1)}× faster | ${mb(rssBefore)} → ${mb(peak)} (+${mb(peak - rssBefore)}) |`,
    );
  } finally {
    await server.stop();
  }
}

await main();
