// TanStack Query defaults (docs/product.md section 9): fresh for 1 hour, kept 24 hours, never retried.
// Failed calls raise the spec's alerts (section 8) unless the query or mutation says otherwise.
import { type DefaultOptions, MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { type ApiErrorHandler, showApiError } from "./api-errors.ts";

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

type ErrorMeta = {
  /** false: no alert (the screen shows the error itself). */
  alert?: false;
  /** Replaces the default alert for this call. */
  onError?: ApiErrorHandler;
};

type QueryMeta = ErrorMeta & {
  /** Refetched every 5 s by its event's LiveEventProvider while the live stream is down (lib/live.tsx). */
  pollWhileOffline?: true;
};

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: QueryMeta;
    mutationMeta: ErrorMeta;
  }
}

function report(error: unknown, meta: ErrorMeta | undefined) {
  if (meta?.alert === false) return;
  showApiError(error, meta?.onError);
}

/** The defaults of every query and mutation, also of the server's per-page client (entry-server.tsx). */
export const QUERY_DEFAULTS = {
  queries: { staleTime: HOUR_MS, gcTime: DAY_MS, retry: false, networkMode: "always" },
  mutations: { retry: false, networkMode: "always" },
} as const satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  // A query polled every 5 s while the server is unreachable would raise the same alert again and
  // again: a query alerts once per run of failures, and again only after it has succeeded.
  const failing = new Set<string>();
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (failing.has(query.queryHash)) return;
        failing.add(query.queryHash);
        report(error, query.meta);
      },
      onSuccess: (_data, query) => {
        failing.delete(query.queryHash);
      },
    }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta) }),
    // networkMode "always": TanStack Query's default ("online") does not even try a call while the
    // browser says it is offline; the query waits, paused, and its page shows a spinner forever. The
    // spec wants the "Network Error" alert then (section 8), so every call is made and fails.
    defaultOptions: QUERY_DEFAULTS,
  });
}
