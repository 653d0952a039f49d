// Team import (docs/api.md "Team import"): like the player import (players.ts) — a sheet, an
// optional zip of logos, the mapping remembered, a dry run, errors per row in the team form's texts,
// `skip_invalid` — for teams: a name, owners by e-mail, a logo from the zip. A row whose name
// (ignoring case) is a team of the event updates it. One transaction, one log entry. An owner's
// address with no account is invited as "Invite owner" does (services/teams/invite.ts): an account
// named after the address, a link to set its password, within the same limits.
import { DETAIL, type ImportForm, type ImportReport, LIMITS, MSG, RULE_TEXT, shortNameOf, TeamBody } from "@sah/domain";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { passwordResetTokens, teamOwners, teams, users } from "../../db/schema.ts";
import { dummyPasswordHash, hashToken, newToken } from "../auth/crypto.ts";
import { invalid, zodFieldErrors } from "../errors.ts";
import { lockEvent } from "../events/lock.ts";
import { recordChange } from "../log/record.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { MediaStore } from "../media/images.ts";
import { spendAttempts } from "../rate-limits.ts";
import { INVITE_TOKEN_TTL_MS, inviteMail, inviteSpends, pendingOwners } from "../teams/invite.ts";
import { ownersOfTeams } from "../teams/read.ts";
import { TEAM_MEDIA_KIND } from "../teams/write.ts";
import { resetLink } from "../users/password-reset.ts";
import { userIdsByEmail } from "../users/repository.ts";
import {
  claimFirst,
  importReport,
  type RowPlan,
  rowErrors,
  stopsAtPreview,
  writeWithImages,
  yieldEvery,
  zipOfColumn,
} from "./import-steps.ts";
import { readMappedSheet, rememberMapping } from "./sheet-mapping.ts";
import { imageOfCell } from "./zip-photos.ts";

export const IMPORT_KIND_TEAMS = "teams" as const;
export const TEAM_IMPORT_TEXT = {
  youOwn: "No owners named: you will own this team (change its owners on the team's page).",
  sameAsRow: (row: number) => `The same team as row ${row}.`,
  shortSameAsRow: (short: string, row: number) => `Row ${row} already gives the short name ${short}.`,
} as const;

type Plan = RowPlan & {
  owners: number[];
  /** Owners' addresses with no account yet: invited when the import writes. */
  invitees: string[];
  logo?: { name: string; data: Buffer };
  /** The row's short name; undefined: none given (a new team derives it, an existing one keeps its own). */
  shortName?: string;
};

const splitEmails = (cell: string) =>
  cell
    .split(/[,;\s]+/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

export async function importTeams(
  db: Db,
  media: MediaStore,
  input: {
    eventId: number;
    actorId: number;
    file: Buffer;
    images: Buffer | null;
    form: ImportForm;
    mail: { mailer: Mailer; appUrl: string };
  },
): Promise<ImportReport> {
  const { eventId, form } = input;
  const sheet = await readMappedSheet(db, IMPORT_KIND_TEAMS, eventId, input.file, form);
  const { table, mapping, columnOf } = sheet;
  const col = { name: columnOf("name"), owners: columnOf("owners"), logo: columnOf("logo"), short: columnOf("short_name") };
  const cell = (r: string[], i: number) => (i >= 0 ? (r[i] ?? "").trim() : "");
  const zip = await zipOfColumn(input.images, table.rows, col.logo);

  const emails = [...new Set(table.rows.flatMap((r) => splitEmails(cell(r, col.owners))))];
  const userByEmail = await userIdsByEmail(db, emails);
  const existing = await db
    .select({ id: teams.id, name: teams.name, logo: teams.logo, shortName: teams.shortName })
    .from(teams)
    .where(eq(teams.eventId, eventId));
  const ownerRows = await ownersOfTeams(
    db,
    existing.map((t) => t.id),
  );
  const byName = new Map(existing.map((t) => [t.name.toLowerCase(), t]));
  const claimed = new Map<number, number>();
  // The short names the event's teams are shown by, and the rows' own so far (no two teams alike; decision 061).
  const shownAs = (t: { name: string; shortName: string | null }) => shortNameOf({ name: t.name, short_name: t.shortName });
  const rowShort = new Map<string, number>();

  const errors: ImportReport["errors"] = [];
  const warnings: ImportReport["warnings"] = [];
  const plans: Plan[] = [];
  for (const [i, r] of table.rows.entries()) {
    await yieldEvery(i);
    const row = table.headerRow + 1 + i;
    const name = cell(r, col.name);
    const plan: Plan = { row, name, outcome: "error", id: null, owners: [], invitees: [] };
    plans.push(plan);
    const checks = rowErrors();
    const fail = checks.fail;
    const match = byName.get(name.toLowerCase()) ?? null;
    const first = match ? claimFirst(claimed, match.id, row) : undefined;
    if (first !== undefined) fail("name", TEAM_IMPORT_TEXT.sameAsRow(first));
    const rowEmails = [...new Set(splitEmails(cell(r, col.owners)))];
    const unknown = rowEmails.filter((e) => !userByEmail.has(e));
    const ownerIds = rowEmails.flatMap((e) => userByEmail.get(e) ?? []);
    // An existing team keeps its owners when the row names none.
    // A new team without owners is owned by the organiser who imports it, as the preview says.
    const youOwn = !ownerIds.length && !match && !unknown.length;
    if (youOwn) checks.warn("owners", TEAM_IMPORT_TEXT.youOwn);
    const owners = youOwn
      ? [input.actorId]
      : ownerIds.length || unknown.length || !match
        ? ownerIds
        : ownerRows.filter((o) => o.teamId === match.id).map((o) => o.userId);
    // The invitees count as owners for the form's rules (at least one, at most LIMITS.ownersMax): ids no user has.
    const counted = [...owners, ...unknown.map((_, k) => LIMITS.intMax - k)];
    const short = cell(r, col.short);
    const parsed = TeamBody.safeParse({ name, owners: counted.length ? counted : undefined, short_name: short });
    if (!parsed.success) for (const [f, m] of Object.entries(zodFieldErrors(parsed.error))) for (const t of m) fail(f, t);
    else if (parsed.data.short_name) {
      const key = parsed.data.short_name.toLowerCase();
      const other = existing.find((t) => t.id !== match?.id && shownAs(t).toLowerCase() === key);
      if (other) fail("short_name", RULE_TEXT.teamShortNameTaken(shownAs(other), other.name));
      else if (rowShort.has(key)) fail("short_name", TEAM_IMPORT_TEXT.shortSameAsRow(parsed.data.short_name, rowShort.get(key)!));
      else rowShort.set(key, row);
      plan.shortName = parsed.data.short_name;
    }

    const logo = await imageOfCell(cell(r, col.logo), zip, Boolean(match?.logo));
    if ("error" in logo) fail("logo", logo.error);
    else if (logo.file) plan.logo = logo.file;
    else if (logo.warning) checks.warn("logo", logo.warning);
    if (checks.any) {
      checks.report(row, errors);
      continue;
    }
    checks.reportWarnings(row, warnings);
    plan.owners = [...new Set(owners)].sort((a, b) => a - b);
    plan.invitees = unknown;
    if (!match) plan.outcome = "created";
    else {
      plan.id = match.id;
      const had = ownerRows
        .filter((o) => o.teamId === match.id)
        .map((o) => o.userId)
        .sort((a, b) => a - b);
      const same =
        match.name === name &&
        had.join() === plan.owners.join() &&
        !plan.logo &&
        unknown.length === 0 &&
        (plan.shortName === undefined || plan.shortName === match.shortName);
      plan.outcome = same ? "unchanged" : "updated";
    }
  }

  const creating = plans.filter((p) => p.outcome === "created");
  const updating = plans.filter((p) => p.outcome === "updated");
  if (existing.length + creating.length > LIMITS.teamsPerEventMax) throw invalid(DETAIL.tooManyTeams);
  const report = (imported: boolean) => importReport(sheet, plans, errors, imported, [], warnings);
  if (stopsAtPreview(form, errors)) return report(false);
  if (creating.length + updating.length === 0) return report(true);
  // Each address invited once, whatever the number of its teams; the same limits as "Invite owner" (429).
  const invitees = [...new Set([...creating, ...updating].flatMap((p) => p.invitees))];
  if (invitees.length) {
    await spendAttempts(db, inviteSpends(eventId, input.actorId), invitees.length);
  }
  const placeholder = invitees.length ? await dummyPasswordHash() : "";
  const links = new Map<string, { id: number; token: string; team: string }>();

  const logos = [...creating, ...updating].filter((p) => p.logo).map((p) => ({ key: p, file: p.logo! }));
  await writeWithImages(media, { kind: TEAM_MEDIA_KIND, field: "logo" }, logos, (logoOf) =>
    db.transaction(async (tx) => {
      await lockEvent(tx, eventId);
      const [{ n }] = await tx.select({ n: count() }).from(teams).where(eq(teams.eventId, eventId));
      if (Number(n) + creating.length > LIMITS.teamsPerEventMax) throw invalid(DETAIL.tooManyTeams);
      for (const p of creating) {
        const [row] = await tx
          .insert(teams)
          .values({ eventId, name: p.name, shortName: p.shortName ?? null, logo: logoOf.get(p) ?? null })
          .returning({ id: teams.id });
        p.id = row.id;
      }
      for (const p of updating) {
        const logo = logoOf.get(p);
        await tx
          .update(teams)
          .set({ name: p.name, ...(logo ? { logo } : {}), ...(p.shortName !== undefined ? { shortName: p.shortName } : {}) })
          .where(and(eq(teams.id, p.id!), eq(teams.eventId, eventId)));
        await tx.delete(teamOwners).where(eq(teamOwners.teamId, p.id!));
      }
      if (invitees.length) {
        if ((await pendingOwners(tx, eventId)) + invitees.length > LIMITS.invitesPendingPerEventMax)
          throw invalid(MSG.tooManyPendingInvites);
        for (const email of invitees) {
          const [user] = await tx
            .insert(users)
            .values({ name: email.split("@")[0] || email, email, passwordHash: placeholder, isStaff: false })
            .returning({ id: users.id });
          const token = newToken();
          await tx
            .insert(passwordResetTokens)
            .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + INVITE_TOKEN_TTL_MS) });
          const team = [...creating, ...updating].find((p) => p.invitees.includes(email))?.name ?? "";
          links.set(email, { id: user.id, token, team });
        }
      }
      const ownerLinks = [...creating, ...updating].flatMap((p) =>
        [...p.owners, ...p.invitees.map((e) => links.get(e)!.id)].map((userId) => ({ teamId: p.id!, userId })),
      );
      if (ownerLinks.length) await tx.insert(teamOwners).values(ownerLinks);
      await rememberMapping(tx, IMPORT_KIND_TEAMS, eventId, mapping);
      await recordChange(tx, {
        eventId,
        actorId: input.actorId,
        action: "team.import",
        topics: ["teams"],
        data: { created: creating.length, updated: updating.length, invited: invitees.length },
      });
    }),
  );
  // After the commit, as "Invite owner" does: each new owner's mail with the link to set a password.
  for (const [email, u] of links) {
    await input.mail.mailer.send(
      inviteMail(
        input.mail.appUrl,
        { email, name: email.split("@")[0] || email, teamName: u.team },
        resetLink(input.mail.appUrl, u.id, u.token, { invited: true }),
      ),
    );
  }
  return report(true);
}
