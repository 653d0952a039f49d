// TRUST_PROXY (docs/decisions/031-proxy-timeouts-shutdown.md): which peers may name the client in
// X-Forwarded-For. The per-IP rate limits on login and password reset key on that address, so a
// client must not escape them by writing its own left-most X-Forwarded-For entry.
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, parseTrustProxy } from "../src/config.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";

const IP_MAX = 4;
const limits = { rateLimitIp: { max: IP_MAX, windowMs: 60_000 }, rateLimitAccount: null };

/** Behind one proxy (TRUST_PROXY=1). */
let oneHop: TestApp;
/** Behind proxies on 10.0.0.0/8 (a CIDR list). */
let cidr: TestApp;
/** No proxy trusted (the default). */
let direct: TestApp;
beforeAll(async () => {
  oneHop = await createTestApp({ ...limits, trustProxy: loadConfig({ TRUST_PROXY: "1" }).trustProxy });
  cidr = await createTestApp({ ...limits, trustProxy: loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy });
  direct = await createTestApp({ ...limits, trustProxy: loadConfig({}).trustProxy });
});
afterAll(async () => {
  await Promise.all([oneHop.close(), cidr.close(), direct.close()]);
});

let forgedSeq = 0;
/** A new left-most address on every request: what a client escaping the limit would send. */
const forged = () => `192.0.2.${++forgedSeq % 250}`;

function login(app: TestApp, remoteAddress: string, forwardedFor: string) {
  const options: InjectOptions = {
    method: "POST",
    url: "/api/users/login/",
    payload: { email: "nobody@example.com", password: "wrong password" },
    remoteAddress,
    headers: { "x-forwarded-for": forwardedFor },
  };
  return app.app.inject(options);
}

/** Spends the per-IP budget with a forged left-most entry each time; the next request's status. */
async function afterBudget(app: TestApp, remoteAddress: string, chain: (forgedLeft: string) => string) {
  for (let i = 0; i < IP_MAX; i++) expect((await login(app, remoteAddress, chain(forged()))).statusCode).toBe(400);
  return (await login(app, remoteAddress, chain(forged()))).statusCode;
}

describe("TRUST_PROXY", () => {
  it("takes a hop count or a list of proxy addresses and CIDRs, and refuses anything else at start", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy(" 2 ")).toBe(2);
    expect(parseTrustProxy("10.0.0.0/8, 127.0.0.1")).toEqual(["10.0.0.0/8", "127.0.0.1"]);
    expect(parseTrustProxy("fd00::/8,::1,192.168.0.0/255.255.0.0")).toEqual(["fd00::/8", "::1", "192.168.0.0/255.255.0.0"]);
    expect(parseTrustProxy("loopback, uniquelocal")).toEqual(["loopback", "uniquelocal"]);
    for (const bad of [
      "true",
      "yes",
      "-1",
      "1.5",
      "10.0.0.0/33",
      "::1/129",
      "300.1.1.1",
      "10.0.0.1,",
      "proxy.example",
      "10.0.0.0/8/1",
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/^TRUST_PROXY: expected the number of proxies/);
    }
  });

  it("with 1, counts the address the one proxy appended: forging the left-most entry does not escape the limit", async () => {
    const real = "203.0.113.9";
    expect(await afterBudget(oneHop, "127.0.0.1", (left) => `${left}, ${real}`)).toBe(429);
    // Another client behind the same proxy has a budget of its own.
    expect((await login(oneHop, "127.0.0.1", `${forged()}, 203.0.113.10`)).statusCode).toBe(400);
  });

  it("with a CIDR list, counts the first address from the right that is not a listed proxy", async () => {
    const real = "198.51.100.7";
    // Two proxies: the client's request went through 10.0.0.5, then reached us from 10.1.2.3.
    expect(await afterBudget(cidr, "10.1.2.3", (left) => `${left}, ${real}, 10.0.0.5`)).toBe(429);
    expect((await login(cidr, "10.1.2.3", `${forged()}, 198.51.100.8, 10.0.0.5`)).statusCode).toBe(400);
    // A peer that is not a listed proxy is the client, whatever it writes.
    expect(await afterBudget(cidr, "198.51.100.50", (left) => `${left}, 10.0.0.9`)).toBe(429);
  });

  it("unset, ignores X-Forwarded-For: the peer is the client", async () => {
    expect(await afterBudget(direct, "198.51.100.60", (left) => `${left}`)).toBe(429);
  });
});
