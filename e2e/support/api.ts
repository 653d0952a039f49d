// Direct API calls for browser journeys: set-up (users, sales) and expected values read from the
// server, so that a journey does not depend on what other journeys did to the shared demo data.
import type { Event, Player, StatusCounts, Team, TopTransaction } from "@sah/domain";

type Options = { token?: string; method?: string; json?: unknown };
type Page<T> = { count: number; next: string | null; results: T[] };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} → ${status} ${JSON.stringify(body)}`);
  }
}

/** One JSON call to `${base}/api/${path}`; throws ApiError on a non-2xx answer. */
export async function api<T>(base: string, path: string, { token, method, json }: Options = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers["content-type"] = "application/json";
  const verb = method ?? (json === undefined ? "GET" : "POST");
  const res = await fetch(`${base}/api/${path}`, {
    method: verb,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) throw new ApiError(res.status, body, `${verb} /api/${path}`);
  return body as T;
}

export async function loginToken(base: string, credentials: { email: string; password: string }): Promise<string> {
  return (await api<{ token: string }>(base, "users/login/", { json: credentials })).token;
}

export type TestUser = { id: number; name: string; email: string; password: string };

/** A new non-staff user with a unique address (staff token needed). */
export async function createUser(base: string, staffToken: string, label: string): Promise<TestUser> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const user = {
    name: `${label} Visitor`,
    email: `e2e-${label.toLowerCase()}-${stamp}@example.com`,
    password: `pw-${stamp}-Secret`,
  };
  const created = await api<{ id: number }>(base, "users/", { token: staffToken, json: { ...user, is_staff: false } });
  return { id: created.id, ...user };
}

/**
 * A new event of its own for a journey ("<label> <stamp>", the first event type), so that the demo's
 * purses stay as the other journeys expect them; `settings` override the small defaults.
 */
export async function createEvent(
  base: string,
  token: string,
  label: string,
  settings: Record<string, unknown> = {},
): Promise<Event> {
  const [type] = await api<{ id: number }[]>(base, "events/event-types/");
  return api<Event>(base, "events/events/", {
    token,
    json: {
      name: `${label} ${Date.now().toString(36)}`,
      date: "2026-12-20",
      start_time: "10:00",
      end_time: "18:00",
      location: "Pune",
      funds_per_team: 1000,
      funds_unit: "pts",
      min_player_price: 10,
      min_players: 1,
      max_players: 5,
      type: type?.id,
      ...settings,
    },
  });
}

/** The event with exactly this name (throws when there is none). */
export async function findEvent(base: string, name: string): Promise<Event> {
  const page = await api<Page<Event>>(base, `events/events/?search=${encodeURIComponent(name)}&page_size=100`);
  const event = page.results.find((e) => e.name === name);
  if (!event) throw new Error(`no event named "${name}"`);
  return event;
}

/** Every player of an event (public view of them unless a token is given). */
export async function allPlayers(base: string, eventId: number, token?: string): Promise<Player[]> {
  const players: Player[] = [];
  for (let page = 1; ; page++) {
    const p = await api<Page<Player>>(base, `players/?event_id=${eventId}&page_size=100&page=${page}`, { token });
    players.push(...p.results);
    if (!p.next) return players;
  }
}

export const teamsOf = (base: string, eventId: number) => api<Team[]>(base, `teams/all/?event_id=${eventId}`);
export const countsOf = (base: string, eventId: number) =>
  api<StatusCounts>(base, `players/players-auction-status/?event_id=${eventId}`);
export const topFiveOf = (base: string, eventId: number) =>
  api<TopTransaction[]>(base, `auctions/transactions/top-5/?event_id=${eventId}`);

/**
 * Draws the next Available player (POST next-player/). Throws when none is left, which means other
 * journeys have used up the demo players.
 */
export async function drawPlayer(base: string, token: string, eventId: number): Promise<Player> {
  const available = await api<Page<Player>>(base, `players/?event_id=${eventId}&status=0&page_size=1`);
  if (available.count === 0) throw new Error(`event ${eventId} has no Available player left to draw`);
  const drawn = await api<{ status: number; player: Player | null }>(
    base,
    `auctions/transactions/next-player/?event_id=${eventId}`,
    { token, json: {} },
  );
  if (drawn.status !== 1 || !drawn.player) throw new Error(`next-player drew nobody: ${JSON.stringify(drawn)}`);
  return drawn.player;
}

export type SalePlan = { team: Team; price: number; ranksInTopFive: boolean };

/**
 * A buyer and a price for one sale that disturbs other journeys little: the team with the most money
 * and a free slot, a price near the minimum. When that price would not reach the top 5, the price
 * just above the 5th is used if it costs at most a quarter of the team's funds.
 */
export async function planSale(base: string, eventId: number, minPrice: number, nudge: number): Promise<SalePlan> {
  const [teams, top] = await Promise.all([teamsOf(base, eventId), topFiveOf(base, eventId)]);
  const team = teams.filter((t) => t.players_remaining > 0).sort((a, b) => b.max_bid - a.max_bid)[0];
  if (!team || team.max_bid < minPrice) throw new Error(`no team of event ${eventId} can buy a player`);
  const fifth = top.length >= 5 ? Math.min(...top.map((t) => t.price)) : null;
  let price = Math.min(minPrice + nudge, team.max_bid);
  if (fifth === null || price > fifth) return { team, price, ranksInTopFive: true };
  const above = fifth + 1;
  if (above <= Math.min(team.max_bid, team.funds_remaining / 4)) return { team, price: above, ranksInTopFive: true };
  price = minPrice;
  return { team, price, ranksInTopFive: false };
}

export async function sellPlayer(base: string, token: string, eventId: number, player: number, team: number, price: number) {
  return api<Player>(base, `auctions/transactions/sell-player/?event_id=${eventId}`, {
    token,
    json: { player, status: 3, team, price },
  });
}
