// Keyboard shortcuts (docs/product.md section 9). One list feeds the Keyboard Shortcuts dialog and the hooks.
import { PLAYER_STATUSES } from "@sah/domain";

export const HOTKEYS = {
  expandImage: "ctrl+shift+e",
  teamSummary: "ctrl+shift+s",
  add: "alt+a",
  edit: "alt+e",
  sell: "alt+s",
  playersTab: "alt+p",
  teamsTab: "alt+t",
  detailsTab: "alt+d",
  auctionsTab: "alt+b",
  /** Not in the spec (section 9 lists no settings key); "g" for the gear. Dashboard only. */
  settingsTab: "alt+g",
} as const;

/**
 * The live auction console (/dashboard/{id}/auctions): plain letters, so that a whole lot can be run
 * from the keyboard. They never fire while typing in a field (Esc leaves one), and do not clash
 * with section 9's Alt, Ctrl+Shift and Shift keys.
 */
export const AUCTION_KEYS = {
  next: "n",
  /** The draw control: choose a player, or draw within a grade or set (docs/product.md section 10). */
  draw: "d",
  team: "t",
  price: "p",
  sell: "enter",
  sellAndNext: "ctrl+enter",
  undo: "ctrl+z",
  leaveField: "esc",
  // Bidding by team owners (the console's lot panel): the clock and the highest bid.
  pauseResume: "k",
  extend: "e",
  withdraw: "w",
  sellToHighest: "h",
  unsold: "u",
} as const;

export type ShortcutGroup = { title: string; items: readonly { keys: string; action: string }[] };

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    title: "Event sections",
    items: [
      { keys: HOTKEYS.detailsTab, action: "Auction Details tab" },
      { keys: HOTKEYS.teamsTab, action: "Teams tab" },
      { keys: HOTKEYS.playersTab, action: "Players tab" },
      { keys: HOTKEYS.auctionsTab, action: "Auctions tab" },
      { keys: HOTKEYS.settingsTab, action: "Auction Settings tab (dashboard)" },
    ],
  },
  {
    title: "Viewing",
    items: [
      { keys: HOTKEYS.expandImage, action: "Expand the player image or team logo" },
      { keys: HOTKEYS.teamSummary, action: "Expand the team summary on the Auctions page" },
    ],
  },
  {
    title: "Managing an event",
    items: [
      { keys: HOTKEYS.add, action: "Add a player or team on a listing page" },
      { keys: HOTKEYS.edit, action: "Edit the player or team on a detail page" },
      { keys: HOTKEYS.sell, action: "Sell the player from the player page" },
    ],
  },
  {
    title: "Auction status (admin)",
    // The domain's status table (docs/product.md section 9 "Admin auction updates").
    items: PLAYER_STATUSES.map((s) => ({ keys: s.shortcut, action: s.label })),
  },
  {
    title: "Live auction console",
    items: [
      { keys: AUCTION_KEYS.next, action: "Start player selection, next player, or re-auction the unsold" },
      { keys: AUCTION_KEYS.draw, action: "Go to the draw control: choose a player, or draw within a grade or set" },
      { keys: AUCTION_KEYS.team, action: "Go to the team (type its name to choose)" },
      { keys: AUCTION_KEYS.price, action: "Go to the price" },
      { keys: AUCTION_KEYS.sell, action: "Sell Player (record the chosen status)" },
      { keys: AUCTION_KEYS.sellAndNext, action: "Sell Player + Next Player" },
      { keys: AUCTION_KEYS.undo, action: "Undo the last auction action (asks first)" },
      { keys: AUCTION_KEYS.leaveField, action: "Leave a field, so that the letter keys work again" },
    ],
  },
];

/** "ctrl+shift+e" -> ["Ctrl", "Shift", "E"]. */
export function keyLabels(keys: string): string[] {
  return keys.split("+").map((k) => (k.length === 1 ? k.toUpperCase() : k[0]!.toUpperCase() + k.slice(1)));
}

/** A control's title with its shortcut: titleWithKeys("Team summary", "ctrl+shift+s") is "Team summary (Ctrl+Shift+S)". */
export function titleWithKeys(title: string, keys: string): string {
  return `${title} (${keyLabels(keys).join("+")})`;
}
