// A recorded result changes only as a correction with its reason (docs/api.md "sell-player",
// docs/decisions/052): sell-player, with or without the block check, and the clock's sale answer 409
// naming the correction for a player whose result is recorded, and change nothing; the same result
// again is a harmless repeat; a correction still changes it. A draw or re-auction when every team is
// full answers 409 "Every team is full".
import { AUCTION_ACTION, PLAYER_STATUS, SALE_TEXT } from "@sah/domain";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auctionLog } from "../src/db/schema.ts";
import { inTransaction } from "../src/db/transaction.ts";
import { placePlayerIn } from "../src/services/auction/place.ts";
import { DomainError } from "../src/services/errors.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createPlayers, createTeam, playerStatus, putOnBlock, saleOf } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
});
afterAll(() => t.close());

const sell = (ev: number, payload: Record<string, unknown>) =>
  call(t, "POST", `/api/auctions/transactions/sell-player/?event_id=${ev}`, { token: owner.token, payload });
const correct = (ev: number, payload: Record<string, unknown>) =>
  call(t, "POST", `/api/auctions/corrections/?event_id=${ev}`, { token: owner.token, payload });
const post = (path: string, ev: number) =>
  call(t, "POST", `/api/auctions/transactions/${path}/?event_id=${ev}`, { token: owner.token });
const logCount = async (ev: number) => (await t.app.db.select().from(auctionLog).where(eq(auctionLog.eventId, ev))).length;

/** An event with two teams and a player on the block named "Rohan". */
async function onBlock(opts: { maxPlayers?: number; minPlayers?: number } = {}) {
  const ev = await createEvent(t, {
    owners: [owner.id],
    fundsPerTeam: 100,
    minPlayerPrice: 10,
    minPlayers: 0,
    maxPlayers: 4,
    ...opts,
  });
  const [a, b] = [await createTeam(t, ev), await createTeam(t, ev)];
  const player = await createPlayer(t, ev, { name: "Rohan" });
  await putOnBlock(t, ev, player);
  return { ev, a, b, player };
}

describe("sell-player on a recorded result", () => {
  const placed = [
    { name: "Sold", status: PLAYER_STATUS.SOLD },
    { name: "Retained", status: PLAYER_STATUS.RETAINED },
    { name: "Icon", status: PLAYER_STATUS.ICON },
  ];
  for (const { name, status } of placed) {
    it(`a ${name} player: another price, another team or another status is 409 naming the correction`, async () => {
      const { ev, a, b, player } = await onBlock();
      expect((await sell(ev, { player, status, team: a, price: 20 })).statusCode).toBe(200);
      const before = await logCount(ev);
      const sale = await saleOf(t, player);
      for (const change of [
        { status, team: a, price: 30 },
        { status, team: b, price: 20 },
        { status: PLAYER_STATUS.UNSOLD },
        { status: PLAYER_STATUS.AVAILABLE },
      ]) {
        for (const check of [{}, { suppress_player_check: true }]) {
          const res = await sell(ev, { player, ...change, ...check });
          expect(res.statusCode).toBe(409);
          expect(res.json()).toEqual({ detail: SALE_TEXT.resultRecorded("Rohan", name) });
        }
      }
      expect(SALE_TEXT.resultRecorded("Rohan", name)).toContain("corrections/");
      expect(await saleOf(t, player)).toEqual(sale);
      expect(await playerStatus(t, player)).toBe(status);
      expect(await logCount(ev)).toBe(before);
    });
  }

  it("an Unsold or Suspended player is not sold by sell-player either", async () => {
    for (const [status, name] of [
      [PLAYER_STATUS.UNSOLD, "Unsold"],
      [PLAYER_STATUS.SUSPENDED, "Suspended"],
    ] as const) {
      const { ev, a, player } = await onBlock();
      expect((await sell(ev, { player, status })).statusCode).toBe(200);
      const res = await sell(ev, { player, status: PLAYER_STATUS.SOLD, team: a, price: 30 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: SALE_TEXT.resultRecorded("Rohan", name) });
      expect(await saleOf(t, player)).toBeNull();
      expect(await playerStatus(t, player)).toBe(status);
    }
  });

  it("the same result again is a repeat: 200, nothing written", async () => {
    const { ev, a, player } = await onBlock();
    await sell(ev, { player, status: PLAYER_STATUS.SOLD, team: a, price: 20 });
    const before = await logCount(ev);
    expect((await sell(ev, { player, status: PLAYER_STATUS.SOLD, team: a, price: 20 })).statusCode).toBe(200);
    expect(
      (await sell(ev, { player, status: PLAYER_STATUS.SOLD, team: a, price: 20, suppress_player_check: true })).statusCode,
    ).toBe(200);
    expect(await logCount(ev)).toBe(before);
  });

  it("a correction with its reason still changes it, and is logged as one", async () => {
    const { ev, a, b, player } = await onBlock();
    await sell(ev, { player, status: PLAYER_STATUS.SOLD, team: a, price: 20 });
    const res = await correct(ev, { player, status: PLAYER_STATUS.SOLD, team: b, price: 30, reason: "Wrong paddle" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: PLAYER_STATUS.SOLD, transaction_detail: { team: b, price: 30 } });
    const [last] = await t.app.db
      .select()
      .from(auctionLog)
      .where(eq(auctionLog.eventId, ev))
      .orderBy(desc(auctionLog.seq))
      .limit(1);
    expect(last).toMatchObject({ action: AUCTION_ACTION.correction, reason: "Wrong paddle" });
  });

  it("the clock's sale (owners' bidding) refuses a recorded result the same way", async () => {
    const { ev, a, player } = await onBlock();
    await sell(ev, { player, status: PLAYER_STATUS.UNSOLD });
    const clockSale = inTransaction(t.app.db, (tx) =>
      placePlayerIn(tx, {
        eventId: ev,
        actorId: null,
        body: { player, status: PLAYER_STATUS.SOLD, team: a, price: 40 },
        action: AUCTION_ACTION.clock,
        onBlockOnly: true,
        reason: null,
      }),
    );
    await expect(clockSale).rejects.toThrow(DomainError);
    await expect(clockSale).rejects.toThrow(SALE_TEXT.resultRecorded("Rohan", "Unsold"));
    expect(await saleOf(t, player)).toBeNull();
  });
});

describe("every team full", () => {
  it("the draw and the re-auction answer 409 'Every team is full' and change nothing", async () => {
    const { ev, a, b, player } = await onBlock({ maxPlayers: 1 });
    const [unsold, waiting] = await createPlayers(t, ev, [{ status: PLAYER_STATUS.UNSOLD }, {}]);
    await sell(ev, { player, status: PLAYER_STATUS.SOLD, team: a, price: 20 });
    // One team still has a slot: the draw goes on.
    expect((await post("next-player", ev)).statusCode).toBe(200);
    expect(await playerStatus(t, waiting)).toBe(PLAYER_STATUS.AUCTIONING);
    await sell(ev, { player: waiting, status: PLAYER_STATUS.SOLD, team: b, price: 20 });
    const extra = await createPlayer(t, ev);
    const before = await logCount(ev);
    for (const path of ["next-player", "re-auction"]) {
      const res = await post(path, ev);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: SALE_TEXT.everyTeamFull });
    }
    expect(await playerStatus(t, extra)).toBe(PLAYER_STATUS.AVAILABLE);
    expect(await playerStatus(t, unsold)).toBe(PLAYER_STATUS.UNSOLD);
    expect(await logCount(ev)).toBe(before);
  });
});
