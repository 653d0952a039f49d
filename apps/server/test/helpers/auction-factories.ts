// Teams, players, sales and the block straight into the database, for the auction tests.
import { eq } from "drizzle-orm";
import { auctionStates, players, teams, transactions } from "../../src/db/schema.ts";
import type { TestApp } from "./app.ts";

let seq = 0;

export async function createTeam(t: TestApp, eventId: number, name = `Team ${++seq}`): Promise<number> {
  const [row] = await t.app.db.insert(teams).values({ eventId, name }).returning({ id: teams.id });
  return row.id;
}

export type PlayerOptions = Partial<{
  name: string;
  grade: number;
  status: number;
  email: string | null;
  details: Record<string, string | number | boolean | null>;
  set: string | null;
}>;

export async function createPlayer(t: TestApp, eventId: number, opts: PlayerOptions = {}): Promise<number> {
  const [row] = await t.app.db
    .insert(players)
    .values({
      eventId,
      name: opts.name ?? `Player ${++seq}`,
      dateOfBirth: "2000-01-01",
      grade: opts.grade ?? 1000,
      status: opts.status ?? 0,
      email: opts.email ?? null,
      details: opts.details ?? {},
      drawSet: opts.set ?? null,
    })
    .returning({ id: players.id });
  return row.id;
}

export async function createPlayers(t: TestApp, eventId: number, list: PlayerOptions[]): Promise<number[]> {
  const ids: number[] = [];
  for (const p of list) ids.push(await createPlayer(t, eventId, p));
  return ids;
}

/** A standing sale: the transaction row and the player's status (Sold unless given). */
export async function createSale(
  t: TestApp,
  eventId: number,
  sale: { player: number; team: number; price: number; status?: number },
): Promise<number> {
  await t.app.db
    .update(players)
    .set({ status: sale.status ?? 3 })
    .where(eq(players.id, sale.player));
  const [row] = await t.app.db
    .insert(transactions)
    .values({ eventId, playerId: sale.player, teamId: sale.team, price: sale.price })
    .returning({ id: transactions.id });
  return row.id;
}

/** Puts a player on the block (Auctioning, selection started). */
export async function putOnBlock(t: TestApp, eventId: number, playerId: number): Promise<void> {
  await t.app.db.update(players).set({ status: 1 }).where(eq(players.id, playerId));
  const set = { currentPlayerId: playerId, isStarted: true };
  await t.app.db
    .insert(auctionStates)
    .values({ eventId, ...set })
    .onConflictDoUpdate({ target: auctionStates.eventId, set });
}

export async function playerStatus(t: TestApp, playerId: number): Promise<number | undefined> {
  const [row] = await t.app.db.select({ status: players.status }).from(players).where(eq(players.id, playerId));
  return row?.status;
}

export async function saleOf(t: TestApp, playerId: number) {
  const [row] = await t.app.db
    .select({ id: transactions.id, team: transactions.teamId, price: transactions.price, createdAt: transactions.createdAt })
    .from(transactions)
    .where(eq(transactions.playerId, playerId));
  return row ?? null;
}

export async function teamSales(t: TestApp, teamId: number) {
  return t.app.db
    .select({ player: transactions.playerId, price: transactions.price })
    .from(transactions)
    .where(eq(transactions.teamId, teamId));
}
