// The auction report (docs/api.md "The auction report"; docs/decisions/066-report-and-exposure.md):
// the night's figures from the standing sales and adjustments. An undone sale or adjustment is deleted
// from its table (the log keeps it), so only what stands is counted; a correction's new price counts.
// Five queries whatever the event's size.
import {
  type EventReport,
  gradeName,
  openingPrice,
  PLAYER_STATUS,
  REPORT_NO_SKILL,
  type ReportSale,
  type ReportTeam,
} from "@sah/domain";
import { asc, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { events, players, teamAdjustments, teams, transactions } from "../../db/schema.ts";
import { currentPlayer } from "../auction/reads.ts";
import { notFound } from "../errors.ts";

/** Half up, on whole amounts. */
const roundMoney = (n: number) => Math.round(n);

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid] : roundMoney((s[mid - 1] + s[mid]) / 2);
}

/** Groups by key, keeping the order keys first appear in. */
function tally<K>(rows: readonly ReportSale[], key: (s: ReportSale) => K) {
  const m = new Map<K, { spent: number; players: number }>();
  for (const s of rows) {
    const k = key(s);
    const g = m.get(k) ?? { spent: 0, players: 0 };
    g.spent += s.price;
    g.players += 1;
    m.set(k, g);
  }
  return m;
}

export async function eventReport(db: DbOrTx, eventId: number): Promise<EventReport> {
  const [event] = await db
    .select({
      id: events.id,
      name: events.name,
      funds_per_team: events.fundsPerTeam,
      funds_unit: events.fundsUnit,
      min_player_price: events.minPlayerPrice,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound();
  const { status } = await currentPlayer(db, eventId);

  const teamRows = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(eq(teams.eventId, eventId))
    .orderBy(asc(teams.id));
  const teamName = new Map(teamRows.map((t) => [t.id, t.name]));

  // The player's first skill in the event's order of skills (skills.id), as the lists show them.
  const firstSkill = sql<string | null>`(select s.name from player_skills ps join skills s on s.id = ps.skill_id
    where ps.player_id = ${players.id} order by s.id limit 1)`;
  const saleRows = await db
    .select({
      player: players.id,
      player_name: players.name,
      grade: players.grade,
      base_price: players.basePrice,
      skill: firstSkill,
      team: transactions.teamId,
      price: transactions.price,
      at: transactions.createdAt,
    })
    .from(transactions)
    .innerJoin(players, eq(players.id, transactions.playerId))
    .where(eq(transactions.eventId, eventId))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
  const sales: ReportSale[] = saleRows.map((r, i) => ({
    lot: i + 1,
    player: r.player,
    player_name: r.player_name,
    team: r.team,
    team_name: teamName.get(r.team) ?? "",
    price: r.price,
    base_price: openingPrice({ base_price: r.base_price }, { min_player_price: event.min_player_price }),
    grade: r.grade,
    grade_name: gradeName(r.grade),
    skill: r.skill ?? REPORT_NO_SKILL,
  }));

  const adjustments = await db
    .select({ team: teamAdjustments.teamId, amount: teamAdjustments.amount, at: teamAdjustments.createdAt })
    .from(teamAdjustments)
    .where(eq(teamAdjustments.eventId, eventId))
    .orderBy(asc(teamAdjustments.createdAt), asc(teamAdjustments.id));

  const [unsold] = await db
    .select({ n: count() })
    .from(players)
    .where(sql`${players.eventId} = ${eventId} and ${players.status} = ${PLAYER_STATUS.UNSOLD}`);

  const prices = sales.map((s) => s.price);
  const total = prices.reduce((a, b) => a + b, 0);
  const record = sales.reduce<ReportSale | null>((best, s) => (best === null || s.price > best.price ? s : best), null);

  const reportTeams: ReportTeam[] = teamRows.map((t) => {
    const own = sales.filter((s) => s.team === t.id);
    const spent = own.reduce((a, s) => a + s.price, 0);
    const adjusted = adjustments.filter((a) => a.team === t.id).reduce((a, x) => a + x.amount, 0);
    const best = own.reduce<ReportSale | null>(
      (b, s) => (b === null || s.price * b.base_price < b.price * s.base_price ? s : b),
      null,
    );
    return {
      id: t.id,
      name: t.name,
      spent,
      adjustments: adjusted,
      left: event.funds_per_team + adjusted - spent,
      players: own.length,
      by_skill: [...tally(own, (s) => s.skill)].map(([skill, g]) => ({ skill, ...g })),
      by_grade: [...tally(own, (s) => s.grade)]
        .sort(([a], [b]) => a - b)
        .map(([grade, g]) => ({ grade, grade_name: gradeName(grade), ...g })),
      best_buy: best && { player: best.player, player_name: best.player_name, price: best.price, base_price: best.base_price },
    };
  });

  // Purses by lot: lot 0 is the start with the adjustments made before the first sale; each later
  // point is after that sale and the adjustments made before the next one.
  const purses = teamRows.map((t) => ({ team: t.id, team_name: t.name, points: [] as { lot: number; left: number }[] }));
  const left = new Map(teamRows.map((t) => [t.id, event.funds_per_team]));
  let a = 0;
  const applyAdjustmentsBefore = (until: Date | null) => {
    while (a < adjustments.length && (until === null || adjustments[a].at < until)) {
      const adj = adjustments[a++];
      left.set(adj.team, (left.get(adj.team) ?? 0) + adj.amount);
    }
  };
  const snapshot = (lot: number) => {
    for (const p of purses) p.points.push({ lot, left: left.get(p.team) ?? 0 });
  };
  applyAdjustmentsBefore(saleRows[0]?.at ?? null);
  snapshot(0);
  saleRows.forEach((s, i) => {
    left.set(s.team, (left.get(s.team) ?? 0) - s.price);
    applyAdjustmentsBefore(saleRows[i + 1]?.at ?? null);
    snapshot(i + 1);
  });

  return {
    event: { id: event.id, name: event.name, funds_per_team: event.funds_per_team, funds_unit: event.funds_unit },
    status,
    players_sold: sales.length,
    players_unsold: unsold?.n ?? 0,
    total_spent: total,
    average_price: sales.length ? roundMoney(total / sales.length) : null,
    median_price: median(prices),
    record_sale: record && {
      player: record.player,
      player_name: record.player_name,
      team: record.team,
      team_name: record.team_name,
      price: record.price,
    },
    teams: reportTeams,
    series: { purses, sales },
  };
}
