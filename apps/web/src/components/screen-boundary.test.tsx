// Nothing a screen throws and no chunk that fails to load blanks a page (docs/architecture.md
// "Resilience"): the retrying import, the lazy part built on it, and the boundary that recovers.
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { importWithRetry, RETRY_FIRST_MS, RETRY_MAX_MS, retryDelayMs } from "../lib/retry-import.ts";
import { lazyPart } from "./lazy-part.tsx";
import { RECONNECTING, ScreenBoundary } from "./screen-boundary.tsx";

/** A dynamic import that fails (the server is down) its first `failures` times. */
function flakyImport(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw new TypeError("Failed to fetch dynamically imported module: /assets/part.js");
    return { Part: ({ text }: { text: string }) => <p>{text}</p> };
  });
  return load;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("importWithRetry", () => {
  it("pauses twice as long after each failure, up to RETRY_MAX_MS", () => {
    expect([0, 1, 2, 10].map(retryDelayMs)).toEqual([RETRY_FIRST_MS, 2 * RETRY_FIRST_MS, 4 * RETRY_FIRST_MS, RETRY_MAX_MS]);
  });

  it("tries a failed import again after the pause until it loads", async () => {
    vi.useFakeTimers();
    const load = flakyImport(2);
    const loaded = importWithRetry(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(retryDelayMs(0));
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(retryDelayMs(1));
    await expect(loaded).resolves.toHaveProperty("Part");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("tries again at once when the browser comes back online", async () => {
    vi.useFakeTimers();
    const load = flakyImport(1);
    const loaded = importWithRetry(load);
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event("online"));
    await expect(loaded).resolves.toHaveProperty("Part");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("throws the last error after `attempts` tries", async () => {
    vi.useFakeTimers();
    const load = flakyImport(5);
    const loaded = importWithRetry(load, 2);
    const failed = expect(loaded).rejects.toThrow("Failed to fetch dynamically imported module");
    await vi.advanceTimersByTimeAsync(retryDelayMs(0));
    await failed;
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("lazyPart", () => {
  it("shows a small Reconnecting… while its chunk cannot be loaded, then the part, without an error", async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, "error");
    const Part = lazyPart(flakyImport(1), (m) => m.Part);
    render(<Part text="The alert" />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("status")).toHaveTextContent(RECONNECTING);
    await act(() => vi.advanceTimersByTimeAsync(retryDelayMs(0)));
    expect(screen.getByText("The alert")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("ScreenBoundary", () => {
  const broken = { now: true };
  function Screen() {
    if (broken.now) throw new Error("render failed");
    return <h1>The big screen</h1>;
  }

  it("shows Reconnecting… in place of a screen that throws, and renders it again by itself after the pause", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    broken.now = true;
    render(
      <main>
        <ScreenBoundary>
          <Screen />
        </ScreenBoundary>
      </main>,
    );
    expect(screen.getByRole("status")).toHaveTextContent(RECONNECTING);
    // Still failing at the first try: it keeps showing Reconnecting… and tries again later.
    await act(() => vi.advanceTimersByTimeAsync(retryDelayMs(0)));
    expect(screen.getByRole("status")).toHaveTextContent(RECONNECTING);
    broken.now = false;
    await act(() => vi.advanceTimersByTimeAsync(retryDelayMs(1)));
    expect(screen.getByRole("heading", { name: "The big screen" })).toBeInTheDocument();
  });

  it("renders again at once when the browser comes back online", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    broken.now = true;
    render(
      <ScreenBoundary>
        <Screen />
      </ScreenBoundary>,
    );
    expect(screen.getByRole("status")).toHaveTextContent(RECONNECTING);
    broken.now = false;
    act(() => window.dispatchEvent(new Event("online")));
    expect(await screen.findByRole("heading", { name: "The big screen" })).toBeInTheDocument();
  });
});
