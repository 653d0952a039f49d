// Bidding by team owners on two server processes sharing one PostgreSQL database
// (docs/decisions/046-owners-bidding.md): a deadline sells exactly once whichever process sees it
// first, and a process killed with SIGKILL mid-bidding loses no accepted bid; restarted, it finds the
// stored deadline and the clock carries on. Runs only with TEST_DATABASE_URL (vitest.config.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auctionLog, auctionLots, bids, teamOwners, transactions } from "../src/db/schema.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createTeam, playerStatus } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, type TestUser } from "./helpers/factories.ts";
import { ServerProcess } from "./helpers/server-process.ts";

let t: TestApp;
let organiser: TestUser;
let a: ServerProcess;
let b: ServerProcess;
/** Longest a server process may take to become healthy. */
const START_MS = 240_000;
const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "sah-bids-"));
const until = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 30_000, interval: 100 });

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error("this file needs TEST_DATABASE_URL (a PostgreSQL server)");
  t = await createTestApp();
  if (!t.url) throw new Error("no database URL");
  organiser = await createUser(t, { isStaff: true });
  const env = { SEED_DEMO: "0", LOG_LEVEL: "warn" };
  // One after the other, with time to spare: each compiles the sources through tsx on a busy machine.
  a = await ServerProcess.start({ dataDir: tmpDir(), databaseUrl: t.url, env }, START_MS);
  b = await ServerProcess.start({ dataDir: tmpDir(), databaseUrl: t.url, env }, START_MS);
}, 3 * START_MS);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  for (const p of [a, b]) if (p) fs.rmSync(p.options.dataDir, { recursive: true, force: true });
  await t?.close();
});

/** An owners-mode event (bid_seconds as given), two teams with an owner each. */
async function setup(bidSeconds: number) {
  const ev = await createEvent(t, {
    owners: [organiser.id],
    fundsPerTeam: 1_000_000,
    minPlayerPrice: 1_000,
    minPlayers: 0,
    maxPlayers: 50,
  });
  await call(t, "PATCH", `/api/events/events/${ev}/`, {
    token: organiser.token,
    payload: { bidding: "owners", first_bid_seconds: 3_600, bid_seconds: bidSeconds },
  });
  const owners: { team: number; user: TestUser }[] = [];
  for (const name of ["Red", "Blue"]) {
    const team = await createTeam(t, ev, name);
    const user = await createUser(t);
    await t.app.db.insert(teamOwners).values({ teamId: team, userId: user.id });
    owners.push({ team, user });
  }
  return { ev, owners };
}

async function post(server: ServerProcess, url: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`${server.url}${url}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("two processes", () => {
  it("each lot's deadline sells exactly once", { timeout: 240_000 }, async () => {
    const { ev, owners } = await setup(600);
    for (let lot = 0; lot < 3; lot++) {
      const player = await createPlayer(t, ev);
      const drawn = await post(lot % 2 ? b : a, `/api/auctions/transactions/next-player/?event_id=${ev}`, organiser.token);
      expect(drawn.status).toBe(200);
      // Two bids, one through each process.
      let amount = 1_000;
      for (const [i, server] of [a, b].entries()) {
        const res = await post(server, `/api/auctions/bids/?event_id=${ev}`, (owners[i] as { user: TestUser }).user.token, {
          player,
          amount,
        });
        expect(res.status).toBe(201);
        amount += 500;
      }
      // The stored deadline passes (moved to now, so a slow machine cannot close bidding early):
      // both processes' schedulers see it.
      await t.app.db.update(auctionLots).set({ deadline: new Date() }).where(eq(auctionLots.eventId, ev));
      await until(async () => expect(await playerStatus(t, player)).toBe(3));
      const sales = await t.app.db.select().from(transactions).where(eq(transactions.playerId, player));
      expect(sales.map((s) => [s.teamId, s.price])).toEqual([[owners[1]?.team, 1_500]]);
    }
    const clockSales = await t.app.db
      .select()
      .from(auctionLog)
      .where(and(eq(auctionLog.eventId, ev), eq(auctionLog.action, "auction.clock")));
    expect(clockSales).toHaveLength(3);
  });

  it("kill -9 mid-bidding loses no accepted bid; the restarted process sells when the stored deadline passes", {
    timeout: 240_000,
  }, async () => {
    await b.stop();
    const { ev, owners } = await setup(600);
    const player = await createPlayer(t, ev);
    expect((await post(a, `/api/auctions/transactions/next-player/?event_id=${ev}`, organiser.token)).status).toBe(200);
    const accepted: number[] = [];
    let amount = 1_000;
    let turn = 0;
    // Bid until a few have been accepted, then kill the process with bids still in flight.
    const bidding = (async () => {
      for (;;) {
        const owner = owners[turn % 2] as { user: TestUser };
        const res = await post(a, `/api/auctions/bids/?event_id=${ev}`, owner.user.token, { player, amount }).catch(() => null);
        if (!res) return;
        if (res.status === 201) {
          accepted.push(amount);
          amount += amount < 10_000 ? 500 : 1_000;
          turn++;
        } else return;
      }
    })();
    await until(async () => expect(accepted.length).toBeGreaterThanOrEqual(5));
    a.kill("SIGKILL");
    await a.exited;
    await bidding;
    const stored = await t.app.db
      .select({ amount: bids.amount })
      .from(bids)
      .where(and(eq(bids.eventId, ev), isNull(bids.withdrawnAt)));
    const storedAmounts = stored.map((r) => r.amount);
    for (const amt of accepted) expect(storedAmounts).toContain(amt);
    // Nothing runs now; the stored deadline passes with the process down. The restarted one sells the lot.
    await t.app.db.update(auctionLots).set({ deadline: new Date() }).where(eq(auctionLots.eventId, ev));
    a = await ServerProcess.start(a.options, START_MS);
    await until(async () => expect(await playerStatus(t, player)).toBe(3));
    const [sale] = await t.app.db.select().from(transactions).where(eq(transactions.playerId, player));
    expect(sale?.price).toBe(Math.max(...storedAmounts));
    b = await ServerProcess.start(b.options, START_MS);
  });
});
