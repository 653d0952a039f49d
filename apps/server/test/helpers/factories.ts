// Test data straight into the database, so a test of one resource does not depend on another's routes.
import crypto from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import {
  authTokens,
  eventOwners,
  events,
  eventTypes,
  registrationSettings,
  registrations,
  skills,
  users,
} from "../../src/db/schema.ts";
import { hashPassword, hashToken, newToken } from "../../src/services/auth/crypto.ts";
import type { TestApp } from "./app.ts";

let seq = 0;
const uniq = () => `${Date.now().toString(36)}${(seq++).toString(36)}${crypto.randomBytes(2).toString("hex")}`;

export const DEFAULT_PASSWORD = "correct horse 42";
let cachedHash: Promise<string> | null = null;

export type TestUser = { id: number; name: string; email: string; password: string; token: string; isStaff: boolean };

export async function createUser(t: TestApp, opts: { name?: string; email?: string; isStaff?: boolean } = {}): Promise<TestUser> {
  cachedHash ??= hashPassword(DEFAULT_PASSWORD);
  const email = opts.email ?? `user-${uniq()}@example.com`;
  const name = opts.name ?? `User ${uniq()}`;
  const [u] = await t.app.db
    .insert(users)
    .values({ name, email, passwordHash: await cachedHash, isStaff: opts.isStaff ?? false })
    .returning({ id: users.id });
  const token = newToken();
  await t.app.db
    .insert(authTokens)
    .values({ userId: u.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return { id: u.id, name, email, password: DEFAULT_PASSWORD, token, isStaff: opts.isStaff ?? false };
}

export async function eventTypeId(t: TestApp, name = "Cricket"): Promise<number> {
  const rows = await t.app.db.select().from(eventTypes);
  const found = rows.find((r) => r.name === name);
  if (found) return found.id;
  const [r] = await t.app.db.insert(eventTypes).values({ name }).returning({ id: eventTypes.id });
  return r.id;
}

export type EventOptions = Partial<{
  name: string;
  fundsPerTeam: number;
  minPlayerPrice: number;
  minPlayers: number;
  maxPlayers: number;
  fundsUnit: string;
  owners: number[];
}>;

export async function createEvent(t: TestApp, opts: EventOptions = {}): Promise<number> {
  const [ev] = await t.app.db
    .insert(events)
    .values({
      name: opts.name ?? `Event ${uniq()}`,
      date: "2026-12-01",
      startTime: "10:00",
      endTime: "18:00",
      location: "Pune",
      fundsPerTeam: opts.fundsPerTeam ?? 1000,
      fundsUnit: opts.fundsUnit ?? "pts",
      minPlayerPrice: opts.minPlayerPrice ?? 10,
      minPlayers: opts.minPlayers ?? 2,
      maxPlayers: opts.maxPlayers ?? 5,
      typeId: await eventTypeId(t),
    })
    .returning({ id: events.id });
  for (const userId of opts.owners ?? []) await t.app.db.insert(eventOwners).values({ eventId: ev.id, userId });
  return ev.id;
}

export async function createSkill(t: TestApp, eventId: number, name = `Skill ${uniq()}`): Promise<number> {
  const [s] = await t.app.db.insert(skills).values({ eventId, name }).returning({ id: skills.id });
  return s.id;
}

/** app.inject with an optional bearer token. */
export function call(
  t: TestApp,
  method: InjectOptions["method"],
  url: string,
  opts: { token?: string; payload?: InjectOptions["payload"]; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    payload: opts.payload,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
  });
}

/** A multipart/form-data body: arrays become repeated keys; Buffers become file parts. */
export function multipart(
  fields: Record<
    string,
    string | number | boolean | (string | number)[] | Buffer | { filename: string; data: Buffer; type?: string }
  >,
) {
  const boundary = `----sah${crypto.randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  const push = (s: string) => chunks.push(Buffer.from(s));
  for (const [key, value] of Object.entries(fields)) {
    const list = Array.isArray(value) ? value : [value];
    for (const v of list) {
      if (Buffer.isBuffer(v) || (typeof v === "object" && v !== null && "data" in v)) {
        const file = Buffer.isBuffer(v) ? { filename: "upload.bin", data: v, type: "application/octet-stream" } : v;
        push(
          `--${boundary}\r\nContent-Disposition: form-data; name="${key}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
        );
        chunks.push(file.data);
        push("\r\n");
      } else {
        push(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${String(v)}\r\n`);
      }
    }
  }
  push(`--${boundary}--\r\n`);
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** Registration: the event's form (open, one question) and one pending sign-up (docs/api.md "Registration"). */
export async function seedRegistration(t: TestApp, eventId: number): Promise<void> {
  await t.app.db.insert(registrationSettings).values({
    eventId,
    enabled: true,
    fields: { photo: "off", date_of_birth: "optional", skills: "optional", phone: "optional", email: "optional" },
    questions: [{ label: "Bats", kind: "choice", options: ["Right", "Left"], required: false }],
  });
  await t.app.db.insert(registrations).values({ eventId, name: "Ravi Signup", answers: { Bats: "Left" } });
}
