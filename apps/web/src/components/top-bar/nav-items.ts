// The navigation links and who sees them (docs/product.md section 2 "Top bar and navigation").
import { paths } from "../../lib/paths.ts";

export type NavAudience = { isLoggedIn: boolean; isStaff: boolean };
export type NavItem = { label: string; to: string; show: (a: NavAudience) => boolean };

export const NAV_ITEMS: readonly NavItem[] = [
  { label: "All Auctions", to: paths.allEvents.href(), show: () => true },
  { label: "Login", to: paths.auth.login.href(), show: (a) => !a.isLoggedIn },
  { label: "Your Auctions", to: paths.forYou.href(), show: (a) => a.isLoggedIn },
  { label: "Create Event", to: paths.createEvent.href(), show: (a) => a.isStaff },
  { label: "User Management", to: paths.users.href(), show: (a) => a.isStaff },
  { label: "Update Password", to: paths.auth.changePassword.href(), show: (a) => a.isLoggedIn },
];

export const STAFF_LINKS = NAV_ITEMS.filter((i) => i.to === paths.createEvent.href() || i.to === paths.users.href());
export const UPDATE_PASSWORD = NAV_ITEMS.find((i) => i.to === paths.auth.changePassword.href())!;

/** A link is highlighted while the current path starts with its target. */
export function isActive(pathname: string, to: string): boolean {
  return pathname.startsWith(to);
}

/** Where the top bar's menus (account, My team) open: below their button, right edges aligned. */
export const BELOW_RIGHT = {
  anchorOrigin: { vertical: "bottom", horizontal: "right" },
  transformOrigin: { vertical: "top", horizontal: "right" },
} as const;
