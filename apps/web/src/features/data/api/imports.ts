// Player and team imports (docs/api.md "Player import", "Team import"): one call per kind, a dry
// run for the preview and the same call without it to import.
import type { ImportKind, ImportMapping, ImportReport, ValueMap } from "@sah/domain";
import { api } from "../../../lib/api-client.ts";

export type ImportRequest = {
  file: File;
  images: File | null;
  mapping: ImportMapping | null;
  /** Value maps by column, sent with the mapping as `{field, values}`. */
  valueMaps: Record<string, ValueMap>;
  sheet: string | null;
  /** The header's row (1-based); found by the server when null. */
  headerRow: number | null;
  dryRun: boolean;
  skipInvalid: boolean;
  /** Players only: add the skills the sheet names that the event lacks. */
  addSkills: boolean;
  /** Players only: the sale's "Override limits" for the results the sheet records. */
  overrideLimits?: boolean;
};

export function importSheet(kind: ImportKind, eventId: number, r: ImportRequest): Promise<ImportReport> {
  const body = new FormData();
  body.append("file", r.file);
  if (r.images) body.append("images", r.images);
  if (r.mapping) {
    const m = r.mapping;
    const sent = Object.fromEntries(
      Object.keys(m).map((c) => [c, r.valueMaps[c] ? { field: m[c], values: r.valueMaps[c] } : m[c]]),
    );
    body.append("mapping", JSON.stringify(sent));
  }
  if (r.sheet) body.append("sheet", r.sheet);
  if (r.headerRow) body.append("header_row", String(r.headerRow));
  if (r.dryRun) body.append("dry_run", "1");
  if (r.skipInvalid) body.append("skip_invalid", "1");
  if (r.addSkills && kind === "players") body.append("add_skills", "1");
  if (r.overrideLimits && kind === "players") body.append("override_limits", "1");
  return api.post<ImportReport>(`${kind}/import/`, body, { event_id: eventId });
}
