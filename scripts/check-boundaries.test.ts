// The layer check of docs/architecture.md: each rule fails on a planted import, and the repository
// itself keeps every rule.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ES module without types
import { CYCLE_RULE, checkBoundaries, RULES } from "./check-boundaries.mjs";

type Violation = { rule: string; file: string; line: number; spec: string; cycle?: string[] };
const check = checkBoundaries as (root: string) => Violation[];

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "sah-boundaries-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(scratch, "t-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** One planted import per rule: the file that imports, and what it imports. */
const PLANTED: Record<string, [string, string]> = {
  "domain-imports-nothing": ["packages/domain/src/schemas.ts", 'import { x } from "../../../apps/server/src/config.ts";'],
  "engine-imports-only-domain": ["apps/server/src/services/auction/engine.ts", 'import { db } from "../../db/client.ts";'],
  "routes-not-database": ["apps/server/src/routes/teams/index.ts", 'import { teams } from "../../db/schema.ts";'],
  "services-not-http": ["apps/server/src/services/events/events.ts", 'import type { AuthUser } from "../../plugins/auth.ts";'],
  "server-lib-not-services": ["apps/server/src/lib/forms.ts", 'import { badRequest } from "../services/errors.ts";'],
  "plugins-not-database": ["apps/server/src/plugins/auth.ts", 'import { eq } from "drizzle-orm";'],
  "services-not-lib": ["apps/server/src/services/users/users.ts", 'import type { X } from "../../lib/errors.ts";'],
  "database-imports-no-layer": ["apps/server/src/db/client.ts", 'import { SERVER_ROOT } from "../lib/server-root.ts";'],
  "web-components-not-features": [
    "apps/web/src/components/card.tsx",
    'import { X } from "../features/teams/api/teams.ts";\nexport const C = () => <X />;',
  ],
  "web-lib-not-ui": ["apps/web/src/lib/format.ts", 'export { Card } from "../components/card.tsx";'],
  "features-independent": [
    "apps/web/src/features/auction/routes/page.tsx",
    'const P = () => import("../../players/routes/list.tsx");',
  ],
  "auction-screens-apart": [
    "apps/web/src/features/auction/components/common/lot-clock.tsx",
    'import { ROOM_TEXT } from "../room/room.tsx";',
  ],
};

describe("scripts/check-boundaries.mjs", () => {
  it("plants one violation per rule and names each", () => {
    expect(Object.keys(PLANTED).sort()).toEqual((RULES as { name: string }[]).map((r) => r.name).sort());
    for (const [rule, [file, text]] of Object.entries(PLANTED)) {
      const found = check(tree({ [file]: `// planted\n${text}\n` }));
      expect(found, rule).toEqual([expect.objectContaining({ rule, file, line: 2 })]);
    }
  });

  it("plugins reach no database driver either", () => {
    for (const driver of ["../db/schema.ts", "@electric-sql/pglite", "pg", "postgres"]) {
      const found = check(tree({ "apps/server/src/plugins/live.ts": `import x from "${driver}";\n` }));
      expect(found, driver).toEqual([expect.objectContaining({ rule: "plugins-not-database", line: 1 })]);
    }
  });

  it("finds an import cycle in each source root and prints its files, type-only imports included", () => {
    const cases: Record<string, string>[] = [
      {
        "apps/server/src/services/auction/clock.ts": 'import { x } from "./service.ts";',
        "apps/server/src/services/auction/service.ts": 'import type { Y } from "./clock.ts";',
      },
      {
        "packages/domain/src/a.ts": 'export { b } from "./b.ts";',
        "packages/domain/src/b.ts": 'import { c } from "./c.ts";',
        "packages/domain/src/c.ts": 'import type { A } from "./a.ts";',
      },
      {
        "apps/web/src/components/viewer.tsx": 'const load = () => import("./viewer-dialog.tsx");',
        "apps/web/src/components/viewer-dialog.tsx": 'import type { P } from "./viewer.tsx";',
      },
    ];
    for (const files of cases) {
      const names = Object.keys(files).sort();
      const found = check(tree(Object.fromEntries(Object.entries(files).map(([f, t]) => [f, `// planted\n${t}\n`]))));
      expect(found).toEqual([expect.objectContaining({ rule: CYCLE_RULE.name, file: names[0], line: 2 })]);
      expect([...new Set(found[0].cycle)].sort()).toEqual(names);
      expect(found[0].cycle?.at(0)).toBe(found[0].cycle?.at(-1));
    }
  });

  it("a file importing itself is a cycle; two files importing a third are not", () => {
    expect(check(tree({ "apps/server/src/config.ts": 'import "./config.ts";' }))).toEqual([
      expect.objectContaining({
        rule: CYCLE_RULE.name,
        file: "apps/server/src/config.ts",
        cycle: ["apps/server/src/config.ts", "apps/server/src/config.ts"],
      }),
    ]);
    const diamond = tree({
      "apps/server/src/a.ts": 'import "./b.ts";\nimport "./c.ts";',
      "apps/server/src/b.ts": 'import "./d.ts";',
      "apps/server/src/c.ts": 'import "./d.ts";',
      "apps/server/src/d.ts": "export const d = 1;",
    });
    expect(check(diamond)).toEqual([]);
  });

  it("allows what the layers allow", () => {
    const root = tree({
      "packages/domain/src/schemas.ts": 'import { z } from "zod";\nimport { A } from "./constants.ts";',
      "apps/server/src/services/auction/engine.ts":
        'import type { Player } from "@sah/domain";\nimport { maxBid } from "@sah/domain";',
      "apps/server/src/routes/teams/index.ts": 'import { listTeams } from "../../services/teams/read.ts";',
      "apps/web/src/features/auction/routes/page.tsx":
        'import { Card } from "../../../components/card.tsx";\nimport { x } from "../api/auction.ts";',
      "apps/web/src/components/card.tsx": 'import { paths } from "../lib/paths.ts";',
      "apps/server/src/plugins/errors.ts": 'import { pgCode } from "../db/transaction.ts";',
      "apps/server/src/db/transaction.ts": 'import { conflict } from "../services/errors.ts";',
      "apps/server/src/routes/forms.ts":
        'import { invalid } from "../services/errors.ts";\nimport { HttpError } from "../lib/errors.ts";',
      "apps/server/src/services/users/users.ts":
        'import { pageBounds } from "@sah/domain";\nimport { sql } from "../../db/sql.ts";',
      "apps/web/src/features/auction/components/room/room.tsx":
        'import { x } from "../common/max-bid-text.ts";\nimport { y } from "./overlay-view.tsx";',
      "apps/web/src/features/auction/routes/screen-page.tsx": 'import { z } from "../components/room/room.tsx";',
    });
    expect(check(root)).toEqual([]);
  });

  // Parses every source file of the repository: seconds on a busy machine.
  it("the repository keeps every rule", () => {
    expect(check(path.resolve(import.meta.dirname, ".."))).toEqual([]);
  }, 60_000);
});
