// docs/product.md section 4 "Player status" and section 3 "Grade codes".

/** The product's name: page titles, share cards and their Open Graph tags. */
export const BRAND = "Sports Auction House";
/** What the product does, in a sentence: the pages' default description and the site's share card. */
export const BRAND_DESCRIPTION =
  "Host and follow live sports player auctions: events, teams, players and sponsors, on every device.";
/** The site's share card (docs/api.md "Share cards"): the image of every page that has none of its own. */
export const SITE_CARD_URL = "/api/card.png";

export type BadgeColor = "primary" | "secondary" | "error2" | "success" | "info" | "error" | "warning";

/**
 * How a recorded result reads, for a status that places a player in a team (it takes a team and a
 * price, docs/api.md "sell-player"). `team` and `price` arrive already formatted.
 */
export type PlacedWording = {
  placed: true;
  /** The console's result headline, e.g. "SOLD to Chennai Chargers for 5,000 pts". */
  headline: (team: string, price: string) => string;
  /** The label over the sale on the block, e.g. "Sold to". */
  saleLabel: string;
  /** The log line, e.g. "Virat Singh sold to Chennai Chargers for 5,000 pts". */
  log: (who: string, team: string, price: string) => string;
  /** What undo would reverse, e.g. "the sale of Virat Singh to Chennai Chargers for 5,000 pts". */
  undo: (who: string, team: string, price: string) => string;
};
/** How a status that places nobody reads once recorded. */
export type UnplacedWording = {
  placed: false;
  /** The console's result headline ("UNSOLD"), or null while the player is still to be decided. */
  headline: string | null;
  /** The log line, e.g. "Virat Singh marked Unsold". */
  log: (who: string) => string;
  /** What undo would reverse, e.g. "marking Virat Singh Unsold". */
  undo: (who: string) => string;
};

/**
 * THE player-status table (docs/product.md section 4; shortcuts: section 9 "Admin auction updates"). Every
 * list, schema bound, shortcut and text about a status derives from it. `open`: still to be
 * placed by the auction (Available, Auctioning, Unsold; docs/decisions/011).
 */
const STATUS_TABLE = [
  {
    code: 0,
    key: "AVAILABLE",
    name: "Available",
    label: "Available",
    color: "primary",
    shortcut: "shift+a",
    open: true,
    wording: {
      placed: false,
      headline: null,
      log: (who) => `${who} back to Available`,
      undo: (who) => `marking ${who} Available`,
    },
  },
  {
    code: 1,
    key: "AUCTIONING",
    name: "Auctioning",
    label: "Auctioning",
    color: "secondary",
    shortcut: "shift+b",
    open: true,
    wording: {
      placed: false,
      headline: null,
      log: (who) => `${who} back on the block`,
      undo: (who) => `marking ${who} Auctioning`,
    },
  },
  {
    code: 2,
    key: "UNSOLD",
    name: "Unsold",
    label: "Unsold",
    color: "error2",
    shortcut: "shift+u",
    open: true,
    wording: { placed: false, headline: "UNSOLD", log: (who) => `${who} marked Unsold`, undo: (who) => `marking ${who} Unsold` },
  },
  {
    code: 3,
    key: "SOLD",
    name: "Sold",
    label: "Sold",
    color: "success",
    shortcut: "shift+s",
    open: false,
    wording: {
      placed: true,
      headline: (team, price) => `SOLD to ${team} for ${price}`,
      saleLabel: "Sold to",
      log: (who, team, price) => `${who} sold to ${team} for ${price}`,
      undo: (who, team, price) => `the sale of ${who} to ${team} for ${price}`,
    },
  },
  {
    code: 4,
    key: "RETAINED",
    name: "Retained",
    label: "Retained",
    color: "info",
    shortcut: "shift+r",
    open: false,
    wording: {
      placed: true,
      headline: (team, price) => `RETAINED by ${team} for ${price}`,
      saleLabel: "Retained by",
      log: (who, team, price) => `${who} retained by ${team} for ${price}`,
      undo: (who, team, price) => `the retention of ${who} by ${team} for ${price}`,
    },
  },
  {
    code: 5,
    key: "SUSPENDED",
    name: "Suspended",
    label: "Suspended",
    color: "error",
    shortcut: "shift+x",
    open: false,
    wording: {
      placed: false,
      headline: "SUSPENDED",
      log: (who) => `${who} marked Suspended`,
      undo: (who) => `marking ${who} Suspended`,
    },
  },
  {
    code: 6,
    key: "ICON",
    name: "Icon",
    label: "Icon Player",
    color: "warning",
    shortcut: "shift+i",
    open: false,
    wording: {
      placed: true,
      headline: (team, price) => `ICON PLAYER of ${team} for ${price}`,
      saleLabel: "Icon Player of",
      log: (who, team, price) => `${who} Icon Player of ${team} for ${price}`,
      undo: (who, team, price) => `${who} as Icon Player of ${team} for ${price}`,
    },
  },
] as const satisfies readonly {
  code: number;
  key: string;
  name: string;
  /** The sell form's choice and the shortcuts dialog's name ("Icon Player"). */
  label: string;
  color: BadgeColor;
  /** The console's and player page's key for this status (react-hotkeys-hook syntax). */
  shortcut: string;
  open: boolean;
  wording: PlacedWording | UnplacedWording;
}[];

type StatusRow = (typeof STATUS_TABLE)[number];

export const PLAYER_STATUS = Object.fromEntries(STATUS_TABLE.map((s) => [s.key, s.code])) as {
  readonly [R in StatusRow as R["key"]]: R["code"];
};
export type PlayerStatus = StatusRow["code"];
export type PlayerStatusName = StatusRow["name"];

export type PlayerStatusInfo = {
  code: PlayerStatus;
  name: PlayerStatusName;
  label: string;
  color: BadgeColor;
  shortcut: string;
  open: boolean;
  wording: PlacedWording | UnplacedWording;
};
export const PLAYER_STATUSES: readonly PlayerStatusInfo[] = STATUS_TABLE;

export const PLAYER_STATUS_CODES: readonly PlayerStatus[] = PLAYER_STATUSES.map((s) => s.code);
/** The highest status code (the bound of every status field). */
export const PLAYER_STATUS_MAX: number = Math.max(...PLAYER_STATUS_CODES);

export function isPlayerStatus(code: number): code is PlayerStatus {
  return (PLAYER_STATUS_CODES as readonly number[]).includes(code);
}
export function playerStatusInfo(code: number): PlayerStatusInfo | undefined {
  return PLAYER_STATUSES.find((s) => s.code === code);
}
export function playerStatusName(code: number): string {
  return playerStatusInfo(code)?.name ?? "Unknown";
}

/** Statuses that place a player in a team: they need a team and a price (docs/product.md section 4, docs/api.md). */
export const PLACED_STATUSES: readonly PlayerStatus[] = PLAYER_STATUSES.filter((s) => s.wording.placed).map((s) => s.code);
export function isPlacedStatus(code: number): boolean {
  return (PLACED_STATUSES as readonly number[]).includes(code);
}
/**
 * Whether a player's result is recorded (every status with a result headline: Unsold, Suspended and
 * the placed ones): from then on it changes only as a correction with a reason (docs/api.md
 * "sell-player", docs/decisions/052).
 */
export function hasRecordedResult(code: number): boolean {
  return playerStatusInfo(code)?.wording.headline != null;
}
/** Players not yet placed by the auction: Available, Auctioning or Unsold (docs/decisions/011). */
export const OPEN_STATUSES: readonly PlayerStatus[] = PLAYER_STATUSES.filter((s) => s.open).map((s) => s.code);

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

/** Auction status of current-player (docs/product.md section 4 "Auction status", docs/api.md). */
export const AUCTION_STATUS = {
  ON_BLOCK: 1,
  CONCLUDED: 2,
  PREPARATION: 3,
  UNSOLD_REMAIN: 4,
} as const;
export type AuctionStatus = (typeof AUCTION_STATUS)[keyof typeof AUCTION_STATUS];

/**
 * The auction report is public once nobody is left to draw (status 2, or 4 with Unsold players left);
 * before, the event's managers only (docs/api.md "The auction report").
 */
export function isReportPublic(status: number): boolean {
  return status === AUCTION_STATUS.CONCLUDED || status === AUCTION_STATUS.UNSOLD_REMAIN;
}

export const LIMITS = {
  nameMax: 200,
  sponsorOrderMin: 1,
  sponsorOrderMax: 24,
  sponsorOrderDefault: 1,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /**
   * What a page of the players list asks for (the public and the dashboard list): four blocks of the
   * windowed list (docs/decisions/064-long-lists.md). The page holds only the blocks near the screen,
   * so the server's rendering and the hydration still show 12 cards (decision 047); a larger page is
   * fewer round trips to the end of a 600-player list (13, not 50). The next loads on scroll.
   */
  playerListPageSize: 48,
  imageMaxBytes: 5 * 1024 * 1024,
  imageMaxPixels: 1024,
  /**
   * The small copy of every stored image (media.ts `smallImageUrl`), at most this many pixels wide and
   * high: the players list's 96 CSS px card photo on a 3× phone (288) and its 150 px on a 2× tablet or
   * laptop (docs/decisions/050-photo-sizes.md).
   */
  imageSmallPixels: 300,
  passwordMin: 8,
  passwordMax: 200,
  textMax: 500,
  /** A player's Ref: the league's own number for the player (docs/api.md "Players"). */
  playerRefMax: 50,
  /** A team's short name ("RCB"), shown where space is short (docs/api.md "Teams"). */
  teamShortNameMax: 5,
  searchMax: 200,
  moneyMax: 1_000_000_000_000,
  /**
   * Most an event's teams may hold together: every team's purse plus its adjustments (docs/api.md
   * "Limits"). Purses alone stay within it (teamsPerEventMax * moneyMax); a bonus that would take the
   * total (and so any one team's funds) above it is refused, so every sum the server computes from
   * stored money stays an exact JSON number (Number.MAX_SAFE_INTEGER is about 9.007 * 10^15).
   */
  fundsMax: 1_000_000_000_000_000,
  playersMax: 500,
  // A live stream's replay after Last-Event-ID (docs/api.md "Live updates"): a client further behind
  // than liveReplayMax entries gets "refetch everything" at once, without the log being read; a replay
  // reads the log liveReplayPage entries at a time, yielding between pages; an address has at most
  // liveReplaysPerAddress replays running at once, and its further reconnects get "refetch everything".
  liveReplayMax: 500,
  liveReplayPage: 50,
  liveReplaysPerAddress: 2,
  /** Largest id or live sequence number: PostgreSQL's integer (2^31 - 1). */
  intMax: 2_147_483_647,
  // What one event may hold (docs/api.md "Limits"). Far above any real league, and low enough that every
  // sum over an event stays an exact JSON number: teamsPerEventMax * moneyMax = 10^15, below
  // Number.MAX_SAFE_INTEGER (about 9.007 * 10^15).
  teamsPerEventMax: 1_000,
  playersPerEventMax: 10_000,
  sponsorsPerEventMax: 100,
  /** Owners of one team, and of one event. */
  ownersMax: 20,
  // users/all/ for owners who are not staff: a search of at least this many characters, and at most
  // this many results (docs/api.md "Users"), so that nobody but staff can list every address.
  userSearchMin: 3,
  userSearchResultsMax: 20,
  /** users/all/ searches one user who is not staff may make per minute, counted across processes. */
  userSearchesPerMinute: 30,
  // Owner invitations (docs/api.md "Limits"): each sends a mail and may create an account, so an
  // organiser cannot mail strangers in bulk. Per inviting user and per event, per hour, counted
  // across processes (the rate counters of the login limit), "Invite owner" and the team import alike.
  invitesPerUserPerHour: 30,
  invitesPerEventPerHour: 60,
  /** Accounts an event's invitations created that have not logged in yet; past it no new account is invited. */
  invitesPendingPerEventMax: 100,
  // Export files are built in worker threads (docs/api.md "Limits"): at most this many at once per
  // server process, this many more waiting their turn; past them 429.
  exportBuildsMax: 2,
  exportBuildsWaitingMax: 8,
  /** Teams listed by users/my-teams/ (the top bar's "My team"), the newest events' first. */
  myTeamsMax: 50,
  // Spreadsheet imports (docs/api.md "Limits", "Player import"): the sheet, its rows, and the zip of
  // photos, whose entries, expanded size and compression ratio are capped against zip bombs.
  importFileMaxBytes: 10 * 1024 * 1024,
  importRowsMax: 5_000,
  // What reading one sheet may cost (decision 054): its columns, one cell's text, and the workbook's
  // parts expanded (the sum the zip's directory declares, and what inflating really gives).
  importColumnsMax: 200,
  importCellMaxChars: 10_000,
  importWorkbookExpandedMaxBytes: 64 * 1024 * 1024,
  importZipMaxBytes: 200 * 1024 * 1024,
  importZipEntriesMax: 2_000,
  importZipExpandedMaxBytes: 1024 * 1024 * 1024,
  importZipRatioMax: 100,
} as const;

/** The limits of the bidding fields (docs/api.md "Limits"); their texts: messages.ts BID_MSG. */
export const BIDDING_LIMITS = {
  /** Rungs of one ladder. */
  stepsMax: 20,
  /** The clock's seconds: at least 1, at most an hour. */
  secondsMin: 1,
  secondsMax: 3_600,
  /** Seconds one "extend" adds when none are sent, and the most one may add. */
  extendDefault: 10,
  extendMax: 600,
  /**
   * The most time the clock may hold, running or paused (seconds): extends add up without a bound
   * otherwise, until the paused time overflows its column (docs/api.md "Limits").
   */
  clockMaxSeconds: 3_600,
  /** How often each server process looks for a deadline that has passed, at most (ms). */
  clockCheckMs: 500,
};

/** What a live message names (docs/api.md "Live updates"). */
export const LIVE_TOPICS = ["players", "teams", "auction", "sponsors", "event", "registrations"] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** The details key of a player's phone number: private (docs/api.md "Players"), and the form's suggestion. */
export const CONTACT_NUMBER_KEY = "Contact Number";
/** Keys the player form's detail editor suggests. */
export const DETAIL_KEY_SUGGESTIONS: readonly string[] = [CONTACT_NUMBER_KEY];
/** Most details a player has (the server's limit on the details object). */
export const DETAILS_MAX = 50;
export const DETAIL_KEY_MAX = 100;

/** details keys that only permitted callers see (docs/api.md "Players"). */
export function isPrivateDetailKey(key: string): boolean {
  return key === CONTACT_NUMBER_KEY || key.startsWith("_");
}
