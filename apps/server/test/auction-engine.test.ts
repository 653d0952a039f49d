// Table tests of the auction engine (docs/style.md habit 13): every rule, both sides of every limit.
import { DRAW_MSG, type DrawAsk, type PlayerStatus, type Purse } from "@sah/domain";
import { describe, expect, it } from "vitest";
import {
  type AuctionChange,
  type AuctionView,
  auctionStatus,
  type BlockState,
  changeRefs,
  type DrawCandidate,
  type DrawRefusal,
  drawRefusal,
  INITIAL_BLOCK,
  invertChange,
  isEmptyChange,
  planDraw,
  planReAuction,
  planUndo,
  type Random,
  shownPlayer,
  type TransactionRow,
  type UndoState,
} from "../src/services/auction/engine.ts";

const started = (current: number | null): BlockState => ({ current_player: current, is_started: true });
const counts = (available: number, auctioning: number, unsold: number) => ({ available, auctioning, unsold });

describe("auctionStatus", () => {
  const cases: [string, AuctionView, number, number | null][] = [
    ["not started, players waiting", { block: INITIAL_BLOCK, currentStatus: null, counts: counts(5, 0, 0) }, 3, null],
    ["not started, no players at all", { block: INITIAL_BLOCK, currentStatus: null, counts: counts(0, 0, 0) }, 3, null],
    ["not started, only unsold", { block: INITIAL_BLOCK, currentStatus: null, counts: counts(0, 0, 2) }, 3, null],
    ["current player Auctioning", { block: started(7), currentStatus: 1, counts: counts(3, 1, 0) }, 1, 7],
    ["current Auctioning, last one", { block: started(7), currentStatus: 1, counts: counts(0, 1, 0) }, 1, 7],
    ["current sold, Available remain", { block: started(7), currentStatus: 3, counts: counts(2, 0, 0) }, 1, 7],
    ["current unsold, Available remain", { block: started(7), currentStatus: 2, counts: counts(1, 0, 1) }, 1, 7],
    ["started, no current, Available remain", { block: started(null), currentStatus: null, counts: counts(2, 0, 0) }, 3, null],
    ["started, current deleted", { block: started(7), currentStatus: null, counts: counts(2, 0, 0) }, 3, null],
    ["started, Auctioning elsewhere only", { block: started(null), currentStatus: null, counts: counts(0, 1, 0) }, 3, null],
    ["current sold, one Auctioning elsewhere", { block: started(7), currentStatus: 3, counts: counts(0, 1, 0) }, 1, 7],
    ["all placed", { block: started(7), currentStatus: 3, counts: counts(0, 0, 0) }, 2, null],
    ["all placed, no current", { block: started(null), currentStatus: null, counts: counts(0, 0, 0) }, 2, null],
    ["no Available, 1 Unsold", { block: started(7), currentStatus: 2, counts: counts(0, 0, 1) }, 4, null],
    ["no Available, many Unsold", { block: started(7), currentStatus: 3, counts: counts(0, 0, 9) }, 4, null],
  ];
  it.each(cases)("%s → %i", (_name, view, status, player) => {
    expect(auctionStatus(view)).toBe(status);
    expect(shownPlayer(view)).toBe(player);
  });
});

describe("planDraw", () => {
  const p = (id: number, grade: number, status: PlayerStatus = 0): DrawCandidate => ({ id, grade, status });
  const first = () => 0;

  const gradeCases: [string, DrawCandidate[], number][] = [
    ["lowest grade code first", [p(1, 30), p(2, 10), p(3, 1000), p(4, 15)], 2],
    ["A+ before A", [p(1, 15), p(2, 10)], 2],
    ["F- before NA", [p(1, 1000), p(2, 95)], 2],
    ["NA last but drawn when alone", [p(1, 1000)], 1],
    ["Unsold, Sold, Suspended are not drawn", [p(1, 10, 2), p(2, 10, 3), p(3, 10, 5), p(4, 50)], 4],
    ["an Auctioning player is eligible again", [p(1, 10, 1), p(2, 30)], 1],
  ];
  it.each(gradeCases)("%s", (_name, players, drawn) => {
    expect(planDraw(players, INITIAL_BLOCK, first).drawn).toBe(drawn);
  });

  const randomCases: [number, number][] = [
    [0, 3],
    [0.3333, 3],
    [0.3334, 5],
    [0.6666, 5],
    [0.6667, 9],
    [0.9999, 9],
    [1, 9], // out of range: clamped
    [-1, 3],
    [Number.NaN, 3],
  ];
  it.each(randomCases)("random %d within the grade picks %i (candidates ordered by id)", (r, drawn) => {
    const players = [p(9, 10), p(3, 10), p(5, 10), p(1, 15)];
    expect(planDraw(players, INITIAL_BLOCK, () => r).drawn).toBe(drawn);
  });

  it("asks the random source once and only among the lowest grade", () => {
    const seen: number[] = [];
    const plan = planDraw([p(1, 20), p(2, 20), p(3, 25)], INITIAL_BLOCK, () => {
      seen.push(1);
      return 0.99;
    });
    expect(seen).toHaveLength(1);
    expect(plan.drawn).toBe(2);
  });

  it("puts the player left Auctioning back to Available and sets the new one Auctioning", () => {
    const plan = planDraw([p(4, 30, 1), p(6, 10)], started(4), first);
    expect(plan.drawn).toBe(6);
    expect(plan.change).toEqual({
      players: [
        { id: 4, from: 1, to: 0 },
        { id: 6, from: 0, to: 1 },
      ],
      removed: [],
      added: [],
      block: { before: started(4), after: started(6) },
    });
  });

  it("starts selection on the first draw", () => {
    const plan = planDraw([p(1, 10)], INITIAL_BLOCK, first);
    expect(plan.change.block).toEqual({ before: INITIAL_BLOCK, after: started(1) });
    expect(plan.change.players).toEqual([{ id: 1, from: 0, to: 1 }]);
  });

  it("redrawing the same Auctioning player changes nothing", () => {
    const plan = planDraw([p(1, 10, 1), p(2, 30)], started(1), first);
    expect(plan.drawn).toBe(1);
    expect(isEmptyChange(plan.change)).toBe(true);
  });

  it("with nothing to draw, only marks selection as started", () => {
    const plan = planDraw([p(1, 10, 3)], INITIAL_BLOCK, first);
    expect(plan.drawn).toBeNull();
    expect(plan.change).toEqual({
      players: [],
      removed: [],
      added: [],
      block: { before: INITIAL_BLOCK, after: { current_player: null, is_started: true } },
    });
    expect(isEmptyChange(planDraw([], started(3), first).change)).toBe(true);
  });
});

describe("draw control: planDraw with a choice, drawRefusal", () => {
  const p = (id: number, grade: number, status: PlayerStatus = 0, set: string | null = null): DrawCandidate => ({
    id,
    grade,
    status,
    set,
    name: `P${id}`,
  });
  const first = () => 0;
  const last = () => 0.99;
  // A+ 1; A 2 (Marquee), 3 (marquee, Auctioning), 4 (Unsold, Marquee); NA 5; Sold 6; Suspended 7.
  const players = [
    p(1, 10),
    p(2, 15, 0, "Marquee"),
    p(3, 15, 1, " marquee"),
    p(4, 15, 2, "Marquee"),
    p(5, 1000),
    p(6, 10, 3),
    p(7, 10, 5),
  ];

  const drawCases: [string, DrawAsk | null, Random, number | null][] = [
    ["no choice: lowest grade first", null, first, 1],
    ["a chosen Available player, whatever its grade", { player: 5 }, first, 5],
    ["a chosen Unsold player", { player: 4 }, first, 4],
    ["a chosen player left Auctioning (redrawn)", { player: 3 }, first, 3],
    ["within a grade: its first by id", { grade: 15 }, first, 2],
    ["within a grade: at random, Unsold left out", { grade: 15 }, last, 3],
    ["within NA", { grade: 1000 }, first, 5],
    ["within a set, ignoring case and spaces", { set: "MARQUEE " }, last, 3],
  ];
  it.each(drawCases)("%s", (_name, ask, random, drawn) => {
    expect(drawRefusal(players, ask)).toBeNull();
    expect(planDraw(players, started(3), random, ask).drawn).toBe(drawn);
  });

  const refusalCases: [string, DrawAsk, DrawRefusal][] = [
    ["a player not among the event's", { player: 99 }, { field: "player", message: DRAW_MSG.playerNotOfEvent }],
    ["a Sold player", { player: 6 }, { field: "player", message: DRAW_MSG.playerNotDrawable("P6", "Sold") }],
    ["a Suspended player", { player: 7 }, { field: "player", message: DRAW_MSG.playerNotDrawable("P7", "Suspended") }],
    ["a grade nobody is in", { grade: 20 }, { field: "grade", message: DRAW_MSG.gradeEmpty("A-") }],
    ["a set nobody is in", { set: "Icons" }, { field: "set", message: DRAW_MSG.setEmpty("Icons") }],
  ];
  it.each(refusalCases)("refuses %s", (_name, ask, refusal) => {
    expect(drawRefusal(players, ask)).toEqual(refusal);
  });

  it("a grade with only Unsold players left is refused: they come back through re-auction or by name", () => {
    expect(drawRefusal([p(1, 30, 2)], { grade: 30 })).toEqual({ field: "grade", message: DRAW_MSG.gradeEmpty("B") });
  });

  it("records what was asked; the player left Auctioning goes back; an Unsold pick goes Unsold -> Auctioning", () => {
    const plan = planDraw(players, started(3), first, { player: 4 });
    expect(plan.change).toEqual({
      players: [
        { id: 3, from: 1, to: 0 },
        { id: 4, from: 2, to: 1 },
      ],
      removed: [],
      added: [],
      block: { before: started(3), after: started(4) },
      asked: { player: 4 },
    });
    expect(invertChange(plan.change)).not.toHaveProperty("asked");
  });

  it("a choice that changes nothing (the player already on the block) is an empty change, not logged", () => {
    const plan = planDraw(players, started(3), first, { player: 3 });
    expect(isEmptyChange(plan.change)).toBe(true);
    expect(plan.change).not.toHaveProperty("asked");
  });
});

describe("planReAuction", () => {
  const list = [
    { id: 3, status: 2 as PlayerStatus },
    { id: 1, status: 2 as PlayerStatus },
    { id: 2, status: 3 as PlayerStatus },
  ];

  it("makes every Unsold player Available and goes back to preparation", () => {
    expect(planReAuction(list, started(9), 2)).toEqual({
      players: [
        { id: 1, from: 2, to: 0 },
        { id: 3, from: 2, to: 0 },
      ],
      removed: [],
      added: [],
      block: { before: started(9), after: INITIAL_BLOCK },
    });
  });

  it("keeps a player who is still Auctioning on the block", () => {
    const change = planReAuction(list, started(9), 1);
    expect(change.block).toBeNull();
    expect(change.players).toHaveLength(2);
  });

  it("changes nothing without Unsold players", () => {
    expect(isEmptyChange(planReAuction([{ id: 2, status: 3 }], started(9), 3))).toBe(true);
  });
});

describe("planUndo", () => {
  const tx = (id: number, player: number, team: number, price: number): TransactionRow => ({
    id,
    player,
    team,
    price,
    created_at: "2026-01-01T00:00:00.000Z",
  });
  const purse = (spent: number, playersCount: number, maxPlayers = 4): Purse => ({
    totalFunds: 100,
    spent,
    playersCount,
    minPlayers: 0,
    maxPlayers,
    minPlayerPrice: 10,
  });
  // Player 1 moved from team 10 (sale 5, price 30) to team 20 (sale 6, price 50), Auctioning → Sold.
  const move: AuctionChange = {
    players: [{ id: 1, from: 1, to: 3 }],
    removed: [tx(5, 1, 10, 30)],
    added: [tx(6, 1, 20, 50)],
    block: null,
  };
  const nowAfterMove = (over: Partial<UndoState> = {}): UndoState => ({
    playerStatuses: new Map([[1, 3]]),
    transactionsById: new Map([[6, tx(6, 1, 20, 50)]]),
    transactionOfPlayer: new Map([[1, 6]]),
    teams: new Map([
      [10, purse(0, 0)],
      [20, purse(50, 1)],
    ]),
    block: started(1),
    ...over,
  });

  it("reverses a move exactly", () => {
    expect(planUndo(move, nowAfterMove())).toEqual({
      ok: true,
      change: {
        players: [{ id: 1, from: 3, to: 1 }],
        removed: [tx(6, 1, 20, 50)],
        added: [tx(5, 1, 10, 30)],
        block: null,
      },
    });
  });

  it("inverting twice gives the change back", () => {
    expect(invertChange(invertChange(move))).toEqual(move);
  });

  it("lists every row a change touches, in id order", () => {
    const draw: AuctionChange = { ...move, block: { before: started(9), after: started(1) } };
    expect(changeRefs(draw)).toEqual({ players: [1, 9], teams: [10, 20], transactions: [5, 6], adjustments: [] });
  });

  const refused: [string, UndoState, RegExp][] = [
    ["the player's status changed", nowAfterMove({ playerStatuses: new Map([[1, 4]]) }), /status of player 1/],
    ["the player was deleted", nowAfterMove({ playerStatuses: new Map() }), /player 1 has been deleted/],
    ["the new sale is gone", nowAfterMove({ transactionsById: new Map(), transactionOfPlayer: new Map() }), /sale of player 1/],
    [
      "the new sale's price changed",
      nowAfterMove({ transactionsById: new Map([[6, tx(6, 1, 20, 55)]]) }),
      /sale of player 1 has changed/,
    ],
    ["the old team was deleted", nowAfterMove({ teams: new Map([[20, purse(50, 1)]]) }), /team 10 has been deleted/],
    [
      "the old team has no funds left for it",
      nowAfterMove({
        teams: new Map([
          [10, purse(71, 1)],
          [20, purse(50, 1)],
        ]),
      }),
      /team 10 would exceed its funds/,
    ],
    [
      "the old team has no slot left for it",
      nowAfterMove({
        teams: new Map([
          [10, purse(0, 4)],
          [20, purse(50, 1)],
        ]),
      }),
      /team 10 would exceed its max players/,
    ],
  ];
  it.each(refused)("refuses when %s", (_name, now, reason) => {
    const plan = planUndo(move, now);
    expect(plan.ok).toBe(false);
    if (!plan.ok) expect(plan.reason).toMatch(reason);
  });

  it("accepts when the old team has exactly the funds and the slot", () => {
    const teams = new Map([
      [10, purse(70, 3)],
      [20, purse(50, 1)],
    ]);
    expect(planUndo(move, nowAfterMove({ teams })).ok).toBe(true);
  });

  it("refuses to restore a sale when the player has been sold since", () => {
    const sale: AuctionChange = { players: [{ id: 1, from: 3, to: 2 }], removed: [tx(5, 1, 10, 30)], added: [], block: null };
    const now: UndoState = {
      playerStatuses: new Map([[1, 2]]),
      transactionsById: new Map(),
      transactionOfPlayer: new Map([[1, 8]]),
      teams: new Map([[10, purse(0, 0)]]),
      block: started(1),
    };
    expect(planUndo(sale, now)).toEqual({ ok: false, reason: "player 1 has been sold since" });
  });

  const draw: AuctionChange = {
    players: [
      { id: 1, from: 1, to: 0 },
      { id: 2, from: 0, to: 1 },
    ],
    removed: [],
    added: [],
    block: { before: started(1), after: started(2) },
  };
  const nowAfterDraw = (over: Partial<UndoState> = {}): UndoState => ({
    playerStatuses: new Map([
      [1, 0],
      [2, 1],
    ]),
    transactionsById: new Map(),
    transactionOfPlayer: new Map(),
    teams: new Map(),
    block: started(2),
    ...over,
  });

  it("reverses a draw: statuses and the block", () => {
    const plan = planUndo(draw, nowAfterDraw());
    expect(plan).toEqual({
      ok: true,
      change: {
        players: [
          { id: 1, from: 0, to: 1 },
          { id: 2, from: 1, to: 0 },
        ],
        removed: [],
        added: [],
        block: { before: started(2), after: started(1) },
      },
    });
  });

  it("refuses a draw undo when the block has moved on", () => {
    expect(planUndo(draw, nowAfterDraw({ block: started(3) }))).toEqual({
      ok: false,
      reason: "the player on the block has changed",
    });
  });
});

describe("planUndo of an adjustment", () => {
  const row = { id: 5, team: 7, amount: 40, reason: "Bonus", created_at: "2026-01-01T00:00:00.000Z" };
  const done: AuctionChange = { players: [], removed: [], added: [], block: null, adjustments_added: [row] };
  const state = (spent: number, adjustments: Map<number, typeof row>) => ({
    playerStatuses: new Map(),
    transactionsById: new Map(),
    transactionOfPlayer: new Map(),
    adjustmentsById: adjustments,
    teams: new Map([[7, { totalFunds: 140, spent, playersCount: 1, minPlayers: 3, maxPlayers: 4, minPlayerPrice: 10 }]]),
    block: INITIAL_BLOCK,
  });
  it("removes the adjustment while the team can give the money back", () => {
    expect(planUndo(done, state(100, new Map([[5, row]])))).toEqual({
      ok: true,
      change: { ...invertChange(done) },
    });
    expect(invertChange(done)).toMatchObject({ adjustments_removed: [row], adjustments_added: [] });
  });
  it("refuses when the bonus has been spent", () => {
    expect(planUndo(done, state(101, new Map([[5, row]])))).toEqual({ ok: false, reason: "team 7 would exceed its funds" });
  });
  it("refuses when the adjustment is gone", () => {
    expect(planUndo(done, state(0, new Map()))).toEqual({ ok: false, reason: "the adjustment of team 7 has changed" });
  });
});
