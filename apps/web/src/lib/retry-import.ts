// A chunk of the app (a page, a dialog, the alert host) that fails to load — the server restarting,
// the hall's Wi-Fi dropping — is tried again rather than failing its screen (docs/architecture.md
// "Resilience", docs/decisions/051-outages.md): after a growing pause, and at once when the browser
// says it is back online. No React here: main.tsx's start-up steps use it before React has loaded.

/** The first pause before another try; each next one is twice as long, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 500;
export const RETRY_MAX_MS = 10_000;

/** The pause before try `attempt + 1` (attempt 0: the first retry). */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** attempt);
}

/** Resolves after retryDelayMs(attempt), or as soon as the browser comes back online; never once aborted. */
export function untilRetry(attempt: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      signal?.removeEventListener("abort", stop);
      resolve();
    };
    const stop = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
    };
    const timer = setTimeout(done, retryDelayMs(attempt));
    window.addEventListener("online", done);
    signal?.addEventListener("abort", stop, { once: true });
  });
}

/**
 * Numbers the tries of one thing that keeps failing (a screen that throws): 0, 1, 2, … while the
 * failures follow each other, 0 again after a quiet spell, so an old failure does not slow a new one.
 */
export function retryCounter(): () => number {
  let attempt = 0;
  let lastAt = Number.NEGATIVE_INFINITY;
  return () => {
    const now = Date.now();
    if (now - lastAt > 2 * RETRY_MAX_MS) attempt = 0;
    lastAt = now;
    return attempt++;
  };
}

// How many loads are waiting to try again; their fallbacks say "Reconnecting…" meanwhile.
let waiting = 0;
const listeners = new Set<() => void>();
function setWaiting(delta: number) {
  waiting += delta;
  for (const listener of listeners) listener();
}
export function subscribeRetries(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function waitingRetries(): number {
  return waiting;
}

/**
 * Runs `load` (a dynamic import) until it succeeds, pausing between tries (untilRetry). `attempts`:
 * how many tries in all before its error is thrown (by default it never gives up: a page's chunk is
 * worth waiting for, its fallback shows meanwhile).
 */
export async function importWithRetry<T>(load: () => Promise<T>, attempts = Number.POSITIVE_INFINITY): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt + 1 >= attempts) throw error;
      setWaiting(1);
      try {
        await untilRetry(attempt);
      } finally {
        setWaiting(-1);
      }
    }
  }
}
