import { beforeAfter, describeEntry, describeUndo, latestUndoable, type Names, playerIdsOf } from "@sah/domain";
import { describe, expect, it } from "vitest";
import { logEntry } from "../../../../test/fixtures.ts";

const names: Names = {
  players: new Map([
    [11, "Virat Singh"],
    [12, "Rohit Das"],
  ]),
  teams: new Map([[3, "Chennai Chargers"]]),
  unit: "pts",
};

const entry = logEntry;

const sellTo = (to: number, sale = true) =>
  entry(5, "auction.sell", {
    players: [{ id: 11, from: 1, to }],
    added: sale ? [{ id: 1, player: 11, team: 3, price: 5000 }] : [],
    removed: [],
  });

describe("the log in the auction's words", () => {
  it.each([
    [
      sellTo(3),
      "Virat Singh sold to Chennai Chargers for 5,000 pts",
      "the sale of Virat Singh to Chennai Chargers for 5,000 pts",
    ],
    [
      sellTo(4),
      "Virat Singh retained by Chennai Chargers for 5,000 pts",
      "the retention of Virat Singh by Chennai Chargers for 5,000 pts",
    ],
    [
      sellTo(6),
      "Virat Singh Icon Player of Chennai Chargers for 5,000 pts",
      "Virat Singh as Icon Player of Chennai Chargers for 5,000 pts",
    ],
    [sellTo(2, false), "Virat Singh marked Unsold", "marking Virat Singh Unsold"],
    [
      entry(2, "auction.draw", {
        players: [
          { id: 12, from: 1, to: 0 },
          { id: 11, from: 0, to: 1 },
        ],
      }),
      "Virat Singh drawn",
      "the draw of Virat Singh",
    ],
    [entry(2, "auction.draw", { players: [] }), "Player selection started", "the start of player selection"],
    [
      entry(3, "auction.re-auction", {
        players: [
          { id: 11, from: 2, to: 0 },
          { id: 12, from: 2, to: 0 },
        ],
      }),
      "Re-auction: 2 unsold players back to Available",
      "the re-auction of 2 unsold players",
    ],
  ])("%#: %s", (e, line, undo) => {
    expect(describeEntry(e, names)).toBe(line);
    expect(describeUndo(e, names)).toBe(undo);
  });

  it("names an unknown player or team by id", () => {
    const e = entry(5, "auction.sell", {
      players: [{ id: 99, from: 1, to: 3 }],
      added: [{ id: 1, player: 99, team: 8, price: 10 }],
    });
    expect(describeEntry(e, names)).toBe("Player #99 sold to Team #8 for 10 pts");
    expect(playerIdsOf(e)).toEqual([99]);
  });

  it("an undo names what it undid", () => {
    const sale = sellTo(3);
    const undo = entry(6, "auction.undo", {}, { undo_of: 5 });
    expect(describeEntry(undo, names, [undo, sale])).toBe("Undone: Virat Singh sold to Chennai Chargers for 5,000 pts");
  });

  it("the latest undoable action skips undos, undone actions and edits made elsewhere", () => {
    const log = [
      entry(9, "players.update", {}),
      entry(8, "auction.undo", {}, { undo_of: 7 }),
      entry(7, "auction.sell", {}, { undone: true }),
      entry(6, "auction.draw", {}),
    ];
    expect(latestUndoable(log)?.seq).toBe(6);
    expect(latestUndoable(log.slice(0, 3))).toBeUndefined();
  });
});

describe('corrections and adjustments in the log (docs/api.md "Corrections and undo", "Purse adjustments")', () => {
  const sale = (price: number) => ({ id: 1, player: 11, team: 3, price, created_at: "" });
  it("a correction reads as its sale, prefixed, with the price before → after", () => {
    const e = entry(7, "auction.correction", { players: [], removed: [sale(50000)], added: [sale(5000)], block: null });
    expect(describeEntry(e, names)).toBe("Corrected: Virat Singh sold to Chennai Chargers for 5,000 pts");
    expect(beforeAfter(e, names)).toBe("Chennai Chargers 50,000 pts → Chennai Chargers 5,000 pts");
  });

  it("an adjustment reads with its sign, and an override is named", () => {
    const fine = { id: 2, team: 3, amount: -500, reason: "Late", created_at: "" };
    const e = entry(8, "auction.adjustment", {
      players: [],
      removed: [],
      added: [],
      block: null,
      adjustments_added: [fine],
      override: true,
    });
    expect(describeEntry(e, names)).toBe("Chennai Chargers: purse adjusted by -500 pts");
    expect(describeUndo(e, names)).toBe("the adjustment of Chennai Chargers's purse by -500 pts");
    expect(beforeAfter(e, names)).toBe("Chennai Chargers purse -500 pts; limits overridden");
  });

  it("a release back to the pool shows the status and the sale going", () => {
    const e = entry(9, "auction.correction", {
      players: [{ id: 11, from: 3, to: 0 }],
      removed: [sale(5000)],
      added: [],
      block: null,
    });
    expect(beforeAfter(e, names)).toBe("Virat Singh: Sold → Available; Chennai Chargers 5,000 pts → no sale");
  });
});

describe('base prices and draw choices in the audit (docs/api.md "The log")', () => {
  it("a second round shows each player's base price before → after beside its status", () => {
    const e = entry(10, "auction.re-auction", {
      players: [
        { id: 11, from: 2, to: 0 },
        { id: 12, from: 2, to: 0 },
      ],
      removed: [],
      added: [],
      block: null,
      base_price_percent: 50,
      base_prices: [
        { id: 11, from: 1000, to: 500 },
        { id: 12, from: null, to: 5 },
      ],
    });
    expect(describeEntry(e, names)).toBe("Re-auction: 2 unsold players back to Available at 50% of their base price");
    expect(beforeAfter(e, names)).toBe(
      "Virat Singh: Unsold → Available, base price 1,000 pts → 500 pts; Rohit Das: Unsold → Available, base price the event minimum → 5 pts",
    );
  });

  it("its undo puts the earlier prices back, and reads so", () => {
    const e = entry(11, "auction.undo", {
      players: [{ id: 11, from: 0, to: 2 }],
      removed: [],
      added: [],
      block: null,
      base_prices: [{ id: 11, from: 500, to: 1000 }],
      undone_action: "auction.re-auction",
    });
    expect(beforeAfter(e, names)).toBe("Virat Singh: Available → Unsold, base price 500 pts → 1,000 pts");
  });

  it("a player edit that changed the base price shows it", () => {
    const e = entry(12, "player.update", { player: 12, fields: ["basePrice"], base_price: { from: 5000, to: null } });
    expect(beforeAfter(e, names)).toBe("Rohit Das: base price 5,000 pts → the event minimum");
    expect(beforeAfter(entry(13, "player.update", { player: 12, fields: ["name"] }), names)).toBe("");
  });

  it.each([
    [{ player: 11 }, "Virat Singh drawn, chosen by name"],
    [{ grade: 10 }, "Virat Singh drawn, within grade A+"],
    [{ set: "Marquee" }, 'Virat Singh drawn, within the set "Marquee"'],
  ])("a draw says what the auctioneer asked for: %j", (asked, line) => {
    const e = entry(14, "auction.draw", { players: [{ id: 11, from: 0, to: 1 }], asked });
    expect(describeEntry(e, names)).toBe(line);
    expect(describeUndo(e, names)).toBe("the draw of Virat Singh");
  });
});
