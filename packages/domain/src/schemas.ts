// One zod schema per wire shape (docs/style.md habit 1). Request schemas carry the spec's section 5 texts.
import { z } from "zod";
import { AuctionLogData, type DrawAsk } from "./auction-log.ts";
import { BIDDING_MODES, BidStepsField, Lot } from "./bidding.ts";
import {
  BIDDING_LIMITS,
  CONTACT_NUMBER_KEY,
  DETAIL_KEY_MAX,
  DETAILS_MAX,
  GRADE_CODES,
  isPlacedStatus,
  isPlayerStatus,
  LIMITS,
  NO_GRADE,
  PLAYER_STATUS_MAX,
  PLAYER_STATUSES,
  type PlayerStatusName,
} from "./constants.ts";
import { AMOUNT_STYLES } from "./display.ts";
import {
  booleanField,
  fileField,
  idField,
  idList,
  liveSeq,
  newPassword,
  nullableText,
  optionalDate,
  optionalEmail,
  optionalMoney,
  optionalUrl,
  requiredDate,
  requiredEmail,
  requiredInt,
  requiredText,
  requiredTime,
  wireId,
} from "./fields.ts";
import { ADJUST_MSG, BID_MSG, DRAW_MSG, MSG, RULE_TEXT } from "./messages.ts";
import { basePriceError, type PriceRules } from "./price.ts";
import { QUOTA_MSG } from "./quotas.ts";
import { QuotaJson, QuotasField } from "./quotas-wire.ts";
import { RTM_LIMITS, RTM_MSG } from "./rtm.ts";

// ---------- shared ----------
export const DetailSchema = z.object({ detail: z.string() });
export const FieldErrorsSchema = z.record(z.string(), z.union([z.array(z.string()), z.string()]));

export const IdParams = z.object({ id: wireId() });
export const EventQuery = z.object({ event_id: wireId(MSG.eventIdRequired) });

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
  search: z.string().max(LIMITS.searchMax).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

/**
 * `?archived=1` lists only the archived (staff only); absent or `0`, only the others
 * (docs/decisions/034-archive-and-delete.md).
 */
export const ArchivedQuery = z.object({ archived: booleanField(MSG.trueOrFalse).optional() });
export type ArchivedQuery = z.infer<typeof ArchivedQuery>;
export const ArchivablePageQuery = PageQuery.extend(ArchivedQuery.shape);

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** The rows page `page` of `pageSize` covers: the LIMIT and OFFSET of its query. */
export function pageBounds(page: number, pageSize: number) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

// ---------- users & auth ----------
export const LoginBody = z.object({
  email: requiredEmail(MSG.emailRequired),
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(LIMITS.passwordMax, MSG.passwordTooLong),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const SessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_staff: z.boolean(),
  token: z.string(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const ForgotPasswordBody = z.object({ email: requiredEmail(MSG.emailRequired) });

const passwordPair = {
  password: newPassword(MSG.passwordRequired),
  password_re: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired),
};
const passwordsMatch = (v: { password: string; password_re: string }) => v.password === v.password_re;

export const UpdatePasswordBody = z
  .object(passwordPair)
  .refine(passwordsMatch, { message: MSG.passwordsDoNotMatch, path: ["password_re"] });
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordBody>;

export const CompleteForgotPasswordBody = z
  .object({
    ...passwordPair,
    uid: z.string({ error: "uid is required." }).min(1, "uid is required.").max(100),
    token: z.string({ error: "token is required." }).min(1, "token is required.").max(200),
  })
  .refine(passwordsMatch, { message: MSG.passwordsDoNotMatch, path: ["password_re"] });

export const CheckStaff = z.object({ is_staff: z.boolean() });

export const User = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_staff: z.boolean(),
  last_login: z.string().nullable(),
  archived: z.boolean(),
});
export type User = z.infer<typeof User>;

/** An owner option; `email` is null in an owner's name search (docs/api.md "Users": no addresses but the one typed). */
export const UserOption = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() });
export type UserOption = z.infer<typeof UserOption>;
/** users/all/: staff may omit the search; others must send a whole e-mail or a name of LIMITS.userSearchMin characters (checked by the service). */
export const UserOptionsQuery = ArchivedQuery.extend({ search: z.string().max(LIMITS.searchMax).optional() });

export const UserCreateBody = z.object({
  name: requiredText(MSG.nameRequired),
  email: requiredEmail(MSG.userEmailRequired),
  password: newPassword(MSG.userPasswordRequired),
  is_staff: booleanField(MSG.isAdminRequired),
});
export type UserCreateBody = z.infer<typeof UserCreateBody>;

/** docs/product.md section 5 "User edit": only name and is_staff. */
export const UserUpdateBody = z.object({
  name: requiredText(MSG.nameRequired),
  is_staff: booleanField(MSG.isAdminRequired),
});
/** PATCH adds `archived` (staff; not one's own account; docs/decisions/034-archive-and-delete.md). */
export const UserPatchBody = UserUpdateBody.partial().extend({ archived: booleanField(MSG.trueOrFalse).optional() });
export type UserPatchBody = z.infer<typeof UserPatchBody>;

// ---------- events ----------
export const EventType = z.object({ id: z.number().int(), name: z.string() });
export type EventType = z.infer<typeof EventType>;

export const Skill = z.object({ id: z.number().int(), name: z.string() });
export type Skill = z.infer<typeof Skill>;
export const SkillBody = z.object({ name: requiredText(MSG.nameRequired, 100) });

export const Event = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  location: z.string(),
  funds_per_team: z.number().int(),
  funds_unit: z.string(),
  min_player_price: z.number().int(),
  min_players: z.number().int(),
  max_players: z.number().int(),
  type: z.number().int(),
  type_name: z.string(),
  owners: z.array(z.number().int()),
  /** The owners by name, as teams show theirs (the owner picker's chips; docs/api.md "Events"). */
  owners_details: z.array(z.object({ id: z.number().int(), name: z.string() })),
  is_owner: z.boolean(),
  funds_remaining: z.number().int(),
  players_remaining: z.number().int(),
  archived: z.boolean(),
  /** Squad quotas per team (docs/api.md "Squad quotas"): public, a rule of the auction. */
  quotas: z.array(QuotaJson),
  /** Bidding by team owners (docs/api.md "Bidding by team owners"). */
  bidding: z.enum(BIDDING_MODES),
  bid_steps: z.array(z.object({ below: z.number().int().nullable(), step: z.number().int() })),
  first_bid_seconds: z.number().int(),
  bid_seconds: z.number().int(),
  auto_sell: z.boolean(),
  /** How the event's amounts are shown: every digit or as people say them (domain formatAmount; decision 061). */
  amount_style: z.enum(AMOUNT_STYLES),
  /** Right to match (docs/api.md "Right to match"): cards per team (0: off) and the owners' window in seconds. */
  rtm_cards: z.number().int(),
  rtm_seconds: z.number().int(),
});
export type Event = z.infer<typeof Event>;

const clockSeconds = () =>
  requiredInt(BID_MSG.secondsRange, {
    min: BIDDING_LIMITS.secondsMin,
    max: BIDDING_LIMITS.secondsMax,
    minMessage: BID_MSG.secondsRange,
    maxMessage: BID_MSG.secondsRange,
  });

const eventFields = z.object({
  name: requiredText(MSG.nameRequired),
  date: requiredDate(MSG.dateRequired),
  start_time: requiredTime(MSG.startTimeRequired),
  end_time: requiredTime(MSG.endTimeRequired),
  location: requiredText(MSG.locationRequired, 300),
  funds_per_team: requiredInt(MSG.fundsPerTeamRequired),
  funds_unit: requiredText(MSG.fundsUnitRequired, 50),
  min_player_price: requiredInt(MSG.minPlayerPriceRequired),
  min_players: requiredInt(MSG.minPlayersRequired, { max: LIMITS.playersMax }),
  max_players: requiredInt(MSG.maxPlayersRequired, { min: 1, max: LIMITS.playersMax }),
  type: idField(MSG.typeRequired),
  owners: idList(MSG.unknownOwner, { count: LIMITS.ownersMax, message: () => MSG.tooManyOwners }).optional(),
  logo: fileField,
  quotas: QuotasField.optional(),
  // Bidding by team owners: absent on create means the defaults (domain BIDDING_DEFAULTS).
  bidding: z.enum(BIDDING_MODES, { error: MSG.invalidChoice }).optional(),
  bid_steps: BidStepsField.optional(),
  first_bid_seconds: clockSeconds().optional(),
  bid_seconds: clockSeconds().optional(),
  auto_sell: booleanField(MSG.trueOrFalse).optional(),
  // Absent on create means "full" (DEFAULT_AMOUNT_STYLE).
  amount_style: z.enum(AMOUNT_STYLES, { error: MSG.invalidChoice }).optional(),
  rtm_cards: requiredInt(RTM_MSG.cardsRange, {
    min: 0,
    max: RTM_LIMITS.cardsMax,
    minMessage: RTM_MSG.cardsRange,
    maxMessage: RTM_MSG.cardsRange,
  }).optional(),
  rtm_seconds: requiredInt(RTM_MSG.secondsRange, {
    min: RTM_LIMITS.secondsMin,
    max: RTM_LIMITS.secondsMax,
    minMessage: RTM_MSG.secondsRange,
    maxMessage: RTM_MSG.secondsRange,
  }).optional(),
});
/** The settings eventSettingsErrors weighs together (the stored values fill in what a PATCH leaves out). */
export type EventSettings = {
  funds_per_team: number;
  funds_unit: string;
  min_player_price: number;
  min_players: number;
  start_time: string;
  end_time: string;
};

/**
 * Settings no team can meet (docs/api.md "Events"): funds per team below the minimum squad at the
 * minimum player price, or an end time not after the start time. Field errors, each saying why; the
 * create schema, the form and the service's PATCH check (against the stored event) all ask this.
 */
export function eventSettingsErrors(e: EventSettings): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (e.funds_per_team < e.min_players * e.min_player_price)
    errors.funds_per_team = [RULE_TEXT.fundsBelowSquad(e.min_players, e.min_player_price, e.funds_unit)];
  // "HH:MM" and "HH:MM:SS" both compare as text once cut to the minute.
  if (e.end_time.slice(0, 5) <= e.start_time.slice(0, 5)) errors.end_time = [RULE_TEXT.endBeforeStart(e.start_time.slice(0, 5))];
  return errors;
}

/**
 * The event's fields and its squad sizes in order: what a restored backup is held to (a backup made
 * before the settings rule below restores as it was: docs/decisions/053-base-price-floor.md).
 */
export const EventRecord = eventFields.refine((e) => e.max_players >= e.min_players, {
  message: MSG.maxBelowMin,
  path: ["max_players"],
});
export const EventBody = EventRecord.superRefine((e, ctx) => {
  for (const [field, messages] of Object.entries(eventSettingsErrors(e)))
    for (const message of messages) ctx.addIssue({ code: "custom", message, path: [field] });
});
export type EventBody = z.infer<typeof EventBody>;
/**
 * PATCH: any subset; the cross-field rule is checked against the stored event by the service.
 * `archived` is for staff only (docs/decisions/034-archive-and-delete.md).
 */
export const EventPatchBody = eventFields.partial().extend({ archived: booleanField(MSG.trueOrFalse).optional() });

/** POST events/{id}/duplicate/ (docs/api.md "Duplicate an event"): the new event's name. */
export const DuplicateEventBody = z.object({ name: requiredText(MSG.nameRequired) });
export type DuplicateEventBody = z.infer<typeof DuplicateEventBody>;
export type EventPatchBody = z.infer<typeof EventPatchBody>;

export const PermissionResult = z.object({ permitted: z.boolean() });

// ---------- sponsors ----------
export const Sponsor = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  order: z.number().int(),
  link: z.string(),
  category: z.string(),
  event: z.number().int(),
});
export type Sponsor = z.infer<typeof Sponsor>;

export const SponsorBody = z.object({
  name: requiredText(MSG.nameRequired),
  category: requiredText(MSG.categoryRequired, 100),
  order: requiredInt(MSG.orderRequired, {
    min: LIMITS.sponsorOrderMin,
    max: LIMITS.sponsorOrderMax,
    minMessage: MSG.orderRange,
    maxMessage: MSG.orderRange,
  }),
  link: optionalUrl().optional(),
  logo: fileField,
});
export type SponsorBody = z.infer<typeof SponsorBody>;
export const SponsorPatchBody = SponsorBody.partial();

// ---------- teams ----------
export const Team = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Its short name ("RCB"): the organiser's, else derived from the name's initials (domain shortNameOf). */
  short_name: z.string(),
  logo: z.string().nullable(),
  owners: z.array(z.number().int()),
  owners_details: z.array(z.object({ id: z.number().int(), name: z.string() })),
  event: z.number().int(),
  players_count: z.number().int(),
  players_remaining: z.number().int(),
  min_players: z.number().int(),
  max_players: z.number().int(),
  total_funds: z.number().int(),
  funds_remaining: z.number().int(),
  max_bid: z.number().int(),
  funds_unit: z.string(),
  /** The sum of the team's purse adjustments (docs/api.md "Purse adjustments"); funds_remaining counts it. */
  adjustments_total: z.number().int(),
  /**
   * Each purse adjustment with its reason, oldest first (decision 062): a bonus (> 0) or a penalty
   * (< 0); with them total_funds + adjustments − spent = funds_remaining reads on every screen.
   */
  adjustments: z.array(z.object({ id: z.number().int(), amount: z.number().int(), reason: z.string() })),
  /**
   * The squad quotas' unmet minimums (docs/api.md "Squad quotas"), in words ("Needs 1
   * Wicket-keeper"); empty when the event has none or the team meets them.
   */
  quota_needs: z.array(
    z.object({ kind: z.enum(["grade", "skill"]), id: z.number().int(), missing: z.number().int(), text: z.string() }),
  ),
  /** Right to match (docs/api.md "Right to match"): the event's cards less the team's matches standing. */
  rtm_cards_left: z.number().int(),
});
export type Team = z.infer<typeof Team>;

/**
 * GET users/my-teams/: a team the caller owns, with what the top bar's "My team" needs of its event
 * (docs/api.md "Bidding by team owners").
 */
export const MyTeam = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  event: z.object({ id: z.number().int(), name: z.string(), date: z.string(), bidding: z.enum(BIDDING_MODES) }),
});
export type MyTeam = z.infer<typeof MyTeam>;

/** GET teams/{id}/budget/ (docs/api.md "Budget rule"): the max bid and its terms (domain budgetOf). */
export const TeamBudget = z.object({
  max_bid: z.number().int(),
  funds_remaining: z.number().int(),
  open_slots: z.number().int(),
  full: z.boolean(),
  reserved: z.array(
    z.object({
      kind: z.enum(["min_players", "quota"]),
      reason: z.string(),
      players: z.number().int(),
      price: z.number().int(),
      amount: z.number().int(),
    }),
  ),
});
export type TeamBudget = z.infer<typeof TeamBudget>;

export const TeamBody = z.object({
  name: requiredText(MSG.nameRequired),
  owners: idList(MSG.selectOwners, { count: LIMITS.ownersMax, message: () => MSG.tooManyOwners }).refine(
    (l) => l.length > 0,
    MSG.selectOwners,
  ),
  logo: fileField,
  /** Blank or absent: derived from the name (domain deriveShortName). */
  short_name: nullableText(LIMITS.teamShortNameMax).optional(),
});
export type TeamBody = z.infer<typeof TeamBody>;
export const TeamPatchBody = TeamBody.partial();

/** POST teams/{id}/invite/: a team owner by e-mail (docs/api.md "Bidding by team owners"). */
export const InviteBody = z.object({ email: requiredEmail(MSG.emailRequired), name: requiredText(MSG.nameRequired) });
export type InviteBody = z.infer<typeof InviteBody>;
export const InviteResult = z.object({
  team: Team,
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  created: z.boolean(),
  /** "sent" through the mail server, or "outbox": written to the server's outbox (no mail server), received by nobody. */
  mail: z.enum(["sent", "outbox"]),
  /** With "outbox" and a new account: its link to set a password, for the inviting organiser to pass on; else null. */
  link: z.string().nullable(),
});
export type InviteResult = z.infer<typeof InviteResult>;

// ---------- players ----------
const detailsValue = z.union([z.string().max(LIMITS.textMax, MSG.detailsValue), z.number(), z.boolean(), z.null()], {
  error: MSG.detailsValue,
});
export const PlayerDetails = z.record(z.string().max(100), detailsValue);
export type PlayerDetails = z.infer<typeof PlayerDetails>;

/** details arrive as JSON text (docs/product.md section 3) or as an object; either way they must be an object. */
export const detailsField = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return v;
    if (typeof v !== "string") return v;
    if (v.trim() === "") return {};
    try {
      return JSON.parse(v);
    } catch {
      return Symbol.for("invalid-json");
    }
  },
  z
    .record(z.string().max(DETAIL_KEY_MAX, MSG.detailsNotObject), detailsValue, { error: MSG.detailsNotObject })
    .refine((o) => Object.keys(o).length <= DETAILS_MAX, MSG.detailsNotObject),
);

/**
 * A detail key as stored: trimmed, and "contact number" in any case is the private
 * `Contact Number` (docs/api.md "Players"), so a differently typed key cannot leak a phone number.
 */
export function canonicalDetailKey(key: string): string {
  const k = key.trim();
  return k.toLowerCase() === CONTACT_NUMBER_KEY.toLowerCase() ? CONTACT_NUMBER_KEY : k;
}

export type DetailRow = { key: string; value: string };

/** A player's details as the form's rows (values as text; null as empty). */
export function detailRowsOf(details: PlayerDetails | null | undefined): DetailRow[] {
  return Object.entries(details ?? {}).map(([key, value]) => ({ key, value: value === null ? "" : String(value) }));
}

/**
 * The player form's key/value rows, checked and turned into the details object the API takes
 * (the same object the JSON text used to be). Blank rows are dropped; a value without a key and a
 * key listed twice are field errors on the row's key.
 */
export const DetailRows = z
  .array(z.object({ key: z.string(), value: z.string().max(LIMITS.textMax, MSG.textTooLong) }))
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    let count = 0;
    rows.forEach((row, i) => {
      const key = canonicalDetailKey(row.key);
      if (key === "") {
        if (row.value.trim() !== "") ctx.addIssue({ code: "custom", path: [i, "key"], message: MSG.detailKeyRequired });
        return;
      }
      count++;
      if (key.length > DETAIL_KEY_MAX) ctx.addIssue({ code: "custom", path: [i, "key"], message: MSG.detailKeyTooLong });
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: [i, "key"], message: MSG.detailKeyDuplicate });
      seen.add(key);
    });
    if (count > DETAILS_MAX) ctx.addIssue({ code: "custom", path: [], message: MSG.tooManyDetails });
  })
  .transform(
    (rows): PlayerDetails =>
      Object.fromEntries(rows.filter((r) => canonicalDetailKey(r.key) !== "").map((r) => [canonicalDetailKey(r.key), r.value])),
  );

export const TransactionDetail = z.object({
  team: z.number().int(),
  team_name: z.string(),
  price: z.number().int(),
  funds_unit: z.string(),
  /** A sale by right to match (docs/api.md "Right to match"); the server always sends it. */
  rtm: z.boolean().optional(),
});

export const Player = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  /** Null: not known (imported without one); the form still requires it for a new player. */
  date_of_birth: z.string().nullable(),
  details: PlayerDetails,
  skills: z.array(z.number().int()),
  skills_details: z.array(Skill),
  email: z.string().nullable().optional(),
  /** The league's own number for the player ("List Sr.No."); private like the e-mail: absent for others. */
  ref: z.string().nullable().optional(),
  grade: z.number().int(),
  grade_name: z.string(),
  /** The opening price; null: the event's min_player_price (docs/api.md "Base price"). */
  base_price: z.number().int().nullable(),
  /** The named set the player is drawn in ("Marquee"), or null (docs/api.md "Draw control"). */
  set: z.string().nullable(),
  /** The team of the event the player was with last season (right to match), or null; and its name. */
  previous_team: z.number().int().nullable().optional(),
  previous_team_name: z.string().nullable().optional(),
  status: z.number().int(),
  status_name: z.string(),
  event: z.number().int(),
  transaction_detail: TransactionDetail.nullable(),
});
export type Player = z.infer<typeof Player>;

export const PlayerBody = z.object({
  name: requiredText(MSG.nameRequired),
  date_of_birth: requiredDate(MSG.dateRequired),
  grade: requiredInt(MSG.gradeRequired, { min: 0, max: 10_000 })
    .refine((g) => (GRADE_CODES as number[]).includes(g), MSG.invalidGrade)
    .default(NO_GRADE),
  skills: idList(MSG.unknownSkill).optional(),
  base_price: optionalMoney().optional(),
  set: nullableText(LIMITS.textMax).optional(),
  previous_team: z.preprocess((v) => (v === "" ? null : v), idField(RTM_MSG.previousTeamInvalid).nullable().optional()),
  email: optionalEmail().optional(),
  ref: nullableText(LIMITS.playerRefMax).optional(),
  details: detailsField.optional(),
  image: fileField,
});
export type PlayerBody = z.infer<typeof PlayerBody>;
/**
 * A player schema (the API's, the form's, the import's row) held to the event's base-price rule
 * (domain basePriceError): the message lands under `base_price`. The server checks the same rule
 * again under the event's lock, against the minimum as it is then.
 */
export function withBasePriceRule<S extends z.ZodType<{ base_price?: number | null }>>(schema: S, event: PriceRules) {
  return schema.superRefine((v, ctx) => {
    const message = basePriceError(v.base_price, event);
    if (message) ctx.addIssue({ code: "custom", message, path: ["base_price"] });
  });
}

/** A player as a sheet or a backup gives it: the form's rules, but the date of birth may be missing. */
export const PlayerImportBody = PlayerBody.extend({ date_of_birth: optionalDate() });
export const PlayerPatchBody = z
  .object(PlayerBody.shape)
  .partial()
  .extend({
    grade: requiredInt(MSG.gradeRequired, { min: 0, max: 10_000 })
      .refine((g) => (GRADE_CODES as number[]).includes(g), MSG.invalidGrade)
      .optional(),
  });

/** A query key that may repeat (`?status=0&status=2`, docs/api.md "Conventions"): one value or many. */
function repeatedKey<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item)).optional();
}

export const PlayerListQuery = PageQuery.extend({
  event_id: EventQuery.shape.event_id,
  status: repeatedKey(z.coerce.number().int().refine(isPlayerStatus, MSG.invalidStatus)),
  grade: repeatedKey(
    z.coerce
      .number()
      .int()
      .refine((g) => (GRADE_CODES as number[]).includes(g), MSG.invalidGrade),
  ),
  /** Skill ids; an id that is not a skill of the event matches no player. */
  skill: repeatedKey(wireId()),
});
export type PlayerListQuery = z.infer<typeof PlayerListQuery>;

/** Players per status name (in the status table's order), and the total. */
export const StatusCounts = z.object({
  ...(Object.fromEntries(PLAYER_STATUSES.map((s) => [s.name, z.number().int()])) as Record<PlayerStatusName, z.ZodNumber>),
  Total: z.number().int(),
});
export type StatusCounts = z.infer<typeof StatusCounts>;

// ---------- auction ----------
/**
 * The sell rule's fields (docs/api.md "sell-player"): statuses that place a player (3, 4, 6) take a team
 * and a price; the others ignore both, so they are dropped before anything is validated. One rule
 * for the server's body and the web's form and payload.
 */
export function withoutIgnoredSaleFields<T>(body: T): T {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const raw = body as Record<string, unknown>;
  const status = typeof raw.status === "string" && raw.status.trim() !== "" ? Number(raw.status) : raw.status;
  if (typeof status !== "number" || isPlacedStatus(status)) return body;
  const { team: _team, price: _price, ...rest } = raw;
  return rest as T;
}

/**
 * The fields of a sale: a player, a status and, for statuses that place a player, a team and a price.
 * `override_limits` lifts the price rules and the max bid's reserve, never a free slot or the funds
 * (docs/api.md "Corrections and undo"); logged.
 */
const saleFields = z.object({
  player: idField(MSG.playerRequired),
  status: requiredInt(MSG.statusRequired, { max: PLAYER_STATUS_MAX }).refine(isPlayerStatus, MSG.invalidStatus),
  team: z.preprocess((v) => (v === "" ? null : v), idField(MSG.teamRequired).nullable().optional()),
  price: z.preprocess((v) => (v === "" ? null : v), requiredInt(MSG.priceRequired).nullable().optional()),
  override_limits: booleanField(MSG.trueOrFalse).optional(),
});

function placedNeedsTeamAndPrice(v: { status: number; team?: number | null; price?: number | null }, ctx: z.RefinementCtx) {
  if (!isPlacedStatus(v.status)) return;
  if (v.team == null) ctx.addIssue({ code: "custom", path: ["team"], message: MSG.teamRequired });
  if (v.price == null) ctx.addIssue({ code: "custom", path: ["price"], message: MSG.priceRequired });
}

export const SellBody = z.preprocess(
  withoutIgnoredSaleFields,
  saleFields
    .extend({
      suppress_player_check: booleanField(MSG.trueOrFalse).optional(),
      /** A sale by right to match to the player's previous team (docs/api.md "Right to match"). */
      rtm: booleanField(MSG.trueOrFalse).optional(),
    })
    .superRefine(placedNeedsTeamAndPrice),
);
export type SellBody = z.infer<typeof SellBody>;

/**
 * POST transactions/re-auction/ (docs/api.md "Second round"): the second round's price,
 * a percentage of each Unsold player's base price (optional: without it the prices stay).
 */
export const ReAuctionBody = z.object({
  base_price_percent: z
    .preprocess(
      (v) =>
        typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" && /^-?\d+$/.test(v.trim()) ? Number(v) : v,
      z.number({ error: QUOTA_MSG.percent }).int(QUOTA_MSG.percent).min(1, QUOTA_MSG.percent).max(100, QUOTA_MSG.percent),
    )
    .optional(),
});
export type ReAuctionBody = z.infer<typeof ReAuctionBody>;

/** Why a correction or an adjustment was made: required, trimmed (docs/api.md "Corrections and undo", "Purse adjustments"). */
const reasonField = () => requiredText(ADJUST_MSG.reasonRequired, LIMITS.textMax);

/** POST auctions/corrections/: any earlier result of a player changed (no block check), with a reason. */
export const CorrectionBody = z.preprocess(
  withoutIgnoredSaleFields,
  saleFields.extend({ reason: reasonField() }).superRefine(placedNeedsTeamAndPrice),
);
export type CorrectionBody = z.infer<typeof CorrectionBody>;

/** POST teams/{id}/adjustments/: a bonus (> 0) or a penalty (< 0) with its reason. */
export const AdjustmentBody = z.object({
  amount: requiredInt(ADJUST_MSG.amountRequired, { min: -LIMITS.moneyMax, minMessage: MSG.tooLarge }),
  reason: reasonField(),
  override_limits: booleanField(MSG.trueOrFalse).optional(),
});
export type AdjustmentBody = z.infer<typeof AdjustmentBody>;

/** POST auctions/bids/withdraw/: the highest bid is taken back, with a reason (logged). */
export const WithdrawBidBody = z.object({
  reason: reasonField(),
  /** The bid taken back (its id: current-player's lot.highest.bid); optional for clients from before it was named. */
  bid: z.number({ error: BID_MSG.bidInvalid }).int(BID_MSG.bidInvalid).min(1, BID_MSG.bidInvalid).optional(),
});
export type WithdrawBidBody = z.infer<typeof WithdrawBidBody>;

export const CurrentPlayer = z.object({ status: z.number().int(), player: Player.nullable(), lot: Lot.optional() });
export type CurrentPlayer = z.infer<typeof CurrentPlayer>;

/** POST undo/'s answer: the entry it wrote, the one it reversed (and its action), and the auction as it now stands. */
export const UndoResult = z.object({
  seq: z.number().int(),
  undo_of: z.number().int(),
  action: z.string(),
  ...CurrentPlayer.shape,
});
export type UndoResult = z.infer<typeof UndoResult>;

export const TopTransaction = z.object({
  id: z.number().int(),
  player_name: z.string(),
  team_name: z.string(),
  price: z.number().int(),
  funds_unit: z.string(),
  /** A sale by right to match; the server always sends it. */
  rtm: z.boolean().optional(),
});
export type TopTransaction = z.infer<typeof TopTransaction>;

export const AuctionLogEntry = z.object({
  seq: z.number().int(),
  action: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  topics: z.array(z.string()),
  data: AuctionLogData,
  undo_of: z.number().int().nullable(),
  undone: z.boolean(),
  created_at: z.string(),
  /** Who made the change (the same as `actor`; the audit's name for it). */
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Why: set on corrections and adjustments (docs/api.md "Corrections and undo", "Purse adjustments"). */
  reason: z.string().nullable(),
});
export type AuctionLogEntry = z.infer<typeof AuctionLogEntry>;

// ---------- live ----------
// The message itself (with `action` and `detail`) is live.ts.
/** `GET /api/events/{id}/live/?last_event_id=`: replay what came after that id (or the Last-Event-ID header). */
export const LiveQuery = z.object({ last_event_id: liveSeq().optional() });

// ---------- draw control (docs/api.md "Draw control") ----------

const gradeCode = () =>
  requiredInt(MSG.gradeRequired, { min: 0, max: 10_000 }).refine((g) => (GRADE_CODES as number[]).includes(g), MSG.invalidGrade);

/**
 * POST next-player/'s optional body: a chosen player, a grade or a named set to draw within; at most
 * one of them (more is a 400 `{detail: DRAW_MSG.oneChoice}`, see `drawAskOf`). Nothing (or an empty
 * body): the automatic draw.
 */
export const DrawBody = z.object({
  player: idField(MSG.playerRequired).optional(),
  grade: gradeCode().optional(),
  set: requiredText(DRAW_MSG.setRequired, LIMITS.textMax).optional(),
});
export type DrawBody = z.infer<typeof DrawBody>;

/** The one choice of a draw body: null for the automatic draw, "several" when more than one was sent. */
export function drawAskOf(body: DrawBody): DrawAsk | null | "several" {
  const asks: DrawAsk[] = [];
  if (body.player !== undefined) asks.push({ player: body.player });
  if (body.grade !== undefined) asks.push({ grade: body.grade });
  if (body.set !== undefined) asks.push({ set: body.set });
  return asks.length > 1 ? "several" : (asks[0] ?? null);
}

/** What is left to draw per grade and per named set: the draw pool (Available) and the Unsold. */
export const DrawLeftGroup = z.object({ left: z.number().int(), unsold: z.number().int() });
export const DrawLeft = z.object({
  /** Grades that have players, in the draw's order (A+ first, NA last). */
  grades: z.array(DrawLeftGroup.extend({ grade: z.number().int(), grade_name: z.string() })),
  /** Named sets that have players, by name; empty when the event uses none. */
  sets: z.array(DrawLeftGroup.extend({ set: z.string() })),
});
export type DrawLeft = z.infer<typeof DrawLeft>;

// Right to match (rtm.ts: the rule and its texts; the bodies here, with the other request schemas,
// so a public page that reads the rule does not load zod).
/** POST auctions/bids/match/: the previous team's answer in its window (true: match; false: let the winner have him). */
export const MatchBody = z.object({ match: booleanField(MSG.trueOrFalse) });
export type MatchBody = z.infer<typeof MatchBody>;
export const MatchResult = z.object({ outcome: z.enum(["sold", "unsold", "paused", "nothing", "matching"]) });
