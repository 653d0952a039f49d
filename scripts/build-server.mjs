// Builds the server into one JavaScript file, apps/server/dist/server.js (with a source map), when it
// is missing or older than its sources: `npm start` runs it with plain Node, no TypeScript compiler at
// start (docs/decisions/042-production-footing.md), and the worker threads' entries next to it. The workspace's packages and most dependencies
// are bundled in; those that carry files of their own (sharp, PGlite, Swagger UI) load from node_modules. `npm run dev` and the tests run the sources through tsx.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const serverBundle = path.join(root, "apps/server/dist/server.js");

/** Packages loaded from node_modules at run time: they find files of their own relative to their code. */
const KEEP_EXTERNAL = new Set([
  "sharp",
  "@electric-sql/pglite",
  "@fastify/swagger-ui",
  "@fastify/static",
  "pg-native",
  "pino",
  "thread-stream",
]);

const SOURCES = ["apps/server/src", "apps/server/package.json", "packages/domain/src", "packages/domain/package.json"];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when the bundle is missing or a source under `rootDir` changed after it was built. */
export function serverBuildIsStale(bundle = serverBundle, rootDir = root) {
  if (!fs.existsSync(bundle)) return true;
  const built = fs.statSync(bundle).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(rootDir, s)) > built);
}

/** The worker modules (apps/server/src/worker-task.ts), each bundled into `workers/<name>.js` beside the server. */
const WORKERS_DIR = path.join(root, "apps/server/src/workers");

/** `outfile` must lie inside apps/server (the bundle finds the migrations and node_modules from there). */
export async function buildServer(outfile = serverBundle) {
  const workers = fs.readdirSync(WORKERS_DIR).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
  for (const file of workers) {
    await bundle(path.join(WORKERS_DIR, file), path.join(path.dirname(outfile), "workers", file.replace(/\.ts$/, ".js")));
  }
  await bundle(path.join(root, "apps/server/src/server.ts"), outfile);
}

async function bundle(entry, outfile) {
  const { build } = await import("esbuild");
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    // Stack traces need the mappings, not the sources' text (see ownCodeOnly below).
    sourcesContent: false,
    legalComments: "none",
    logLevel: "warning",
    // CommonJS packages bundled into an ES module still call require() for Node's own modules.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    plugins: [
      {
        name: "external-packages",
        setup(b) {
          // Packages that read files of their own (WASM, native binaries, static assets) next to
          // their code stay imports; the rest is bundled, so the start reads one file, not hundreds.
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            const name = args.path.startsWith("@") ? args.path.split("/").slice(0, 2).join("/") : args.path.split("/")[0];
            return KEEP_EXTERNAL.has(name) ? { path: args.path, external: true } : undefined;
          });
        },
      },
    ],
  });
  const mapFile = `${outfile}.map`;
  fs.writeFileSync(mapFile, JSON.stringify(ownCodeOnly(JSON.parse(fs.readFileSync(mapFile, "utf8")))));
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function decodeVlq(text) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of text) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

function encodeVlq(n) {
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let out = "";
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v > 0) digit |= 32;
    out += B64[digit];
  } while (v > 0);
  return out;
}

/**
 * Keeps the source map's mappings of the project's own code and drops those of the bundled packages
 * (1,600 of its 1,700 sources): `--enable-source-maps` parses the whole map at start, and the full one
 * cost about 110 MB of RSS (docs/decisions/042-production-footing.md "Memory of the embedded
 * default"). Stack frames in our code name the TypeScript file and line; frames inside a package name
 * the bundle's line.
 */
export function ownCodeOnly(map) {
  const keep = map.sources.map((s) => !s.includes("node_modules"));
  const newIndex = [];
  const sources = [];
  map.sources.forEach((s, i) => {
    if (keep[i]) {
      newIndex[i] = sources.length;
      sources.push(s);
    }
  });
  let src = 0;
  let line = 0;
  let col = 0;
  let outSrc = 0;
  let outLine = 0;
  let outCol = 0;
  const lines = map.mappings.split(";").map((generated) => {
    let genCol = 0;
    let outGenCol = 0;
    const kept = [];
    for (const segment of generated ? generated.split(",") : []) {
      const f = decodeVlq(segment);
      genCol += f[0];
      if (f.length < 4) continue;
      src += f[1];
      line += f[2];
      col += f[3];
      if (!keep[src]) continue;
      const s = newIndex[src];
      kept.push(encodeVlq(genCol - outGenCol) + encodeVlq(s - outSrc) + encodeVlq(line - outLine) + encodeVlq(col - outCol));
      outGenCol = genCol;
      outSrc = s;
      outLine = line;
      outCol = col;
    }
    return kept.join(",");
  });
  return { version: 3, file: map.file, sources, names: [], mappings: lines.join(";") };
}

/**
 * Node's flags for the built server: stack traces name the TypeScript sources; `gc()` lets the server
 * return the memory a first start leaves behind (apps/server/src/server.ts).
 */
export const SERVER_NODE_FLAGS = ["--enable-source-maps", "--expose-gc"];

/**
 * The environment `npm start` runs the built server with: glibc's malloc otherwise keeps one arena per
 * thread that ever allocated (sharp's worker threads), which after the demo seed's 72 images is a
 * couple of hundred MB of RSS never given back. An operator's own MALLOC_ARENA_MAX wins.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: "2", ...env };
}

export async function ensureServerBuilt() {
  if (!serverBuildIsStale()) return;
  console.log("Building the server…");
  await buildServer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
