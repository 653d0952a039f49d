import { describe, expect, it } from "vitest";
import { team } from "../../../../test/fixtures.ts";
import { squadNeedsText } from "./squad-text.tsx";

describe('a team\'s needs (docs/api.md "Squad quotas")', () => {
  it.each([
    ["nothing", { players_count: 11, quota_needs: [] }, null],
    ["the minimum squad", { players_count: 9, quota_needs: [] }, "needs 2 more"],
    [
      "and the squad rules",
      { players_count: 9, quota_needs: [{ kind: "skill" as const, id: 2, missing: 1, text: "Needs 1 Wicket-keeper" }] },
      "needs 2 more · Needs 1 Wicket-keeper",
    ],
    [
      "the squad rules alone",
      { players_count: 11, quota_needs: [{ kind: "grade" as const, id: 10, missing: 2, text: "Needs 2 A+" }] },
      "Needs 2 A+",
    ],
  ])("%s", (_n, over, want) => {
    expect(squadNeedsText({ ...team, ...over })).toBe(want);
  });
});
