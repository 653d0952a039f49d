// What the server says to the person who started it, after its last start-up line (README "Quick
// start"): where it is, where phones reach it when APP_URL does not say (lib/addresses.ts), and on
// a first start the staff user's sign-in in a box, so it is not lost among the log lines.

import type os from "node:os";
import { BRAND } from "@sah/domain";
import { addressLines } from "./addresses.ts";

/** `lines` in a box drawn with box-drawing characters, as wide as the longest line. */
export function boxed(lines: readonly string[]): string {
  const width = Math.max(...lines.map((l) => [...l].length));
  const pad = (l: string) => l + " ".repeat(width - [...l].length);
  return [`┌${"─".repeat(width + 2)}┐`, ...lines.map((l) => `│ ${pad(l)} │`), `└${"─".repeat(width + 2)}┘`].join("\n");
}

/** The text printed once the server listens on `port`: its address, the network's, and the first start's box. */
export function startupNotice(
  config: { appUrl: string; appUrlSet: boolean },
  port: number,
  sayOnce: readonly string[] | undefined,
  interfaces?: NodeJS.Dict<os.NetworkInterfaceInfo[]>,
): string {
  const parts = [`  ${BRAND}: ${config.appUrl}`, ...addressLines(config, port, interfaces)];
  if (sayOnce?.length) parts.push(boxed(sayOnce));
  return `\n${parts.join("\n")}\n\n`;
}
