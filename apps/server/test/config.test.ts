// The environment is read in one place, config.ts (docs/architecture.md, "Layers and boundaries").
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";

describe("PG_POOL_MAX", () => {
  it("defaults to 10 connections and takes a whole number of at least 1", () => {
    expect(loadConfig({}).pgPoolMax).toBe(10);
    expect(loadConfig({ PG_POOL_MAX: "4" }).pgPoolMax).toBe(4);
  });

  it.each(["0", "-1", "2.5", "many"])("stops the start on %s", (bad) => {
    expect(() => loadConfig({ PG_POOL_MAX: bad })).toThrow(/PG_POOL_MAX/);
  });
});
