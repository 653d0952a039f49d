// Event backup and restore (docs/api.md "Backup and restore", "Backup format"): the backup is fetched with
// the session's token and saved under the server's name; a restore uploads the zip and answers the
// new event with what could not be kept as it was.
import type { RestoreResult } from "@sah/domain";
import { api, download } from "../../../lib/api-client.ts";

export const backupPath = (eventId: number) => `events/events/${eventId}/backup/`;

export function fetchBackup(eventId: number) {
  return download(backupPath(eventId));
}

export function restoreBackup(file: File): Promise<RestoreResult> {
  const body = new FormData();
  body.append("file", file);
  return api.post<RestoreResult>("events/events/restore/", body);
}
