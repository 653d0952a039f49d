// Every route of the app in one place (docs/style.md habit 10; docs/product.md section 2 "Route table"): each
// entry has its `pattern`, what the router matches (app/routes.tsx), and `href`, what links and
// navigations use (bulletproof-react `src/config/paths.ts`). The link builder fills the pattern's
// parameters in order, so a URL is written once. No other file of the app spells a path
// (app/routes.test.tsx checks both).
import { fillPath, MAILED_PAGES } from "@sah/domain";
import { useMatch } from "react-router";

type Id = number | string;

/** One argument per `:param` of the pattern, in order. */
type Params<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [Id, ...Params<Rest>]
  : P extends `${string}:${string}`
    ? [Id]
    : [];

export type Route<P extends string = string> = { pattern: P; href: (...params: Params<P>) => string };

function route<const P extends string>(pattern: P): Route<P> {
  return {
    pattern,
    href: (...params) => fillPath(pattern, ...params),
  };
}

export const paths = {
  home: route("/"),
  events: route("/events"),
  allEvents: route("/events/all"),
  forYou: route("/events/for-you"),
  /** Staff: the archived events, to restore from (docs/decisions/034-archive-and-delete.md). */
  archivedEvents: route("/events/archived"),
  createEvent: route("/events/create"),
  /** Staff: a backup becomes a new event (docs/api.md "Backup and restore"); linked from Create Event. */
  restoreEvent: route("/events/restore"),
  /** The public pages of an event. */
  view: {
    root: route("/view/:eventId"),
    detail: route("/view/:eventId/detail"),
    teams: route("/view/:eventId/teams"),
    team: route("/view/:eventId/teams/:teamId"),
    players: route("/view/:eventId/players"),
    player: route("/view/:eventId/players/:playerId"),
    auctions: route("/view/:eventId/auctions"),
  },
  /**
   * The room's screens (docs/product.md section 10): without the site's chrome, so outside the
   * view's layout and the root layout.
   */
  room: {
    /** The big screen for a projector. */
    screen: route("/view/:eventId/screen"),
    /** The broadcast overlay for an OBS browser source (transparent). */
    overlay: route("/view/:eventId/overlay"),
  },
  /** Players register themselves (docs/api.md "Registration"): the public form, its confirmation, the private link. */
  register: {
    form: route(MAILED_PAGES.registrationForm),
    done: route("/view/:eventId/register/done"),
    mine: route(MAILED_PAGES.registration),
  },
  /** The auction report: figures and charts of the night (docs/api.md "The auction report"); public once concluded. */
  report: route("/view/:eventId/report"),
  /**
   * A sponsor's one-page report (docs/api.md "Sponsor exposure"): the event's managers open it from the
   * sponsors page; the sponsor opens it by its private link, which carries the key after `#`
   * (`sponsorReportLink`), so the key never reaches the server in a URL.
   */
  sponsorReport: route("/view/:eventId/sponsors/:sponsorId/report"),
  /** A team owner's phone page to bid for their team (docs/api.md "Bidding by team owners"). */
  bid: route("/view/:eventId/bid"),
  /** The dashboard home: the events recommended for the user, each leading to its dashboard. */
  dashboardHome: route("/dashboard"),
  /** The pages of an event's dashboard (docs/product.md section 2 "Dashboard"); `root` holds its five sections. */
  manage: {
    root: route("/dashboard/:eventId"),
    detail: route("/dashboard/:eventId/detail"),
    teams: route("/dashboard/:eventId/teams"),
    teamCreate: route("/dashboard/:eventId/teams/create"),
    team: route("/dashboard/:eventId/teams/:teamId"),
    teamEdit: route("/dashboard/:eventId/teams/:teamId/edit"),
    players: route("/dashboard/:eventId/players"),
    playerCreate: route("/dashboard/:eventId/players/create"),
    player: route("/dashboard/:eventId/players/:playerId"),
    playerEdit: route("/dashboard/:eventId/players/:playerId/edit"),
    playerSell: route("/dashboard/:eventId/players/:playerId/sell"),
    auctions: route("/dashboard/:eventId/auctions"),
    /** Every log entry: who, when, what, why, before → after (docs/api.md "The log"). */
    audit: route("/dashboard/:eventId/audit"),
    /** Builds the overlay's URL for OBS and previews it. */
    overlay: route("/dashboard/:eventId/auctions/overlay"),
    /** The organiser's queue of registrations, and the QR poster that leads to the form. */
    registrations: route("/dashboard/:eventId/registrations"),
    poster: route("/dashboard/:eventId/registrations/poster"),
    settings: route("/dashboard/:eventId/settings"),
    registrationSettings: route("/dashboard/:eventId/settings/registration"),
    eventEdit: route("/dashboard/:eventId/settings/edit"),
    sponsors: route("/dashboard/:eventId/settings/sponsors"),
    sponsorCreate: route("/dashboard/:eventId/settings/sponsors/create"),
    sponsor: route("/dashboard/:eventId/settings/sponsors/:sponsorId"),
    /** Import players and teams from a spreadsheet, export results (docs/api.md "Imports and exports"). */
    data: route("/dashboard/:eventId/settings/data"),
  },
  auth: {
    // The server's e-mails link to these two (domain MAILED_PAGES).
    login: route(MAILED_PAGES.login),
    forgotPassword: route("/auth/forgot-password"),
    changePassword: route("/auth/change-password"),
    resetPassword: route(MAILED_PAGES.resetPassword),
  },
  users: route("/users"),
  userCreate: route("/users/create"),
  user: route("/users/:userId"),
} as const;

/** Files of the API that pages link to (docs/api.md "Exports"). */
export const apiFiles = {
  /** `tz`: the log's times in that zone (the browser's, `browserTimeZone()`), UTC without it. */
  eventExport: (eventId: Id, what: "results" | "rosters" | "log", format: "csv" | "xlsx", tz?: string) =>
    `/api/events/events/${eventId}/export/?${new URLSearchParams({ what, format, ...(tz ? { tz } : {}) })}`,
};

/** The pages an event has both publicly (/view) and in its dashboard, by the same names. */
export type EventArea = { [K in keyof typeof paths.view]: { pattern: string; href: (typeof paths.view)[K]["href"] } };

/**
 * The event pages of the area the browser is in: a page shown both publicly and in the dashboard
 * (the lists and details of teams and players) links within its own area.
 */
export function useEventArea(): EventArea {
  return useMatch({ path: paths.manage.root.pattern, end: false }) ? paths.manage : paths.view;
}

/** A route's pattern below its parent's, as a nested `<Routes>` under the parent's splat names it. */
export function below(parent: Route, child: Route): string {
  if (!child.pattern.startsWith(`${parent.pattern}/`)) throw new Error(`${child.pattern} is not below ${parent.pattern}`);
  return child.pattern.slice(parent.pattern.length + 1);
}

/** The fragment that carries a sponsor's private key on its report's link (`#key=...`). */
const SPONSOR_KEY_FRAGMENT = "key";

/** A sponsor's private link, absolute (to copy and send): the report's URL with the key after `#`. */
export function sponsorReportLink(eventId: Id, sponsorId: Id, key: string, origin = globalThis.location?.origin ?? ""): string {
  return `${origin}${paths.sponsorReport.href(eventId, sponsorId)}#${new URLSearchParams({ [SPONSOR_KEY_FRAGMENT]: key })}`;
}

/** The private key a report's URL fragment carries (`location.hash`), or null. */
export function sponsorKeyOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get(SPONSOR_KEY_FRAGMENT) || null;
}

/** Where login and a password reset lead without a `next` (docs/product.md section 2 "Authentication screens": "/events/", which redirects on). */
export const AFTER_LOGIN = `${paths.events.href()}/`;

/** The login page that returns to `next` afterwards (docs/product.md section 2 "Route guard"). */
export function loginWithNext(next: string): string {
  return `${paths.auth.login.href()}?${new URLSearchParams({ next })}`;
}

/** Only same-app paths are followed after login: an absolute or protocol-relative URL is not. */
export function safeNext(next: string | null | undefined, fallback: string): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  return next;
}

/** Is the browser at this path (a trailing slash or not)? */
export function isAt(pathname: string, target: string): boolean {
  return pathname.replace(/\/+$/, "") === target;
}

/** Where an event card leads (docs/product.md section 2 "Event lists"): owners manage, everyone else watches. */
export function eventHome(event: { id: number; is_owner: boolean }): string {
  return event.is_owner ? paths.manage.root.href(event.id) : paths.view.root.href(event.id);
}
