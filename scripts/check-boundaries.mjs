#!/usr/bin/env node
// The layer rules of docs/architecture.md ("Layers and boundaries"), run by `npm run lint`.
// Besides the rules, no file may reach itself through its imports (CYCLE_RULE), in any of ROOTS.
// Every import counts: static, type-only (`import type`), re-exports and dynamic `import()`. Files are
// parsed with @babel/parser (TypeScript and JSX plugins; type-only imports stay in its tree); relative specifiers are resolved to
// repository paths, package specifiers are kept as the package name. Why not dependency-cruiser:
// docs/decisions/035-boundary-check.md.
//
//   node scripts/check-boundaries.mjs [root]    exit 1 and one line per violation when a rule breaks
import fs from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

/** A rule: files matching `from` must not import what `to` matches (unless `allow` matches). */
export const RULES = [
  {
    name: "domain-imports-nothing",
    why: "the domain package is the shared vocabulary: it imports only zod and its own files",
    from: /^packages\/domain\/src\//,
    to: /.*/,
    allow: (target) => target.startsWith("packages/domain/src/") || target === "zod",
  },
  {
    name: "engine-imports-only-domain",
    why: "the auction engine plans the draw, re-auction and undo from loaded state, as plain functions over the domain's types and rules (the sale rule is the domain's sale.ts)",
    from: /^apps\/server\/src\/services\/auction\/engine\.ts$/,
    to: /.*/,
    allow: (target) => target === "@sah/domain",
  },
  {
    name: "routes-not-database",
    why: "routes are thin (schema, permission, service); SQL lives beside the database layer",
    from: /^apps\/server\/src\/routes\//,
    to: /^(apps\/server\/src\/db\/|drizzle-orm|@electric-sql\/pglite|pg$|postgres$)/,
  },
  {
    name: "services-not-http",
    why: "services know nothing of HTTP: no plugins, no routes, no Fastify",
    from: /^apps\/server\/src\/services\//,
    to: /^(apps\/server\/src\/(plugins|routes)\/|fastify|@fastify\/)/,
  },
  {
    name: "server-lib-not-services",
    why: "lib/ holds HTTP helpers for routes and plugins; it calls no service",
    from: /^apps\/server\/src\/lib\//,
    to: /^apps\/server\/src\/services\//,
  },
  {
    name: "plugins-not-database",
    why: "plugins are request hooks: no SQL, no endpoints; queries live in services",
    from: /^apps\/server\/src\/plugins\//,
    to: /^(apps\/server\/src\/db\/|drizzle-orm|@electric-sql\/pglite|pg$|postgres$)/,
    // What a PostgreSQL error meant (db/transaction.ts) is no SQL: the error plugin turns it into a status.
    allow: (target) => target === "apps/server/src/db/transaction.ts",
  },
  {
    name: "services-not-lib",
    why: "lib/ is HTTP helpers; services use the database layer and the domain, never lib/",
    from: /^apps\/server\/src\/services\//,
    to: /^apps\/server\/src\/lib\//,
  },
  {
    name: "database-imports-no-layer",
    why: "the database layer is the bottom of the server: it imports no lib/, plugins, routes or services",
    from: /^apps\/server\/src\/db\//,
    to: /^apps\/server\/src\/(lib|plugins|routes|services)\//,
    // The refusals every layer throws: a transaction PostgreSQL keeps aborting ends as a conflict.
    allow: (target) => target === "apps/server/src/services/errors.ts",
  },
  {
    name: "web-components-not-features",
    why: "shared UI (components/) is used by features and the app, never the other way round",
    from: /^apps\/web\/src\/components\//,
    to: /^apps\/web\/src\/(features|app)\//,
  },
  {
    name: "web-lib-not-ui",
    why: "lib/ sits below components/, features/ and app/",
    from: /^apps\/web\/src\/lib\//,
    to: /^apps\/web\/src\/(components|features|app)\//,
  },
  {
    name: "features-independent",
    why: "a feature does not import another feature; shared code moves down into components/ or lib/",
    from: /^apps\/web\/src\/features\/[^/]+\//,
    to: /^apps\/web\/src\/features\/[^/]+\//,
    allow: (target, file) => target.split("/")[4] === file.split("/")[4],
  },
  {
    name: "auction-screens-apart",
    why: "a live screen's component (console/, room/, live/) imports only its own screen's folder and common/; what a second screen needs moves to common/",
    from: /^apps\/web\/src\/features\/auction\/components\/(console|room|live|common)\//,
    to: /^apps\/web\/src\/features\/auction\/components\/(console|room|live)\//,
    allow: (target, file) => target.split("/")[6] === file.split("/")[6],
  },
];

const ROOTS = ["packages/domain/src", "apps/server/src", "apps/web/src"];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP = /(\.test\.tsx?$|\/test\/)/;

function sourceFiles(root) {
  const out = [];
  for (const dir of ROOTS) {
    const walk = (d) => {
      if (!fs.existsSync(d)) return;
      for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
        const full = path.join(d, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (SOURCE.test(entry.name)) out.push(path.relative(root, full).split(path.sep).join("/"));
      }
    };
    walk(path.join(root, dir));
  }
  return out.filter((f) => !SKIP.test(f));
}

/** Every module specifier a file names, with the line it is on. */
function specifiersOf(root, file) {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  const ast = parse(text, { sourceType: "module", plugins: file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"] });
  const found = [];
  const visit = (node) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (
      (node.type === "ImportDeclaration" || node.type === "ExportNamedDeclaration" || node.type === "ExportAllDeclaration") &&
      node.source
    )
      found.push({ spec: node.source.value, line: node.loc.start.line });
    if (node.type === "CallExpression" && node.callee?.type === "Import" && node.arguments?.[0]?.type === "StringLiteral")
      found.push({ spec: node.arguments[0].value, line: node.loc.start.line });
    for (const key of Object.keys(node)) if (key !== "loc" && !key.endsWith("Comments")) visit(node[key]);
  };
  visit(ast.program.body);
  return found;
}

/** A relative specifier becomes a repository path; a package keeps its name (scope included). */
function targetOf(file, spec) {
  if (spec.startsWith(".")) return path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
  const parts = spec.split("/");
  return spec.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** The rule no pair of files can express: no file reaches itself through its imports. */
export const CYCLE_RULE = {
  name: "no-import-cycles",
  why: "an import cycle ties its files into one unit that loads in a fragile order; move the shared part down",
};

/** The file a resolved target names, when it is one of ours: as written, or with a source extension or index file. */
function fileOf(known, target) {
  for (const candidate of [target, ...[".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => target + ext)])
    if (known.has(candidate)) return candidate;
  return null;
}

/** One shortest cycle through `start` inside a strongly connected set, as the import edges that make it. */
function cycleThrough(start, members, edges) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const from = queue.shift();
    for (const edge of edges.get(from)) {
      if (!members.has(edge.to)) continue;
      if (edge.to === start) {
        const path = [edge];
        for (let at = previous.get(from); at; at = previous.get(at.from)) path.unshift(at);
        return path;
      }
      if (previous.has(edge.to)) continue;
      previous.set(edge.to, edge);
      queue.push(edge.to);
    }
  }
  return [];
}

/** Tarjan's strongly connected components over the import graph; each one with more than a file (or a file importing itself) is a cycle. */
function cycles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const { to } of edges.get(file)) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file), low.get(to)));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file), index.get(to)));
    }
    if (low.get(file) !== index.get(file)) return;
    const members = new Set();
    for (let member = null; member !== file; ) {
      member = stack.pop();
      onStack.delete(member);
      members.add(member);
    }
    if (members.size > 1 || edges.get(file).some((e) => e.to === file)) found.push(members);
  };
  for (const file of [...edges.keys()].sort()) if (!index.has(file)) visit(file);
  return found;
}

export function checkBoundaries(root) {
  const violations = [];
  const files = sourceFiles(root);
  const known = new Set(files);
  const edges = new Map();
  for (const file of files) {
    const rules = RULES.filter((r) => r.from.test(file));
    const out = [];
    edges.set(file, out);
    for (const { spec, line } of specifiersOf(root, file)) {
      const target = targetOf(file, spec);
      for (const rule of rules)
        if (rule.to.test(target) && !(rule.allow?.(target, file) ?? false))
          violations.push({ rule: rule.name, why: rule.why, file, line, spec });
      const to = spec.startsWith(".") ? fileOf(known, target) : null;
      if (to) out.push({ from: file, to, line, spec });
    }
  }
  for (const members of cycles(edges)) {
    const start = [...members].sort()[0];
    const path = cycleThrough(start, members, edges);
    violations.push({
      rule: CYCLE_RULE.name,
      why: CYCLE_RULE.why,
      file: start,
      line: path[0].line,
      spec: path[0].spec,
      cycle: [...path.map((e) => e.from), start],
    });
  }
  return violations;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
  const violations = checkBoundaries(root);
  for (const v of violations) {
    console.error(`${v.file}:${v.line} imports "${v.spec}": ${v.rule} (${v.why})`);
    if (v.cycle) console.error(`  cycle: ${v.cycle.join(" -> ")}`);
  }
  if (violations.length > 0) {
    console.error(`\n${violations.length} import(s) break the layer rules (docs/architecture.md, "Layers and boundaries").`);
    process.exit(1);
  }
  console.log(`boundaries: ${RULES.length} rules and no import cycle hold`);
}
