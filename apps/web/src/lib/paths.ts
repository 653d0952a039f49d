// Every route of the app in one place (STYLE.md habit 10); spec section 2 "Route table".
type Id = number | string;

export const paths = {
  home: "/",
  events: "/events",
  allEvents: "/events/all",
  forYou: "/events/for-you",
  /** Staff: the archived events, to restore from (docs/decisions/034-archive-and-delete.md). */
  archivedEvents: "/events/archived",
  createEvent: "/events/create",
  view: {
    root: (eventId: Id) => `/view/${eventId}`,
    detail: (eventId: Id) => `/view/${eventId}/detail`,
    teams: (eventId: Id) => `/view/${eventId}/teams`,
    team: (eventId: Id, teamId: Id) => `/view/${eventId}/teams/${teamId}`,
    players: (eventId: Id) => `/view/${eventId}/players`,
    player: (eventId: Id, playerId: Id) => `/view/${eventId}/players/${playerId}`,
    auctions: (eventId: Id) => `/view/${eventId}/auctions`,
  },
  dashboard: (eventId: Id) => `/dashboard/${eventId}`,
  /** The dashboard home: the events recommended for the user, each leading to its dashboard. */
  dashboardHome: "/dashboard",
  /** The pages of an event's dashboard (spec section 2 "Dashboard"). */
  manage: {
    detail: (eventId: Id) => `/dashboard/${eventId}/detail`,
    teams: (eventId: Id) => `/dashboard/${eventId}/teams`,
    team: (eventId: Id, teamId: Id) => `/dashboard/${eventId}/teams/${teamId}`,
    players: (eventId: Id) => `/dashboard/${eventId}/players`,
    player: (eventId: Id, playerId: Id) => `/dashboard/${eventId}/players/${playerId}`,
    auctions: (eventId: Id) => `/dashboard/${eventId}/auctions`,
    settings: (eventId: Id) => `/dashboard/${eventId}/settings`,
    sponsors: (eventId: Id) => `/dashboard/${eventId}/settings/sponsors`,
  },
  auth: {
    login: "/auth/login",
    forgotPassword: "/auth/forgot-password",
    changePassword: "/auth/change-password",
    resetPassword: (uid: string, token: string) => `/auth/reset-password/${uid}/${token}`,
  },
  users: "/users",
  userCreate: "/users/create",
  user: (userId: Id) => `/users/${userId}`,
} as const;

/** The login page that returns to `next` afterwards (spec section 2 "Route guard"). */
export function loginWithNext(next: string): string {
  return `${paths.auth.login}?${new URLSearchParams({ next })}`;
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

/** Where an event card leads (spec section 2 "Event lists"): owners manage, everyone else watches. */
export function eventHome(event: { id: number; is_owner: boolean }): string {
  return event.is_owner ? paths.dashboard(event.id) : paths.view.root(event.id);
}
