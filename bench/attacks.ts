// The hostile uploads of `npm run bench:robustness` (docs/decisions/054-import-guard.md), against one
// server process: each import is sent while a plain read (GET /api/health) is timed every 100 ms, and
// the longest delay of a plain read and the server's peak RSS growth during it are printed, with the
// same figures for an idle interval of the same server first (the baseline). Target: every longest
// delay < 200 ms and every growth < 200 MB.
import { performance } from "node:perf_hooks";
import { overlappingZip, sheetXml, workbookOf, zipOf } from "./lib/hostile-files.ts";
import { plainReadCells, watchPlainReads } from "./lib/plain-read.ts";
import { ADMIN, api, createEvent, startServer } from "./lib/server.ts";

const columns = (n: number, cell: (i: number) => string) => Array.from({ length: n }, (_, i) => cell(i));
const csvNaming = (names: string[]) =>
  Buffer.from(["Name,DOB,Photo", ...names.map((n, i) => `Player ${i},2000-01-01,${n}`)].join("\n"));

type Attack = { name: string; fields: () => Record<string, { data: Buffer; filename: string }> };

const photoNames = columns(1000, (i) => `p${i}.jpg`);
const ATTACKS: Attack[] = [
  {
    name: "XLSX, 16,384 columns × 20 rows (1 MB, highly compressible)",
    fields: () => ({
      file: {
        filename: "wide.xlsx",
        data: workbookOf(
          sheetXml(
            columns(16384, (i) => `H${i}`),
            columns(16384, () => "1"),
            20,
          ),
        ),
      },
    }),
  },
  {
    name: "XLSX, 1,000,000 rows",
    fields: () => ({ file: { filename: "million.xlsx", data: workbookOf(sheetXml(["Name"], ["1"], 1_000_000)) } }),
  },
  {
    name: "XLSX whose sheet inflates past its declared size",
    fields: () => ({
      file: { filename: "lie.xlsx", data: workbookOf(sheetXml(["Name", "DOB"], ["Anil", "2000-01-01"], 200_000), 1000) },
    }),
  },
  {
    name: "photo zip, 1,000 entries sharing one 1 MB deflate stream",
    fields: () => ({
      file: { filename: "players.csv", data: csvNaming(photoNames) },
      images: { filename: "photos.zip", data: overlappingZip(photoNames, 1024 * 1024) },
    }),
  },
  {
    name: "photo zip, an entry inflating to 100 MB past its declared 300 KB",
    fields: () => ({
      file: { filename: "players.csv", data: csvNaming(["p0.jpg"]) },
      images: {
        filename: "photos.zip",
        data: zipOf([{ name: "p0.jpg", data: Buffer.alloc(100 * 1024 * 1024), declaredSize: 300_000 }]),
      },
    }),
  },
];

export async function runAttacks(): Promise<boolean> {
  const server = await startServer({ SEED_DEMO: "0" });
  let ok = true;
  try {
    const { url } = server;
    const { token } = await api<{ token: string }>(`${url}/api/users/login/`, { method: "POST", json: ADMIN });
    const eventId = await createEvent(url, token, { name: "Attacks" });
    console.log("\nHostile imports: GET /api/health every 100 ms during each; the idle row is the baseline");
    console.log("| upload | answer | time (s) | health p50 (ms) | health p99 (ms) | longest (ms) | RSS growth (MiB) |");
    console.log("|---|---|---:|---:|---:|---:|---:|");
    const idle = watchPlainReads(url, server.pid);
    await new Promise((r) => setTimeout(r, 3000));
    console.log(`| none (idle, 3 s) | — | 3.00 | ${plainReadCells(await idle.stop())} |`);
    for (const attack of ATTACKS) {
      const form = new FormData();
      for (const [field, f] of Object.entries(attack.fields())) form.append(field, new Blob([f.data]), f.filename);
      form.append("dry_run", "1");
      const watch = watchPlainReads(url, server.pid);
      const t0 = performance.now();
      const res = await fetch(`${url}/api/players/import/?event_id=${eventId}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const body = (await res.text()).slice(0, 90);
      const ms = performance.now() - t0;
      const reads = await watch.stop();
      if (res.status !== 400 || reads.max >= 200 || reads.rssPeak - reads.rssBefore >= 200 * 1024 * 1024) ok = false;
      console.log(
        `| ${attack.name} | ${res.status} ${body.replace(/\|/g, "\\|")} | ${(ms / 1000).toFixed(2)} | ${plainReadCells(reads)} |`,
      );
    }
  } finally {
    await server.stop();
  }
  return ok;
}
