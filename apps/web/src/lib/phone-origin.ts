// The address phones open (docs/product.md section 10 "The room"; docs/decisions/057-hall-setup.md): the
// big screen's QR code and the share links name it. It is this page's own origin unless the organiser
// chose another in the big screen's settings or the console's notice: a choice of this browser, kept
// in localStorage (every tab of the site sees it at once, no restart of the server), since a laptop
// that opened the site at localhost projects a QR code that phones cannot open.
import { isLoopbackUrl } from "@sah/domain";
import { useSyncExternalStore } from "react";

export const PHONE_ORIGIN_KEY = "sah.phone-origin";
/** Sent in this tab when the choice changes (other tabs get the storage event). */
const CHANGED = "sah-phone-origin";

function read(): string | null {
  try {
    const value = localStorage.getItem(PHONE_ORIGIN_KEY);
    return value && /^https?:\/\/[^/]+$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** The origin phones are sent to: the chosen one, else this page's. */
export function phoneOrigin(): string {
  return read() ?? window.location.origin;
}

/** Chooses the origin phones are sent to; null goes back to this page's own. */
export function choosePhoneOrigin(origin: string | null): void {
  try {
    if (origin === null || origin === window.location.origin) localStorage.removeItem(PHONE_ORIGIN_KEY);
    else localStorage.setItem(PHONE_ORIGIN_KEY, origin);
  } catch {
    // Storage refused (private mode): the page's own origin stays.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === PHONE_ORIGIN_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The origin phones are sent to, and whether it is loopback (a phone cannot open it); "" on the server. */
export function usePhoneOrigin(): { origin: string; isLoopback: boolean } {
  const origin = useSyncExternalStore(subscribe, phoneOrigin, () => "");
  return { origin, isLoopback: origin !== "" && isLoopbackUrl(origin) };
}

/** A path of this site as phones open it. */
export function phoneUrl(path: string, origin = phoneOrigin()): string {
  return new URL(path, origin).href;
}
