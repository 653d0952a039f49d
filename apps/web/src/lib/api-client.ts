// The one HTTP client of the app (docs/product.md section 7, docs/api.md "Conventions"): base /api/, bearer token
// of the stored session user, array values as repeated keys, next links reused. Unlike the spec's
// client it has a timeout: a request that gets no answer ends as the spec's "Network Error" (section
// 8) instead of a spinner that never stops (docs/decisions/032-offline-and-forms.md).
import type { Paged } from "@sah/domain";
import { storedToken } from "./session-storage.ts";

export const API_BASE = "/api/";

/** How long a call may wait for its whole answer before it fails as a network error. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** The same for an upload (multipart, images up to 5 MB each), which a slow uplink needs longer for. */
export const UPLOAD_TIMEOUT_MS = 120_000;

type Scalar = string | number | boolean;
export type QueryValue = Scalar | null | undefined | readonly Scalar[];
export type Query = Record<string, QueryValue>;

/** A failed call. status 0 means the request never got an answer (offline, network error, timeout). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? (status === 0 ? "Network Error" : `Request failed with status ${status}`));
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Query values are URL-encoded; arrays become repeated keys; null and undefined are left out. */
export function toSearchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value as readonly Scalar[]) params.append(key, String(item));
    else params.append(key, String(value));
  }
  return params;
}

export function apiUrl(path: string, query?: Query | URLSearchParams): string {
  const clean = path.replace(/^\/+/, "").replace(/^api\//, "");
  const params = query instanceof URLSearchParams ? query : toSearchParams(query);
  const qs = params.toString();
  return `${API_BASE}${clean}${qs ? `?${qs}` : ""}`;
}

/**
 * Downloads a file the API serves to signed-in callers (an export): fetched with the bearer token,
 * then saved under the name the server gives (Content-Disposition) or `fallbackName`.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const token = storedToken();
  const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    throw new ApiError(res.status, body);
  }
  const name = /filename="?([^";]+)"?/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement("a"), { href, download: name });
  a.click();
  URL.revokeObjectURL(href);
}

/**
 * How a request reaches the API: the browser's fetch, or, while the server renders a page, a call
 * into the server's own routes (apps/web/src/entry-server.tsx; docs/architecture.md "Server rendering").
 */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Called when the server refuses the stored token (revoked or expired): the session is over. */
let onUnauthorized: (() => void) | null = null;
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

type RequestOptions = {
  query?: Query | URLSearchParams;
  body?: unknown;
  signal?: AbortSignal;
  /** Headers of the call's own (a sponsor's private key: docs/api.md "Sponsor exposure"). */
  headers?: Record<string, string>;
};

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ ...options.headers, Accept: "application/json" });
  const token = storedToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.body);
  }

  // One controller aborts the call on the caller's signal (TanStack Query cancelling a query) or on
  // the timeout: a timer of our own, so that it also ends a body that stops half-way and tests can
  // run it with fake timers (and no AbortSignal.any, which older phones lack).
  const controller = new AbortController();
  const callerSignal = options.signal;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener("abort", onCallerAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort(new DOMException("The request timed out.", "TimeoutError"));
    },
    body instanceof FormData ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS,
  );
  let res: Response;
  let data: unknown;
  try {
    res = await transport(apiUrl(path, options.query), { method, headers, body, signal: controller.signal });
    data = await readBody(res);
  } catch (error) {
    // The caller's abort stays an abort; anything else, the timeout included, is a call that got no
    // usable answer.
    if (callerSignal?.aborted && !timedOut) throw callerSignal.reason ?? error;
    throw new ApiError(0, null, timedOut ? "Timeout" : undefined);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener("abort", onCallerAbort);
  }
  if (!res.ok) {
    if (res.status === 401 && token) onUnauthorized?.();
    throw new ApiError(res.status, data);
  }
  return data as T;
}

/**
 * One page of a paged list. The first page is asked with `query`; a later one with the query string
 * of the previous page's `next` link, sent to the same endpoint (docs/product.md section 7): the link's host
 * may be the server's own idea of its address, which is not always the one the browser sees.
 */
export function getPage<T>(path: string, query: Query, next: string | null, signal?: AbortSignal): Promise<Paged<T>> {
  const params = next ? new URL(next, "http://localhost").searchParams : toSearchParams(query);
  return request<Paged<T>>("GET", path, { query: params, signal });
}

/** A file the server sends as an attachment (exports, backups): its bytes and the name it gives. */
export type Download = { blob: Blob; fileName: string };

/** GET of a file with the session's token (a plain link cannot carry it); errors as `request`'s. */
export async function download(path: string, query?: Query): Promise<Download> {
  const headers = new Headers();
  const token = storedToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS);
  try {
    let res: Response;
    try {
      res = await fetch(apiUrl(path, query), { headers, signal: controller.signal });
    } catch {
      throw new ApiError(0, null);
    }
    if (!res.ok) {
      if (res.status === 401 && token) onUnauthorized?.();
      throw new ApiError(res.status, await readBody(res));
    }
    const disposition = res.headers.get("content-disposition") ?? "";
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "download";
    return { blob: await res.blob(), fileName };
  } finally {
    clearTimeout(timer);
  }
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>("GET", path, { query, signal }),
  post: <T>(path: string, body?: unknown, query?: Query) => request<T>("POST", path, { body, query }),
  patch: <T>(path: string, body?: unknown, query?: Query) => request<T>("PATCH", path, { body, query }),
  delete: <T>(path: string, query?: Query) => request<T>("DELETE", path, { query }),
  getPage,
};

/** TanStack Query's page param for paged lists: the next link, or undefined at the end. */
export function nextPageParam<T>(last: Paged<T>): string | undefined {
  return last.next ?? undefined;
}
