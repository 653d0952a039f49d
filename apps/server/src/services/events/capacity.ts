// What one event may hold (docs/api.md "Limits"; LIMITS in packages/domain). Checked inside the writing
// transaction after lockEvent (lock.ts), so two concurrent creates cannot both take the last place. The
// refusals are named by their DETAIL key and read when thrown (their numbers are formatted on use).
import { DETAIL, LIMITS } from "@sah/domain";
import { count, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { players, sponsors, teams } from "../../db/schema.ts";
import { invalid } from "../errors.ts";

const CAPACITY = {
  teams: { table: teams, eventId: teams.eventId, max: LIMITS.teamsPerEventMax, detail: "tooManyTeams" },
  players: { table: players, eventId: players.eventId, max: LIMITS.playersPerEventMax, detail: "tooManyPlayers" },
  sponsors: { table: sponsors, eventId: sponsors.eventId, max: LIMITS.sponsorsPerEventMax, detail: "tooManySponsors" },
} as const;

/** Refuses (400) adding one more of `what` to an event that already holds its maximum. The caller holds the event row lock. */
export async function checkRoomFor(tx: Tx, eventId: number, what: keyof typeof CAPACITY): Promise<void> {
  const c = CAPACITY[what];
  const [{ n }] = await tx.select({ n: count() }).from(c.table).where(eq(c.eventId, eventId));
  if (Number(n) >= c.max) throw invalid(DETAIL[c.detail]);
}
