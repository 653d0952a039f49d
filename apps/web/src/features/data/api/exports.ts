// Exports of an event (docs/api.md "Exports"): fetched with the session's
// token and saved by the browser under the name the server gives.
import type { ExportFormat, ExportWhat } from "@sah/domain";
import { download } from "../../../lib/api-client.ts";

export const exportPath = (eventId: number) => `events/events/${eventId}/export/`;

export function fetchExport(eventId: number, what: ExportWhat, format: ExportFormat) {
  return download(exportPath(eventId), { what, format });
}

/** Hands a downloaded file to the browser's save. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the URL can go once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
