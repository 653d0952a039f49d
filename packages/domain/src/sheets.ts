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
