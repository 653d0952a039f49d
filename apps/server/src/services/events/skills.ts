// Skills of an event (docs/api.md "Events"): the type's defaults are copied in at creation; owners add more.
import { MSG, type Skill } from "@sah/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { skills } from "../../db/schema.ts";
import { isUniqueViolation } from "../../db/transaction.ts";
import type { Actor } from "../context.ts";
import { fieldError } from "../errors.ts";
import { recordChange } from "../log/record.ts";

export async function listSkills(db: DbOrTx, eventId: number): Promise<Skill[]> {
  return db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(eq(skills.eventId, eventId))
    .orderBy(asc(sql`lower(${skills.name})`), asc(skills.id));
}

/** A name is unique per event, case-insensitively (the skills_event_name_key index backs the check). */
export async function addSkill(db: Db, actor: Actor, eventId: number, name: string): Promise<Skill> {
  try {
    return await db.transaction(async (tx) => {
      const existing = await tx
        .select({ id: skills.id })
        .from(skills)
        .where(and(eq(skills.eventId, eventId), sql`lower(${skills.name}) = lower(${name})`))
        .limit(1);
      if (existing.length) throw fieldError("name", MSG.skillExists);
      const [skill] = await tx.insert(skills).values({ eventId, name }).returning({ id: skills.id, name: skills.name });
      await recordChange(tx, { eventId, actorId: actor.id, action: "skill.create", topics: ["players"], data: skill });
      return skill;
    });
  } catch (err) {
    // Two owners adding the same name at once: the index rejects the second.
    if (isUniqueViolation(err)) throw fieldError("name", MSG.skillExists);
    throw err;
  }
}
