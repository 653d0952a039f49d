// Inviting a team owner (docs/api.md "Bidding by team owners"; docs/decisions/046-owners-bidding.md):
// the user joins the team's owners, created when the address is unknown, and gets a mail. A new
// user's mail carries a link to set a password (the password-reset link and token, valid 7 days,
// one use); a user who already has an account is told to log in as usual, so that an organiser
// cannot send password links to accounts that did not ask for one.
import { type InviteBody, LIMITS, MAILED_PAGES, MSG, type Team } from "@sah/domain";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { passwordResetTokens, teamOwners, teams, users } from "../../db/schema.ts";
import { dummyPasswordHash, hashToken, newToken } from "../auth/crypto.ts";
import { fieldError, notFound } from "../errors.ts";
import { lockEventRow } from "../events/lock.ts";
import { recordChange } from "../log/record.ts";
import type { Mailer } from "../mail/mailer.ts";
import { resetLink } from "../users/password-reset.ts";
import { emailMatches } from "../users/repository.ts";
import { loadTeam } from "./read.ts";

/** How long an invitation's link to set a password works (docs/api.md). */
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type InviteResult = { team: Team; user: { id: number; name: string; email: string }; created: boolean };

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
    let [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, archivedAt: users.archivedAt })
      .from(users)
      .where(emailMatches(body.email));
    if (user?.archivedAt) throw fieldError("email", MSG.inviteArchived);
    const created = !user;
    if (!user) {
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
  const intro = `You are now an owner of ${done.teamName} on Sports Auction House: on auction night you can bid for it from your phone.`;
  await deps.mailer.send({
    to: done.user.email,
    subject: `You are an owner of ${done.teamName}`,
    text: done.created
      ? [
          `Hello ${done.user.name},`,
          "",
          intro,
          "Open this link to set your password. It works once, within the next 7 days:",
          "",
          resetLink(deps.appUrl, done.user.id, token),
        ].join("\n")
      : [`Hello ${done.user.name},`, "", intro, `Log in as usual at ${deps.appUrl}${MAILED_PAGES.login}.`].join("\n"),
  });
  const team = await loadTeam(deps.db, eventId, teamId);
  if (!team) throw notFound();
  return { team, user: done.user, created: done.created };
}
