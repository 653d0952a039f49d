// Vite config of the web app. The API server (apps/server) serves /api and /media; in dev the
// proxy forwards them so the app and the API share one origin, as in production.
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import zlib from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
// The domain's source file, not the package: the config is bundled with its relative imports and runs
// in Node, which does not load the package's TypeScript.
import { NAME_SCRIPTS, nameScriptFamily } from "../../packages/domain/src/scripts.ts";

const apiTarget = process.env.VITE_API_PROXY ?? "http://localhost:3000";

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text asset of the build, once, at the
 * highest levels; the server sends the one the browser accepts (@fastify/static `preCompressed`).
 * A phone on the venue's network then loads the app's JavaScript at a third of its size, and the
 * server spends no CPU compressing it per request.
 */
function precompress(): Plugin {
  let outDir = "dist";
  let skip = false;
  return {
    name: "sah-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
    },
    closeBundle() {
      // The server-rendering bundle is read by the server, never sent.
      if (skip) return;
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          if (e.name.startsWith(".")) return [];
          const full = path.join(dir, e.name);
          return e.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/** The weights names are written in; the app's 600 and 800 are drawn with the nearest. */
const NAME_FONT_WEIGHTS = [400, 700] as const;

/** A face of the build: the file's path under the site, its bytes, and its @font-face rule. */
export type NameFontFace = { fileName: string; source: Buffer; rule: string };

/**
 * The faces of the scripts names are written in (docs/decisions/076-fonts-for-names.md): each script of
 * NAME_SCRIPTS at NAME_FONT_WEIGHTS, the script's own subset of `@fontsource/noto-sans-<slug>` (WOFF2),
 * with the package's unicode-range, named by its content's hash.
 */
export function nameFontFaces(): NameFontFace[] {
  const require = createRequire(import.meta.url);
  return NAME_SCRIPTS.flatMap((script) =>
    NAME_FONT_WEIGHTS.map((weight) => {
      const pkg = path.dirname(require.resolve(`@fontsource/noto-sans-${script.slug}/package.json`));
      const name = `noto-sans-${script.slug}-${script.slug}-${weight}-normal`;
      const css = fs.readFileSync(path.join(pkg, `${weight}.css`), "utf8");
      const block = css.split("/* ").find((b) => b.startsWith(`${name} */`));
      const range = block?.match(/unicode-range:\s*([^;]+);/)?.[1];
      if (!range) throw new Error(`${pkg}/${weight}.css has no unicode-range for ${name}`);
      const source = fs.readFileSync(path.join(pkg, "files", `${name}.woff2`));
      const hash = crypto.createHash("sha256").update(source).digest("hex").slice(0, 10);
      const fileName = `assets/noto-sans-${script.slug}-${weight}-${hash}.woff2`;
      const family = nameScriptFamily(script);
      const rule = `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;src:url(/${fileName}) format("woff2");unicode-range:${range}}`;
      return { fileName, source, rule };
    }),
  );
}

/**
 * Declares the faces of nameFontFaces in index.html's head and writes their files into the build. The
 * declarations are there before the page is drawn (a browser does not look again at text it drew before a
 * face was declared); a browser downloads a face only for characters the fonts before it in the theme's
 * family lack, on a page that shows them. About 1 KB compressed of every page's HTML.
 */
function nameFonts(): Plugin {
  let faces: NameFontFace[] = [];
  let skip = false;
  return {
    name: "sah-name-fonts",
    apply: "build",
    configResolved(config) {
      skip = Boolean(config.build.ssr);
    },
    buildStart() {
      if (skip) return;
      faces = nameFontFaces();
      for (const face of faces) this.emitFile({ type: "asset", fileName: face.fileName, source: face.source });
    },
    transformIndexHtml() {
      if (skip) return;
      return [{ tag: "style", attrs: { id: "sah-name-fonts" }, children: faces.map((f) => f.rule).join(""), injectTo: "head" }];
    },
  };
}

/**
 * The app's scripts load at low fetch priority (docs/decisions/047-server-rendering.md "Scripts after
 * the content"): a public page arrives server-rendered, so its HTML is the content and the scripts
 * only make it interactive; the page's images, the largest paint of the players page, go first.
 */
function scriptsAfterContent(): Plugin {
  return {
    name: "sah-scripts-after-content",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"'),
    },
  };
}

/**
 * Every chunk of the browser's build starts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`,
 * Chromium 136+; a comment elsewhere): the browser compiles the chunk's functions while it downloads
 * them, off the main thread, instead of one by one on the main thread the first time each runs. A
 * public page's start runs most of what it loads (React, MUI, the page), and compiling on first call
 * was about a third of its main-thread time on a simulated phone (docs/decisions/047 "Start-up in short
 * tasks").
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

function compileHints(): Plugin {
  return {
    name: "sah-compile-hints",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    enforce: "post",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk" && !file.code.startsWith(COMPILE_HINT)) file.code = COMPILE_HINT + file.code;
        }
      },
    },
  };
}

/**
 * The chunks of the app's start (src/start.tsx and everything it imports statically): React, the other
 * libraries, and the app's own code. Every page loads all of them, so splitting them further by which
 * pages share which part only costs requests, and each request's start costs a phone's main thread
 * about a millisecond; page chunks import what they share with the start from these. Three, not one:
 * a chunk's code runs as one task, and main.tsx runs them one step at a time
 * (docs/decisions/047-server-rendering.md "Start-up in short tasks").
 */
function startChunks() {
  const root = import.meta.dirname;
  const start = path.resolve(root, "src/start.tsx");
  const entry = path.resolve(root, "src/main.tsx");
  let chunkOf: Map<string, string> | null = null;
  type Context = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
  const closure = (from: string, ctx: Context) => {
    const seen = new Set<string>();
    const visit = (module: string) => {
      // The domain's index re-exports every rule and schema; what the start uses of it is small and
      // tree-shaken, what pages use of it stays with them.
      if (seen.has(module) || /packages[\\/]domain[\\/]|node_modules[\\/]zod[\\/]/.test(module)) return;
      seen.add(module);
      for (const imported of ctx.getModuleInfo(module)?.importedIds ?? []) visit(imported);
    };
    visit(from);
    return seen;
  };
  return {
    name: (id: string, ctx: Context) => {
      if (!chunkOf) {
        chunkOf = new Map();
        // What the entry itself imports is a chunk of its own: taken along with the start, it would
        // make the entry load the whole start at once.
        const boot = closure(entry, ctx);
        boot.delete(entry);
        for (const module of boot) chunkOf.set(module, "boot");
        for (const module of closure(start, ctx)) {
          if (chunkOf.has(module)) continue;
          // React's packages are the React group's, which takes them first (START_GROUPS).
          chunkOf.set(module, /node_modules[\\/]/.test(module) ? "libraries" : "start");
        }
      }
      return chunkOf.get(id) ?? null;
    },
  };
}

/** React's own packages, the first start chunk. */
const REACT_PACKAGES = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * React first, as a group of its own and of a higher priority: a group takes its modules' dependencies
 * along, so with one group the libraries chunk took `react` and `react-dom` (MUI imports them), the
 * React chunk imported them from it, and the first start step ran both chunks as one task.
 */
const START_GROUPS = [
  { name: "react", test: REACT_PACKAGES, priority: 2 },
  { ...startChunks(), priority: 1 },
];

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), scriptsAfterContent(), compileHints(), nameFonts(), precompress()],
  // The server-rendering bundle (src/entry-server.tsx -> dist-ssr/, docs/architecture.md "Server
  // rendering") carries its dependencies: the server loads one file, with one copy of React, and
  // runs React's production build whatever NODE_ENV the server was started with.
  ssr: { noExternal: true },
  publicDir: isSsrBuild ? false : "public",
  define: isSsrBuild && mode === "production" ? { "process.env.NODE_ENV": JSON.stringify("production") } : undefined,
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/media": { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Read by scripts/bundle-size.mjs to measure what each public page loads first.
    manifest: true,
    // No preload helper for the lazy chunks: a chunk's own imports are fetched by the browser's module
    // loader as it reads them. The helper added a <link rel="modulepreload"> per dependency from script
    // (about 50 on the players page), about 130 ms of main thread on a simulated phone in the middle of
    // the start, for a parallel fetch that saved its ~0.5 s only on a slow network, after the page is
    // already on screen with working links (docs/decisions/047 "Start-up in short tasks").
    modulePreload: false,
    rolldownOptions: {
      // @sah/domain is side-effect free (constants, texts and zod schemas), but its package.json
      // does not say so: without this, importing one constant would pull zod and every schema
      // into the public entry chunk.
      treeshake: {
        moduleSideEffects: (id: string) => !/packages[\\/]domain[\\/]/.test(id),
        manualPureFunctions: ["z"],
      },
      output: isSsrBuild ? undefined : { codeSplitting: { groups: START_GROUPS } },
    },
  },
}));
