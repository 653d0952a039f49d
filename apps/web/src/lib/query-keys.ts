// The query keys of the app, in one place so that live messages and mutations can find them
// (docs/style.md habit 7). Everything about one event sits under ["event", id, group, ...]; a live
// message names topics, and each topic refreshes the groups it affects (see live.tsx).
import type { LiveTopic } from "@sah/domain";

export type EventGroup =
  | "event"
  | "sponsors"
  | "teams"
  | "team-players"
  | "players"
  | "status-counts"
  | "auction"
  | "permission"
  | "addresses"
  | "registrations";

const ev = (eventId: number, group: EventGroup) => ["event", eventId, group] as const;

/** What a players list is filtered by (docs/api.md "Players"); each list matches any of its values. */
export type PlayerListFilter = {
  search: string;
  statuses: readonly number[];
  grades: readonly number[];
  skills: readonly number[];
};

export const queryKeys = {
  checkStaff: (userId: number) => ["session", userId, "check-staff"] as const,
  /** users/my-teams/: the top bar's "My team". */
  myTeams: (userId: number) => ["session", userId, "my-teams"] as const,
  eventTypes: ["event-types"] as const,
  /** users/all/ as owner options (every user, or a search); under "users" so that user management's changes refresh it. */
  userOptions: (search: string) => ["users", "options", { search }] as const,
  eventLists: ["events"] as const,
  eventList: (scope: "all" | "for-you" | "archived", search: string) => ["events", scope, { search }] as const,
  event: {
    all: (eventId: number) => ["event", eventId] as const,
    group: ev,
    detail: (eventId: number) => [...ev(eventId, "event"), "detail"] as const,
    permission: (eventId: number) => [...ev(eventId, "permission")] as const,
    /** The server's reachable addresses (no live topic changes them). */
    addresses: (eventId: number) => [...ev(eventId, "addresses")] as const,
    /** Under "players": a new skill is announced with the players topic (decision 011). */
    skills: (eventId: number) => [...ev(eventId, "players"), "skills"] as const,
    sponsors: (eventId: number) => [...ev(eventId, "sponsors"), "list"] as const,
    sponsor: (eventId: number, sponsorId: number) => [...ev(eventId, "sponsors"), "detail", sponsorId] as const,
    teamList: (eventId: number, search: string) => [...ev(eventId, "teams"), "list", { search }] as const,
    teamSummary: (eventId: number) => [...ev(eventId, "teams"), "all"] as const,
    team: (eventId: number, teamId: number) => [...ev(eventId, "teams"), "detail", teamId] as const,
    /** Under "teams": a sale, an edit of the event's rules or of a team changes it. */
    teamBudget: (eventId: number, teamId: number) => [...ev(eventId, "teams"), "budget", teamId] as const,
    teamPlayers: (eventId: number, teamId: number) => [...ev(eventId, "team-players"), teamId] as const,
    playerList: (eventId: number, filter: PlayerListFilter) => [...ev(eventId, "players"), "list", filter] as const,
    player: (eventId: number, playerId: number) => [...ev(eventId, "players"), "detail", playerId] as const,
    statusCounts: (eventId: number) => [...ev(eventId, "status-counts")] as const,
    /** What is left to draw per grade and set: under "status-counts", which a sale, a draw and a player edit refresh. */
    drawLeft: (eventId: number) => [...ev(eventId, "status-counts"), "left"] as const,
    /** The draw control's player search (Available and Unsold players by name). */
    drawPicker: (eventId: number, search: string) => [...ev(eventId, "players"), "draw-picker", { search }] as const,
    currentPlayer: (eventId: number) => [...ev(eventId, "auction"), "current-player"] as const,
    topTransactions: (eventId: number) => [...ev(eventId, "auction"), "top-5"] as const,
    auctionLog: (eventId: number) => [...ev(eventId, "auction"), "log"] as const,
    /** The auction report: under "auction" (sales, adjustments and undo announce it), with the teams' names. */
    report: (eventId: number) => [...ev(eventId, "auction"), "report"] as const,
    /** A sponsor's exposure: under "sponsors" (the counts themselves announce nothing; the page refetches). */
    sponsorExposure: (eventId: number, sponsorId: number) => [...ev(eventId, "sponsors"), "exposure", sponsorId] as const,
    /** Under "auction": every bid, clock action and sale is announced with the auction topic. */
    bids: (eventId: number, playerId: number) => [...ev(eventId, "auction"), "bids", playerId] as const,
    /** The registration form's settings (public) and the organiser's queue (docs/api.md "Registration"). */
    registrationSettings: (eventId: number) => [...ev(eventId, "registrations"), "settings"] as const,
    registrations: (eventId: number, state: string) => [...ev(eventId, "registrations"), "list", state] as const,
  },
  users: {
    all: ["users"] as const,
    list: (search: string, archived = false) => ["users", "list", { search, archived }] as const,
    detail: (userId: number) => ["users", "detail", userId] as const,
  },
};

/**
 * What each live topic makes stale (docs/api.md "Live updates"). A sale names auction, players and
 * teams; the status counters follow both players and the auction; a team's player list follows
 * both players (names, images) and teams (who bought whom).
 */
export const TOPIC_GROUPS: Record<LiveTopic, readonly EventGroup[]> = {
  auction: ["auction", "status-counts"],
  players: ["players", "status-counts", "team-players"],
  teams: ["teams", "team-players"],
  sponsors: ["sponsors"],
  event: ["event", "permission"],
  registrations: ["registrations"],
};

export function groupsForTopics(topics: readonly LiveTopic[]): EventGroup[] {
  return [...new Set(topics.flatMap((t) => TOPIC_GROUPS[t] ?? []))];
}

/**
 * A live message a screen has applied at once (the sale, the draw) is reconciled by a refetch spread
 * at random over this long, so the phones following an auction do not all ask the server in the same
 * moment (docs/architecture.md "Live updates"); what a screen could not apply is refetched at once.
 */
export const RECONCILE_SPREAD_MS = 2000;

export function reconcileDelayMs(applied: boolean, random: () => number = Math.random): number {
  return applied ? Math.floor(random() * RECONCILE_SPREAD_MS) : 0;
}

/** The query keys of an event that the live topics make stale. */
export function topicQueryKeys(eventId: number, topics: readonly LiveTopic[]) {
  return groupsForTopics(topics).map((group) => queryKeys.event.group(eventId, group));
}
