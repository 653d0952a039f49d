// Inviting a team owner (docs/api.md "Bidding by team owners"; docs/decisions/046-owners-bidding.md):
// the user joins the team's owners, created when the address is unknown, and gets a mail. A new
// user's mail carries a link to set a password (the password-reset link and token, valid 7 days,
// one use); a user who already has an account is told to log in as usual, so that an organiser
// cannot send password links to accounts that did not ask for one. Each invitation mails someone the
// organiser chose: they are rate-limited per organiser and per event, and an event holds at most
// LIMITS.invitesPendingPerEventMax owners who never logged in (docs/api.md "Limits"). The subject is
// ours alone; what the organiser wrote (the team's and the person's name) is only in the body.
import { BRAND, type InviteBody, type InviteResult, LIMITS, MAILED_PAGES, MSG } from "@sah/domain";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { passwordResetTokens, teamOwners, teams, users } from "../../db/schema.ts";
import { dummyPasswordHash, hashToken, newToken } from "../auth/crypto.ts";
import { fieldError, notFound } from "../errors.ts";
import { lockEventRow } from "../events/lock.ts";
import { recordChange } from "../log/record.ts";
import type { Mailer } from "../mail/mailer.ts";
import { RATE_RULES, spendAttempts } from "../rate-limits.ts";
import { resetLink } from "../users/password-reset.ts";
import { emailMatches } from "../users/repository.ts";
import { loadTeam } from "./read.ts";

/** How long an invitation's link to set a password works (docs/api.md). */
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The subject of every invitation: nothing in it comes from the organiser. */
export const INVITE_SUBJECT = `You are now a team owner on ${BRAND}`;

/** The rate limits an invitation spends (the team import spends one per new invitation too). */
export const inviteSpends = (eventId: number, actorId: number) => [
  { rule: RATE_RULES.invitesByUser, key: actorId },
  { rule: RATE_RULES.invitesForEvent, key: eventId },
];

/** Owners of the event's teams who have never logged in (and are not archived): invitations not taken up. */
export async function pendingOwners(tx: DbOrTx, eventId: number): Promise<number> {
  const [{ n }] = await tx
    .select({ n: sql<number>`count(distinct ${users.id})` })
    .from(users)
    .innerJoin(teamOwners, eq(teamOwners.userId, users.id))
    .innerJoin(teams, eq(teams.id, teamOwners.teamId))
    .where(and(eq(teams.eventId, eventId), isNull(users.lastLogin), isNull(users.archivedAt)));
  return Number(n);
}

export async function inviteOwner(
  deps: { db: Db; mailer: Mailer; appUrl: string },
  input: { eventId: number; teamId: number; actorId: number; body: InviteBody },
): Promise<InviteResult> {
  const { eventId, teamId, body } = input;
  const token = newToken();
  // A new account's password is unknown to everyone until the link sets one.
  const placeholder = await dummyPasswordHash();
  const done = await deps.db.transaction(async (tx) => {
    const team = await lockEventRow(tx, eventId, teams, teamId, { id: teams.id, name: teams.name });
    // Spent once the team is known to be the event's, in the invitation's transaction: a refused
    // invitation (another event's team, a full team) spends nothing.
    await spendAttempts(tx, inviteSpends(eventId, input.actorId));
    let [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, archivedAt: users.archivedAt })
      .from(users)
      .where(emailMatches(body.email));
    if (user?.archivedAt) throw fieldError("email", MSG.inviteArchived);
    const created = !user;
    if (!user) {
      if ((await pendingOwners(tx, eventId)) >= LIMITS.invitesPendingPerEventMax)
        throw fieldError("email", MSG.tooManyPendingInvites);
      [user] = await tx
        .insert(users)
        .values({ name: body.name, email: body.email, passwordHash: placeholder, isStaff: false })
        .returning({ id: users.id, name: users.name, email: users.email, archivedAt: users.archivedAt });
    }
    if (!user) throw new Error("inviteOwner: the user was not created");
    const [{ n }] = await tx.select({ n: count() }).from(teamOwners).where(eq(teamOwners.teamId, teamId));
    const [already] = await tx
      .select({ id: teamOwners.userId })
      .from(teamOwners)
      .where(and(eq(teamOwners.teamId, teamId), eq(teamOwners.userId, user.id)));
    if (!already) {
      if (n >= LIMITS.ownersMax) throw fieldError("email", MSG.tooManyOwners);
      await tx.insert(teamOwners).values({ teamId, userId: user.id });
    }
    if (created) {
      await tx.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + INVITE_TOKEN_TTL_MS),
      });
    }
    await recordChange(tx, {
      eventId,
      actorId: input.actorId,
      action: "team.invite",
      topics: ["teams"],
      data: { team: teamId, user: user.id, created },
    });
    return { user: { id: user.id, name: user.name, email: user.email }, created, teamName: team.name };
  });
  const link = done.created ? resetLink(deps.appUrl, done.user.id, token, { invited: true }) : null;
  await deps.mailer.send(inviteMail(deps.appUrl, { ...done.user, teamName: done.teamName }, link));
  const team = await loadTeam(deps.db, eventId, teamId);
  if (!team) throw notFound();
  // Without a mail server nobody receives the mail: the organiser who invited (and only they, in this
  // answer) gets the link to pass on (docs/api.md "Bidding by team owners").
  const outbox = deps.mailer.outbox === true;
  return { team, user: done.user, created: done.created, mail: outbox ? "outbox" : "sent", link: outbox ? link : null };
}

/** The invitation's mail: a new account's carries `link` (set a password), a known one's says to log in. */
export function inviteMail(appUrl: string, to: { email: string; name: string; teamName: string }, link: string | null) {
  const intro = `You are now an owner of ${to.teamName} on ${BRAND}: on auction night you can bid for it from your phone.`;
  return {
    to: to.email,
    subject: INVITE_SUBJECT,
    text: link
      ? [
          `Hello ${to.name},`,
          "",
          intro,
          "Open this link to set your password. It works once, within the next 7 days:",
          "",
          link,
        ].join("\n")
      : [`Hello ${to.name},`, "", intro, `Log in as usual at ${appUrl}${MAILED_PAGES.login}.`].join("\n"),
  };
}
