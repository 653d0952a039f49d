// Rate limits a service applies (docs/api.md "Limits"): owner invitations and the owners' user search.
// Counted in the database's rate counters (db/rate-counters.ts), so every process on one database
// counts together, as the login limit does on PostgreSQL. A refusal is 429 with Retry-After.
import { DETAIL, LIMITS, REG_TEXT, REGISTRATION_LIMITS } from "@sah/domain";
import type { DbOrTx } from "../db/client.ts";
import { countAttempts } from "../db/rate-counters.ts";
import { tooMany } from "./errors.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Rule = { prefix: string; max: number; windowMs: number; text: () => string };

/** The named limits; `max` and the texts come from the domain's LIMITS. */
export const RATE_RULES = {
  userSearch: { prefix: "users-search", max: LIMITS.userSearchesPerMinute, windowMs: MINUTE, text: () => DETAIL.tooManySearches },
  invitesByUser: {
    prefix: "invites-user",
    max: LIMITS.invitesPerUserPerHour,
    windowMs: HOUR,
    text: () => DETAIL.tooManyInvitesByUser,
  },
  invitesForEvent: {
    prefix: "invites-event",
    max: LIMITS.invitesPerEventPerHour,
    windowMs: HOUR,
    text: () => DETAIL.tooManyInvitesForEvent,
  },
  registrationsByAddress: {
    prefix: "registrations-address",
    max: REGISTRATION_LIMITS.perAddressPerHour,
    windowMs: HOUR,
    text: REG_TEXT.tooManyByAddress,
  },
  registrationsForEvent: {
    prefix: "registrations-event",
    max: REGISTRATION_LIMITS.perEventPerHour,
    windowMs: HOUR,
    text: REG_TEXT.tooManyForEvent,
  },
} as const satisfies Record<string, Rule>;

/**
 * Spends `n` attempts of each rule's budget for its key. When one rule would go past its limit,
 * nothing is spent (what was already counted is given back) and the caller gets 429 with the time
 * until that rule's window ends: a refused import of 40 invitations leaves the budget as it was.
 */
export async function spendAttempts(db: DbOrTx, spends: { rule: Rule; key: string | number }[], n = 1): Promise<void> {
  const charged: string[] = [];
  for (const { rule, key } of spends) {
    const counter = `${rule.prefix}|${key}`;
    const { count, ttlMs } = await countAttempts(db, counter, n, rule.windowMs);
    charged.push(counter);
    if (count > rule.max) {
      for (const [i, c] of charged.entries()) await countAttempts(db, c, -n, spends[i]!.rule.windowMs);
      throw tooMany(rule.text(), ttlMs / 1000);
    }
  }
}

/** One more attempt on `key`, in a window of `windowMs`: the store of the login and reset limits on PostgreSQL (plugins/rate-store.ts). */
export function countAttempt(db: DbOrTx, key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
  return countAttempts(db, key, 1, windowMs);
}
