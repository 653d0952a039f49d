// One route table (lib/paths.ts; docs/decisions/038-one-route-table.md): the router matches every
// entry's pattern, every link the entry builds lands on that route, and no other file of the app
// spells a path.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { paths, type Route } from "../lib/paths.ts";
import { routes } from "./routes.tsx";

function entries(node: object, name = "paths"): [string, Route][] {
  if ("pattern" in node && "href" in node) return [[name, node as Route]];
  return Object.entries(node).flatMap(([key, child]) => entries(child, `${name}.${key}`));
}

const table = entries(paths);

/** Every route's full path (absolute patterns below their parents, or relative ones joined). */
function routedPaths(list: RouteObject[], parent = ""): string[] {
  return list.flatMap((r) => {
    const full = r.path === undefined ? parent : r.path.startsWith("/") ? r.path : `${parent.replace(/\/$/, "")}/${r.path}`;
    return [...(r.path === undefined ? [] : [full]), ...routedPaths(r.children ?? [], full)];
  });
}

// User management routes its three screens below /users/* (features/users/routes/users-page.tsx).
const usersSplat = `${paths.users.pattern}/*`;
const notFound = routes[0]?.children?.at(-1);

describe("the route table", () => {
  it.each(table)("routes %s, and its link lands on it", (_name, entry) => {
    const sample = (entry.href as (...params: string[]) => string)("7", "8");
    const matches = matchRoutes(routes, sample) ?? [];
    const last = matches.at(-1)?.route;
    expect(last).toBeDefined();
    expect(last).not.toBe(notFound);
    const withPath = matches.filter((m) => m.route.path !== undefined).at(-1)?.route.path;
    if (entry.pattern.startsWith(`${paths.users.pattern}/`) || entry.pattern === paths.users.pattern) {
      expect(matches.some((m) => m.route.path === usersSplat)).toBe(true);
    } else {
      expect(withPath).toBe(entry.pattern);
    }
  });

  it("is all the router matches: no route path outside the table", () => {
    const patterns = new Set(table.map(([, e]) => e.pattern));
    const extra = routedPaths(routes).filter((p) => !patterns.has(p) && !p.endsWith("*"));
    expect(extra).toEqual([]);
  });

  it("is the only place that spells a path: no path literal, relative link or navigate string elsewhere", () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
    const firstSegments = [...new Set(table.map(([, e]) => e.pattern.split("/")[1]).filter(Boolean))];
    const literal = new RegExp(`["'\`]/(${firstSegments.join("|")})\\b`);
    const relative = /\bto="[^"]*"|\bto=\{`|navigate\(["'`]|relative="path"/;
    const files = fs
      .readdirSync(src, { recursive: true, encoding: "utf8" })
      .filter(
        (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith("test/") && f !== path.join("lib", "paths.ts"),
      );
    const offenders = files.flatMap((f) =>
      fs
        .readFileSync(path.join(src, f), "utf8")
        .split("\n")
        .map((line, i) => ({ where: `${f}:${i + 1}`, line }))
        .filter(({ line }) => literal.test(line) || relative.test(line))
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
