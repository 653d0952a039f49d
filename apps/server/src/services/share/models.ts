// What each share card shows (services/share/cards.ts CardModel), read with the public reads the
// pages use: null when the event, team or player is not there for an anonymous caller. The
// registration poster is read for its organiser.
import { fillPath, MAILED_PAGES, PLAYER_STATUS, saleTeamName } from "@sah/domain";
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { events, players, transactions } from "../../db/schema.ts";
import { topTransactions } from "../auction/reads.ts";
import type { Actor } from "../context.ts";
import { getEvent } from "../events/events.ts";
import { eventLogSeq } from "../log/replay.ts";
import { loadEventPlayer } from "../players/read.ts";
import { readSettings } from "../registrations/registrations.ts";
import { loadTeam, loadTeams } from "../teams/read.ts";
import type { CardCache, CardModel, MediaLoader } from "./cards.ts";

/**
 * The card file `key` of event `eventId` with the model `build` reads: found by the event's log
 * sequence number when nothing changed since (CardCache.lookup). Null when there is nothing to show.
 */
export async function cardFile(
  db: DbOrTx,
  cache: CardCache,
  load: MediaLoader,
  key: string,
  eventId: number,
  build: () => Promise<CardModel | null>,
): Promise<{ file: string; hash: string } | null> {
  const seq = await eventLogSeq(db, eventId);
  if (seq === undefined) return null;
  return cache.lookup(key, seq, build, load);
}

async function eventInfo(db: DbOrTx, eventId: number) {
  const ev = await getEvent(db, eventId, null);
  if (!ev) return null;
  return {
    id: ev.id,
    name: ev.name,
    logo: ev.logo,
    date: ev.date,
    location: ev.location,
    funds_unit: ev.funds_unit,
    amount_style: ev.amount_style,
    min_player_price: ev.min_player_price,
  };
}

export async function eventCardModel(db: DbOrTx, eventId: number): Promise<CardModel | null> {
  const event = await eventInfo(db, eventId);
  if (!event) return null;
  const [top, teams] = await Promise.all([topTransactions(db, eventId), loadTeams(db, eventId)]);
  return {
    kind: "event",
    event,
    top,
    teams: teams.map((t) => ({ name: t.name, logo: t.logo, players_count: t.players_count })),
  };
}

export async function teamCardModel(db: DbOrTx, eventId: number, teamId: number): Promise<CardModel | null> {
  const event = await eventInfo(db, eventId);
  if (!event) return null;
  const team = await loadTeam(db, eventId, teamId);
  if (!team) return null;
  const held = await db
    .select({ name: players.name, price: transactions.price, status: players.status })
    .from(transactions)
    .innerJoin(players, eq(players.id, transactions.playerId))
    .where(and(eq(transactions.eventId, eventId), eq(transactions.teamId, teamId)))
    .orderBy(desc(transactions.price), desc(transactions.id));
  return {
    kind: "team",
    event,
    team: {
      name: team.name,
      logo: team.logo,
      total_funds: team.total_funds,
      funds_remaining: team.funds_remaining,
      players_count: team.players_count,
      max_players: team.max_players,
    },
    // A retained player (status Retained) was kept before the auction, not bought in it (docs/product.md).
    retained: held.filter((p) => p.status === PLAYER_STATUS.RETAINED).map(({ name, price }) => ({ name, price })),
    bought: held.filter((p) => p.status !== PLAYER_STATUS.RETAINED).map(({ name, price }) => ({ name, price })),
  };
}

export async function playerCardModel(db: DbOrTx, eventId: number, playerId: number): Promise<CardModel | null> {
  const event = await eventInfo(db, eventId);
  if (!event) return null;
  const player = await loadEventPlayer(db, eventId, playerId, { canSeePrivate: false });
  if (!player) return null;
  const sale = player.transaction_detail;
  const team = sale ? await loadTeam(db, eventId, sale.team) : null;
  return {
    kind: "player",
    event,
    player: {
      name: player.name,
      image: player.image,
      grade: player.grade,
      grade_name: player.grade_name,
      status: player.status,
      status_name: player.status_name,
      base_price: player.base_price,
      skills: player.skills_details.map((s) => s.name),
    },
    // A match reads "CSK (RTM)" wherever the card names the team (docs/api.md "Right to match").
    sale: sale ? { team: saleTeamName(sale.team_name, sale.rtm), logo: team?.logo ?? null, price: sale.price } : null,
  };
}

/**
 * The registration poster of an event its viewer manages (the route checks that): the event, the
 * form's note and whether it is open, and the public form's URL on the app's address (APP_URL).
 */
export async function posterCardModel(
  db: DbOrTx,
  eventId: number,
  viewer: Actor,
  appUrl: string,
): Promise<Extract<CardModel, { kind: "poster" }> | null> {
  const ev = await getEvent(db, eventId, viewer);
  if (!ev) return null;
  const settings = await readSettings(db, eventId);
  return {
    kind: "poster",
    event: { id: ev.id, name: ev.name, logo: ev.logo, date: ev.date, location: ev.location },
    note: settings.note,
    open: settings.open,
    url: `${appUrl}${fillPath(MAILED_PAGES.registrationForm, eventId)}`,
  };
}
