// Setting up in a hall (docs/api.md "Server addresses"; README "Configuration" LOG_FORMAT;
// docs/decisions/057-hall-setup.md): where phones reach the server, the first start's sign-in after the
// last start-up line, and a request as one short line at a terminal.
import type os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultLogFormat, loadConfig } from "../src/config.ts";
import { addressLines, networkBaseUrls, serverAddresses } from "../src/lib/addresses.ts";
import { prettyLogLine, requestLine } from "../src/lib/log-format.ts";
import { boxed, startupNotice } from "../src/lib/startup-text.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { call, createEvent, createUser, type TestUser } from "./helpers/factories.ts";

const nic = (address: string, internal = false, family: "IPv4" | "IPv6" = "IPv4") =>
  ({ address, internal, family, netmask: "", mac: "", cidr: null }) as os.NetworkInterfaceInfo;
/** A laptop on a hall's Wi-Fi: loopback, one IPv4 and one IPv6 address on wlan0, a docker bridge. */
const LAPTOP = {
  lo: [nic("127.0.0.1", true), nic("::1", true, "IPv6")],
  wlan0: [nic("192.168.1.23"), nic("fe80::1", false, "IPv6")],
  docker0: [nic("172.17.0.1")],
};

describe("the server's addresses", () => {
  it("are the network's IPv4 addresses on the port, never loopback or IPv6", () => {
    expect(networkBaseUrls(3000, LAPTOP)).toEqual(["http://192.168.1.23:3000", "http://172.17.0.1:3000"]);
  });

  it("put APP_URL first when it was set, and leave out a loopback APP_URL", () => {
    const set = serverAddresses({ appUrl: "https://auction.club.in", appUrlSet: true }, 3000, LAPTOP);
    expect(set.reachable).toEqual(["https://auction.club.in", "http://192.168.1.23:3000", "http://172.17.0.1:3000"]);
    const unset = serverAddresses({ appUrl: "http://localhost:3000", appUrlSet: false }, 3000, LAPTOP);
    expect(unset).toEqual({
      app_url: "http://localhost:3000",
      app_url_set: false,
      reachable: ["http://192.168.1.23:3000", "http://172.17.0.1:3000"],
    });
  });

  it("are printed at start when APP_URL is unset, and not when it is set", () => {
    const lines = addressLines({ appUrl: "http://localhost:3000", appUrlSet: false }, 3000, LAPTOP).join("\n");
    expect(lines).toContain("APP_URL is not set");
    expect(lines).toContain("http://192.168.1.23:3000");
    expect(addressLines({ appUrl: "https://auction.club.in", appUrlSet: true }, 3000, LAPTOP)).toEqual([]);
    expect(addressLines({ appUrl: "http://localhost:3000", appUrlSet: false }, 3000, { lo: LAPTOP.lo }).join("")).toMatch(
      /no network address/,
    );
  });
});

describe("GET /api/events/events/{id}/addresses/", () => {
  let t: TestApp;
  let manager: TestUser;
  let other: TestUser;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp({ appUrl: "http://localhost:3000", appUrlSet: false, port: 3000 });
    manager = await createUser(t);
    other = await createUser(t);
    eventId = await createEvent(t, { owners: [manager.id] });
  });
  afterAll(() => t.close());

  it("answers the event's managers with APP_URL, whether it was set, and the reachable base URLs", async () => {
    const res = await call(t, "GET", `/api/events/events/${eventId}/addresses/`, { token: manager.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const body = res.json();
    expect(body).toMatchObject({ app_url: "http://localhost:3000", app_url_set: false });
    expect(body.reachable).toEqual(networkBaseUrls(3000));
  });

  it("is 401 without a session and 403 for a user who does not manage the event: addresses are not for visitors", async () => {
    expect((await call(t, "GET", `/api/events/events/${eventId}/addresses/`)).statusCode).toBe(401);
    expect((await call(t, "GET", `/api/events/events/${eventId}/addresses/`, { token: other.token })).statusCode).toBe(403);
  });
});

describe("what the start prints", () => {
  it("the first start's sign-in is boxed after the address lines, the last thing printed", () => {
    const text = startupNotice(
      { appUrl: "http://localhost:3000", appUrlSet: false },
      3000,
      ["First start: a staff user was created. Sign in with", "  e-mail:   admin@example.com", "  password: s3cret"],
      LAPTOP,
    );
    const lines = text.trimEnd().split("\n");
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
    expect(lines.findIndex((l) => l.includes("password: s3cret"))).toBeGreaterThan(
      lines.findIndex((l) => l.includes("192.168.1.23")),
    );
    const top = lines.findIndex((l) => l.startsWith("┌"));
    // Every line of the box is as wide as its top.
    for (const l of lines.slice(top)) expect([...l].length, l).toBe([...lines[top]].length);
  });

  it("a box fits its longest line", () => {
    expect(boxed(["ab", "abcd"])).toBe("┌──────┐\n│ ab   │\n│ abcd │\n└──────┘");
  });
});

describe("LOG_FORMAT", () => {
  it("is pretty at a terminal and JSON otherwise; LOG_FORMAT chooses, anything else stops the start", () => {
    expect(defaultLogFormat(true)).toBe("pretty");
    expect(defaultLogFormat(false)).toBe("json");
    expect(defaultLogFormat(undefined)).toBe("json");
    expect(loadConfig({ LOG_FORMAT: "json" }).logFormat).toBe("json");
    expect(loadConfig({ LOG_FORMAT: "pretty" }).logFormat).toBe("pretty");
    expect(() => loadConfig({ LOG_FORMAT: "xml" })).toThrow(/LOG_FORMAT/);
  });

  it("pretty prints a record as one short line, with its fields, and an error's stack below it", () => {
    const line = prettyLogLine(JSON.stringify({ level: 40, time: 0, pid: 1, hostname: "h", msg: "slow", ms: 12 }));
    expect(line).toMatch(/^\d\d:\d\d:\d\d WARN slow ms=12\n$/);
    const err = prettyLogLine(JSON.stringify({ level: 50, time: 0, msg: "boom", err: { stack: "Error: boom\n    at x" } }));
    expect(err.split("\n").slice(0, 2)).toEqual([expect.stringMatching(/ERROR boom$/), "Error: boom"]);
    expect(prettyLogLine("not json\n")).toBe("not json\n");
  });

  it("pretty: each request is one line, method, URL, status and time, written when it is answered", async () => {
    const records: Record<string, unknown>[] = [];
    const stream = { write: (s: string) => records.push(JSON.parse(s)) > 0 };
    const t = await createTestApp({ logFormat: "pretty" }, { logger: { level: "info", stream } });
    try {
      const res = await call(t, "GET", "/api/health");
      expect(res.statusCode).toBe(200);
      const about = records.filter((r) => String(r.msg).includes("/api/health"));
      expect(about).toHaveLength(1);
      expect(String(about[0].msg)).toMatch(/^GET \/api\/health 200 \d+(\.\d)? ms$/);
      expect(prettyLogLine(JSON.stringify(about[0])).trim().split("\n")).toHaveLength(1);
      expect(requestLine("POST", "/x", 201, 123.4)).toBe("POST /x 201 123 ms");
    } finally {
      await t.close();
    }
  });

  it("json keeps Fastify's records of each request (a log collector's)", async () => {
    const records: Record<string, unknown>[] = [];
    const stream = { write: (s: string) => records.push(JSON.parse(s)) > 0 };
    const t = await createTestApp({ logFormat: "json" }, { logger: { level: "info", stream } });
    try {
      await call(t, "GET", "/api/health");
      expect(records.map((r) => r.msg)).toEqual(expect.arrayContaining(["incoming request", "request completed"]));
    } finally {
      await t.close();
    }
  });
});
