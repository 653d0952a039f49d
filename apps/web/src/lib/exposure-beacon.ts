// The screens' exposure beacon (docs/api.md "Sponsor exposure"): seconds each sponsor was on
// a visible screen, and the sold moments shown while each was in the slot, sent every 30 s. A hidden tab (document.visibilityState) counts nothing; the
// server caps what it counts by the time it saw pass, so this only has to be honest, not exact.
import { EXPOSURE_LIMITS, type ExposureScreen } from "@sah/domain";
import { useEffect, useRef } from "react";
import { api } from "./api-client.ts";

const SCREEN_KEY = "sah-screen-id";

/** The screen's random id, kept in its storage so a reload counts as the same screen. */
export function screenId(storage: Pick<Storage, "getItem" | "setItem"> | null = globalThis.localStorage ?? null): string {
  const kept = storage?.getItem(SCREEN_KEY);
  if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
  const id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");
  storage?.setItem(SCREEN_KEY, id);
  return id;
}

/**
 * Seconds per sponsor since the last send, counted once a second while the page is visible, and the
 * sold moments shown while each sponsor was in the slot (docs/decisions/072-sponsor-report.md).
 */
export function exposureTally() {
  const seconds = new Map<number, number>();
  const moments = new Map<number, number>();
  return {
    tick(sponsor: number | null, visible: boolean) {
      if (sponsor === null || !visible) return;
      seconds.set(sponsor, (seconds.get(sponsor) ?? 0) + 1);
    },
    /** A sold moment shown while `sponsor` was in the slot. */
    sold(sponsor: number | null) {
      if (sponsor === null) return;
      moments.set(sponsor, Math.min((moments.get(sponsor) ?? 0) + 1, EXPOSURE_LIMITS.momentsMax));
    },
    take(): { sponsor: number; seconds: number; moments?: number }[] {
      const ids = new Set([...seconds.keys(), ...moments.keys()]);
      const shown = [...ids].map((sponsor) => {
        const m = moments.get(sponsor);
        return { sponsor, seconds: seconds.get(sponsor) ?? 0, ...(m ? { moments: m } : {}) };
      });
      seconds.clear();
      moments.clear();
      return shown;
    },
  };
}

/**
 * Reports the sponsor `current` shows on this screen every beaconSeconds while visible, and the sold
 * moments shown meanwhile: `soldMoment` is the key of the sold moment on screen (null when none); each
 * new key counts once, for the sponsor in the slot then.
 */
export function useExposureBeacon(
  eventId: number,
  kind: ExposureScreen,
  current: number | null,
  soldMoment: number | null = null,
) {
  const currentRef = useRef(current);
  currentRef.current = current;
  const tallyRef = useRef<ReturnType<typeof exposureTally> | null>(null);
  const seenMoment = useRef<number | null>(null);
  useEffect(() => {
    if (soldMoment === null || soldMoment === seenMoment.current) return;
    seenMoment.current = soldMoment;
    tallyRef.current?.sold(currentRef.current);
  }, [soldMoment]);
  useEffect(() => {
    if (!Number.isFinite(eventId)) return;
    const screen = screenId();
    const tally = exposureTally();
    tallyRef.current = tally;
    let elapsed = 0;
    const timer = setInterval(() => {
      tally.tick(currentRef.current, document.visibilityState === "visible");
      if (++elapsed < EXPOSURE_LIMITS.beaconSeconds) return;
      elapsed = 0;
      const shown = tally.take();
      if (shown.length === 0) return;
      // A lost beacon is lost: the next one cannot claim its seconds (the server's cap).
      api.post(`events/${eventId}/exposure/`, { screen, kind, shown }).catch(() => undefined);
    }, 1000);
    return () => {
      clearInterval(timer);
      tallyRef.current = null;
    };
  }, [eventId, kind]);
}
