// Organiser data in and out (docs/api.md "Beyond the spec", "Organiser data"): what an export may be
// asked for, shared by the server's route and the dashboard's buttons.
import { z } from "zod";

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

export const ExportQuery = z.object({
  what: z.enum(whats, { error: `Choose one of: ${whats.join(", ")}.` }),
  format: z.enum(formats, { error: `Choose one of: ${formats.join(", ")}.` }).default("csv"),
});
export type ExportQuery = z.infer<typeof ExportQuery>;

/** The download's file name, e.g. `summer-league-results.xlsx` (letters and digits of the event's name). */
export function exportFileName(eventName: string, what: ExportWhat, format: ExportFormat): string {
  const slug = eventName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "event"}-${what}.${format}`;
}

// ---------- player import ----------

/**
 * What a column of an imported sheet may fill (docs/api.md "Organiser data"): a field of the player
 * form, the private contact number, a photo's file name inside the zip, a detail named after the
 * column, or nothing. `synonyms` are headers as `normalizeHeader` leaves them.
 */
export const PLAYER_IMPORT_FIELDS = [
  { field: "id", label: "ID (updates that player)", synonyms: ["id", "playerid"] },
  { field: "name", label: "Name", synonyms: ["name", "playername", "fullname", "player"] },
  { field: "date_of_birth", label: "Date of birth", synonyms: ["dateofbirth", "dob", "birthdate", "birthday", "born"] },
  { field: "grade", label: "Grade (name or code)", synonyms: ["grade", "category", "gradecode", "grades"] },
  { field: "skills", label: "Skills (comma- or slash-separated)", synonyms: ["skills", "skill", "role", "roles"] },
  { field: "email", label: "Email", synonyms: ["email", "emailaddress", "emailid", "mail"] },
  {
    field: "contact",
    label: "Contact Number (private)",
    synonyms: ["contactnumber", "contact", "phone", "phonenumber", "mobile", "mobilenumber", "whatsapp"],
  },
  { field: "photo", label: "Photo (file name in the zip)", synonyms: ["photo", "image", "picture", "photofile", "pic"] },
  { field: "detail", label: "A detail named after the column", synonyms: [] },
  { field: "ignore", label: "Not imported", synonyms: [] },
] as const;
export type PlayerImportField = (typeof PLAYER_IMPORT_FIELDS)[number]["field"];
const IMPORT_FIELD_NAMES = PLAYER_IMPORT_FIELDS.map((f) => f.field) as [PlayerImportField, ...PlayerImportField[]];
/** Fields that take many columns: every other field takes at most one. */
const MULTI_COLUMN_FIELDS: readonly PlayerImportField[] = ["detail", "ignore"];

/** A header for matching: lower case, letters and digits only ("Player Name" and "player_name" meet). */
export function normalizeHeader(header: string): string {
  return header
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

export type ImportMapping = Record<string, PlayerImportField>;

/**
 * The mapping of each header: the one asked for, else the one remembered for the event, else by
 * synonym, else a detail. A field that takes one column goes to the first header that claims it.
 */
export function matchColumns(
  headers: readonly string[],
  remembered: Record<string, string> = {},
  asked: Record<string, string> = {},
): ImportMapping {
  const out: ImportMapping = {};
  const taken = new Set<string>();
  const known = (f: string | undefined): f is PlayerImportField => (IMPORT_FIELD_NAMES as readonly string[]).includes(f ?? "");
  for (const h of headers) {
    if (h in out) continue;
    const wish = known(asked[h]) ? asked[h] : known(remembered[h]) ? remembered[h] : undefined;
    const bySynonym = PLAYER_IMPORT_FIELDS.find((f) => (f.synonyms as readonly string[]).includes(normalizeHeader(h)))?.field;
    let field: PlayerImportField = (wish as PlayerImportField | undefined) ?? bySynonym ?? "detail";
    if (!MULTI_COLUMN_FIELDS.includes(field) && taken.has(field)) field = wish ? field : "detail";
    if (!MULTI_COLUMN_FIELDS.includes(field)) taken.add(field);
    out[h] = field;
  }
  return out;
}

/** `mapping` as sent: `{column: field}`, each field one of PLAYER_IMPORT_FIELDS, one column per field but detail and ignore. */
export const ImportMappingBody = z
  .record(z.string().max(200), z.enum(IMPORT_FIELD_NAMES, { error: `Choose one of: ${IMPORT_FIELD_NAMES.join(", ")}.` }))
  .refine(
    (m) => {
      const used = Object.values(m).filter((f) => !MULTI_COLUMN_FIELDS.includes(f));
      return new Set(used).size === used.length;
    },
    { error: "Map each field to one column at most." },
  );

const flag = z.preprocess((v) => v === true || v === "1" || v === "true", z.boolean()).default(false);

/** The import form's fields besides the files (docs/api.md "Organiser data"). */
export const PlayerImportForm = z.object({
  mapping: z
    .preprocess((v) => {
      if (v === undefined || v === "") return undefined;
      if (typeof v !== "string") return v;
      try {
        return JSON.parse(v);
      } catch {
        return Symbol.for("invalid-json");
      }
    }, ImportMappingBody.optional())
    .optional(),
  dry_run: flag,
  skip_invalid: flag,
  /** Add the skills the sheet names that the event does not have yet. */
  add_skills: flag,
  /** The sheet of a workbook to read (by name); the first when not sent. */
  sheet: z.string().max(100).optional(),
});
export type PlayerImportForm = z.infer<typeof PlayerImportForm>;

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
  mapping: z.record(z.string(), z.enum(IMPORT_FIELD_NAMES)),
  /** The columns in the sheet's order. */
  columns: z.array(z.string()),
  /** The sheets of a workbook, and the one read (a CSV has none). */
  sheets: z.array(z.string()),
  sheet: z.string().nullable(),
  /** Skills the sheet names that the event lacks (added with `add_skills=1`, else an error per row). */
  new_skills: z.array(z.string()),
  /** Per data row (row 2 is the first under the header): what the import does or did with it. */
  outcomes: z.array(
    z.object({ row: z.number().int(), name: z.string(), outcome: z.enum(IMPORT_OUTCOMES), id: z.number().int().nullable() }),
  ),
});
export type ImportReport = z.infer<typeof ImportReport>;
