// Property-based tests of the auction engine (docs/api.md "Corrections and undo", "Squad quotas"; docs/decisions/041 and 044):
// random sequences of sales, corrections, adjustments, undos, re-auctions (some at a percentage of the
// base prices) and changes of the squad quotas, run against an in-memory store written the way
// services/auction command files write, checking the invariants after every step.
import {
  budgetOf,
  fitsQuota,
  fundsRemaining,
  isPlacedStatus,
  PLAYER_STATUS,
  type PlayerStatus,
  type Purse,
  planAdjustment,
  planSaleWithOverride,
  type Quota,
  quotaCount,
  quotaReserve,
  quotaShortfall,
  type SaleRules,
  type SquadPlayer,
} from "@sah/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AdjustmentRow,
  type AuctionChange,
  INITIAL_BLOCK,
  invertChange,
  isEmptyChange,
  planReAuction,
  planUndo,
  type TransactionRow,
} from "../src/services/auction/engine.ts";

const FUNDS = 100;
const RULES: SaleRules = { minPlayerPrice: 5, minPlayers: 2, maxPlayers: 3, fundsUnit: "pts" };
const TEAMS = [1, 2, 3];
const PLAYERS = [11, 12, 13, 14, 15, 16, 17];
/** Each player's grade and skills (fixed for a run), as the quotas see them. */
const GRADE_IDS = [10, 20];
const SKILL_IDS = [1, 2];
const label = (q: Quota) => `${q.kind} ${q.id}`;

type Store = {
  status: Map<number, PlayerStatus>;
  basePrice: Map<number, number | null>;
  sales: Map<number, TransactionRow>; // by transaction id
  adjustments: Map<number, AdjustmentRow>;
  nextId: number;
  /** The event's squad quotas now (an event edit: not an auction action, not in the log). */
  quotas: Quota[];
  squadPlayer: Map<number, SquadPlayer>;
};
type Entry = { change: AuctionChange; undoOf: number | null; undoable: boolean };

function initial(basePrices: (number | null)[], squadPlayers: SquadPlayer[] = []): Store {
  return {
    status: new Map(PLAYERS.map((p) => [p, PLAYER_STATUS.AVAILABLE])),
    basePrice: new Map(PLAYERS.map((p, i) => [p, basePrices[i] ?? null])),
    sales: new Map(),
    adjustments: new Map(),
    nextId: 1,
    quotas: [],
    squadPlayer: new Map(PLAYERS.map((p, i) => [p, squadPlayers[i] ?? { grade: 1000, skills: [] }])),
  };
}

function clone(s: Store): Store {
  return {
    status: new Map(s.status),
    basePrice: new Map(s.basePrice),
    sales: new Map(s.sales),
    adjustments: new Map(s.adjustments),
    nextId: s.nextId,
    quotas: s.quotas,
    squadPlayer: s.squadPlayer,
  };
}

/** The team's squad as the quotas see it, leaving out one player (the one being placed). */
function squadOf(s: Store, team: number, without?: number): SquadPlayer[] {
  return [...s.sales.values()]
    .filter((t) => t.team === team && t.player !== without)
    .map((t) => s.squadPlayer.get(t.player) as SquadPlayer);
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
  for (const b of c.base_prices ?? []) s.basePrice.set(b.id, b.to);
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
  | { kind: "reauction"; percent: number | null }
  | { kind: "quotas"; quotas: Quota[] };

/** A set of quotas as the settings form allows them: one per grade or skill, min ≤ max. */
const quotas: fc.Arbitrary<Quota[]> = fc
  .uniqueArray(
    fc
      .record({
        kind: fc.constantFrom("grade" as const, "skill" as const),
        pick: fc.integer({ min: 0, max: 1 }),
        min: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
        max: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
      })
      .map(({ kind, pick, min, max }) => ({
        kind,
        id: (kind === "grade" ? GRADE_IDS : SKILL_IDS)[pick] as number,
        min: min !== null && max !== null ? Math.min(min, max) : min,
        max,
      })),
    { selector: (q) => `${q.kind}:${q.id}`, maxLength: 3 },
  )
  .filter((list) => list.every((q) => q.min !== null || q.max !== null));

const squadPlayer: fc.Arbitrary<SquadPlayer> = fc.record({
  grade: fc.constantFrom(...GRADE_IDS, 1000),
  skills: fc.subarray(SKILL_IDS),
});

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
  fc.record({ kind: fc.constant("reauction" as const), percent: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }) }),
  fc.record({ kind: fc.constant("quotas" as const), quotas }),
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
      quotas: s.quotas.length
        ? { rules: s.quotas, squad: squadOf(s, o.team, o.player), player: s.squadPlayer.get(o.player) as SquadPlayer, label }
        : undefined,
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
      eventFunds: 0,
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
  if (o.kind === "quotas") {
    s.quotas = o.quotas;
    return null;
  }
  if (o.kind === "reauction") {
    const change = planReAuction(
      [...s.status].map(([id, status]) => ({ id, status, basePrice: s.basePrice.get(id) ?? null })),
      INITIAL_BLOCK,
      null,
      o.percent === null ? undefined : { percent: o.percent, minPlayerPrice: RULES.minPlayerPrice },
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
    basePrices: s.basePrice,
    teams: new Map(TEAMS.map((t) => [t, purse(s, t)])),
    block: INITIAL_BLOCK,
  });
  if (!plan.ok) return null;
  apply(s, plan.change);
  return { change: plan.change, undoOf: target, undoable: false };
}

/**
 * The squad quotas in force when a sale or correction was written hold for its team right after it,
 * unless the entry carries `override` (docs/api.md "Squad quotas"): no max the new
 * player counts towards is exceeded, and the open slots can still hold the players the unmet
 * minimums need. (Undo restores a recorded state and is not held to quotas changed since.)
 */
function checkQuotas(s: Store, entry: Entry): void {
  if (entry.undoOf !== null || entry.change.override) return;
  for (const sale of entry.change.added) {
    const squad = squadOf(s, sale.team);
    const player = s.squadPlayer.get(sale.player) as SquadPlayer;
    for (const q of s.quotas) {
      if (q.max !== null && fitsQuota(q, player)) expect(quotaCount(q, squad)).toBeLessThanOrEqual(q.max);
    }
    expect(quotaShortfall(s.quotas, squad).players).toBeLessThanOrEqual(RULES.maxPlayers - squad.length);
  }
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
    // The quota reserve only ever lowers the max bid, never below 0.
    const withQuota = budgetOf({ ...p, quota: quotaReserve(s.quotas, squadOf(s, team), label) });
    expect(withQuota.max_bid).toBeLessThanOrEqual(budgetOf(p).max_bid);
    expect(withQuota.max_bid).toBeGreaterThanOrEqual(0);
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
  expect(replay.basePrice).toEqual(s.basePrice);
}

describe("auction engine: invariants over random sequences", () => {
  it("hold after every sale, correction, adjustment, undo, re-auction (discounted or not) and quota change", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }), {
          minLength: PLAYERS.length,
          maxLength: PLAYERS.length,
        }),
        fc.array(squadPlayer, { minLength: PLAYERS.length, maxLength: PLAYERS.length }),
        fc.array(op, { minLength: 1, maxLength: 40 }),
        (basePrices, squadPlayers, ops) => {
          const start = initial(basePrices, squadPlayers);
          const s = clone(start);
          const log: Entry[] = [];
          for (const o of ops) {
            const entry = step(s, log, o);
            if (entry) {
              log.push(entry);
              checkQuotas(s, entry);
            }
            checkInvariants(s, start, log);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("undo of a discounted re-auction restores every base price", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }), {
          minLength: PLAYERS.length,
          maxLength: PLAYERS.length,
        }),
        fc.integer({ min: 1, max: 100 }),
        (basePrices, percent) => {
          const s = initial(basePrices);
          for (const p of PLAYERS.slice(0, 4)) s.status.set(p, PLAYER_STATUS.UNSOLD);
          const before = clone(s);
          const log: Entry[] = [];
          const entry = step(s, log, { kind: "reauction", percent });
          expect(entry).not.toBeNull();
          if (entry) log.push(entry);
          for (const b of entry?.change.base_prices ?? []) {
            // Never below the minimum (decision 053); a player without a base price keeps none.
            expect(b.to).toBe(b.from === null ? null : Math.max(Math.round((b.from * percent) / 100), RULES.minPlayerPrice));
            if (b.from !== null) expect(b.to).toBeLessThanOrEqual(Math.max(b.from, RULES.minPlayerPrice));
          }
          expect(step(s, log, { kind: "undo" })).not.toBeNull();
          expect(s.basePrice).toEqual(before.basePrice);
          expect(s.status).toEqual(before.status);
        },
      ),
      { numRuns: 200 },
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
