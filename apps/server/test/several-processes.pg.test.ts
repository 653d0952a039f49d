// Several server processes on one PostgreSQL database, each with its own DATA_DIR (docs/deploy.md;
// docs/decisions/042-production-footing.md): images, live messages, rate limits and a rolling restart
// work as if there were one process. Runs only with TEST_DATABASE_URL (vitest.config.ts), as in CI.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LIMITS } from "@sah/domain";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { events } from "../src/db/schema.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayers, createTeam, playerStatus } from "./helpers/auction-factories.ts";
import { createEvent, createUser, type TestUser } from "./helpers/factories.ts";
import { ServerProcess } from "./helpers/server-process.ts";
import { openSse } from "./helpers/sse.ts";

const ACCOUNT_LIMIT = 4;

let t: TestApp;
let staff: TestUser;
let a: ServerProcess;
let b: ServerProcess;
let eventId: number;
/** A file in A's DATA_DIR from before the database held media (an upload of an earlier version). */
const earlier = `players/${crypto.randomBytes(12).toString("hex")}.png`;
let earlierBytes: Buffer;

const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "sah-several-"));

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error("this file needs TEST_DATABASE_URL (a PostgreSQL server)");
  t = await createTestApp();
  if (!t.url) throw new Error("no database URL");
  // A user exists, so neither process seeds anything on its first start.
  staff = await createUser(t, { isStaff: true });
  eventId = await createEvent(t, { fundsPerTeam: 1_000_000, maxPlayers: 60, minPlayers: 0, minPlayerPrice: 10 });
  const dirA = tmpDir();
  earlierBytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a0" } })
    .png()
    .toBuffer();
  fs.mkdirSync(path.join(dirA, "media", "players"), { recursive: true });
  fs.writeFileSync(path.join(dirA, "media", earlier), earlierBytes);
  const env = { SEED_DEMO: "0", LOG_LEVEL: "warn", RATE_LIMIT_ACCOUNT: `${ACCOUNT_LIMIT}/1h`, RATE_LIMIT_IP: "off" };
  a = await ServerProcess.start({ dataDir: dirA, databaseUrl: t.url, env });
  b = await ServerProcess.start({ dataDir: tmpDir(), databaseUrl: t.url, env });
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  for (const p of [a, b]) if (p) fs.rmSync(p.options.dataDir, { recursive: true, force: true });
  await t?.close();
});

const auth = () => ({ authorization: `Bearer ${staff.token}` });

async function sell(server: ServerProcess, player: number, team: number): Promise<Response> {
  return fetch(`${server.url}/api/auctions/transactions/sell-player/?event_id=${eventId}`, {
    method: "POST",
    headers: { ...auth(), "content-type": "application/json" },
    body: JSON.stringify({ player, status: 3, team, price: 10, suppress_player_check: true }),
  });
}

async function logSeq(): Promise<number> {
  const [row] = await t.app.db.select({ seq: events.logSeq }).from(events).where(eq(events.id, eventId));
  return row.seq;
}

/**
 * Reads a live stream to its end, frame by frame: the ids of its data frames and the `retry:` hint
 * that came after the last of them, if any. Resolves when the server closes the stream.
 */
function readStream(url: string, headers: Record<string, string>, onId: (id: number) => void) {
  const controller = new AbortController();
  let onReady = () => {};
  const ready = new Promise<void>((resolve) => {
    onReady = resolve;
  });
  const done = (async () => {
    const res = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: controller.signal });
    if (!res.body) throw new Error("no body");
    let text = "";
    let lastRetry: number | null = null;
    const decoder = new TextDecoder();
    for await (const chunk of res.body) {
      text += decoder.decode(chunk as Uint8Array, { stream: true });
      let i = text.indexOf("\n\n");
      while (i >= 0) {
        const block = text.slice(0, i);
        text = text.slice(i + 2);
        const lines = block.split("\n");
        const retry = lines.find((l) => l.startsWith("retry: "));
        if (retry) lastRetry = Number(retry.slice(7));
        const id = lines.find((l) => l.startsWith("id: "));
        const isData = lines.some((l) => l.startsWith("data: ")) && !lines.includes("event: ready");
        if (id && isData) {
          onId(Number(id.slice(4)));
          // Only a retry hint after the last message counts: the one at the start is every stream's.
          lastRetry = null;
        }
        if (lines.includes("event: ready")) onReady();
        i = text.indexOf("\n\n");
      }
    }
    return { lastRetry };
  })();
  return { done, ready, close: () => controller.abort() };
}

describe("two server processes with their own DATA_DIR on one PostgreSQL database", () => {
  it("serves an image uploaded through one process from the other, with the same caching, until it is removed", async () => {
    const form = new FormData();
    form.set("name", "Shared Logo Co");
    form.set("category", "Title");
    form.set("order", "1");
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c80" } })
      .png()
      .toBuffer();
    form.set("logo", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
    const created = await fetch(`${a.url}/api/events/sponsors/?event_id=${eventId}`, {
      method: "POST",
      headers: auth(),
      body: form,
    });
    expect(created.status).toBe(201);
    const { id, logo } = (await created.json()) as { id: number; logo: string };
    expect(logo).toMatch(/^\/media\/sponsors\/[0-9a-f]+\.png$/);

    const fromA = await fetch(`${a.url}${logo}`);
    const fromB = await fetch(`${b.url}${logo}`);
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    expect(fromB.headers.get("content-type")).toBe("image/png");
    expect(fromB.headers.get("cache-control")).toBe(fromA.headers.get("cache-control"));
    expect(fromB.headers.get("cache-control")).toContain("immutable");
    // B keeps a copy on its own disk, its cache.
    expect(fs.existsSync(path.join(b.options.dataDir, logo))).toBe(true);

    const removed = await fetch(`${a.url}/api/events/sponsors/${id}/?event_id=${eventId}`, { method: "DELETE", headers: auth() });
    expect(removed.status).toBe(204);
    expect((await fetch(`${a.url}${logo}`)).status).toBe(404);
    // B drops its copy when A's removal is announced.
    await vi.waitFor(async () => expect((await fetch(`${b.url}${logo}`)).status).toBe(404), { timeout: 15_000, interval: 100 });
    expect(fs.existsSync(path.join(b.options.dataDir, logo))).toBe(false);
  });

  it("serves a file that was only in one process's DATA_DIR before from the other too", async () => {
    const res = await fetch(`${b.url}/media/${earlier}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(earlierBytes);
  });

  it("answers 404 on both for a media path that is not stored or is not a media path", async () => {
    for (const p of [a, b]) {
      expect((await fetch(`${p.url}/media/players/${"0".repeat(24)}.png`)).status).toBe(404);
      expect((await fetch(`${p.url}/media/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
    }
  });

  it("delivers a sale made through one process to a stream of the other", async () => {
    const team = await createTeam(t, eventId);
    const [player] = await createPlayers(t, eventId, [{}]);
    const s = await openSse(`${b.url}/api/events/${eventId}/live/`);
    const ready = Number((await s.nextData()).id);
    expect((await sell(a, player, team)).status).toBe(200);
    const msg = await s.nextData(10_000);
    s.close();
    expect(Number(msg.id)).toBe(ready + 1);
    expect(JSON.parse(msg.data ?? "{}").topics).toEqual(expect.arrayContaining(["players", "teams"]));
    expect(await playerStatus(t, player)).toBe(3);
  });

  it("counts wrong logins for one account over both processes, as one process would", async () => {
    const wrong = (p: ServerProcess) =>
      fetch(`${p.url}/api/users/login/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: staff.email, password: "not the password" }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMIT; i++) statuses.push((await wrong(i % 2 ? b : a)).status);
    expect(statuses).toEqual(Array(ACCOUNT_LIMIT).fill(400));
    const overA = await wrong(a);
    const overB = await wrong(b);
    expect([overA.status, overB.status]).toEqual([429, 429]);
    expect(Number(overB.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("counts an owner's user searches and invitations over both processes, as one process would", async () => {
    const organiser = await createUser(t);
    const ev = await createEvent(t, { owners: [organiser.id] });
    const headers = { authorization: `Bearer ${organiser.token}` };
    const search = (p: ServerProcess, i: number) => fetch(`${p.url}/api/users/all/?search=nobody${i}`, { headers });
    const searches: number[] = [];
    for (let i = 0; i < LIMITS.userSearchesPerMinute; i++) searches.push((await search(i % 2 ? b : a, i)).status);
    expect(searches).toEqual(Array(LIMITS.userSearchesPerMinute).fill(200));
    expect([(await search(a, 99)).status, (await search(b, 99)).status]).toEqual([429, 429]);

    const teams: number[] = [];
    for (let i = 0; i < 2; i++) teams.push(await createTeam(t, ev));
    const invite = (p: ServerProcess, i: number) =>
      fetch(`${p.url}/api/teams/${teams[i % 2]}/invite/?event_id=${ev}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ email: `two-proc-${ev}-${i}@example.com`, name: `Owner ${i}` }),
      });
    const invites: number[] = [];
    for (let i = 0; i < LIMITS.invitesPerUserPerHour; i++) invites.push((await invite(i % 2 ? b : a, i)).status);
    expect(invites).toEqual(Array(LIMITS.invitesPerUserPerHour).fill(200));
    const over = await invite(b, 999);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses on the other process a token logged out, or ended by a password change, through one", async () => {
    const u = await createUser(t);
    const login = async () => {
      const res = await fetch(`${a.url}/api/users/login/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: u.email, password: u.password }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { token: string }).token;
    };
    const staffCheck = (p: ServerProcess, token: string) =>
      fetch(`${p.url}/api/users/check-staff/`, { headers: { authorization: `Bearer ${token}` } });
    const [first, second, third] = [await login(), await login(), await login()];
    // B has checked each token once, so it remembers them.
    for (const token of [first, second, third]) expect((await staffCheck(b, token)).status).toBe(200);

    const out = await fetch(`${a.url}/api/users/logout/`, { method: "POST", headers: { authorization: `Bearer ${first}` } });
    expect(out.status).toBe(204);
    await vi.waitFor(async () => expect((await staffCheck(b, first)).status).toBe(401), { timeout: 15_000, interval: 20 });
    expect((await staffCheck(b, second)).status).toBe(200);

    const changed = await fetch(`${a.url}/api/users/update-password/`, {
      method: "POST",
      headers: { authorization: `Bearer ${second}`, "content-type": "application/json" },
      body: JSON.stringify({ password: "another password 9", password_re: "another password 9" }),
    });
    expect(changed.status).toBe(200);
    await vi.waitFor(async () => expect((await staffCheck(b, third)).status).toBe(401), { timeout: 15_000, interval: 20 });
    expect((await staffCheck(b, second)).status).toBe(200);
  });

  it("hands a stream of a process stopped by SIGTERM during a burst of sales over to the other, every seq exactly once", async () => {
    const team = await createTeam(t, eventId);
    const toSell = await createPlayers(
      t,
      eventId,
      Array.from({ length: 30 }, () => ({})),
    );
    const start = await logSeq();
    const seen: number[] = [];
    const onA = readStream(`${a.url}/api/events/${eventId}/live/`, {}, (id) => seen.push(id));
    await onA.ready;

    // The burst goes through B; A is stopped after the first third of it.
    const sales = (async () => {
      for (const [i, player] of toSell.entries()) {
        expect((await sell(b, player, team)).status).toBe(200);
        if (i === 9) a.kill("SIGTERM");
      }
    })();
    const { lastRetry } = await onA.done;
    expect(lastRetry).toBeGreaterThan(0);
    expect((await a.exited).code).toBe(0);

    const last = seen.at(-1) ?? start;
    const onB = readStream(`${b.url}/api/events/${eventId}/live/`, { "last-event-id": String(last) }, (id) => seen.push(id));
    await sales;
    const end = await logSeq();
    await vi.waitFor(() => expect(seen.at(-1)).toBe(end), { timeout: 20_000, interval: 50 });
    onB.close();
    await onB.done.catch(() => {});
    expect(seen).toEqual(Array.from({ length: end - start }, (_, i) => start + 1 + i));
  }, 120_000);
});
