// Wire-shaped test data (types from @sah/domain).
import type { AuctionLogEntry, CurrentPlayer, Event, Paged, Player, SessionUser, Sponsor, StatusCounts, Team } from "@sah/domain";

export const sessionUser: SessionUser = { id: 7, name: "Asha Rao", email: "asha@example.com", is_staff: false, token: "tok-123" };

export const event: Event = {
  id: 1,
  name: "Premier Cricket League",
  logo: null,
  date: "2025-03-15",
  start_time: "18:00",
  end_time: "22:30",
  location: "Bengaluru",
  funds_per_team: 100000,
  funds_unit: "Points",
  min_player_price: 1000,
  min_players: 11,
  max_players: 15,
  type: 1,
  type_name: "Cricket",
  owners: [1],
  owners_details: [{ id: 1, name: "Admin" }],
  is_owner: false,
  funds_remaining: 400000,
  players_remaining: 40,
  archived: false,
  quotas: [],
  bidding: "auctioneer",
  bid_steps: [
    { below: 10_000, step: 500 },
    { below: 50_000, step: 1_000 },
    { below: null, step: 2_500 },
  ],
  first_bid_seconds: 30,
  bid_seconds: 15,
  auto_sell: true,
  amount_style: "full",
  rtm_cards: 0,
  rtm_seconds: 15,
};

export const player: Player = {
  id: 11,
  name: "Virat Singh",
  image: "/media/players/virat.webp",
  date_of_birth: "1995-06-20",
  details: { "Batting style": "Right-handed", "Contact Number": "9999999999", _secret: "x", Team: "Blue" },
  skills: [1, 2],
  skills_details: [
    { id: 1, name: "Batter" },
    { id: 2, name: "Wicket-keeper" },
  ],
  email: null,
  grade: 10,
  grade_name: "A+",
  base_price: null,
  set: null,
  status: 3,
  status_name: "Sold",
  event: 1,
  transaction_detail: { team: 3, team_name: "Chennai Chargers", price: 25000, funds_unit: "Points" },
};

export const team: Team = {
  id: 3,
  name: "Chennai Chargers",
  short_name: "CC",
  logo: null,
  owners: [2],
  owners_details: [{ id: 2, name: "Ravi Kumar" }],
  event: 1,
  players_count: 4,
  players_remaining: 11,
  min_players: 11,
  max_players: 15,
  total_funds: 100000,
  funds_remaining: 75000,
  max_bid: 68000,
  funds_unit: "Points",
  adjustments_total: 0,
  adjustments: [],
  quota_needs: [],
  rtm_cards_left: 0,
};

export const sponsors: Sponsor[] = [
  { id: 1, name: "Alpha Corp", logo: null, order: 1, link: "https://alpha.example", category: "Title Sponsor", event: 1 },
  { id: 2, name: "Beta Foods", logo: null, order: 2, link: "", category: "Associate Sponsor", event: 1 },
  { id: 3, name: "Gamma Bank", logo: null, order: 3, link: "", category: "Banking Partner", event: 1 },
];

export const counts: StatusCounts = {
  Available: 30,
  Auctioning: 1,
  Unsold: 2,
  Sold: 4,
  Retained: 1,
  Suspended: 0,
  Icon: 2,
  Total: 40,
};

export const current: CurrentPlayer = {
  status: 1,
  player: { ...player, status: 1, status_name: "Auctioning", transaction_detail: null },
};

export function page<T>(results: T[], next: string | null = null): Paged<T> {
  return { count: results.length, next, previous: null, results };
}

/** A log entry (GET auctions/log/) with `data` as given, by nobody, not undone. */
export function logEntry(seq: number, action: string, data: unknown, extra: Partial<AuctionLogEntry> = {}): AuctionLogEntry {
  return {
    seq,
    action,
    actor: null,
    user: null,
    reason: null,
    topics: [],
    data: data as AuctionLogEntry["data"],
    undo_of: null,
    undone: false,
    created_at: "",
    ...extra,
  };
}

/** The answers of every public page of event 1 (its view, teams, players and live auction), for mockApi. */
export const eventViewAnswers = {
  "GET /api/events/events/1/": event,
  "GET /api/events/sponsors/": sponsors,
  "GET /api/teams/": page([team]),
  "GET /api/teams/all/": [team],
  "GET /api/players/": page([player]),
  "GET /api/players/11/": player,
  "GET /api/players/players-auction-status/": counts,
  "GET /api/auctions/transactions/current-player/": current,
  "GET /api/auctions/transactions/top-5/": [],
  "GET /api/events/skills/all/": [{ id: 1, name: "Batter" }],
};
