// The theme is built on first use, once (lib/theme.ts appTheme): building it is one of the longest
// steps of a page's start-up, which start.tsx runs as a task of its own (docs/decisions/047
// "Start-up in short tasks"), so loading the module must not build it.
import { afterEach, describe, expect, it, vi } from "vitest";

const createTheme = vi.hoisted(() => vi.fn());
vi.mock("@mui/material/styles", async (original) => {
  const actual = await original<typeof import("@mui/material/styles")>();
  createTheme.mockImplementation(actual.createTheme);
  return { ...actual, createTheme };
});

afterEach(() => createTheme.mockClear());

describe("appTheme", () => {
  it("is not built when lib/theme.ts loads, and is built once on first use", async () => {
    const { appTheme } = await import("./theme.ts");
    expect(createTheme).not.toHaveBeenCalled();
    const theme = appTheme();
    expect(appTheme()).toBe(theme);
    expect(createTheme).toHaveBeenCalledTimes(1);
  });
});
