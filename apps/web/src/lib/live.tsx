// Live updates of one event (docs/api.md "Live updates"): a Server-Sent Events stream whose messages
// name what changed; TanStack Query refetches those queries (docs/style.md habit 6). While the stream is
// down, the spec's 5-second polling (section 9) takes over for the auction data. A message about an
// auction action also says what happened (docs/api.md "Live messages"): the screens that listen
// (useLiveEvent) apply it to what they show at once, before the refetch reconciles.
import { LIVE_TOPICS, type LiveEvent, type LiveMessage, type LiveTopic } from "@sah/domain";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, use, useEffect, useRef, useState } from "react";
import { apiUrl } from "./api-client.ts";
import { type EventGroup, queryKeys, reconcileDelayMs, topicQueryKeys } from "./query-keys.ts";
import { importWithRetry } from "./retry-import.ts";

/** "offline": the browser says it has no network (its offline event); the stream waits for the online one. */
export type LiveStatus = "connecting" | "live" | "reconnecting" | "offline" | "off";

/** docs/product.md section 9: current player, counters, team summary and top 5 refetch every 5 s. */
export const POLL_MS = 5000;
/** After the browser gives up on a stream (e.g. the server answered 502), try again this often. */
export const RECONNECT_MS = 5000;

const LiveContext = createContext<LiveStatus>("off");

/** Returns true when it applied the action to what its screen shows (the refetch then only reconciles). */
export type LiveListener = (live: LiveEvent) => unknown;
/** The listeners of the stream of the provider above (a set each provider owns). */
const ListenersContext = createContext<Set<LiveListener> | null>(null);

/** A parsed message: what changed, and what happened when it names an auction action well formed. */
export type ParsedLiveMessage = Pick<LiveMessage, "seq" | "event" | "topics"> & { live: LiveEvent | null };

/** Checks a message's action and detail: the domain's `liveEventOf`, loaded with lib/live-detail.ts. */
export type LiveDetailCheck = (message: { action?: unknown; detail?: unknown }) => LiveEvent | null;

let detailCheck: Promise<LiveDetailCheck> | null = null;
/** Tries of the check's chunk before a message goes on without it: later messages wait behind it. */
const DETAIL_CHECK_TRIES = 3;

/** Loads the check once, on the first message (a separate chunk: not in a public page's start-up). */
export function loadLiveDetailCheck(): Promise<LiveDetailCheck> {
  detailCheck ??= importWithRetry(() => import("./live-detail.ts"), DETAIL_CHECK_TRIES).then(
    (m) => m.liveEventOf,
    () => {
      // Not loaded (offline, a new deployment): messages only refetch until a later stream loads it.
      detailCheck = null;
      return () => null;
    },
  );
  return detailCheck;
}

export function parseLiveMessage(data: string, check: LiveDetailCheck): ParsedLiveMessage | null {
  try {
    const value = JSON.parse(data) as Partial<LiveMessage>;
    if (typeof value?.seq !== "number" || !Array.isArray(value.topics)) return null;
    const topics = value.topics.filter((t): t is LiveTopic => (LIVE_TOPICS as readonly string[]).includes(t));
    return { seq: value.seq, event: Number(value.event), topics, live: check(value) };
  } catch {
    return null;
  }
}

/** Refetches one group of an event's queries (after a call that changed them, before or without its live message). */
export function useRefetchGroup(eventId: number, group: EventGroup): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.event.group(eventId, group) });
}

export function invalidateTopics(client: QueryClient, eventId: number, topics: readonly LiveTopic[]): Promise<void> {
  return Promise.all(topicQueryKeys(eventId, topics).map((queryKey) => client.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/**
 * The log sequence number the server-rendered page's data was read at, per event (set once by
 * start.tsx from the page's embedded state). The first stream of that event starts from it
 * (`?last_event_id=`, docs/api.md "Live updates"): the server replays what changed since the page
 * was rendered, so the embedded data is neither refetched at once nor left stale.
 */
const renderedAt = new Map<number, number>();
export function setRenderedSeq(eventId: number, seq: number): void {
  renderedAt.set(eventId, seq);
}

/**
 * Opens the event's stream for as long as the component is mounted; returns its state. Each auction
 * action goes to `listeners` first (they apply it to the cache), then what it names is refetched.
 * After any break (the server restarting, the browser offline) the stream resumes from the last id it
 * got, so the server replays what was missed, and once it is ready what the screen shows is
 * refetched (docs/architecture.md "Resilience").
 */
export function useEventStream(eventId: number, listeners?: ReadonlySet<LiveListener>): LiveStatus {
  const client = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>("connecting");

  useEffect(() => {
    if (typeof EventSource === "undefined" || !Number.isFinite(eventId)) {
      setStatus("off");
      return;
    }
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    /** The id of the last message received: a new stream starts after it. */
    let lastSeq: number | undefined;
    const reconciles = new Set<ReturnType<typeof setTimeout>>();
    let closed = false;
    // Messages are handled in order, each once the detail check has loaded. It loads with the first
    // message: a page nobody changes never spends its start-up on the domain's schemas (decision 047).
    let handled: Promise<unknown> = Promise.resolve();

    const connect = () => {
      clearTimeout(retry);
      source?.close();
      let openedAt = Date.now();
      const since = renderedAt.get(eventId) ?? lastSeq;
      renderedAt.delete(eventId);
      const stream = new EventSource(
        apiUrl(`events/${eventId}/live/`, since === undefined ? undefined : { last_event_id: since }),
      );
      source = stream;
      stream.onopen = () => setStatus("live");
      // A stream starts (or starts again) here. Data cached before it opened, or before the break the
      // browser reconnected it after, may have missed changes (a page seen earlier is kept fresh for
      // an hour; an outage): refetch what is older than that.
      stream.addEventListener("ready", () => {
        setStatus("live");
        void client.invalidateQueries({
          queryKey: queryKeys.event.all(eventId),
          predicate: (q) => q.state.dataUpdatedAt < openedAt,
        });
      });
      stream.onmessage = (e: MessageEvent<string>) => {
        if (/^\d+$/.test(e.lastEventId)) lastSeq = Number(e.lastEventId);
        handled = handled
          .then(async () => {
            if (!closed) handleMessage(e.data, await loadLiveDetailCheck());
          })
          .catch((err: unknown) => console.error(err));
      };
      const handleMessage = (data: string, check: LiveDetailCheck) => {
        const msg = parseLiveMessage(data, check);
        let applied = false;
        if (msg?.live && msg.event === eventId) {
          for (const listener of listeners ?? []) {
            try {
              if (listener(msg.live) === true) applied = true;
            } catch (err) {
              // A screen that cannot apply the message still gets the refetch below.
              console.error(err);
            }
          }
        }
        if (!msg?.topics.length) return;
        const topics = msg.topics;
        // What the screen applied is already on it: the reconciling refetch is spread over a moment,
        // so a room of phones does not ask the server all at once (docs/architecture.md "Live updates").
        const delay = reconcileDelayMs(applied);
        if (delay === 0) {
          void invalidateTopics(client, eventId, topics);
          return;
        }
        const timer = setTimeout(() => {
          reconciles.delete(timer);
          void invalidateTopics(client, eventId, topics);
        }, delay);
        reconciles.add(timer);
      };
      stream.onerror = () => {
        if (closed || stream !== source) return;
        openedAt = Date.now();
        // The browser reconnects by itself (sending Last-Event-ID, so the server replays what was
        // missed) unless the stream is CLOSED; then we start a new one after a pause, from lastSeq.
        if (stream.readyState === EventSource.CLOSED) {
          stream.close();
          retry = setTimeout(connect, RECONNECT_MS);
        }
        setStatus("reconnecting");
      };
    };

    // The browser's own word on the network: offline, the stream is closed and the state says so at
    // once; online again, a stream starts at once from the last id (not after the browser's pause).
    const goOffline = () => {
      clearTimeout(retry);
      source?.close();
      source = null;
      setStatus("offline");
    };
    const goOnline = () => {
      setStatus("reconnecting");
      connect();
    };
    window.addEventListener("offline", goOffline);
    window.addEventListener("online", goOnline);

    if (navigator.onLine === false) goOffline();
    else {
      setStatus("connecting");
      connect();
    }
    return () => {
      closed = true;
      window.removeEventListener("offline", goOffline);
      window.removeEventListener("online", goOnline);
      clearTimeout(retry);
      for (const timer of reconciles) clearTimeout(timer);
      source?.close();
    };
  }, [client, eventId, listeners]);

  return status;
}

export function LiveEventProvider({ eventId, children }: { eventId: number; children: ReactNode }) {
  const [listeners] = useState(() => new Set<LiveListener>());
  const status = useEventStream(eventId, listeners);
  usePollingWhileDown(eventId, status);
  return (
    <ListenersContext value={listeners}>
      <LiveContext value={status}>{children}</LiveContext>
    </ListenersContext>
  );
}

/** The `meta` of a query that polls while its event's stream is down (usePollWhileOffline). */
const POLLED_META = { pollWhileOffline: true } as const;

/**
 * While the event's stream is not live, the provider refetches the event's polled queries every POLL_MS
 * (docs/product.md section 9), as a query's own refetchInterval would, skipping a hidden tab. The provider
 * does it, not each query's options: a change of the connection's state then re-renders only what shows
 * that state, not every screen that reads live data (decision 047 "Start-up in short tasks").
 */
function usePollingWhileDown(eventId: number, status: LiveStatus): void {
  const client = useQueryClient();
  useEffect(() => {
    if (status === "live" || !Number.isFinite(eventId)) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "hidden") return;
      void client.refetchQueries({
        queryKey: queryKeys.event.all(eventId),
        type: "active",
        predicate: (query) => query.meta?.pollWhileOffline === true,
      });
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [client, eventId, status]);
}

/**
 * Calls `listener` with each auction action the event's stream announces (docs/api.md "Live
 * messages"), before the refetch of what it changed. The latest `listener` is called; it need not be stable.
 */
export function useLiveEvent(listener: LiveListener): void {
  const listeners = use(ListenersContext);
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!listeners) return;
    const call: LiveListener = (live) => latest.current(live);
    listeners.add(call);
    return () => {
      listeners.delete(call);
    };
  }, [listeners]);
}

export function useLiveStatus(): LiveStatus {
  return use(LiveContext);
}

/**
 * What makes a query of live data poll every POLL_MS while the stream is down: under a LiveEventProvider
 * the provider polls it (its `meta`), so the query does not read the connection's state; without one, its
 * own refetchInterval. Spread into the query's options.
 */
export function usePollWhileOffline(): { meta: typeof POLLED_META } | { refetchInterval: number } {
  return use(ListenersContext) ? { meta: POLLED_META } : { refetchInterval: POLL_MS };
}
