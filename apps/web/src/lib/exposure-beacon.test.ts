// The screens' exposure tally (lib/exposure-beacon.ts): a hidden screen counts nothing; a screen keeps its id.
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

  it("keeps one random screen id across reloads", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const id = screenId(storage);
    expect(id).toMatch(/^[a-f0-9]{24}$/);
    expect(screenId(storage)).toBe(id);
    expect(screenId({ getItem: () => null, setItem: () => undefined })).not.toBe(id);
  });
});
