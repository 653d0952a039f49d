// Spec section 4 "Player status" and section 3 "Grade codes".

export const PLAYER_STATUS = {
  AVAILABLE: 0,
  AUCTIONING: 1,
  UNSOLD: 2,
  SOLD: 3,
  RETAINED: 4,
  SUSPENDED: 5,
  ICON: 6,
} as const;
export type PlayerStatus = (typeof PLAYER_STATUS)[keyof typeof PLAYER_STATUS];

export type BadgeColor = "primary" | "secondary" | "error2" | "success" | "info" | "error" | "warning";

export const PLAYER_STATUSES: readonly { code: PlayerStatus; name: string; color: BadgeColor }[] = [
  { code: 0, name: "Available", color: "primary" },
  { code: 1, name: "Auctioning", color: "secondary" },
  { code: 2, name: "Unsold", color: "error2" },
  { code: 3, name: "Sold", color: "success" },
  { code: 4, name: "Retained", color: "info" },
  { code: 5, name: "Suspended", color: "error" },
  { code: 6, name: "Icon", color: "warning" },
];

export const PLAYER_STATUS_CODES = PLAYER_STATUSES.map((s) => s.code);

export function playerStatusName(code: number): string {
  return PLAYER_STATUSES.find((s) => s.code === code)?.name ?? "Unknown";
}

/** Statuses that place a player in a team: they need a team and a price (spec section 4, API.md). */
export const PLACED_STATUSES: readonly PlayerStatus[] = [3, 4, 6];
export function isPlacedStatus(code: number): boolean {
  return (PLACED_STATUSES as readonly number[]).includes(code);
}

export const NO_GRADE = 1000;
export const GRADES: readonly { code: number; name: string }[] = [
  { code: 10, name: "A+" },
  { code: 15, name: "A" },
  { code: 20, name: "A-" },
  { code: 25, name: "B+" },
  { code: 30, name: "B" },
  { code: 35, name: "B-" },
  { code: 40, name: "C+" },
  { code: 45, name: "C" },
  { code: 50, name: "C-" },
  { code: 55, name: "D+" },
  { code: 60, name: "D" },
  { code: 65, name: "D-" },
  { code: 70, name: "E+" },
  { code: 75, name: "E" },
  { code: 80, name: "E-" },
  { code: 85, name: "F+" },
  { code: 90, name: "F" },
  { code: 95, name: "F-" },
  { code: NO_GRADE, name: "NA" },
];
export const GRADE_CODES = GRADES.map((g) => g.code);
export function gradeName(code: number): string {
  return GRADES.find((g) => g.code === code)?.name ?? "NA";
}

/** Auction status of current-player (spec section 4 "Auction status", API.md). */
export const AUCTION_STATUS = {
  ON_BLOCK: 1,
  CONCLUDED: 2,
  PREPARATION: 3,
  UNSOLD_REMAIN: 4,
} as const;
export type AuctionStatus = (typeof AUCTION_STATUS)[keyof typeof AUCTION_STATUS];

export const LIMITS = {
  nameMax: 200,
  sponsorOrderMin: 1,
  sponsorOrderMax: 24,
  sponsorOrderDefault: 1,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  imageMaxBytes: 5 * 1024 * 1024,
  imageMaxPixels: 1024,
  passwordMin: 8,
  passwordMax: 200,
  textMax: 500,
  searchMax: 200,
  moneyMax: 1_000_000_000_000,
  playersMax: 500,
  /** Largest id or live sequence number: PostgreSQL's integer (2^31 - 1). */
  intMax: 2_147_483_647,
  // What one event may hold (API.md "Limits"). Far above any real league, and low enough that every
  // sum over an event stays an exact JSON number: teamsPerEventMax * moneyMax = 10^15, below
  // Number.MAX_SAFE_INTEGER (about 9.007 * 10^15).
  teamsPerEventMax: 1_000,
  playersPerEventMax: 10_000,
  sponsorsPerEventMax: 100,
  /** Owners of one team, and of one event. */
  ownersMax: 20,
  // users/all/ for owners who are not staff: a search of at least this many characters, and at most
  // this many results (API.md "Users"), so that nobody but staff can list every address.
  userSearchMin: 3,
  userSearchResultsMax: 20,
} as const;

/** What a live message names (API.md "Live updates"). */
export const LIVE_TOPICS = ["players", "teams", "auction", "sponsors", "event"] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** The details key of a player's phone number: private (API.md "Players"), and the form's suggestion. */
export const CONTACT_NUMBER_KEY = "Contact Number";
/** Keys the player form's detail editor suggests. */
export const DETAIL_KEY_SUGGESTIONS: readonly string[] = [CONTACT_NUMBER_KEY];
/** Most details a player has (the server's limit on the details object). */
export const DETAILS_MAX = 50;
export const DETAIL_KEY_MAX = 100;

/** details keys that only permitted callers see (API.md "Players"). */
export function isPrivateDetailKey(key: string): boolean {
  return key === CONTACT_NUMBER_KEY || key.startsWith("_");
}
