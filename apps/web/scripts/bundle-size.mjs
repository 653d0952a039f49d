// The JavaScript a page needs before it can show anything: the entry chunk, the route chunks of
// the page and every chunk they import statically, gzipped. Run after `vite build`:
//   node apps/web/scripts/bundle-size.mjs [limitKb]
// Exits non-zero when a public page is over the limit (default 250 KB gzip). Also shown: what a
// browser actually downloads, the build's brotli copies (apps/web/vite.config.ts; files under 1 KiB
// have none and go as they are).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
const limitKb = Number(process.argv[2] ?? 250);

const gz = new Map();
function gzipSize(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(fs.readFileSync(path.join(dist, file))).length);
  return gz.get(file);
}

function sentSize(file) {
  const full = path.join(dist, file);
  return fs.existsSync(`${full}.br`) ? fs.statSync(`${full}.br`).size : fs.statSync(full).size;
}

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
// The entry (src/main.tsx) is a few lines that import the app's start in steps (its dynamic imports)
// once the page is shown: every page loads them all, so they all count as the entry.
const startKeys = manifest[entryKey].dynamicImports ?? [];
// src/start.tsx is in the start group's chunk (vite.config.ts startChunks), keyed by that chunk.
if (!startKeys.some((key) => key === "src/start.tsx" || manifest[key]?.name === "start"))
  throw new Error("the entry does not import the app's start");
// A page module that is also imported statically (the not-found page, shown inside layouts) has no
// chunk of its own in the manifest: the shared chunk named after it holds it.
const route = (file) =>
  Object.keys(manifest).find((k) => k.endsWith(file)) ??
  Object.keys(manifest).find((k) => k.startsWith(`_${path.basename(file).replace(/\.tsx?$/, "")}-`));
const base = ["src/features/events/routes/view-layout.tsx"];
const pages = {
  "/ (landing)": ["features/landing/routes/landing-page.tsx"],
  "/events/all": ["features/events/routes/events-layout.tsx", "features/events/routes/all-events-page.tsx"],
  "/view/{id}": [...base, "features/events/routes/view-index.tsx"],
  "/view/{id}/detail": [...base, "features/events/routes/view-detail.tsx"],
  "/view/{id}/teams": [...base, "features/teams/routes/team-list-page.tsx"],
  "/view/{id}/teams/{id}": [...base, "features/teams/routes/team-detail-page.tsx"],
  "/view/{id}/players": [...base, "features/players/routes/player-list-page.tsx"],
  "/view/{id}/players/{id}": [...base, "features/players/routes/player-detail-page.tsx"],
  "/view/{id}/auctions": [...base, "features/auction/routes/auction-page.tsx"],
  "/auth/login": ["features/auth/routes/auth-layout.tsx", "features/auth/routes/login-page.tsx"],
  "not found": ["components/not-found-page.tsx"],
};

const entryFiles = closure([entryKey, ...startKeys]);
const sum = (files, size) => [...files].reduce((a, f) => a + size(f), 0) / 1024;
const entryKb = sum(entryFiles, gzipSize);
console.log(
  `entry (${entryFiles.size} chunks): ${entryKb.toFixed(1)} KB gzip, ${sum(entryFiles, sentSize).toFixed(1)} KB sent (br)`,
);
let worst = 0;
for (const [name, files] of Object.entries(pages)) {
  const keys = files.map((f) => route(f));
  if (keys.some((k) => !k)) throw new Error(`no chunk for ${name}: ${files.join(", ")}`);
  const all = closure([entryKey, ...startKeys, ...keys]);
  const kb = sum(all, gzipSize);
  worst = Math.max(worst, kb);
  const sent = sum(all, sentSize).toFixed(1);
  console.log(`${name.padEnd(26)} ${kb.toFixed(1).padStart(7)} KB gzip ${sent.padStart(7)} KB sent (br)  (${all.size} chunks)`);
}
console.log(`largest public page: ${worst.toFixed(1)} KB gzip (limit ${limitKb} KB)`);
if (worst > limitKb) process.exit(1);
