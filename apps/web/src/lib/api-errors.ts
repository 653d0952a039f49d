// docs/product.md section 8 "Error catalogue": which alert a failed call raises. The rules are a pure function
// (tested row by row); `showApiError` puts the alert on screen; a caller may pass its own handler.
import { pushAlert } from "./alerts.ts";
import { isApiError } from "./api-client.ts";

export type AlertSeverity = "error" | "warning";
export type ApiAlert = { title: string; text: string; severity: AlertSeverity };

export const ALERT_TEXT = {
  network: "Please check your internet connection and try again.",
  forbidden: "You do not have permission to perform this action.",
  notFound: "The requested resource was not found.",
  tooMany: "Please wait a moment before trying again.",
  server: "Something went wrong on our server. Please try again later.",
  unexpected: "An unexpected error occurred.",
} as const;

/** The `detail` of a 400 body as text: a string, a list joined by spaces, or an object as text. */
export function detailText(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("detail" in body)) return null;
  const detail = (body as { detail: unknown }).detail;
  if (detail === undefined || detail === null || detail === "") return null;
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) return detail.map(String).join(" ");
  return JSON.stringify(detail);
}

function messageOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const { message, detail } = body as { message?: unknown; detail?: unknown };
  // The spec reads `message`; this API names the same text `detail` (docs/api.md "Errors").
  if (typeof message === "string" && message) return message;
  if (typeof detail === "string" && detail) return detail;
  return null;
}

export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/** The alert for a failed call, or null when the spec shows none (401, 400 without detail). */
export function describeApiError(error: unknown): ApiAlert | null {
  if (isOffline() || (isApiError(error) && (error.status === 0 || error.status === 408))) {
    return { title: "Network Error", text: ALERT_TEXT.network, severity: "warning" };
  }
  if (!isApiError(error)) return { title: "Error", text: ALERT_TEXT.unexpected, severity: "error" };
  const { status, body } = error;
  if (status === 401) return null;
  if (status === 400) {
    const text = detailText(body);
    return text === null ? null : { title: "Validation Error", text, severity: "error" };
  }
  if (status === 403) return { title: "Access Denied", text: ALERT_TEXT.forbidden, severity: "error" };
  if (status === 404) return { title: "Not Found", text: ALERT_TEXT.notFound, severity: "error" };
  if (status === 429) return { title: "Too Many Requests", text: ALERT_TEXT.tooMany, severity: "error" };
  if ([500, 502, 503, 504].includes(status)) return { title: "Server Error", text: ALERT_TEXT.server, severity: "error" };
  return { title: "Error", text: messageOf(body) ?? ALERT_TEXT.unexpected, severity: "error" };
}

/** A per-call override: return nothing to suppress the alert, or handle the error yourself. */
export type ApiErrorHandler = (error: unknown) => void;

export function showApiError(error: unknown, handler?: ApiErrorHandler): void {
  if (handler) {
    handler(error);
    return;
  }
  const alert = describeApiError(error);
  if (!alert) return;
  pushAlert({ title: alert.title, text: alert.text, severity: alert.severity });
}

/**
 * The text of a refusal the server explains (400 `{detail}`: a team with players, a player with a
 * sale; docs/api.md "Teams", "Players"), or null for any other failure.
 */
export function refusalDetail(error: unknown): string | null {
  return isApiError(error) && error.status === 400 ? detailText(error.body) : null;
}

/** For a mutation whose refusal the screen shows itself: every other failure still raises its alert. */
export function alertUnlessRefusal(error: unknown): void {
  if (refusalDetail(error) === null) showApiError(error);
}

/** Field errors of a 400 body: `{field: [messages]}` (docs/api.md "Errors"). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 400 || typeof error.body !== "object" || error.body === null) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(error.body as Record<string, unknown>)) {
    if (key === "detail") continue;
    if (Array.isArray(value)) out[key] = value.map(String).join(" ");
    else if (typeof value === "string") out[key] = value;
  }
  return out;
}
