// One vocabulary (docs/decisions/036-one-vocabulary.md): the status table and the table of auction
// log actions are complete and consistent, and what derives from them agrees.
import { describe, expect, it } from "vitest";
import {
  AUCTION_ACTION,
  AUCTION_ACTION_NAMES,
  AUCTION_ACTIONS,
  AuctionLogData,
  type BasePriceChange,
  basePriceChangesOf,
  drawAskText,
  isPlacedStatus,
  OPEN_STATUSES,
  PLACED_STATUSES,
  PLAYER_EDIT_ACTION,
  PLAYER_STATUS,
  PLAYER_STATUS_CODES,
  PLAYER_STATUS_MAX,
  PLAYER_STATUSES,
  SellBody,
  StatusCounts,
  saleText,
  UNDOABLE_ACTIONS,
  withoutIgnoredSaleFields,
} from "../src/index.ts";

const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;

describe("the player-status table", () => {
  it("has codes 0..6, each once, in order, with unique names, labels and colours", () => {
    expect(PLAYER_STATUS_CODES).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(PLAYER_STATUS_MAX).toBe(6);
    expect(unique(PLAYER_STATUSES.map((s) => s.name))).toBe(true);
    expect(unique(PLAYER_STATUSES.map((s) => s.label))).toBe(true);
    expect(unique(PLAYER_STATUSES.map((s) => s.color))).toBe(true);
  });

  it("places Sold, Retained and Icon only (they take a team and a price)", () => {
    const placed = PLAYER_STATUSES.filter((s) => s.wording.placed).map((s) => s.name);
    expect(new Set(placed)).toEqual(new Set(["Sold", "Retained", "Icon"]));
    expect(PLACED_STATUSES).toEqual([PLAYER_STATUS.SOLD, PLAYER_STATUS.RETAINED, PLAYER_STATUS.ICON]);
    expect(PLAYER_STATUS_CODES.filter(isPlacedStatus)).toEqual(PLACED_STATUSES);
    expect(OPEN_STATUSES).toEqual([PLAYER_STATUS.AVAILABLE, PLAYER_STATUS.AUCTIONING, PLAYER_STATUS.UNSOLD]);
    expect(OPEN_STATUSES.some(isPlacedStatus)).toBe(false);
  });

  it("gives every status its own section 9 shortcut", () => {
    const keys = PLAYER_STATUSES.map((s) => s.shortcut);
    expect(unique(keys)).toBe(true);
    expect(keys).toEqual(["shift+a", "shift+b", "shift+u", "shift+s", "shift+r", "shift+x", "shift+i"]);
  });

  it("names the constants after the table", () => {
    expect(Object.values(PLAYER_STATUS)).toEqual(PLAYER_STATUS_CODES);
    expect(Object.keys(StatusCounts.shape)).toEqual([...PLAYER_STATUSES.map((s) => s.name), "Total"]);
  });

  it("words every result: a headline for each recorded status, a log and an undo line for each", () => {
    const lines = PLAYER_STATUSES.map((s) =>
      s.wording.placed
        ? [s.wording.headline("T", "5 pts"), s.wording.log("P", "T", "5 pts"), s.wording.undo("P", "T", "5 pts")]
        : [s.wording.headline, s.wording.log("P"), s.wording.undo("P")],
    );
    expect(lines).toEqual([
      [null, "P back to Available", "marking P Available"],
      [null, "P back on the block", "marking P Auctioning"],
      ["UNSOLD", "P marked Unsold", "marking P Unsold"],
      ["SOLD to T for 5 pts", "P sold to T for 5 pts", "the sale of P to T for 5 pts"],
      ["RETAINED by T for 5 pts", "P retained by T for 5 pts", "the retention of P by T for 5 pts"],
      ["SUSPENDED", "P marked Suspended", "marking P Suspended"],
      ["ICON PLAYER of T for 5 pts", "P Icon Player of T for 5 pts", "P as Icon Player of T for 5 pts"],
    ]);
  });
});

describe("the auction log actions", () => {
  it("are named once, and undo reverses all but an undo", () => {
    expect(AUCTION_ACTION_NAMES).toEqual([
      "auction.draw",
      "auction.re-auction",
      "auction.sell",
      "auction.correction",
      "auction.adjustment",
      "auction.clock",
      "auction.bid",
      "auction.lot",
      "auction.undo",
    ]);
    expect(UNDOABLE_ACTIONS).toEqual([
      AUCTION_ACTION.draw,
      AUCTION_ACTION.reAuction,
      AUCTION_ACTION.sell,
      AUCTION_ACTION.correction,
      AUCTION_ACTION.adjustment,
      // The clock's sale is a sale; a bid and a clock action are not undone (a bid is withdrawn).
      AUCTION_ACTION.clock,
    ]);
  });

  it("type the log's data: an auction change, an undo's change, or another entry's own object", () => {
    const change = { players: [{ id: 1, from: 0, to: 1 }], removed: [], added: [], block: null };
    expect(AuctionLogData.parse(change)).toEqual(change);
    const undo = { ...change, undone_action: "auction.draw" };
    expect(AuctionLogData.parse(undo)).toEqual(undo);
    expect(AuctionLogData.parse({ player: 4, name: "Ann" })).toEqual({ player: 4, name: "Ann" });
    expect(AuctionLogData.safeParse("text").success).toBe(false);
  });

  it("reads a sale in its status's words", () => {
    const names = { who: (id?: number) => `#${id}`, team: (id: number) => `T${id}`, price: (n: number) => `${n}` };
    const sale = (to: 0 | 1 | 2 | 3 | 4 | 5 | 6, sold = true) => ({
      players: [{ id: 1, from: 1 as const, to }],
      removed: [],
      added: sold ? [{ id: 9, player: 1, team: 2, price: 50, created_at: "" }] : [],
      block: null,
    });
    expect(saleText("log", sale(4), names)).toBe("#1 retained by T2 for 50");
    expect(saleText("undo", sale(2, false), names)).toBe("marking #1 Unsold");
    expect(saleText("log", sale(3, false), names)).toBe("#1 changed");
  });

  it.each([
    [{ player: 7 }, "chosen by name"],
    [{ grade: 10 }, "within grade A+"],
    [{ grade: 1000 }, "within grade NA"],
    [{ set: "Marquee" }, 'within the set "Marquee"'],
  ] as const)("words a draw's choice: %j", (ask, words) => {
    expect(drawAskText(ask)).toBe(words);
    expect(AUCTION_ACTIONS.draw.log("Ann", drawAskText(ask))).toBe(`Ann drawn, ${words}`);
  });
});

describe('base prices in the log (docs/api.md "The log")', () => {
  const change = { players: [], removed: [], added: [], block: null };
  it.each<[string, { action: string; data: unknown }, BasePriceChange[]]>([
    [
      "a second round's, per player",
      {
        action: AUCTION_ACTION.reAuction,
        data: {
          ...change,
          base_price_percent: 50,
          base_prices: [
            { id: 1, from: 100, to: 50 },
            { id: 2, from: null, to: 5 },
          ],
        },
      },
      [
        { id: 1, from: 100, to: 50 },
        { id: 2, from: null, to: 5 },
      ],
    ],
    [
      "its undo's",
      {
        action: AUCTION_ACTION.undo,
        data: { ...change, base_prices: [{ id: 1, from: 50, to: 100 }], undone_action: AUCTION_ACTION.reAuction },
      },
      [{ id: 1, from: 50, to: 100 }],
    ],
    [
      "a player edit's",
      { action: PLAYER_EDIT_ACTION, data: { player: 3, fields: ["basePrice"], base_price: { from: 10, to: null } } },
      [{ id: 3, from: 10, to: null }],
    ],
    ["none for an edit of other fields", { action: PLAYER_EDIT_ACTION, data: { player: 3, fields: ["name"] } }, []],
    ["none for a re-auction at full price", { action: AUCTION_ACTION.reAuction, data: change }, []],
    ["none for another entry", { action: "team.update", data: { team: 1, base_price: { from: 1, to: 2 } } }, []],
  ])("%s", (_name, entry, expected) => {
    expect(basePriceChangesOf(entry)).toEqual(expected);
  });
});

describe("the sell rule", () => {
  it("drops team and price for a status that does not place the player, before validating", () => {
    expect(withoutIgnoredSaleFields({ player: 1, status: "2", team: "x", price: "y" })).toEqual({ player: 1, status: "2" });
    expect(withoutIgnoredSaleFields({ player: 1, status: 3, team: 2, price: 5 })).toEqual({
      player: 1,
      status: 3,
      team: 2,
      price: 5,
    });
    expect(SellBody.parse({ player: 1, status: 5, team: "nonsense", price: -1 })).toEqual({ player: 1, status: 5 });
    expect(SellBody.safeParse({ player: 1, status: 6 }).error?.issues.map((i) => i.path[0])).toEqual(["team", "price"]);
    expect(SellBody.safeParse({ player: 1, status: 7 }).success).toBe(false);
  });
});
