// Players register themselves (docs/api.md "Registration"; docs/decisions/065-registration.md). The
// public form writes a pending registration; the event's managers approve it (a new Available player,
// answers as details, the phone as the private "Contact Number", the e-mail private) or reject it
// (mailed when an e-mail was given). Every write takes the event's lock and is one transaction with
// its log entry (services/log/record.ts), so the organiser's queue hears of it live, after commit.
// Nothing here is public but the form's settings: a registration is read by the event's managers, or
// by its registrant through the private link's token (stored hashed, like every other token).
import {
  type ApproveBody,
  BRAND,
  CONTACT_NUMBER_KEY,
  closedReason,
  DEFAULT_REGISTRATION_FIELDS,
  fillPath,
  MAILED_PAGES,
  MSG,
  PLAYER_STATUS,
  phoneKey,
  REG_TEXT,
  REGISTRATION_LIMITS,
  type Registration,
  type RegistrationFlag,
  type RegistrationInput,
  type RegistrationSettings,
  type RegistrationSettingsBody,
  type RegistrationState,
  registrationBody,
} from "@sah/domain";
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { events, playerSkills, players, registrationSettings, registrations, skills } from "../../db/schema.ts";
import { hashToken, newToken } from "../auth/crypto.ts";
import type { Actor } from "../context.ts";
import { conflict, fieldError, notFound, parseOrThrow } from "../errors.ts";
import { checkRoomFor } from "../events/capacity.ts";
import { lockEvent } from "../events/lock.ts";
import { recordChange } from "../log/record.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { MediaStore, UploadedFile } from "../media/images.ts";
import { writeWithImage } from "../media/uploads.ts";
import { checkBasePrice, PLAYER_MEDIA_KIND } from "../players/write.ts";
import { RATE_RULES, spendAttempts } from "../rate-limits.ts";

type SettingsRow = typeof registrationSettings.$inferSelect;
type Row = typeof registrations.$inferSelect;
export type MailDeps = { mailer: Mailer; appUrl: string };

/** The stored settings, or the defaults of an event whose organiser has not saved any (closed). */
async function settingsRow(db: DbOrTx, eventId: number): Promise<SettingsRow> {
  const [row] = await db.select().from(registrationSettings).where(eq(registrationSettings.eventId, eventId));
  return (
    row ?? {
      eventId,
      enabled: false,
      closesAt: null,
      note: "",
      cap: null,
      fields: DEFAULT_REGISTRATION_FIELDS,
      questions: [],
      updatedAt: new Date(0),
    }
  );
}

/** Registrations that hold a place under the cap: every one not rejected. */
async function taken(db: DbOrTx, eventId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), ne(registrations.state, "rejected")));
  return Number(n);
}

function settingsOut(row: SettingsRow, takenNow: number): RegistrationSettings {
  const reason = closedReason(row, takenNow);
  return {
    event: row.eventId,
    open: reason === null,
    enabled: row.enabled,
    closed_reason: reason,
    closes_at: row.closesAt ? row.closesAt.toISOString() : null,
    note: row.note,
    cap: row.cap,
    fields: { ...DEFAULT_REGISTRATION_FIELDS, ...row.fields },
    questions: row.questions,
  };
}

/** GET events/{id}/registration/ (public; the caller has checked the event is visible). */
export async function readSettings(db: DbOrTx, eventId: number): Promise<RegistrationSettings> {
  const row = await settingsRow(db, eventId);
  return settingsOut(row, row.cap === null ? 0 : await taken(db, eventId));
}

/** PATCH events/{id}/registration/ (event permission): what is sent replaces what was stored. */
export async function updateSettings(
  db: Db,
  eventId: number,
  actorId: number,
  body: z.output<typeof RegistrationSettingsBody>,
): Promise<RegistrationSettings> {
  await db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const current = await settingsRow(tx, eventId);
    const next = {
      eventId,
      enabled: body.open ?? current.enabled,
      closesAt: body.closes_at === undefined ? current.closesAt : body.closes_at === null ? null : new Date(body.closes_at),
      note: body.note ?? current.note,
      cap: body.cap === undefined ? current.cap : body.cap,
      fields: body.fields ?? current.fields,
      questions: body.questions ?? current.questions,
      updatedAt: new Date(),
    };
    await tx.insert(registrationSettings).values(next).onConflictDoUpdate({ target: registrationSettings.eventId, set: next });
    await recordChange(tx, {
      eventId,
      actorId,
      action: "registration.settings",
      topics: ["registrations"],
      data: { fields: Object.keys(body) },
    });
  });
  return readSettings(db, eventId);
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

/** What a registration may duplicate among the event's players and its other pending registrations. */
async function flagsFor(tx: DbOrTx, eventId: number, input: RegistrationInput, self: number | null): Promise<RegistrationFlag[]> {
  const flags: RegistrationFlag[] = [];
  const others = and(
    eq(registrations.eventId, eventId),
    eq(registrations.state, "pending"),
    self === null ? undefined : ne(registrations.id, self),
  );
  if (input.phone) {
    const key = phoneKey(input.phone);
    const digits = (col: unknown) => sql`right(regexp_replace(coalesce(${col}, ''), '[^0-9]', '', 'g'), 10)`;
    const [p] = await tx
      .select({ n: count() })
      .from(players)
      .where(and(eq(players.eventId, eventId), sql`${digits(sql`${players.details}->>${CONTACT_NUMBER_KEY}`)} = ${key}`));
    const [r] = await tx
      .select({ n: count() })
      .from(registrations)
      .where(and(others, sql`${digits(registrations.phone)} = ${key}`));
    if (Number(p.n) + Number(r.n) > 0) flags.push("duplicate_phone");
  }
  if (input.email) {
    const mail = input.email.toLowerCase();
    const [p] = await tx
      .select({ n: count() })
      .from(players)
      .where(and(eq(players.eventId, eventId), sql`lower(${players.email}) = ${mail}`));
    const [r] = await tx
      .select({ n: count() })
      .from(registrations)
      .where(and(others, sql`lower(${registrations.email}) = ${mail}`));
    if (Number(p.n) + Number(r.n) > 0) flags.push("duplicate_email");
  }
  if (input.date_of_birth) {
    const name = norm(input.name);
    const sameName = (col: unknown) => sql`lower(regexp_replace(trim(${col}), '\\s+', ' ', 'g')) = ${name}`;
    const [p] = await tx
      .select({ n: count() })
      .from(players)
      .where(and(eq(players.eventId, eventId), eq(players.dateOfBirth, input.date_of_birth), sameName(players.name)));
    const [r] = await tx
      .select({ n: count() })
      .from(registrations)
      .where(and(others, eq(registrations.dateOfBirth, input.date_of_birth), sameName(registrations.name)));
    if (Number(p.n) + Number(r.n) > 0) flags.push("duplicate_name_dob");
  }
  return flags;
}

/** Skills must be the event's own (the form offers only those). */
async function checkSkills(db: DbOrTx, eventId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const found = await db
    .select({ id: skills.id })
    .from(skills)
    .where(and(eq(skills.eventId, eventId), inArray(skills.id, ids)));
  if (found.length !== ids.length) throw fieldError("skills", MSG.unknownSkill);
}

/** The form's state refused as 409 `{detail}`. */
function refuseClosed(row: SettingsRow, takenNow: number): void {
  const reason = closedReason(row, takenNow);
  if (reason) throw conflict(REG_TEXT[reason]);
}

async function checkPending(tx: DbOrTx, eventId: number): Promise<void> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.state, "pending")));
  if (Number(n) >= REGISTRATION_LIMITS.pendingPerEventMax) throw conflict(REG_TEXT.tooManyPending());
}

export type NewRegistration = {
  eventId: number;
  /** The body as read (readForm with a passthrough schema): checked here against the event's settings. */
  raw: Record<string, unknown>;
  photo: UploadedFile | null | undefined;
  /** The caller's address, for the per-address limit. */
  address: string;
};

/**
 * POST players/registrations/ (public). Order: closed or full (409), the body (400), the rate limits
 * (429), the pending cap (409), the photo (checked and stored as every upload, off the event loop:
 * sharp's threads), then one transaction that checks the state again under the event's lock.
 */
export async function createRegistration(
  db: Db,
  media: MediaStore,
  mail: MailDeps,
  input: NewRegistration,
): Promise<{ id: number; state: RegistrationState; token: string }> {
  const { eventId } = input;
  const settings = await settingsRow(db, eventId);
  refuseClosed(settings, await taken(db, eventId));
  const body = parseOrThrow(registrationBody(settingsOut(settings, 0), Boolean(input.photo)), input.raw);
  await checkSkills(db, eventId, body.skills);
  await spendAttempts(db, [
    { rule: RATE_RULES.registrationsByAddress, key: input.address },
    { rule: RATE_RULES.registrationsForEvent, key: eventId },
  ]);
  await checkPending(db, eventId);
  const token = newToken();
  const photoFile = settings.fields.photo === "off" ? undefined : (input.photo ?? undefined);
  const id = await writeWithImage(media, PLAYER_MEDIA_KIND, photoFile, (photo) =>
    db.transaction(async (tx) => {
      await lockEvent(tx, eventId);
      const now = await settingsRow(tx, eventId);
      refuseClosed(now, await taken(tx, eventId));
      await checkPending(tx, eventId);
      const flags = await flagsFor(tx, eventId, body, null);
      const [row] = await tx
        .insert(registrations)
        .values({
          eventId,
          name: body.name,
          dateOfBirth: body.date_of_birth,
          phone: body.phone,
          email: body.email,
          skills: body.skills,
          answers: body.answers,
          photo: photo ?? null,
          tokenHash: hashToken(token),
          flags,
        })
        .returning({ id: registrations.id });
      await recordChange(tx, {
        eventId,
        actorId: null,
        action: "registration.create",
        topics: ["registrations"],
        data: { registration: row.id },
      });
      return { value: row.id, previous: null };
    }),
  );
  if (body.email) await sendMail(db, mail, eventId, body.email, (event) => receivedMail(mail.appUrl, event, eventId, id, token));
  return { id, state: "pending", token };
}

function toWire(r: Row): Registration {
  return {
    id: r.id,
    event: r.eventId,
    state: r.state as RegistrationState,
    name: r.name,
    date_of_birth: r.dateOfBirth,
    phone: r.phone,
    email: r.email,
    skills: r.skills,
    answers: r.answers,
    photo: r.photo,
    flags: r.flags as RegistrationFlag[],
    player: r.playerId,
    decided_at: r.decidedAt ? r.decidedAt.toISOString() : null,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
  };
}

/** GET players/registrations/ (event permission): a page, oldest first (a queue). */
export async function listRegistrations(
  db: DbOrTx,
  eventId: number,
  state: RegistrationState | undefined,
  bounds: { limit: number; offset: number },
): Promise<{ results: Registration[]; count: number }> {
  const where = and(eq(registrations.eventId, eventId), state ? eq(registrations.state, state) : undefined);
  const rows = await db
    .select()
    .from(registrations)
    .where(where)
    .orderBy(asc(registrations.id))
    .limit(bounds.limit)
    .offset(bounds.offset);
  const [{ n }] = await db.select({ n: count() }).from(registrations).where(where);
  return { results: rows.map(toWire), count: Number(n) };
}

/** The registrant's own registration by its private token; another token (or none) finds nothing. */
async function byToken(db: DbOrTx, id: number, token: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.id, id), eq(registrations.tokenHash, hashToken(token))));
  if (!row) throw notFound();
  return row;
}

export async function readByToken(db: DbOrTx, id: number, token: string): Promise<Registration> {
  return toWire(await byToken(db, id, token));
}

/** PATCH players/registrations/{id}/?token= : the registrant corrects their registration while it is pending. */
export async function updateByToken(
  db: Db,
  media: MediaStore,
  input: { id: number; token: string; raw: Record<string, unknown>; photo: UploadedFile | null | undefined },
): Promise<Registration> {
  const found = await byToken(db, input.id, input.token);
  if (found.state !== "pending") throw conflict(REG_TEXT.notPending);
  const eventId = found.eventId;
  const settings = await settingsRow(db, eventId);
  const keepsPhoto = input.photo === undefined && found.photo !== null;
  const body = parseOrThrow(registrationBody(settingsOut(settings, 0), Boolean(input.photo) || keepsPhoto), input.raw);
  await checkSkills(db, eventId, body.skills);
  const photoFile = settings.fields.photo === "off" ? undefined : input.photo;
  await writeWithImage(media, PLAYER_MEDIA_KIND, photoFile, (photo) =>
    db.transaction(async (tx) => {
      await lockEvent(tx, eventId);
      const [row] = await tx.select().from(registrations).where(eq(registrations.id, found.id)).for("update");
      if (row?.state !== "pending") throw conflict(REG_TEXT.notPending);
      const flags = await flagsFor(tx, eventId, body, row.id);
      await tx
        .update(registrations)
        .set({
          name: body.name,
          dateOfBirth: body.date_of_birth,
          phone: body.phone,
          email: body.email,
          skills: body.skills,
          answers: body.answers,
          flags,
          updatedAt: new Date(),
          ...(photo !== undefined ? { photo } : {}),
        })
        .where(eq(registrations.id, row.id));
      await recordChange(tx, {
        eventId,
        actorId: null,
        action: "registration.update",
        topics: ["registrations"],
        data: { registration: row.id },
      });
      return { value: undefined, previous: photo !== undefined ? row.photo : null };
    }),
  );
  return readByToken(db, input.id, input.token);
}

/** The registration, locked, when it is one of the event's and still pending. */
async function lockPending(tx: Tx, eventId: number, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(registrations)
    .where(and(eq(registrations.id, id), eq(registrations.eventId, eventId)))
    .for("update");
  if (!row) throw notFound();
  if (row.state !== "pending") throw conflict(REG_TEXT.notPending);
  return row;
}

/** The new player from a registration (inside the caller's transaction, under the event's lock). */
async function playerFrom(
  tx: Tx,
  row: Row,
  how: { grade: number; base_price?: number | null; set?: string | null },
): Promise<number> {
  await checkRoomFor(tx, row.eventId, "players");
  const details: Record<string, string | number | boolean | null> = { ...row.answers };
  if (row.phone) details[CONTACT_NUMBER_KEY] = row.phone;
  const [player] = await tx
    .insert(players)
    .values({
      eventId: row.eventId,
      name: row.name,
      image: row.photo,
      dateOfBirth: row.dateOfBirth,
      details,
      email: row.email,
      grade: how.grade,
      basePrice: how.base_price ?? null,
      drawSet: how.set ?? null,
      status: PLAYER_STATUS.AVAILABLE,
    })
    .returning({ id: players.id });
  // Skills deleted since the registration are left out.
  const still = row.skills.length
    ? await tx
        .select({ id: skills.id })
        .from(skills)
        .where(and(eq(skills.eventId, row.eventId), inArray(skills.id, row.skills)))
    : [];
  if (still.length) await tx.insert(playerSkills).values(still.map((s) => ({ playerId: player.id, skillId: s.id })));
  return player.id;
}

async function markApproved(tx: Tx, row: Row, playerId: number, actor: Actor): Promise<void> {
  await tx
    .update(registrations)
    .set({ state: "approved", playerId, decidedBy: actor.id, decidedAt: new Date(), updatedAt: new Date() })
    .where(eq(registrations.id, row.id));
  await recordChange(tx, {
    eventId: row.eventId,
    actorId: actor.id,
    action: "registration.approve",
    topics: ["players", "registrations"],
    data: { registration: row.id, player: playerId, name: row.name },
  });
}

/** POST players/registrations/{id}/approve/ (event permission): the new player's id. */
export async function approveRegistration(
  db: Db,
  actor: Actor,
  eventId: number,
  id: number,
  body: z.output<typeof ApproveBody>,
): Promise<number> {
  return db.transaction(async (tx) => {
    checkBasePrice(await lockEvent(tx, eventId), body.base_price);
    const row = await lockPending(tx, eventId, id);
    const playerId = await playerFrom(tx, row, body);
    await markApproved(tx, row, playerId, actor);
    return playerId;
  });
}

/** POST players/registrations/approve-many/ (event permission): all of them, or none (one transaction). */
export async function approveMany(
  db: Db,
  actor: Actor,
  eventId: number,
  body: { ids: number[]; grade: number },
): Promise<{ registration: number; player: number }[]> {
  return db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const out: { registration: number; player: number }[] = [];
    for (const id of [...new Set(body.ids)]) {
      const row = await lockPending(tx, eventId, id);
      const player = await playerFrom(tx, row, { grade: body.grade });
      await markApproved(tx, row, player, actor);
      out.push({ registration: id, player });
    }
    return out;
  });
}

/** POST players/registrations/{id}/reject/ (event permission): with an optional reason, mailed when there is an e-mail. */
export async function rejectRegistration(
  db: Db,
  mail: MailDeps,
  actor: Actor,
  eventId: number,
  id: number,
  reason: string | null,
): Promise<Registration> {
  const row = await db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const found = await lockPending(tx, eventId, id);
    const [done] = await tx
      .update(registrations)
      .set({ state: "rejected", reason, decidedBy: actor.id, decidedAt: new Date(), updatedAt: new Date() })
      .where(eq(registrations.id, id))
      .returning();
    await recordChange(tx, {
      eventId,
      actorId: actor.id,
      action: "registration.reject",
      topics: ["registrations"],
      data: { registration: id, name: found.name },
      reason,
    });
    return done;
  });
  if (row.email) {
    const to = row.email;
    await sendMail(db, mail, eventId, to, (event) => rejectedMail(event, reason));
  }
  return toWire(row);
}

// ---------- mails: the subject is ours; what the registrant or the organiser wrote is only in the body ----------
async function sendMail(
  db: DbOrTx,
  deps: MailDeps,
  eventId: number,
  to: string,
  make: (event: string) => { subject: string; text: string },
): Promise<void> {
  const [ev] = await db.select({ name: events.name }).from(events).where(eq(events.id, eventId));
  await deps.mailer.send({ to, ...make(ev?.name ?? BRAND) });
}

export function registrationLink(appUrl: string, eventId: number, id: number, token: string): string {
  return `${appUrl}${fillPath(MAILED_PAGES.registration, eventId, id, token)}`;
}

function receivedMail(appUrl: string, event: string, eventId: number, id: number, token: string) {
  return {
    subject: REG_TEXT.receivedSubject,
    text: [
      `Your registration for ${event} has reached the organiser.`,
      "",
      "You can see it, and correct it until the organiser has decided, at this private link (do not share it):",
      registrationLink(appUrl, eventId, id, token),
    ].join("\n"),
  };
}

function rejectedMail(event: string, reason: string | null) {
  return {
    subject: REG_TEXT.rejectedSubject,
    text: [
      `The organiser of ${event} did not accept your registration.`,
      ...(reason ? ["", `Their reason: ${reason}`] : []),
    ].join("\n"),
  };
}
