// Every animation of the app stops under "reduce motion" (docs/decisions/043-accessibility.md): the
// rule is motionSx's, and no other file writes an animation of its own, which could forget it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { motionSx } from "./motion.ts";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [file] : [];
  });
}

describe("motionSx", () => {
  it("runs the named keyframes, and none under prefers-reduced-motion", () => {
    expect(motionSx("sah-x", { from: { opacity: 0 } }, "400ms ease-out both")).toEqual({
      animation: "sah-x 400ms ease-out both",
      "@keyframes sah-x": { from: { opacity: 0 } },
      "@media (prefers-reduced-motion: reduce)": { animation: "none" },
    });
  });

  it("is the only place the web app writes an animation", () => {
    const own = sourceFiles(SRC)
      .filter((f) => !f.endsWith(path.join("lib", "motion.ts")))
      .filter((f) => /(^|[\s{,"'])animation\s*:|@keyframes/.test(fs.readFileSync(f, "utf8")))
      .map((f) => path.relative(SRC, f));
    expect(own).toEqual([]);
  });
});
