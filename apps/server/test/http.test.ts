import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { DETAIL, MSG } from "@sah/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { call, createEvent, createUser, DEFAULT_PASSWORD } from "./helpers/factories.ts";

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "sah-web-"));
  fs.mkdirSync(path.join(webDist, "assets"));
  fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Sports Auction House</title><div id=root></div>");
  fs.writeFileSync(path.join(webDist, "assets", "app-abc123.js"), "console.log(1)");
  // As the build leaves them (apps/web/vite.config.ts): brotli and gzip copies beside the file.
  const big = `console.log(${JSON.stringify("auction ".repeat(500))});`;
  fs.writeFileSync(path.join(webDist, "assets", "big-abc123.js"), big);
  fs.writeFileSync(path.join(webDist, "assets", "big-abc123.js.br"), zlib.brotliCompressSync(big));
  fs.writeFileSync(path.join(webDist, "assets", "big-abc123.js.gz"), zlib.gzipSync(big));
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe("HTTP behaviour", () => {
  it("reports the database in /api/health", async () => {
    const res = await call(t, "GET", "/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: t.database.kind });
  });

  it("answers unknown /api/ paths with a JSON 404, for every method", async () => {
    for (const method of ["GET", "POST", "PATCH", "DELETE"] as const) {
      const res = await call(t, method, "/api/nothing/here/");
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: DETAIL.notFound });
    }
  });

  it("answers a known API path asked with another method with 405 and an Allow header", async () => {
    const cases: [Parameters<typeof call>[1], string, string][] = [
      ["PUT", "/api/events/events/", "GET, HEAD, POST"],
      ["DELETE", "/api/events/events/5/", "GET, HEAD, PATCH"],
      ["PUT", "/api/events/events/5", "GET, HEAD, PATCH"],
      ["POST", "/api/users/check-staff/", "GET, HEAD"],
      ["GET", "/api/users/login/", "POST"],
      ["DELETE", "/api/users/7/", "GET, HEAD, PATCH"],
      ["PATCH", "/api/teams/?event_id=1", "GET, HEAD, POST"],
      ["POST", "/api/events/5/live/", "GET, HEAD"],
    ];
    for (const [method, url, allow] of cases) {
      const res = await call(t, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow, `${method} ${url}`).toBe(allow);
      expect(res.json()).toEqual({ detail: DETAIL.methodNotAllowed });
    }
    // Not a known path: still 404 (a user id is digits only).
    expect((await call(t, "DELETE", "/api/users/abc/")).statusCode).toBe(404);
    expect((await call(t, "PUT", "/api/nothing/")).statusCode).toBe(404);
  });

  it("serves the web app for other paths (SPA fallback) and its assets with long-lived caching", async () => {
    for (const url of ["/", "/events/all", "/view/3/players/7", "/no/such/page"]) {
      const res = await call(t, "GET", url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain("<div id=root>");
    }
    const asset = await call(t, "GET", "/assets/app-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
  });

  it("sends the precompressed copy of an asset the browser accepts, with Vary and the same caching", async () => {
    const original = fs.readFileSync(path.join(webDist, "assets", "big-abc123.js"), "utf8");
    const cases = [
      ["br, gzip, deflate", "br"],
      ["gzip, deflate", "gzip"],
      [undefined, undefined],
    ] as const;
    for (const [accept, encoding] of cases) {
      const res = await t.app.inject({
        method: "GET",
        url: "/assets/big-abc123.js",
        headers: accept ? { "accept-encoding": accept } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers["content-type"]).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers["cache-control"]).toContain("immutable");
      const body =
        encoding === "br"
          ? zlib.brotliDecompressSync(res.rawPayload)
          : encoding === "gzip"
            ? zlib.gunzipSync(res.rawPayload)
            : res.rawPayload;
      expect(body.toString("utf8")).toBe(original);
      if (encoding) expect(res.rawPayload.length).toBeLessThan(original.length / 10);
    }
  });

  it("answers a missing media file with a JSON 404, not the app", async () => {
    const res = await call(t, "GET", "/media/players/nope.png");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: DETAIL.notFound });
  });

  it("rejects malformed JSON with 400 and an unsupported content type with 415", async () => {
    const bad = await call(t, "POST", "/api/users/login/", {
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: DETAIL.malformedJson });
    const xml = await call(t, "POST", "/api/users/login/", { payload: "<a/>", headers: { "content-type": "application/xml" } });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ detail: DETAIL.unsupportedMedia });
  });

  it("rejects a JSON body over 1 MB with 413", async () => {
    const res = await call(t, "POST", "/api/users/login/", {
      payload: JSON.stringify({ email: "a@b.c", password: "x".repeat(1_100_000) }),
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: DETAIL.tooLarge });
  });

  it("takes ids in paths and query strings as digits only, so no other spelling names a record", async () => {
    const ev = await createEvent(t);
    expect((await call(t, "GET", `/api/teams/?event_id=${ev}`)).statusCode).toBe(200);
    // A coercing parser would read these as 16, 1000 or 0 and answer 200 or 404 instead.
    for (const bad of ["0x10", "1e3", "%2016", "16.0", "+16", "016x", "0", "-16", "2147483648"]) {
      const res = await call(t, "GET", `/api/teams/?event_id=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toEqual({ event_id: [MSG.invalidId] });
      const path = await call(t, "GET", `/api/events/events/${bad}/`);
      expect(path.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(path.statusCode, bad).toBeLessThan(500);
      expect(path.statusCode, bad).not.toBe(200);
    }
    const repeated = await call(t, "GET", "/api/teams/?event_id=16&event_id=17");
    expect(repeated.json()).toEqual({ event_id: [MSG.invalidId] });
    const missing = await call(t, "GET", "/api/teams/");
    expect(missing.json()).toEqual({ event_id: [MSG.eventIdRequired] });
    expect((await call(t, "GET", "/api/events/0x10/live/")).json()).toEqual({ id: [MSG.invalidId] });
    expect((await call(t, "GET", "/api/players/team-players/?team_id=1e3")).json()).toEqual({ team_id: [MSG.invalidId] });
  });

  it("builds paging links from APP_URL, whatever Host header or doubled slashes the request came with", async () => {
    await createEvent(t);
    await createEvent(t);
    await createEvent(t);
    const asked: { url: string; headers: Record<string, string> }[] = [
      { url: "/api/events/events/?page_size=1&page=2", headers: { host: "evil.example" } },
      { url: "//api/events/events/?page_size=1&page=2", headers: {} },
      { url: "/api//events/events/?page_size=1&page=2", headers: { "x-forwarded-host": "evil.example" } },
    ];
    for (const { url, headers } of asked) {
      const res = await call(t, "GET", url, { headers });
      expect(res.statusCode, url).toBe(200);
      const { next, previous } = res.json();
      expect(next, url).toBe(`${t.config.appUrl}/api/events/events/?page_size=1&page=3`);
      expect(previous, url).toBe(`${t.config.appUrl}/api/events/events/?page_size=1`);
    }
  });

  it("marks answers to a signed-in caller, and every write's answer, private and not to be stored", async () => {
    const user = await createUser(t, { isStaff: true });
    const eventId = await createEvent(t, { owners: [user.id] });
    const signedIn = [
      `/api/events/events/`,
      `/api/events/events/${eventId}/`,
      `/api/players/?event_id=${eventId}`,
      "/api/users/check-staff/",
      "/api/users/all/",
      "/api/no/such/path/",
    ];
    for (const url of signedIn) {
      const res = await call(t, "GET", url, { token: user.token });
      expect(res.headers["cache-control"], url).toBe("private, no-store");
    }
    // A login's answer carries a token although nobody is signed in yet.
    const login = await call(t, "POST", "/api/users/login/", { payload: { email: user.email, password: DEFAULT_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(login.headers["cache-control"]).toBe("private, no-store");
    const refused = await call(t, "POST", "/api/users/login/", { payload: { email: user.email, password: "wrong" } });
    expect(refused.headers["cache-control"]).toBe("private, no-store");
    const patch = await call(t, "PATCH", `/api/events/events/${eventId}/`, { token: user.token, payload: { location: "Goa" } });
    expect(patch.statusCode).toBe(200);
    expect(patch.headers["cache-control"]).toBe("private, no-store");
  });

  it("lets anonymous public reads be stored but revalidated (no-cache), from the read cache too", async () => {
    const eventId = await createEvent(t);
    const url = `/api/events/events/${eventId}/`;
    const first = await call(t, "GET", url);
    const second = await call(t, "GET", url);
    expect(second.headers["x-cache"]).toBe("hit");
    for (const res of [first, second]) expect(res.headers["cache-control"]).toBe("no-cache");
    expect((await call(t, "GET", "/api/users/check-staff/")).headers["cache-control"]).toBe("no-cache");
    // Media and the web app keep their own caching.
    expect((await call(t, "GET", "/")).headers["cache-control"]).toBe("no-cache");
    expect((await call(t, "GET", "/assets/app-abc123.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("serves the OpenAPI document and Swagger UI", async () => {
    const doc = await call(t, "GET", "/api/docs/json");
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    const ui = await call(t, "GET", "/api/docs/");
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toMatch(/text\/html/);
  });
});

describe("unexpected failures", () => {
  it("answers 500 with the contract's body and no stack trace when the database is gone", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await call(broken, "GET", "/api/events/events/");
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: DETAIL.serverError });
    const health = await call(broken, "GET", "/api/health");
    expect(health.statusCode).toBe(503);
    await broken.app.close();
  });
});
