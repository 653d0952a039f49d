#!/usr/bin/env node
// The layer rules of docs/architecture.md ("Layers and boundaries"), run by `npm run lint`.
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
    why: "the auction engine plans changes from loaded state, as plain functions over the domain's types",
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
    why: "a live screen's component (console/, room/, live/) imports only its own screen's folder and shared/; what a second screen needs moves to shared/",
    from: /^apps\/web\/src\/features\/auction\/components\/(console|room|live|shared)\//,
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

export function checkBoundaries(root) {
  const violations = [];
  for (const file of sourceFiles(root)) {
    const rules = RULES.filter((r) => r.from.test(file));
    if (rules.length === 0) continue;
    for (const { spec, line } of specifiersOf(root, file)) {
      const target = targetOf(file, spec);
      for (const rule of rules)
        if (rule.to.test(target) && !(rule.allow?.(target, file) ?? false))
          violations.push({ rule: rule.name, why: rule.why, file, line, spec });
    }
  }
  return violations;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
  const violations = checkBoundaries(root);
  for (const v of violations) console.error(`${v.file}:${v.line} imports "${v.spec}": ${v.rule} (${v.why})`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} import(s) break the layer rules (docs/architecture.md, "Layers and boundaries").`);
    process.exit(1);
  }
  console.log(`boundaries: ${RULES.length} rules hold`);
}
