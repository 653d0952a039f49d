// The auction report and the sponsors' exposure (docs/api.md "The auction report", "Sponsor exposure";
// docs/decisions/066-report-and-exposure.md): the wire shapes, and the few rules the server's figures
// and the web's charts share (which sale is a steal or a bargain, what a screen may report).
import { z } from "zod";

const int = () => z.number().int();

/** What a team's players with no skill are counted under in by_skill. */
export const REPORT_NO_SKILL = "No skill";

export const ReportSale = z.object({
  /** The n-th standing sale of the night, in the order the sales were made (1, 2, ...). */
  lot: int(),
  player: int(),
  player_name: z.string(),
  team: int(),
  team_name: z.string(),
  price: int(),
  /** The player's opening price (its base price, else the event's min_player_price). */
  base_price: int(),
  grade: int(),
  grade_name: z.string(),
  /** The player's first skill (in the event's order of skills), or REPORT_NO_SKILL. */
  skill: z.string(),
});
export type ReportSale = z.infer<typeof ReportSale>;

export const ReportTeam = z.object({
  id: int(),
  name: z.string(),
  spent: int(),
  /** Sum of the team's standing purse adjustments (bonuses positive, penalties negative). */
  adjustments: int(),
  /** funds_per_team + adjustments - spent. */
  left: int(),
  players: int(),
  by_skill: z.array(z.object({ skill: z.string(), spent: int(), players: int() })),
  by_grade: z.array(z.object({ grade: int(), grade_name: z.string(), spent: int(), players: int() })),
  /** The buy with the lowest price for its opening price (ties: the earlier sale); null with no buys. */
  best_buy: z.object({ player: int(), player_name: z.string(), price: int(), base_price: int() }).nullable(),
});
export type ReportTeam = z.infer<typeof ReportTeam>;

export const EventReport = z.object({
  event: z.object({ id: int(), name: z.string(), funds_per_team: int(), funds_unit: z.string() }),
  /** The auction status when the report was read (docs/api.md "current-player"). */
  status: int(),
  players_sold: int(),
  players_unsold: int(),
  total_spent: int(),
  /** Whole amounts (rounded half up); null with no sale. */
  average_price: int().nullable(),
  median_price: int().nullable(),
  record_sale: z.object({ player: int(), player_name: z.string(), team: int(), team_name: z.string(), price: int() }).nullable(),
  teams: z.array(ReportTeam),
  series: z.object({
    /** Each team's purse after each lot (lot 0: before the first sale), with its adjustments from when they were made. */
    purses: z.array(z.object({ team: int(), team_name: z.string(), points: z.array(z.object({ lot: int(), left: int() })) })),
    sales: z.array(ReportSale),
  }),
});
export type EventReport = z.infer<typeof EventReport>;

/** A sale at most this many times its opening price is a bargain (above 1: somebody bid, not much). */
export const BARGAIN_RATIO = 1.25;
export type SaleLabel = "steal" | "bargain" | null;
/**
 * A steal went for its opening price or less (nobody bid it up); a bargain for at most BARGAIN_RATIO
 * times it. The scatter names them; the rest are dots.
 */
export function saleLabel(sale: { price: number; base_price: number }): SaleLabel {
  if (sale.base_price <= 0) return null;
  if (sale.price <= sale.base_price) return "steal";
  if (sale.price <= sale.base_price * BARGAIN_RATIO) return "bargain";
  return null;
}

// ---------- sponsor exposure ----------

/** Where a sponsor was shown: the room's big screen or the stream overlay. */
export const EXPOSURE_SCREENS = ["big-screen", "overlay"] as const;
export type ExposureScreen = (typeof EXPOSURE_SCREENS)[number];

export const EXPOSURE_LIMITS = {
  /** How often a visible screen reports (seconds). */
  beaconSeconds: 30,
  /** Most sponsors one beacon may name. */
  shownMax: 24,
  /** Most seconds one entry may claim (a screen that missed beacons still counts no more than has passed). */
  secondsMax: 600,
  /** A screen's first beacon counts at most this much (it has no earlier beacon to measure from). */
  firstBeaconSeconds: 30,
  /** Beacons per screen identity per minute. */
  perScreenPerMinute: 6,
  /**
   * Most sold moments one entry may claim (a screen still counts no more than the sales the event
   * recorded since its previous beacon: docs/decisions/072-sponsor-report.md).
   */
  momentsMax: 50,
} as const;

/** The screen's identity: a random id it keeps (a reload keeps it; a second screen has its own). */
export const ScreenId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "A screen id is 8 to 64 letters, digits, - or _.");

export const ExposureBeacon = z
  .object({
    screen: ScreenId,
    kind: z.enum(EXPOSURE_SCREENS),
    shown: z
      .array(
        z
          .object({
            sponsor: int().positive(),
            seconds: z
              .number({ error: "Seconds are a whole number." })
              .int("Seconds are a whole number.")
              .min(0, "Seconds cannot be negative.")
              .max(EXPOSURE_LIMITS.secondsMax),
            /** Sold moments the screen showed while this sponsor was in its slot, since its previous beacon (optional: older screens send none). */
            moments: z
              .number({ error: "Moments are a whole number." })
              .int("Moments are a whole number.")
              .min(0, "Moments cannot be negative.")
              .max(EXPOSURE_LIMITS.momentsMax)
              .optional(),
          })
          .strict(),
      )
      .max(EXPOSURE_LIMITS.shownMax),
  })
  .strict();
export type ExposureBeacon = z.infer<typeof ExposureBeacon>;

export const ExposureCounted = z.object({
  /** Seconds counted from this beacon, summed over its sponsors (at most what has passed since the screen's previous one). */
  counted: int(),
  /** Sold moments counted from this beacon (at most the sales the event recorded since the screen's previous one). */
  moments: int(),
});

/** The public pages whose views are counted per day (docs/api.md "Sponsor exposure"). */
export const PAGE_VIEW_PAGES = ["event", "details", "teams", "team", "players", "player", "auctions", "report"] as const;
export type PageViewPage = (typeof PAGE_VIEW_PAGES)[number];
/** What the share cards served for an event are counted under, beside the pages (never a page view). */
export const CARDS_SERVED = "card";

export const SponsorExposure = z.object({
  sponsor: z.object({ id: int(), name: z.string(), category: z.string(), logo: z.string().nullable() }),
  screen_seconds: int(),
  overlay_seconds: int(),
  /** Views of the event's public pages (every one carries the sponsors' logos). */
  page_views: int(),
  /** Share cards (the event's, a team's, a player's) served for the event: each carries the event's look. */
  cards_served: int(),
  /** Sold moments a screen showed while this sponsor was in its slot (each screen counts its own). */
  sold_moments: int(),
  by_hour: z.array(z.object({ hour: z.string(), screen_seconds: int(), overlay_seconds: int() })),
  /** The event's name and logo, for the sponsor's report page. */
  event: z.object({ id: int(), name: z.string(), logo: z.string().nullable() }),
  /** When the sponsor's private link was made; null without one. */
  link_created_at: z.string().nullable(),
});
export type SponsorExposure = z.infer<typeof SponsorExposure>;

/** The header that carries a sponsor's private key to its exposure read (docs/api.md "Sponsor exposure"). */
export const SPONSOR_KEY_HEADER = "x-sponsor-key";

/** A sponsor's private link, answered once when it is made. */
export const SponsorLink = z.object({
  /** The private key: shown this once, stored hashed. */
  key: z.string(),
  created_at: z.string(),
});
export type SponsorLink = z.infer<typeof SponsorLink>;

export const EXPOSURE_MSG = {
  notEventSponsor: "Only this event's sponsors can be reported.",
  tooManyBeacons: "This screen reports too often. Wait a minute and try again.",
  sponsorTwice: "Name each sponsor once.",
} as const;
