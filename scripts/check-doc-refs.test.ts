// Stale references (scripts/check-doc-refs.mjs): a doc or a source comment that names a file that is
// not there, a section docs/api.md does not have, or a decision record without its first line fails
// here, for the repository itself and for each kind planted in a scratch tree.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ES module without types
import { findBadDecisionHeaders, findStaleRefs, findUnknownApiSections } from "./check-doc-refs.mjs";

type Found = { file: string; line: number; ref: string };
const staleRefs = findStaleRefs as (root: string) => Found[];
const unknownSections = findUnknownApiSections as (root: string) => Found[];
const badHeaders = findBadDecisionHeaders as (root: string) => Found[];

const ROOT = path.resolve(import.meta.dirname, "..");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "sah-doc-refs-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Written apart, so that this file's own planted citations are not read as the repository's. */
const API = "docs/api.md";
const HEADER = "Date: 2026-11-27. Status: accepted. Supersedes: nothing.";
const API_MD = "# API\n\n## Teams\n\n### Budget rule\n\n`POST sell-player/` sells.\n";

/** A scratch repository: the given files, plus an api.md and one existing source file. */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(scratch, "t-"));
  const all = { "docs/api.md": API_MD, "apps/server/src/services/share/cards.ts": "export {};\n", ...files };
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

// The repository's own check reads every doc and source file: allow for a busy machine.
describe("the repository", { timeout: 30_000 }, () => {
  it("names no file that does not exist, in docs or comments", () => {
    expect(staleRefs(ROOT)).toEqual([]);
  });

  it("names no section docs/api.md does not have", () => {
    expect(unknownSections(ROOT)).toEqual([]);
  });

  it("starts every decision record with its date, status and what it supersedes", () => {
    expect(badHeaders(ROOT)).toEqual([]);
  });
});

describe("a stale file reference", () => {
  it("in a doc or a decision record is found, with its line", () => {
    const root = tree({
      "docs/deploy.md": "Run it.\n\nTested by `apps/server/test/gone.test.ts`.\n",
      "docs/decisions/001-x.md": `# 001 X\n\n${HEADER}\nCode: \`services/share/gone.ts\`.\n`,
    });
    expect(staleRefs(root)).toEqual([
      { file: "docs/decisions/001-x.md", line: 4, ref: "services/share/gone.ts" },
      { file: "docs/deploy.md", line: 3, ref: "apps/server/test/gone.test.ts" },
    ]);
  });

  it("in a line or block comment is found; code and strings are not read", () => {
    const root = tree({
      "apps/web/src/a.ts":
        '// See lib/gone.ts.\nconst p = "lib/also-gone.ts";\n/**\n * And e2e/gone.e2e.ts.\n */\nexport { p };\n',
    });
    expect(staleRefs(root)).toEqual([
      { file: "apps/web/src/a.ts", line: 1, ref: "lib/gone.ts" },
      { file: "apps/web/src/a.ts", line: 4, ref: "e2e/gone.e2e.ts" },
    ]);
  });

  it("resolves from the root, as the tail of a path, or relative to the citing file (relative ones only so)", () => {
    const root = tree({
      "apps/server/src/services/share/meta.ts":
        "// apps/server/src/services/share/cards.ts, services/share/cards.ts, ./cards.ts, ../share/cards.ts\nexport {};\n",
      "apps/server/src/b.ts": "// ./cards.ts is not beside this file.\nexport {};\n",
    });
    expect(staleRefs(root)).toEqual([{ file: "apps/server/src/b.ts", line: 1, ref: "./cards.ts" }]);
  });

  it("is not a URL, an absolute path, a pattern, build output or another repository's file", () => {
    const root = tree({
      "docs/style.md": [
        "https://example.com/docs/gone.md and /api/card.png and /media/<kind>/<name>.jpg",
        "`services/{teams,players}/index.ts`, `apps/server/test/**/*.pg.test.ts`, `docs/decisions/NNN-title.md`",
        "`apps/server/dist/server.js`, `dist/workers/<name>.js`",
        "(fastify/demo `src/routes/api/tasks/index.ts`), bulletproof-react `src/config/paths.ts`",
      ].join("\n"),
    });
    expect(staleRefs(root)).toEqual([]);
  });
});

describe("a section of docs/api.md", () => {
  it("named where docs/api.md has no such heading or words is found", () => {
    const root = tree({
      "docs/product.md": `See ${API} "Budget rule", "Beyond the spec" and "sell-player".\n`,
      "packages/domain/src/x.ts": `// The max bid (${API} "Budget\n// rule"; ${API} "Organiser data").\nexport {};\n`,
    });
    expect(unknownSections(root)).toEqual([
      { file: "docs/product.md", line: 1, ref: "Beyond the spec" },
      { file: "packages/domain/src/x.ts", line: 2, ref: "Organiser data" },
    ]);
  });
});

describe("a decision record", () => {
  it("without the first line, or with another shape of it, is found", () => {
    const root = tree({
      "docs/decisions/001-a.md": `# 001 A\n\n${HEADER}\n`,
      "docs/decisions/002-b.md": "# 002 B\n\nStatus: accepted.\n",
      "docs/decisions/003-c.md": "# 003 C\n\nDate: 2026-11-27. Status: amended by 004. Supersedes: 001.\n",
      "docs/decisions/004-d.md": "# 004 D\n\nDate: 2026-11-27\nStatus: accepted\n",
    });
    expect(badHeaders(root).map((b) => b.file)).toEqual(["docs/decisions/002-b.md", "docs/decisions/004-d.md"]);
  });
});
