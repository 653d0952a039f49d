// Property-based tests of the auction engine (docs/api.md "Beyond the spec"; docs/decisions/041): random
// sequences of sales, corrections, adjustments, undos and re-auctions, run against an in-memory store
// written the way services/auction/service.ts writes, checking the invariants after every step.
import { isPlacedStatus, PLAYER_STATUS, type PlayerStatus } from "@sah/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { budgetOf, fundsRemaining, type Purse } from "../src/services/auction/budget.ts";
import {
  type AdjustmentRow,
  type AuctionChange,
  INITIAL_BLOCK,
  invertChange,
  isEmptyChange,
  planAdjustment,
  planReAuction,
  planSaleWithOverride,
  planUndo,
  type SaleRules,
  type TransactionRow,
} from "../src/services/auction/engine.ts";

const FUNDS = 100;
const RULES: SaleRules = { minPlayerPrice: 5, minPlayers: 2, maxPlayers: 3, fundsUnit: "pts" };
const TEAMS = [1, 2, 3];
const PLAYERS = [11, 12, 13, 14, 15, 16, 17];

type Store = {
  status: Map<number, PlayerStatus>;
  basePrice: Map<number, number | null>;
  sales: Map<number, TransactionRow>; // by transaction id
  adjustments: Map<number, AdjustmentRow>;
  nextId: number;
};
type Entry = { change: AuctionChange; undoOf: number | null; undoable: boolean };

function initial(basePrices: (number | null)[]): Store {
  return {
    status: new Map(PLAYERS.map((p) => [p, PLAYER_STATUS.AVAILABLE])),
    basePrice: new Map(PLAYERS.map((p, i) => [p, basePrices[i] ?? null])),
    sales: new Map(),
    adjustments: new Map(),
    nextId: 1,
  };
}

function clone(s: Store): Store {
  return {
    status: new Map(s.status),
    basePrice: new Map(s.basePrice),
    sales: new Map(s.sales),
    adjustments: new Map(s.adjustments),
    nextId: s.nextId,
  };
}

function purse(s: Store, team: number): Purse {
  const rows = [...s.sales.values()].filter((t) => t.team === team);
  const adjusted = [...s.adjustments.values()].filter((a) => a.team === team).reduce((n, a) => n + a.amount, 0);
  return {
    totalFunds: FUNDS + adjusted,
    spent: rows.reduce((n, t) => n + t.price, 0),
    playersCount: rows.length,
    minPlayers: RULES.minPlayers,
    maxPlayers: RULES.maxPlayers,
    minPlayerPrice: RULES.minPlayerPrice,
  };
}

/** What applyChange does to the database, on the store. */
function apply(s: Store, c: AuctionChange): void {
  for (const p of c.players) s.status.set(p.id, p.to);
  for (const t of c.removed) s.sales.delete(t.id);
  for (const t of c.added) s.sales.set(t.id, t);
  for (const a of c.adjustments_removed ?? []) s.adjustments.delete(a.id);
  for (const a of c.adjustments_added ?? []) s.adjustments.set(a.id, a);
}

type Op =
  | { kind: "sale" | "correction"; player: number; status: PlayerStatus; team: number; price: number; override: boolean }
  | { kind: "adjust"; team: number; amount: number; override: boolean }
  | { kind: "undo" }
  | { kind: "reauction" };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom("sale" as const, "correction" as const),
    player: fc.constantFrom(...PLAYERS),
    status: fc.constantFrom<PlayerStatus>(0, 2, 3, 3, 3, 4, 5, 6),
    team: fc.constantFrom(...TEAMS, 99),
    price: fc.integer({ min: 0, max: 120 }),
    override: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("adjust" as const),
    team: fc.constantFrom(...TEAMS),
    amount: fc.integer({ min: -120, max: 60 }),
    override: fc.boolean(),
  }),
  fc.constant({ kind: "undo" as const }),
  fc.constant({ kind: "reauction" as const }),
);

/** Runs one operation as the service would; returns the log entry written, or null when refused. */
function step(s: Store, log: Entry[], o: Op): Entry | null {
  if (o.kind === "sale" || o.kind === "correction") {
    const standing = [...s.sales.values()].find((t) => t.player === o.player) ?? null;
    const placing = isPlacedStatus(o.status);
    const team = placing && TEAMS.includes(o.team) ? { id: o.team, name: `Team ${o.team}`, purse: purse(s, o.team) } : null;
    const { plan, overridden } = planSaleWithOverride({
      rules: RULES,
      player: { id: o.player, status: s.status.get(o.player) as PlayerStatus, basePrice: s.basePrice.get(o.player) ?? null },
      standing,
      request: { status: o.status, team: placing ? o.team : null, price: placing ? o.price : null, override: o.override },
      team,
    });
    if (!plan.ok) return null;
    const added = plan.add ? [{ id: s.nextId++, player: o.player, ...plan.add, created_at: "2026-01-01T00:00:00.000Z" }] : [];
    const change: AuctionChange = {
      players: plan.status ? [plan.status] : [],
      removed: plan.remove ? [plan.remove] : [],
      added,
      block: null,
      ...(overridden ? { override: true as const } : {}),
    };
    if (isEmptyChange(change)) return null;
    apply(s, change);
    return { change, undoOf: null, undoable: true };
  }
  if (o.kind === "adjust") {
    const plan = planAdjustment({
      rules: RULES,
      team: { id: o.team, name: `Team ${o.team}`, purse: purse(s, o.team) },
      amount: o.amount,
      override: o.override,
    });
    if (!plan.ok) return null;
    const row: AdjustmentRow = {
      id: s.nextId++,
      team: o.team,
      amount: o.amount,
      reason: "r",
      created_at: "2026-01-01T00:00:00.000Z",
    };
    const change: AuctionChange = { players: [], removed: [], added: [], block: null, adjustments_added: [row] };
    apply(s, change);
    return { change, undoOf: null, undoable: true };
  }
  if (o.kind === "reauction") {
    const change = planReAuction(
      [...s.status].map(([id, status]) => ({ id, status })),
      INITIAL_BLOCK,
      null,
    );
    if (isEmptyChange(change)) return null;
    apply(s, { ...change, block: null });
    return { change: { ...change, block: null }, undoOf: null, undoable: true };
  }
  // undo: the latest undoable entry not yet undone.
  const undone = new Set(log.map((e) => e.undoOf));
  const target = [...log.keys()].reverse().find((i) => log[i]?.undoable && !undone.has(i));
  if (target === undefined) return null;
  const done = log[target]?.change as AuctionChange;
  const plan = planUndo(done, {
    playerStatuses: s.status,
    transactionsById: s.sales,
    transactionOfPlayer: new Map([...s.sales.values()].map((t) => [t.player, t.id])),
    adjustmentsById: s.adjustments,
    teams: new Map(TEAMS.map((t) => [t, purse(s, t)])),
    block: INITIAL_BLOCK,
  });
  if (!plan.ok) return null;
  apply(s, plan.change);
  return { change: plan.change, undoOf: target, undoable: false };
}

function checkInvariants(s: Store, start: Store, log: Entry[]): void {
  for (const team of TEAMS) {
    const p = purse(s, team);
    const adjusted = [...s.adjustments.values()].filter((a) => a.team === team).reduce((n, a) => n + a.amount, 0);
    // spent + left = purse + adjustments, and funds never below zero.
    expect(p.spent + fundsRemaining(p)).toBe(FUNDS + adjusted);
    expect(fundsRemaining(p)).toBeGreaterThanOrEqual(0);
    // No team above its maximum.
    expect(p.playersCount).toBeLessThanOrEqual(RULES.maxPlayers);
    expect(budgetOf(p).max_bid).toBeLessThanOrEqual(fundsRemaining(p));
  }
  // Every placed player has exactly one live transaction; every other player none.
  for (const [player, status] of s.status) {
    const rows = [...s.sales.values()].filter((t) => t.player === player);
    expect(rows.length).toBe(isPlacedStatus(status) ? 1 : 0);
  }
  // The log replays to the current state.
  const replay = clone(start);
  for (const e of log) apply(replay, e.change);
  expect(replay.status).toEqual(s.status);
  expect(replay.sales).toEqual(s.sales);
  expect(replay.adjustments).toEqual(s.adjustments);
}

describe("auction engine: invariants over random sequences", () => {
  it("hold after every sale, correction, adjustment, undo and re-auction", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }), {
          minLength: PLAYERS.length,
          maxLength: PLAYERS.length,
        }),
        fc.array(op, { minLength: 1, maxLength: 40 }),
        (basePrices, ops) => {
          const start = initial(basePrices);
          const s = clone(start);
          const log: Entry[] = [];
          for (const o of ops) {
            const entry = step(s, log, o);
            if (entry) log.push(entry);
            checkInvariants(s, start, log);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("undo after any sequence takes the store back to the state before the action it reverses", () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 25 }), (ops) => {
        const s = initial([]);
        const log: Entry[] = [];
        for (const o of ops) {
          const entry = step(s, log, o);
          if (entry) log.push(entry);
        }
        const before = clone(s);
        const last = log.at(-1);
        if (!last?.undoable) return;
        const undoEntry = step(s, log, { kind: "undo" });
        if (!undoEntry) return;
        // Undoing the newest action is its exact inverse.
        expect(undoEntry.change.players).toEqual(invertChange(last.change).players);
        apply(before, invertChange(last.change));
        expect(s.sales).toEqual(before.sales);
        expect(s.adjustments).toEqual(before.adjustments);
      }),
      { numRuns: 200 },
    );
  });
});
