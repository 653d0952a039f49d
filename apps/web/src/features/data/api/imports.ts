// Player import (docs/api.md "Beyond the spec", "Organiser data"): one call, a dry run for the
// preview and the same call without it to import.
import type { ImportMapping, ImportReport } from "@sah/domain";
import { api } from "../../../lib/api-client.ts";

export type PlayerImportRequest = {
  file: File;
  images: File | null;
  mapping: ImportMapping | null;
  sheet: string | null;
  dryRun: boolean;
  skipInvalid: boolean;
  addSkills: boolean;
};

export function importPlayers(eventId: number, r: PlayerImportRequest): Promise<ImportReport> {
  const body = new FormData();
  body.append("file", r.file);
  if (r.images) body.append("images", r.images);
  if (r.mapping) body.append("mapping", JSON.stringify(r.mapping));
  if (r.sheet) body.append("sheet", r.sheet);
  if (r.dryRun) body.append("dry_run", "1");
  if (r.skipInvalid) body.append("skip_invalid", "1");
  if (r.addSkills) body.append("add_skills", "1");
  return api.post<ImportReport>("players/import/", body, { event_id: eventId });
}
