// Every kind of page of the site, public and dashboard, for the whole-site accessibility check
// (e2e/accessibility.e2e.ts, docs/decisions/043-accessibility.md). To add a page: one entry with its
// URL (built from the demo event and one of its things) and what only that page shows once its data
// is in; the check waits for that, then for nothing to be loading or moving.
import type { Event, Player, Sponsor, Team } from "@sah/domain";
import type { Locator, Page } from "playwright-core";
import { settled } from "./layout.ts";

/** What a page's URL is built from: the demo event and one of each of its things. */
export type Demo = { event: Event; player: Player; team: Team; sponsor: Sponsor; userId: number; userEmail: string };

export type Check = {
  name: string;
  path: (d: Demo) => string;
  /** Something only this page shows once its data is in, to wait for before checking. */
  ready: (page: Page, d: Demo) => Locator;
  /** The ready mark may be in the page without a size (the overlay with no panel to show). */
  attached?: boolean;
};

const heading = (name: string | RegExp) => (page: Page) => page.getByRole("heading", { name, level: 1 });
const eventHeading = (page: Page, d: Demo) => page.getByRole("heading", { name: d.event.name, level: 1 });

export const PUBLIC_PAGES: Check[] = [
  { name: "landing", path: () => "/", ready: (page) => page.getByRole("link", { name: /Explore Auctions/i }).first() },
  { name: "all events", path: () => "/events/all", ready: (page, d) => page.getByText(d.event.name).first() },
  { name: "event", path: (d) => `/view/${d.event.id}`, ready: eventHeading },
  { name: "event detail", path: (d) => `/view/${d.event.id}/detail`, ready: (page) => page.getByText("Funds per team") },
  { name: "teams", path: (d) => `/view/${d.event.id}/teams`, ready: (page) => page.getByRole("list", { name: "Teams" }) },
  {
    name: "players",
    path: (d) => `/view/${d.event.id}/players`,
    ready: (page) => page.getByRole("list", { name: "Players" }).getByRole("link").first(),
  },
  {
    name: "live auction",
    path: (d) => `/view/${d.event.id}/auctions`,
    ready: (page) => page.getByRole("status", { name: /^Connection: Live updates on/ }),
  },
  {
    name: "player",
    path: (d) => `/view/${d.event.id}/players/${d.player.id}`,
    ready: (page, d) => page.getByRole("heading", { name: d.player.name, exact: true }),
  },
  {
    name: "team",
    path: (d) => `/view/${d.event.id}/teams/${d.team.id}`,
    ready: (page, d) => page.getByRole("heading", { name: d.team.name, exact: true }),
  },
  {
    name: "big screen",
    path: (d) => `/view/${d.event.id}/screen`,
    ready: (page) => page.getByRole("img", { name: /^QR code: / }),
  },
  { name: "overlay", path: (d) => `/view/${d.event.id}/overlay`, ready: (page) => page.getByTestId("overlay"), attached: true },
  { name: "login", path: () => "/auth/login", ready: (page) => page.getByRole("form", { name: "Log In" }) },
  { name: "not found", path: () => "/no/such/page", ready: (page) => page.getByText("Broken Link") },
];

export const MANAGER_PAGES: Check[] = [
  { name: "dashboard list", path: () => "/dashboard", ready: (page, d) => page.getByText(d.event.name).first() },
  { name: "event dashboard", path: (d) => `/dashboard/${d.event.id}`, ready: eventHeading },
  { name: "settings", path: (d) => `/dashboard/${d.event.id}/settings`, ready: eventHeading },
  {
    name: "event edit",
    path: (d) => `/dashboard/${d.event.id}/settings/edit`,
    ready: (page, d) => page.getByRole("textbox", { name: /Name/ }).and(page.locator(`[value="${d.event.name}"]`)),
  },
  {
    name: "players list",
    path: (d) => `/dashboard/${d.event.id}/players`,
    ready: (page) => page.getByRole("list", { name: "Players" }).getByRole("link").first(),
  },
  {
    name: "player form",
    path: (d) => `/dashboard/${d.event.id}/players/${d.player.id}/edit`,
    ready: (page, d) => page.locator(`input[value="${d.player.name}"]`),
  },
  {
    name: "player sell",
    path: (d) => `/dashboard/${d.event.id}/players/${d.player.id}/sell`,
    ready: (page) => page.getByRole("button", { name: "Sell Player" }),
  },
  { name: "teams", path: (d) => `/dashboard/${d.event.id}/teams`, ready: (page) => page.getByRole("list", { name: "Teams" }) },
  {
    name: "team form",
    path: (d) => `/dashboard/${d.event.id}/teams/${d.team.id}/edit`,
    ready: (page, d) => page.locator(`input[value="${d.team.name}"]`),
  },
  {
    name: "sponsors",
    path: (d) => `/dashboard/${d.event.id}/settings/sponsors`,
    ready: (page, d) => page.getByText(d.sponsor.name).first(),
  },
  {
    name: "sponsor form",
    path: (d) => `/dashboard/${d.event.id}/settings/sponsors/${d.sponsor.id}`,
    ready: (page, d) => page.locator(`input[value="${d.sponsor.name}"]`),
  },
  { name: "users", path: () => "/users", ready: (page, d) => page.getByText(d.userEmail).first() },
  { name: "user form", path: (d) => `/users/${d.userId}`, ready: (page, d) => page.locator(`input[value="${d.userEmail}"]`) },
  {
    name: "auction console",
    path: (d) => `/dashboard/${d.event.id}/auctions`,
    ready: (page) => page.getByRole("button", { name: "Adjust a purse" }),
  },
  {
    name: "audit",
    path: (d) => `/dashboard/${d.event.id}/audit`,
    ready: (page) => page.getByRole("table", { name: "Audit log" }),
  },
  {
    name: "import and export",
    path: (d) => `/dashboard/${d.event.id}/settings/data`,
    ready: (page) => page.getByRole("heading", { name: "Import and export" }),
  },
  {
    name: "overlay builder",
    path: (d) => `/dashboard/${d.event.id}/auctions/overlay`,
    ready: heading("Broadcast overlay"),
  },
];

/** Nothing loading (spinners, placeholders, the page bar) and no animation under way. */
export async function readyAndQuiet(page: Page, check: Check, demo: Demo) {
  await check.ready(page, demo).waitFor({ state: check.attached ? "attached" : "visible" });
  await quiet(page);
}

async function quiet(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector(".MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-root, [role=progressbar]"),
  );
  await settled(page);
}
