import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LiveIndicator } from "../components/live-indicator.tsx";
import { FakeEventSource } from "../test/fake-event-source.ts";
import { LiveEventProvider, loadLiveDetailCheck, POLL_MS, RECONNECT_MS, useLiveEvent, usePollWhileOffline } from "./live.tsx";
import { createQueryClient } from "./query-client.ts";
import { queryKeys, RECONCILE_SPREAD_MS, reconcileDelayMs } from "./query-keys.ts";

const fetched: Record<string, number> = {};

const renders: Record<string, number> = {};

/** A screen part reading one query; `polled`: live data that polls while the stream is down. */
function Probe({ name, queryKey, polled = false }: { name: string; queryKey: readonly unknown[]; polled?: boolean }) {
  renders[name] = (renders[name] ?? 0) + 1;
  const poll = usePollWhileOffline();
  useQuery({
    queryKey,
    queryFn: async () => {
      fetched[name] = (fetched[name] ?? 0) + 1;
      return fetched[name];
    },
    ...(polled ? poll : {}),
  });
  return <p data-testid={`poll-${name}`}>{"refetchInterval" in poll ? String(poll.refetchInterval) : "provider"}</p>;
}

/** A live screen's listener: says whether it applied the action to what it shows. */
function Applier({ applies }: { applies: boolean }) {
  useLiveEvent(() => applies);
  return null;
}

function mount(screenPart: ReactNode = null) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <LiveEventProvider eventId={1}>
        {screenPart}
        <LiveIndicator />
        <Probe name="current" queryKey={queryKeys.event.currentPlayer(1)} polled />
        <Probe name="counts" queryKey={queryKeys.event.statusCounts(1)} polled />
        <Probe name="players" queryKey={queryKeys.event.playerList(1, { search: "", statuses: [], grades: [], skills: [] })} />
        <Probe name="teams" queryKey={queryKeys.event.teamSummary(1)} />
        <Probe name="sponsors" queryKey={queryKeys.event.sponsors(1)} />
        <Probe name="other-event" queryKey={queryKeys.event.currentPlayer(2)} polled />
      </LiveEventProvider>
    </QueryClientProvider>,
  );
  return client;
}

describe("live updates (docs/api.md 'Live updates')", () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    for (const k of Object.keys(fetched)) delete fetched[k];
    for (const k of Object.keys(renders)) delete renders[k];
    vi.stubGlobal("EventSource", FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens the event's stream", () => {
    mount();
    expect(FakeEventSource.latest().url).toBe("/api/events/1/live/");
  });

  it("refetches what an auction message names: current player, top 5 and status counts", async () => {
    mount();
    await waitFor(() => expect(fetched.current).toBe(1));
    act(() => FakeEventSource.latest().open(5));
    act(() => FakeEventSource.latest().emit("message", { seq: 6, event: 1, topics: ["auction"] }));
    await waitFor(() => expect(fetched.current).toBe(2));
    expect(fetched.counts).toBe(2);
    expect(fetched.players).toBe(1);
    expect(fetched.teams).toBe(1);
    expect(fetched.sponsors).toBe(1);
    expect(fetched["other-event"]).toBe(1);
  });

  it("players refresh player lists and counts; teams refresh the team summary; sponsors the sponsors", async () => {
    mount();
    await waitFor(() => expect(fetched.sponsors).toBe(1));
    act(() => FakeEventSource.latest().open());
    act(() => FakeEventSource.latest().emit("message", { seq: 1, event: 1, topics: ["players", "teams", "sponsors"] }));
    await waitFor(() => expect(fetched.players).toBe(2));
    expect(fetched.counts).toBe(2);
    expect(fetched.teams).toBe(2);
    expect(fetched.sponsors).toBe(2);
    expect(fetched.current).toBe(1);
  });

  it("ignores messages it cannot read", async () => {
    mount();
    await waitFor(() => expect(fetched.current).toBe(1));
    await waitFor(() => expect(fetched.sponsors).toBe(1));
    act(() => FakeEventSource.latest().open());
    act(() => FakeEventSource.latest().onmessage?.(new MessageEvent("message", { data: "not json" })));
    act(() => FakeEventSource.latest().emit("message", { seq: 2, event: 1, topics: ["nonsense"] }));
    // A readable message after them is handled: had the two above refetched anything, it would show by now.
    act(() => FakeEventSource.latest().emit("message", { seq: 3, event: 1, topics: ["sponsors"] }));
    await waitFor(() => expect(fetched.sponsors).toBe(2));
    expect(fetched.current).toBe(1);
    expect(fetched.players).toBe(1);
  });

  it("polls the event's live data every 5 s only while the stream is down, and says so", async () => {
    vi.useFakeTimers();
    mount();
    expect(POLL_MS).toBe(5000);
    const tick = () => act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await tick();
    // Connecting: the live data of this event polls; other queries and other events do not.
    expect(fetched).toMatchObject({ current: 2, counts: 2, players: 1, teams: 1, sponsors: 1, "other-event": 1 });
    act(() => FakeEventSource.latest().open());
    expect(screen.getByRole("status", { name: "Connection: Live updates on" })).toBeInTheDocument();
    await tick();
    await tick();
    expect(fetched.current).toBe(2);
    act(() => FakeEventSource.latest().fail());
    expect(screen.getByRole("status", { name: "Connection: Reconnecting…" })).toBeInTheDocument();
    await tick();
    expect(fetched).toMatchObject({ current: 3, counts: 3, sponsors: 1, "other-event": 1 });
  });

  it("does not poll while the tab is hidden", async () => {
    vi.useFakeTimers();
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    try {
      mount();
      await act(() => vi.advanceTimersByTimeAsync(3 * POLL_MS));
      expect(fetched.current).toBe(1);
    } finally {
      visibility.mockRestore();
    }
  });

  it("re-renders only what shows the connection when its state changes, not the screens of live data", async () => {
    mount();
    await waitFor(() => expect(fetched.current).toBe(1));
    const before = { ...renders };
    act(() => FakeEventSource.latest().open());
    act(() => FakeEventSource.latest().fail());
    expect(screen.getByRole("status", { name: "Connection: Reconnecting…" })).toBeInTheDocument();
    expect(renders).toEqual(before);
  });

  it("outside a live provider, live data polls by itself", () => {
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <Probe name="alone" queryKey={queryKeys.event.currentPlayer(3)} polled />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId("poll-alone")).toHaveTextContent("5000");
  });

  it("opens a new stream after the browser gives up on one", async () => {
    vi.useFakeTimers();
    mount();
    const first = FakeEventSource.latest();
    act(() => first.fail(true));
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
  });

  it("refetches data older than a fresh stream when it is ready", async () => {
    const client = mount();
    await waitFor(() => expect(fetched.sponsors).toBe(1));
    // Data cached before this stream opened (e.g. a page seen earlier) may be stale.
    client.setQueryData(queryKeys.event.sponsors(1), 0, { updatedAt: Date.now() - 60_000 });
    act(() => FakeEventSource.latest().open());
    await waitFor(() => expect(fetched.sponsors).toBe(2));
  });

  describe("after a break (docs/architecture.md 'Resilience')", () => {
    const lastEventId = (source: FakeEventSource) => new URL(source.url, "http://localhost").searchParams.get("last_event_id");

    it("says Offline at once on the browser's offline event; online again, a stream resumes from the last id, then refetches", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const client = mount();
      const first = FakeEventSource.latest();
      act(() => first.open());
      act(() => first.emit("message", { seq: 7, event: 1, topics: [] }));
      await waitFor(() => expect(fetched.sponsors).toBe(1));
      act(() => window.dispatchEvent(new Event("offline")));
      expect(screen.getByRole("status", { name: "Connection: Offline" })).toBeInTheDocument();
      expect(first.readyState).toBe(FakeEventSource.CLOSED);

      vi.setSystemTime(Date.now() + 60_000);
      act(() => window.dispatchEvent(new Event("online")));
      const second = FakeEventSource.latest();
      expect(second).not.toBe(first);
      expect(lastEventId(second)).toBe("7");
      act(() => second.open(9));
      await waitFor(() => expect(fetched.sponsors).toBe(2));
      expect(screen.getByRole("status", { name: "Connection: Live updates on" })).toBeInTheDocument();
      expect(client.getQueryState(queryKeys.event.sponsors(1))?.dataUpdatedAt).toBeGreaterThanOrEqual(Date.now());
    });

    it("a stream the browser gave up on starts again from the last id", async () => {
      vi.useFakeTimers();
      mount();
      const first = FakeEventSource.latest();
      act(() => first.open());
      act(() => first.emit("message", { seq: 12, event: 1, topics: [] }));
      act(() => first.fail(true));
      act(() => vi.advanceTimersByTime(RECONNECT_MS));
      expect(lastEventId(FakeEventSource.latest())).toBe("12");
    });

    it("refetches what is older than a stream the browser reconnected by itself", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      mount();
      const source = FakeEventSource.latest();
      act(() => source.open());
      await waitFor(() => expect(fetched.sponsors).toBe(1));
      vi.setSystemTime(Date.now() + 60_000);
      act(() => source.fail());
      act(() => source.open());
      await waitFor(() => expect(fetched.sponsors).toBe(2));
    });
  });

  describe("the reconciling refetch after a message the screen applied", () => {
    const draw = { action: "draw", detail: { player: { id: 12, name: "Rohit Das", image: null, grade_name: "A" } } };

    it("is spread over RECONCILE_SPREAD_MS at random; nothing applied is refetched at once", () => {
      expect(reconcileDelayMs(false, () => 0.99)).toBe(0);
      expect(reconcileDelayMs(true, () => 0)).toBe(0);
      expect(reconcileDelayMs(true, () => 0.5)).toBe(RECONCILE_SPREAD_MS / 2);
      expect(reconcileDelayMs(true, () => 0.999_999)).toBeLessThan(RECONCILE_SPREAD_MS);
    });

    it("waits its random moment when a screen applied the action", async () => {
      vi.spyOn(Math, "random").mockReturnValue(0.5);
      await loadLiveDetailCheck();
      mount(<Applier applies />);
      await waitFor(() => expect(fetched.current).toBe(1));
      act(() => FakeEventSource.latest().open(5));
      vi.useFakeTimers();
      act(() => FakeEventSource.latest().emit("message", { seq: 6, event: 1, topics: ["auction"], ...draw }));
      await act(() => vi.advanceTimersByTimeAsync(RECONCILE_SPREAD_MS / 2 - 1));
      expect(fetched.current).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      vi.useRealTimers();
      await waitFor(() => expect(fetched.current).toBe(2));
      expect(fetched.counts).toBe(2);
      vi.mocked(Math.random).mockRestore();
    });

    it("refetches at once when no screen applied it", async () => {
      vi.spyOn(Math, "random").mockReturnValue(0.999);
      await loadLiveDetailCheck();
      mount(<Applier applies={false} />);
      await waitFor(() => expect(fetched.current).toBe(1));
      act(() => FakeEventSource.latest().open(5));
      vi.useFakeTimers();
      act(() => FakeEventSource.latest().emit("message", { seq: 6, event: 1, topics: ["auction"], ...draw }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      vi.useRealTimers();
      await waitFor(() => expect(fetched.current).toBe(2));
      vi.mocked(Math.random).mockRestore();
    });
  });
});
