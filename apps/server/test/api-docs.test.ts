// docs/api.md and the OpenAPI document (/api/docs/json) describe the same endpoints: every operation
// served is in the doc's "Endpoint index", and every endpoint the index lists is served.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { loadOperations } from "./helpers/openapi.ts";

const API_MD = path.resolve(import.meta.dirname, "../../../docs/api.md");

/** `METHOD /api/path/{param}` for each row of the index table: | `GET` | `/api/...` | who | what | */
function documentedOperations(markdown: string): string[] {
  const index = markdown.split(/^## Endpoint index$/m)[1]?.split(/^## /m)[0];
  if (!index) throw new Error('docs/api.md has no "## Endpoint index" section');
  const keys: string[] = [];
  for (const line of index.split("\n")) {
    const m = /^\|\s*`(GET|POST|PATCH|PUT|DELETE)`\s*\|\s*`([^`]+)`\s*\|/.exec(line);
    if (m) keys.push(`${m[1]} ${normalise(m[2])}`);
  }
  return keys;
}

/** The doc writes paths with their trailing slash; the OpenAPI document has them as registered. */
const normalise = (p: string) => p.replace(/\/$/, "");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("docs/api.md and the OpenAPI document", () => {
  it("list the same operations", async () => {
    const served = (await loadOperations(t)).map((op) => `${op.method} ${normalise(op.path)}`).sort();
    const documented = documentedOperations(fs.readFileSync(API_MD, "utf8")).sort();
    expect(new Set(documented).size, "an operation listed twice in docs/api.md").toBe(documented.length);
    expect({
      missingFromDocs: served.filter((k) => !documented.includes(k)),
      notServed: documented.filter((k) => !served.includes(k)),
    }).toEqual({
      missingFromDocs: [],
      notServed: [],
    });
  });
});
