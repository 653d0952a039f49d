// The layer check of docs/architecture.md: each rule fails on a planted import, and the repository
// itself keeps every rule.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ES module without types
import { checkBoundaries, RULES } from "./check-boundaries.mjs";

type Violation = { rule: string; file: string; line: number; spec: string };
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
    "apps/web/src/features/auction/components/shared/lot-clock.tsx",
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

  it("allows what the layers allow", () => {
    const root = tree({
      "packages/domain/src/schemas.ts": 'import { z } from "zod";\nimport { A } from "./constants.ts";',
      "apps/server/src/services/auction/engine.ts":
        'import type { Player } from "@sah/domain";\nimport { maxBid } from "@sah/domain";',
      "apps/server/src/routes/teams/index.ts": 'import { listTeams } from "../../services/teams/read.ts";',
      "apps/web/src/features/auction/routes/page.tsx":
        'import { Card } from "../../../components/card.tsx";\nimport { x } from "../api/auction.ts";',
      "apps/web/src/components/card.tsx": 'import { paths } from "../lib/paths.ts";',
      "apps/web/src/features/auction/components/room/room.tsx":
        'import { x } from "../shared/max-bid-text.ts";\nimport { y } from "./overlay-view.tsx";',
      "apps/web/src/features/auction/routes/screen-page.tsx": 'import { z } from "../components/room/room.tsx";',
    });
    expect(check(root)).toEqual([]);
  });

  it("the repository keeps every rule", () => {
    expect(check(path.resolve(import.meta.dirname, ".."))).toEqual([]);
  });
});
