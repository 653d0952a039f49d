import { describe, expect, it, vi } from "vitest";
import { mockApi, reply } from "../test/api-mock.ts";
import { page, sessionUser } from "../test/fixtures.ts";
import {
  ApiError,
  api,
  apiUrl,
  REQUEST_TIMEOUT_MS,
  setUnauthorizedHandler,
  toSearchParams,
  UPLOAD_TIMEOUT_MS,
} from "./api-client.ts";
import { ALERT_TEXT, describeApiError } from "./api-errors.ts";
import { storeUser } from "./session-storage.ts";

describe("API client (docs/product.md section 7)", () => {
  it("builds /api/ URLs with encoded values and repeated keys for arrays", () => {
    expect(apiUrl("players/", { event_id: 1, search: "a&b c", status: [0, 2] })).toBe(
      "/api/players/?event_id=1&search=a%26b+c&status=0&status=2",
    );
    expect(toSearchParams({ a: undefined, b: null, c: "" }).toString()).toBe("c=");
  });

  it("sends the stored user's token as a bearer token", async () => {
    const { calls } = mockApi({ "GET /api/users/check-staff/": { is_staff: false } });
    storeUser(sessionUser);
    await api.get("users/check-staff/");
    expect(calls[0]!.headers.get("Authorization")).toBe("Bearer tok-123");
  });

  it("sends no Authorization header when logged out", async () => {
    const { calls } = mockApi({ "GET /api/events/events/": page([]) });
    await api.get("events/events/");
    expect(calls[0]!.headers.get("Authorization")).toBeNull();
  });

  it("asks for the next page with the next link's query string, on the same endpoint", async () => {
    const { calls } = mockApi({ "GET /api/players/": page([]) });
    await api.getPage("players/", { event_id: 1 }, "http://internal-host:3000/api/players/?event_id=1&page=2&status=0&status=3");
    const url = new URL(calls[0]!.url);
    expect(url.origin).toBe("http://localhost");
    expect(url.pathname).toBe("/api/players/");
    expect(url.searchParams.get("page")).toBe("2");
    expect(url.searchParams.getAll("status")).toEqual(["0", "3"]);
  });

  it("turns a failed response into an ApiError with its body", async () => {
    mockApi({ "POST /api/users/login/": reply(400, { detail: "Unable to log in with provided credentials." }) });
    const error = await api.post("users/login/", { email: "a@b.co", password: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual({ detail: "Unable to log in with provided credentials." });
  });

  it("turns a network failure into status 0", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = await api.get("events/events/").catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
  });

  it("ends the session when the server refuses the stored token", async () => {
    mockApi({ "GET /api/events/events/": reply(401, { detail: "Invalid token." }) });
    storeUser(sessionUser);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    await api.get("events/events/").catch(() => undefined);
    setUnauthorizedHandler(null);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  describe("timeout (docs/product.md section 8: a timeout is a Network Error)", () => {
    /** A fetch that never answers: it ends only when its signal aborts, as the browser's does. */
    const silentFetch = () =>
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
          }),
      );

    it("a call without an answer fails with status 0 once REQUEST_TIMEOUT_MS has passed", async () => {
      vi.useFakeTimers();
      try {
        vi.stubGlobal("fetch", silentFetch());
        const settled = vi.fn();
        const call = api.get("events/events/").catch((e: unknown) => e);
        void call.then(settled);
        await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
        expect(settled).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1);
        const error = await call;
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).status).toBe(0);
        expect(describeApiError(error)).toEqual({ title: "Network Error", text: ALERT_TEXT.network, severity: "warning" });
      } finally {
        vi.useRealTimers();
      }
    });

    it("an upload waits UPLOAD_TIMEOUT_MS; the caller's own abort stays an abort", async () => {
      vi.useFakeTimers();
      try {
        vi.stubGlobal("fetch", silentFetch());
        const upload = api.post("players/", new FormData(), { event_id: 1 }).catch((e: unknown) => e);
        const settled = vi.fn();
        void upload.then(settled);
        await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
        expect(settled).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - REQUEST_TIMEOUT_MS);
        expect(((await upload) as ApiError).status).toBe(0);

        const cancel = new AbortController();
        const read = api.get("events/events/", undefined, cancel.signal).catch((e: unknown) => e);
        cancel.abort();
        const aborted = await read;
        expect(aborted).not.toBeInstanceOf(ApiError);
        expect((aborted as DOMException).name).toBe("AbortError");
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
