// The check of a live message's detail (lib/live-detail.ts, the domain's schemas) loads with the
// stream's first message, not when the stream opens: a page nobody changes never spends its start-up
// on it (docs/decisions/047 "Start-up in short tasks", 039 "The room").
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "../test/fake-event-source.ts";
import { LiveEventProvider } from "./live.tsx";
import { createQueryClient } from "./query-client.ts";

const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock("./live-detail.ts", async (original) => {
  loaded.count++;
  return original();
});

describe("the live detail check", () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  });

  it("is not loaded when the stream opens; it is with the first message", async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <LiveEventProvider eventId={1}>{null}</LiveEventProvider>
      </QueryClientProvider>,
    );
    act(() => FakeEventSource.latest().open(5));
    // Any import the stream's opening started has finished.
    await act(() => vi.dynamicImportSettled());
    expect(loaded.count).toBe(0);
    act(() => FakeEventSource.latest().emit("message", { seq: 6, event: 1, topics: ["auction"] }));
    await waitFor(() => expect(loaded.count).toBe(1));
  });
});
