// The screens' exposure tally (lib/exposure-beacon.ts): a hidden screen counts nothing; a sold moment
// counts for the sponsor in the slot; a screen keeps its id.
import { EXPOSURE_LIMITS } from "@sah/domain";
import { describe, expect, it } from "vitest";
import { exposureTally, screenId } from "./exposure-beacon.ts";

describe("the exposure beacon's tally", () => {
  it("counts visible seconds per sponsor and starts again after each send", () => {
    const tally = exposureTally();
    tally.tick(1, true);
    tally.tick(1, true);
    tally.tick(2, true);
    tally.tick(2, false); // hidden tab
    tally.tick(null, true); // no sponsor shown
    expect(tally.take()).toEqual([
      { sponsor: 1, seconds: 2 },
      { sponsor: 2, seconds: 1 },
    ]);
    expect(tally.take()).toEqual([]);
  });

  it("counts each sold moment for the sponsor in the slot then, up to the beacon's limit (docs/decisions/072)", () => {
    const tally = exposureTally();
    tally.tick(1, true);
    tally.sold(1);
    tally.sold(2); // shown with 0 seconds counted yet (a hidden tab): still the moment's sponsor
    tally.sold(null); // no sponsor in the slot: nobody's
    expect(tally.take()).toEqual([
      { sponsor: 1, seconds: 1, moments: 1 },
      { sponsor: 2, seconds: 0, moments: 1 },
    ]);
    for (let i = 0; i < EXPOSURE_LIMITS.momentsMax + 5; i++) tally.sold(3);
    expect(tally.take()).toEqual([{ sponsor: 3, seconds: 0, moments: EXPOSURE_LIMITS.momentsMax }]);
  });

  it("keeps one random screen id across reloads", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const id = screenId(storage);
    expect(id).toMatch(/^[a-f0-9]{24}$/);
    expect(screenId(storage)).toBe(id);
    expect(screenId({ getItem: () => null, setItem: () => undefined })).not.toBe(id);
  });
});
