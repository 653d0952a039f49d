#!/usr/bin/env node
// Stale file references: every repository path that docs/*.md, docs/decisions/*.md or a source
// comment names must exist, so a moved or renamed file cannot leave a doc or a comment pointing at
// nothing. Run by scripts/check-doc-refs.test.ts (the "tools" project of `npm test`).
//
// A reference is a path with a `/` and a file extension, such as `apps/server/test/bids.test.ts`,
// a tail such as `services/share/cards.ts`, or a relative one starting with `./` or `../`. It
// resolves when it names an existing file relative to the citing file (relative ones: only so),
// relative to the repository's root, or as the tail of a path in the repository. Not references:
// URLs, absolute paths (`/api/card.png`), patterns (`<name>`, `{a,b}`, `*`, `NNN`), build output
// (a `dist` folder) and a file of another repository, cited after its name (`fastify/demo`
// followed by the path in backticks; OTHER_REPOSITORIES). Comments are read with @babel/parser, so
// strings and code are left out.
//
//   node scripts/check-doc-refs.mjs [root]    exit 1 and one line per stale reference
import fs from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

/** The extensions a reference may end with: the repository's own kinds of file. */
const EXTENSIONS = "ts|tsx|mts|mjs|cjs|js|json|md|sql|ya?ml|css|html|sh|conf";
/**
 * A path: optional `./` or `../` steps, then at least two segments, the last with an extension. Not
 * preceded by what would make it part of a URL, an absolute path or a pattern.
 */
const REFERENCE = new RegExp(
  `(?<![\\w@/.:<>{}*~$-])((?:\\.\\.?/)*[\\w.-]+(?:/[\\w.-]+)+\\.(?:${EXTENSIONS}))(?![\\w/<>{}*-])`,
  "g",
);
const SOURCE_DIRS = ["apps", "packages", "e2e", "bench", "scripts"];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|cjs|js)$/;
const SKIP_DIRS = new Set(["node_modules", ".git", "dist", "dist-ssr", "coverage"]);
/** Build output: named by docs (what `npm start` runs), never in the repository. */
const BUILD_OUTPUT = /(^|\/)(dist|dist-ssr)\//;
/** A placeholder in a path (`docs/decisions/NNN-title.md`): a pattern, not a file. */
const PLACEHOLDER = /NNN/;
/** The repositories docs/style.md learns from, whose files a doc may cite as `<name> \`path\``. */
export const OTHER_REPOSITORIES = ["fastify/demo", "bulletproof-react", "documenso", "outline"];
const CITED_FROM_OTHER_REPOSITORY = new RegExp(`(${OTHER_REPOSITORIES.join("|")})(?:'s)? \`$`);

/** Every file under `dir` (repository-relative, `/`-separated), skipping build output and packages. */
function walk(root, dir = "") {
  const out = [];
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return out;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(root, rel));
    else out.push(rel);
  }
  return out;
}

/** The comments of a source file, each with its first line. */
function comments(file, text) {
  const ast = parse(text, {
    sourceType: "module",
    errorRecovery: true,
    plugins: file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"],
  });
  return (ast.comments ?? []).map((c) => ({ text: c.value, line: c.loc.start.line }));
}

/** The references in `text`, which starts at line `firstLine` of its file. */
function references(text, firstLine) {
  const out = [];
  for (const m of text.matchAll(REFERENCE)) {
    if (BUILD_OUTPUT.test(m[1]) || PLACEHOLDER.test(m[1])) continue;
    if (CITED_FROM_OTHER_REPOSITORY.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    const line = firstLine + text.slice(0, m.index).split("\n").length - 1;
    out.push({ ref: m[1], line });
  }
  return out;
}

/** The files whose text is read whole (docs) and those whose comments are read (sources). */
export function citingFiles(files) {
  const docs = files.filter((f) => /^docs\/[^/]+\.md$/.test(f) || /^docs\/decisions\/[^/]+\.md$/.test(f));
  const sources = files.filter((f) => SOURCE_DIRS.includes(f.split("/")[0]) && SOURCE_FILE.test(f));
  return { docs, sources };
}

/** Every stale reference under `root`: `{file, line, ref}`. */
export function findStaleRefs(root) {
  const files = walk(root);
  const known = new Set(files);
  // Every tail of every path: `share/cards.ts` and `cards.ts` for `services/share/cards.ts`.
  const tails = new Set(files.flatMap((f) => f.split("/").map((_, i, parts) => parts.slice(i).join("/"))));
  const resolves = (from, ref) => {
    const relative = path.posix.normalize(path.posix.join(path.posix.dirname(from), ref));
    if (known.has(relative)) return true;
    if (ref.startsWith("./") || ref.startsWith("../")) return false;
    return tails.has(ref);
  };
  const { docs, sources } = citingFiles(files);
  const stale = [];
  const check = (file, found) => {
    for (const { ref, line } of found) if (!resolves(file, ref)) stale.push({ file, line, ref });
  };
  for (const file of docs) check(file, references(fs.readFileSync(path.join(root, file), "utf8"), 1));
  for (const file of sources) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    // Parsing is the slow part: only a file with a path that does not resolve, anywhere in its text,
    // is parsed, to see whether that path is in a comment.
    if (references(text, 1).every(({ ref }) => resolves(file, ref))) continue;
    for (const c of comments(file, text)) check(file, references(c.text, c.line));
  }
  return stale.sort(byPlace);
}

/** Findings in file order, then line order. */
const byPlace = (a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1);

/**
 * Sections of docs/api.md named where they do not exist: each quoted name after `docs/api.md`
 * (`docs/api.md "Squad quotas"`, `docs/api.md "Players", "Limits" and "Player import"`) in the docs
 * and the sources (comments and test titles alike) must be one of its headings or words it holds
 * (an endpoint such as "sell-player"). `{file, line, ref}`.
 */
export function findUnknownApiSections(root) {
  const api = fs.readFileSync(path.join(root, "docs/api.md"), "utf8");
  const headings = new Set();
  for (const [, h] of api.matchAll(/^#+ (.+)$/gm)) headings.add(h).add(h.replace(/ \(.*\)$/, ""));
  const known = (name) => headings.has(name) || api.includes(name);
  const { docs, sources } = citingFiles(walk(root));
  const unknown = [];
  // Between and inside the names a comment may break the line: `\n`, then `//` or `*` (not `*/`).
  const gap = String.raw`(?:\s|\/\/|\*(?!\/))*`;
  const name = String.raw`"([A-Za-z](?:[^"\n]|\n[ \t]*(?:\/\/|\*(?!\/))?[ \t]*){0,80}?)"`;
  const chain = new RegExp(
    String.raw`docs\/api\.md(?:'s)?,?${gap}(${name}(?:${gap}\([^)]*\))?(?:,${gap}|${gap}and${gap})?)+`,
    "g",
  );
  for (const file of [...docs, ...sources]) {
    if (file === "docs/api.md") continue;
    const text = fs.readFileSync(path.join(root, file), "utf8");
    for (const m of text.matchAll(chain)) {
      for (const [, raw] of m[0].matchAll(new RegExp(name, "g"))) {
        const section = raw.replace(/\s*\n[ \t]*(\/\/|\*)?[ \t]*/g, " ");
        if (!known(section)) unknown.push({ file, line: text.slice(0, m.index).split("\n").length, ref: section });
      }
    }
  }
  return unknown.sort(byPlace);
}

/** The first line of every decision record: `Date: YYYY-MM-DD. Status: …. Supersedes: ….` */
export const DECISION_HEADER =
  /^Date: \d{4}-\d{2}-\d{2}\. Status: (accepted|superseded by \d{3}|amended by \d{3}(, \d{3})*)\. Supersedes: (nothing|\d{3}(, \d{3})*)\./;

/** Decision records whose first line after the title is not DECISION_HEADER: `{file, line, ref}`. */
export function findBadDecisionHeaders(root) {
  const dir = path.join(root, "docs/decisions");
  if (!fs.existsSync(dir)) return [];
  const bad = [];
  for (const name of fs
    .readdirSync(dir)
    .filter((n) => /^\d{3}-.+\.md$/.test(n))
    .sort()) {
    const lines = fs.readFileSync(path.join(dir, name), "utf8").split("\n");
    if (!lines[0].startsWith("# ") || lines[1] !== "" || !DECISION_HEADER.test(lines[2] ?? "")) {
      bad.push({ file: `docs/decisions/${name}`, line: 3, ref: lines[2] ?? "" });
    }
  }
  return bad;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
  const found = [
    ...findStaleRefs(root).map((s) => `${s.file}:${s.line}: ${s.ref} does not exist`),
    ...findUnknownApiSections(root).map((s) => `${s.file}:${s.line}: docs/api.md has no section "${s.ref}"`),
    ...findBadDecisionHeaders(root).map((s) => `${s.file}:${s.line}: not "Date: …. Status: …. Supersedes: ….": ${s.ref}`),
  ];
  for (const line of found) console.log(line);
  process.exit(found.length ? 1 : 0);
}
