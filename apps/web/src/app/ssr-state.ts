// What a server-rendered page carries for its hydration (docs/architecture.md "Server rendering"): the
// router's state, the query data the page was rendered with (TanStack Query's dehydrated cache, under
// the app's own query keys) and the event log's sequence number the data was read at. It travels as a
// JSON <script> element, which the browser does not run: the Content-Security-Policy allows no inline script.
import type { DehydratedState } from "@tanstack/react-query";
import type { HydrationState } from "react-router";

export const SSR_STATE_ID = "sah-ssr-state";

export type SsrState = {
  router: HydrationState;
  queries: DehydratedState;
  /** The event of the page and its log sequence number at render time; null off an event's pages. */
  live: { event: number; seq: number } | null;
};

/** The state as the text of a <script type="application/json">: nothing in it can close the element. */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function ssrStateElement(state: SsrState): string {
  return `<script type="application/json" id="${SSR_STATE_ID}">${serializeSsrState(state)}</script>`;
}

/** The embedded state of a server-rendered page, or null for the plain app shell. */
export function readSsrState(doc: Document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}
