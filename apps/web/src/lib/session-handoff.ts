// The session handed to a new tab (docs/product.md section 3 "Session user"; docs/decisions/057-hall-setup.md).
// The session stays in each tab's sessionStorage, as the spec says; a tab that opens without one asks
// the site's other open tabs of this browser on a BroadcastChannel (same origin only, by design) and
// takes the first signed-in answer. The token never goes into a URL. Logging out in one tab logs out
// every tab of the browser that holds the same session (the server has revoked its token anyway).
import type { SessionUser } from "@sah/domain";
import { isSessionUser } from "./session-storage.ts";

export const SESSION_CHANNEL = "sah-session";
/** How long a new tab waits for an open tab's answer before it counts as logged out. */
export const HANDOFF_WAIT_MS = 400;

type Message = { kind: "ask"; id: string } | { kind: "give"; id: string; user: SessionUser } | { kind: "logout"; token: string };

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === "function" ? new BroadcastChannel(SESSION_CHANNEL) : null;
}

/** The session of another open tab of this site, or null when none answers within `waitMs`. */
export function askOpenTabs(waitMs = HANDOFF_WAIT_MS): Promise<SessionUser | null> {
  const ch = channel();
  if (!ch) return Promise.resolve(null);
  const id = crypto.randomUUID();
  return new Promise((resolve) => {
    const done = (user: SessionUser | null) => {
      clearTimeout(timer);
      ch.close();
      resolve(user);
    };
    const timer = setTimeout(() => done(null), waitMs);
    ch.onmessage = (e: MessageEvent<Message>) => {
      if (e.data?.kind === "give" && e.data.id === id && isSessionUser(e.data.user)) done(e.data.user);
    };
    ch.postMessage({ kind: "ask", id } satisfies Message);
  });
}

/**
 * While mounted: answers other tabs' asks with this tab's session (`current`), and calls `onLogout`
 * when another tab logs out of the same session. Returns what stops it, and `announceLogout`.
 */
export function shareSession(
  current: () => SessionUser | null,
  onLogout: () => void,
): { stop: () => void; announceLogout: (token: string) => void } {
  const ch = channel();
  if (!ch) return { stop: () => {}, announceLogout: () => {} };
  ch.onmessage = (e: MessageEvent<Message>) => {
    const msg = e.data;
    const user = current();
    if (msg?.kind === "ask" && user) ch.postMessage({ kind: "give", id: msg.id, user } satisfies Message);
    if (msg?.kind === "logout" && user && msg.token === user.token) onLogout();
  };
  return {
    stop: () => ch.close(),
    announceLogout: (token) => ch.postMessage({ kind: "logout", token } satisfies Message),
  };
}
