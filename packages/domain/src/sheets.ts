// Organiser data in and out (docs/api.md "Imports and exports"): what an export may be
// asked for, shared by the server's route and the dashboard's buttons.
import { z } from "zod";
import { CONTACT_NUMBER_KEY, LIMITS, PLAYER_STATUS, PLAYER_STATUSES, type PlayerStatus, playerStatusName } from "./constants.ts";
import { formatNumber, isTimeZone } from "./display.ts";
import { priceHeaderUnit } from "./price.ts";

/** `what=`: every player's result, one roster per team, or the event's log. */
export const EXPORT_KINDS = [
  { what: "results", label: "Results" },
  { what: "rosters", label: "Rosters" },
  { what: "log", label: "Auction log" },
] as const;
export type ExportWhat = (typeof EXPORT_KINDS)[number]["what"];

/** `format=`: CSV (UTF-8 with a BOM) or an Excel workbook. */
export const EXPORT_FORMATS = [
  { format: "csv", label: "CSV", mime: "text/csv; charset=utf-8" },
  { format: "xlsx", label: "Excel", mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number]["format"];

const whats = EXPORT_KINDS.map((k) => k.what) as [ExportWhat, ...ExportWhat[]];
const formats = EXPORT_FORMATS.map((f) => f.format) as [ExportFormat, ...ExportFormat[]];

export const TIME_ZONE_TEXT = "Enter a time zone such as Asia/Kolkata.";

/**
 * `tz`: the log export's times are in this zone (the web sends the browser's), UTC when absent
 * (docs/api.md "Exports").
 */
export const ExportQuery = z.object({
  what: z.enum(whats, { error: `Choose one of: ${whats.join(", ")}.` }),
  format: z.enum(formats, { error: `Choose one of: ${formats.join(", ")}.` }).default("csv"),
  tz: z.string({ error: TIME_ZONE_TEXT }).max(64, TIME_ZONE_TEXT).refine(isTimeZone, TIME_ZONE_TEXT).optional(),
});

export type ExportQuery = z.infer<typeof ExportQuery>;

/** An event's name as a file name's start: letters and digits, e.g. `summer-league`. */
export function eventFileSlug(eventName: string): string {
  const slug = eventName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "event";
}

/** The download's file name, e.g. `summer-league-results.xlsx`. */
export function exportFileName(eventName: string, what: ExportWhat, format: ExportFormat): string {
  return `${eventFileSlug(eventName)}-${what}.${format}`;
}

// ---------- player import ----------

/**
 * What a column of an imported sheet may fill (docs/api.md "Player import"): a field of the player
 * form, the private contact number, a photo's file name inside the zip, a detail named after the
 * column, or nothing. `synonyms` are headers as `normalizeHeader` leaves them.
 */
export const PLAYER_IMPORT_FIELDS = [
  { field: "id", label: "ID (updates that player)", synonyms: ["id", "playerid"] },
  {
    field: "ref",
    label: "Ref (the league's own number: updates that player)",
    synonyms: [
      "ref",
      "reference",
      "playerref",
      "listsrno",
      "srno",
      "slno",
      "sno",
      "serialno",
      "playerno",
      "playernumber",
      "listno",
    ],
  },
  { field: "name", label: "Name", synonyms: ["name", "playername", "fullname", "player"] },
  {
    field: "first_name",
    label: "First name (joined with the last name)",
    synonyms: ["firstname", "givenname", "forename", "fname"],
  },
  { field: "last_name", label: "Last name", synonyms: ["lastname", "surname", "familyname", "lname"] },
  { field: "date_of_birth", label: "Date of birth", synonyms: ["dateofbirth", "dob", "birthdate", "birthday", "born"] },
  { field: "grade", label: "Grade (name or code)", synonyms: ["grade", "category", "gradecode", "grades"] },
  {
    field: "skills",
    label: "Skills (comma- or slash-separated)",
    synonyms: ["skills", "skill", "role", "roles", "specialism", "speciality", "specialty", "position", "playingrole"],
  },
  { field: "email", label: "Email", synonyms: ["email", "emailaddress", "emailid", "mail"] },
  {
    field: "contact",
    label: "Contact Number (private)",
    synonyms: ["contactnumber", "contact", "phone", "phonenumber", "mobile", "mobilenumber", "whatsapp"],
  },
  { field: "photo", label: "Photo (file name in the zip)", synonyms: ["photo", "image", "picture", "photofile", "pic"] },
  { field: "set", label: "Set (to draw within, e.g. Marquee)", synonyms: ["set", "playerset", "drawset"] },
  {
    field: "base_price",
    label: "Base price (at least the event's minimum; 2 Cr, 75 L, 25k; a unit in the header scales plain numbers)",
    synonyms: ["baseprice", "base", "reserveprice", "reserve", "basevalue", "openingprice", "startingprice", "minimumbid"],
  },
  {
    field: "previous_team",
    label: "Previous team (a team of the event, by name: right to match)",
    synonyms: ["previousteam", "2024team", "lastseasonteam", "lastteam", "formerteam", "rtmteam"],
  },
  {
    field: "status",
    label: "Result before the auction (Retained, Icon, Sold, Unsold; name or code)",
    synonyms: ["status", "result", "playerstatus", "auctionstatus", "auctionresult"],
  },
  {
    field: "team",
    label: "Team of the result (its name)",
    synonyms: ["team", "teamname", "franchise", "club", "side", "soldto", "retainedby", "boughtby"],
  },
  {
    field: "price",
    label: "Price of the result (2 Cr, 75 L; a unit in the header scales plain numbers)",
    synonyms: ["price", "soldprice", "soldfor", "finalprice", "retentionprice", "retainedfor", "amount", "winningbid"],
  },
  { field: "detail", label: "A detail named after the column", synonyms: [] },
  { field: "ignore", label: "Not imported", synonyms: [] },
] as const;

/**
 * Results a sheet may record before the auction (docs/api.md "Player import"), each through the
 * sale's rules; any other status in a sheet must be the one the player already has.
 */
export const IMPORT_RESULT_STATUSES: readonly PlayerStatus[] = [
  PLAYER_STATUS.RETAINED,
  PLAYER_STATUS.ICON,
  PLAYER_STATUS.SOLD,
  PLAYER_STATUS.UNSOLD,
];

/** A status cell: a status's name or label ignoring case ("Icon Player"), or its code; blank is null; undefined when neither. */
export function statusOfCell(cell: string): PlayerStatus | null | undefined {
  const t = cell.trim().replace(/\s+/g, " ").toLowerCase();
  if (t === "") return null;
  const hit = PLAYER_STATUSES.find((s) => s.name.toLowerCase() === t || s.label.toLowerCase() === t || String(s.code) === t);
  return hit?.code;
}

/** A detail named like a fixed column is exported as "Team (detail)" and imported back to "Team". */
export const DETAIL_HEADER_SUFFIX = " (detail)";
export const detailOfHeader = (header: string) =>
  header.endsWith(DETAIL_HEADER_SUFFIX) ? header.slice(0, -DETAIL_HEADER_SUFFIX.length) : header;

/**
 * A detail's header in the results export: its key, or "Team (detail)" when an import would read the
 * key as one of its fields (a detail called "Team" beside the result's Team column). The contact
 * number is a detail that is the contact field.
 */
export function exportedDetailHeader(key: string): string {
  if (key === CONTACT_NUMBER_KEY) return key;
  const keys = [normalizeHeader(key), normalizeHeader(priceHeaderUnit(key).rest)];
  const fields: readonly { field: string; synonyms: readonly string[] }[] = PLAYER_IMPORT_FIELDS;
  const clash = fields.some((f) => f.field !== "detail" && keys.some((k) => f.synonyms.includes(k)));
  return clash ? `${key}${DETAIL_HEADER_SUFFIX}` : key;
}

/** The import's own words about results (docs/api.md "Player import"). */
export const RESULT_IMPORT_TEXT = {
  notAStatus: (cell: string) =>
    `Not a status: ${cell}. Enter ${IMPORT_RESULT_STATUSES.map(playerStatusName).join(", ")} (or leave it blank).`,
  statusNeeded: `Say the result: ${IMPORT_RESULT_STATUSES.map(playerStatusName).join(", ")}.`,
  notImportable: (status: string) =>
    `${status} is not a result a sheet can record: enter ${IMPORT_RESULT_STATUSES.map(playerStatusName).join(", ")}, or change it in the auction console.`,
  noSuchTeam: (name: string) => `No team called ${name} in this event.`,
} as const;

/** What a column of an imported teams sheet may fill: the name, the owners' e-mails, a logo in the zip, the short name. */
export const TEAM_IMPORT_FIELDS = [
  { field: "name", label: "Team name", synonyms: ["name", "team", "teamname", "franchise", "club", "side"] },
  {
    field: "owners",
    label: "Owners (e-mails, comma-separated)",
    synonyms: ["owners", "owner", "owneremail", "owneremails", "email", "emails", "owneremailaddress"],
  },
  { field: "logo", label: "Logo (file name in the zip)", synonyms: ["logo", "image", "badge", "crest", "picture"] },
  {
    field: "short_name",
    label: "Short name (up to 5 characters)",
    synonyms: ["shortname", "code", "abbr", "abbreviation", "short", "teamcode"],
  },
  { field: "ignore", label: "Not imported", synonyms: [] },
] as const;

export const IMPORT_KINDS = { players: PLAYER_IMPORT_FIELDS, teams: TEAM_IMPORT_FIELDS } as const;
export type ImportKind = keyof typeof IMPORT_KINDS;
type FieldOf<K extends ImportKind> = (typeof IMPORT_KINDS)[K][number]["field"];
/** Fields that take many columns (several columns may feed skills): every other field takes at most one. */
const MULTI_COLUMN_FIELDS: readonly string[] = ["detail", "ignore", "skills"];
/** Where a column that matches nothing goes: players keep it as a detail; teams have none. */
const FALLBACK: { [K in ImportKind]: FieldOf<K> } = { players: "detail", teams: "ignore" };

/** A header for matching: lower case, letters and digits only ("Player Name" and "player_name" meet). */
export function normalizeHeader(header: string): string {
  return header
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** `{column: field}`. */
export type ImportMapping = Record<string, string>;

/** A column's values mapped before import: `{"India": "", "*": "Overseas"}` (`""` gives nothing, `"*"` any other value). */
export type ValueMap = Record<string, string>;

/** A cell as its column's value map turns it: the value's own entry (ignoring case), else `*`'s, else the cell. */
export function mapValue(cell: string, values: ValueMap): string {
  const t = cell.trim();
  const hit = Object.keys(values).find((k) => k !== "*" && k.trim().toLowerCase() === t.toLowerCase());
  if (hit !== undefined) return values[hit];
  return t !== "" && "*" in values ? values["*"] : cell;
}

/** A skill's name for matching: case, spaces, hyphens and punctuation aside ("WICKETKEEPER" is "Wicket-keeper"). */
export const skillKey = normalizeHeader;

/**
 * Skills as leagues write them, per sport (the event type's name, lower case): a written form's
 * skillKey → the skillKey of the event type's own skill (migration 0001's names).
 */
export const SKILL_SYNONYMS: Record<string, Record<string, string>> = {
  cricket: {
    wk: "wicketkeeper",
    keeper: "wicketkeeper",
    wicketkeeperbatter: "wicketkeeper",
    wicketkeeperbatsman: "wicketkeeper",
    wkbatter: "wicketkeeper",
    ar: "allrounder",
    batsman: "batter",
    bat: "batter",
    batting: "batter",
    bowl: "bowler",
    bowling: "bowler",
  },
  football: {
    gk: "goalkeeper",
    keeper: "goalkeeper",
    goalie: "goalkeeper",
    def: "defender",
    df: "defender",
    mid: "midfielder",
    mf: "midfielder",
    fwd: "forward",
    fw: "forward",
    striker: "forward",
    st: "forward",
    attacker: "forward",
  },
  basketball: { pg: "pointguard", sg: "shootingguard", sf: "smallforward", pf: "powerforward", c: "center", centre: "center" },
};

/** The skillKey a written skill stands for in an event of `sport`: a known skill's own key, else its synonym's, else its own. */
export function writtenSkillKey(written: string, sport: string, known: ReadonlySet<string>): string {
  const key = skillKey(written);
  if (known.has(key)) return key;
  const synonym = SKILL_SYNONYMS[sport.toLowerCase()]?.[key];
  return synonym !== undefined && known.has(synonym) ? synonym : key;
}

/** The fields that give a row its name: a sheet must map one of them (docs/api.md "Player import"). */
export const NAME_FIELDS: { [K in ImportKind]: readonly string[] } = {
  players: ["name", "first_name", "last_name"],
  teams: ["name"],
};

/** The sheet-level refusal when no column gives the name. */
export const NO_NAME_COLUMN: { [K in ImportKind]: string } = {
  players:
    'No column gives the players\' names: name a column "Name" (or two, "First name" and "Surname"), or choose the name column in the mapping.',
  teams: 'No column gives the teams\' names: name a column "Team" or "Name", or choose the name column in the mapping.',
};

/**
 * Whether a row of cells is the header: one of its cells names a name column, by synonym or by the
 * mapping sent or remembered. A league's title row above the header names none.
 */
export function isHeaderRow(kind: ImportKind, cells: readonly string[], mapping: Record<string, string> = {}): boolean {
  const fields: readonly { field: string; synonyms: readonly string[] }[] = IMPORT_KINDS[kind];
  const names = fields.filter((f) => NAME_FIELDS[kind].includes(f.field));
  return cells.some(
    (c) => NAME_FIELDS[kind].includes(mapping[c] ?? "") || names.some((f) => f.synonyms.includes(normalizeHeader(c))),
  );
}

/**
 * The mapping of each header: the one asked for, else the one remembered for the event, else by
 * synonym, else the kind's fallback. A field that takes one column goes to the first header that
 * claims it.
 */
export function matchColumns(
  kind: ImportKind,
  headers: readonly string[],
  remembered: Record<string, string> = {},
  asked: Record<string, string> = {},
): ImportMapping {
  const fields: readonly { field: string; synonyms: readonly string[] }[] = IMPORT_KINDS[kind];
  const known = (f: string | undefined): f is string => fields.some((x) => x.field === f);
  const out: ImportMapping = {};
  const taken = new Set<string>();
  for (const h of headers) {
    if (h in out) continue;
    const wish = known(asked[h]) ? asked[h] : known(remembered[h]) ? remembered[h] : undefined;
    // A price header may carry its unit and currency ("Reserve Price Rs Lakh"): matched without them too.
    const keys = [normalizeHeader(h), normalizeHeader(priceHeaderUnit(h).rest)];
    const bySynonym = fields.find((f) => keys.some((k) => f.synonyms.includes(k)))?.field;
    let field = wish ?? bySynonym ?? FALLBACK[kind];
    if (!MULTI_COLUMN_FIELDS.includes(field) && taken.has(field) && !wish) field = FALLBACK[kind];
    if (!MULTI_COLUMN_FIELDS.includes(field)) taken.add(field);
    out[h] = field;
  }
  return out;
}

/** What is wrong with a sent mapping for this kind: an unknown field, or a field given two columns; null when fine. */
export function mappingProblem(kind: ImportKind, mapping: Record<string, string>): string | null {
  const names: string[] = IMPORT_KINDS[kind].map((f) => f.field);
  if (Object.values(mapping).some((f) => !names.includes(f))) return `Choose one of: ${names.join(", ")}.`;
  const used = Object.values(mapping).filter((f) => !MULTI_COLUMN_FIELDS.includes(f));
  return new Set(used).size === used.length ? null : "Map each field to one column at most.";
}

const flag = z.preprocess((v) => v === true || v === "1" || v === "true", z.boolean()).default(false);

const MAPPING_SHAPE = "Send the mapping as a JSON object {column: field or {field, values}}.";
/** A mapping entry: a field, or a field with a value map. */
const MappingEntry = z.union([
  z.string().max(40),
  z.object({ field: z.string().max(40), values: z.record(z.string().max(200), z.string().max(200)) }),
]);

/** The import form's fields besides the files (docs/api.md "Player import"). */
export const ImportForm = z.object({
  mapping: z
    .preprocess((v) => {
      if (v === undefined || v === "") return undefined;
      if (typeof v !== "string") return v;
      try {
        return JSON.parse(v);
      } catch {
        return Symbol.for("invalid-json");
      }
    }, z.record(z.string().max(200), MappingEntry, { error: MAPPING_SHAPE }).optional())
    .optional(),
  dry_run: flag,
  skip_invalid: flag,
  /** Players' results: the sale's "Override limits" (docs/api.md "Corrections and undo"), for every result of the sheet. */
  override_limits: flag,
  /** Players: add the skills the sheet names that the event does not have yet. */
  add_skills: flag,
  /** The sheet of a workbook to read (by name); the first when not sent. */
  sheet: z.string().max(100).optional(),
  /** The header's row, 1-based, counting the rows that are not blank; found when not sent. */
  header_row: z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : Number(v)),
    z
      .number({ error: "Enter a row number (1 or more)." })
      .int({ error: "Enter a row number (1 or more)." })
      .min(1, { error: "Enter a row number (1 or more)." })
      .max(LIMITS.importRowsMax + 1, { error: "Enter a row number (1 or more)." })
      .optional(),
  ),
});
export type ImportForm = z.infer<typeof ImportForm>;

export const IMPORT_OUTCOMES = ["created", "updated", "unchanged", "error"] as const;

export const ImportReport = z.object({
  /** Data rows read (the header row not counted). */
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Rows left out for their errors (all of them when nothing was written). */
  skipped: z.number().int(),
  /** Whether anything was written: false for a dry run, and for errors without skip_invalid. */
  imported: z.boolean(),
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), messages: z.array(z.string()) })),
  /** What the import does that the sheet did not say (a photo kept, the importer made owner): the row is imported. */
  warnings: z.array(z.object({ row: z.number().int(), field: z.string(), messages: z.array(z.string()) })),
  mapping: z.record(z.string(), z.string()),
  /** The value maps used, by column (sent with the mapping; not remembered). */
  value_maps: z.record(z.string(), z.record(z.string(), z.string())),
  /** The columns in the sheet's order. */
  columns: z.array(z.string()),
  /** The header's row as used (1-based, counting the rows that are not blank): the rows above it are left out. */
  header_row: z.number().int(),
  /** The sheets of a workbook, and the one read (a CSV has none). */
  sheets: z.array(z.string()),
  sheet: z.string().nullable(),
  /** Players: skills the sheet names that the event lacks (added with `add_skills=1`, else an error per row). */
  new_skills: z.array(z.string()),
  /** Per data row (row 2 is the first under the header): what the import does or did with it. */
  outcomes: z.array(
    z.object({
      row: z.number().int(),
      name: z.string(),
      outcome: z.enum(IMPORT_OUTCOMES),
      id: z.number().int().nullable(),
      /** Players with a base price column: the amount it stores (null: the event's minimum). */
      base_price: z.number().int().nullable().optional(),
      /** Players with a status column: the result the row records (team and price for a placed status). */
      result: z
        .object({
          status: z.number().int(),
          team: z.number().int().nullable(),
          team_name: z.string().nullable(),
          price: z.number().int().nullable(),
        })
        .optional(),
    }),
  ),
  /**
   * Players with a status column: per team the sheet's results name, what it records (players per
   * status) and the team's purse once they are recorded (as the dry run would leave it).
   */
  results: z
    .array(
      z.object({
        team: z.number().int(),
        name: z.string(),
        statuses: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
        spent: z.number().int(),
        funds_remaining: z.number().int(),
        players_count: z.number().int(),
      }),
    )
    .optional(),
});
export type ImportReport = z.infer<typeof ImportReport>;

/** A result's words in the wizard's preview: "Retained by Chennai for 3,00,000", "Unsold". */
export function importResultText(r: NonNullable<ImportReport["outcomes"][number]["result"]>): string {
  const status = playerStatusName(r.status);
  return r.team_name !== null && r.price !== null ? `${status}: ${r.team_name}, ${formatNumber(r.price)}` : status;
}

/** A team's line of the dry run's summary: "Chennai: 5 retained, 65,00,00,000 spent, 55,00,00,000 left". */
export function importSummaryText(t: NonNullable<ImportReport["results"]>[number]): string {
  const counts = t.statuses.map((s) => `${s.count} ${playerStatusName(s.status).toLowerCase()}`).join(", ");
  return `${t.name}: ${counts}, ${formatNumber(t.spent)} spent, ${formatNumber(t.funds_remaining)} left`;
}
