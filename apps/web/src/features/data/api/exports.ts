// Exports of an event (docs/api.md "Exports"): fetched with the session's
// token and saved by the browser under the name the server gives.
import type { ExportFormat, ExportWhat } from "@sah/domain";
import { download } from "../../../lib/api-client.ts";

export const exportPath = (eventId: number) => `events/events/${eventId}/export/`;

export function fetchExport(eventId: number, what: ExportWhat, format: ExportFormat) {
  return download(exportPath(eventId), { what, format });
}
