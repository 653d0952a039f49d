// The addresses the server is reached at (docs/api.md "Server addresses"; docs/decisions/057-hall-setup.md):
// the big screen's QR code and the share links are only of use to phones when they name an address
// phones can reach, never the organiser's own machine (localhost).
import { z } from "zod";

/** GET /api/events/events/{id}/addresses/: APP_URL, whether it was set, and the server's network addresses. */
export const ServerAddresses = z.object({
  /** The base of links in e-mails and share tags (APP_URL, else http://localhost:PORT). */
  app_url: z.string(),
  /** Whether APP_URL was set: when it was, it is the address to use. */
  app_url_set: z.boolean(),
  /** Base URLs phones can reach, best first: APP_URL when set (and not loopback), then each network IPv4 address. */
  reachable: z.array(z.string()),
});
export type ServerAddresses = z.infer<typeof ServerAddresses>;

/** Whether a host name names this machine only (localhost, 127.0.0.0/8, ::1, 0.0.0.0): a phone cannot open it. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return h === "localhost" || h.endsWith(".localhost") || /^127\./.test(h) || h === "::1" || h === "0.0.0.0";
}

/** Whether a URL's host is loopback (false for what is not a URL). */
export function isLoopbackUrl(url: string): boolean {
  try {
    return isLoopbackHost(new URL(url).hostname);
  } catch {
    return false;
  }
}
