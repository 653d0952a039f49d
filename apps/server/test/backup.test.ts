// Event backup and restore (docs/api.md "Backup and restore", "Backup format"; docs/decisions/048-backup-and-restore.md):
// who may, the round trip (teams, players, statuses, prices, funds, images byte for byte, the log,
// and an undo that still works), and every refusal changing nothing — no event, no media file.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import {
  type AuctionLogEntry,
  BACKUP_ENTRY,
  BACKUP_TEXT,
  type BackupDocument,
  type BackupManifest,
  type Event,
  type Player,
  RESTORED_SUFFIX,
  type RestoreResult,
  type Sponsor,
  type Team,
} from "@sah/domain";
import { count, sql } from "drizzle-orm";
import { strToU8, unzipSync, zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { countEventRows, EVENT_TABLES, eventTableNames } from "../src/db/event-tables.ts";
import { events, importMappings, mediaFiles } from "../src/db/schema.ts";
import { ROWS_IN_BACKUP } from "../src/services/backup/make-backup.ts";
import { ZIP_TEXT } from "../src/services/imports/zip-photos.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { putOnBlock } from "./helpers/auction-factories.ts";
import { call, createEvent, createSkill, createUser, multipart, seedRegistration, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let staff: TestUser;
let owner: TestUser;
let alice: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { isStaff: true });
  owner = await createUser(t, { name: "Olivia Owner" });
  alice = await createUser(t, { email: `alice-${crypto.randomBytes(3).toString("hex")}@example.com` });
  stranger = await createUser(t);
});
afterAll(() => t.close());

const image = (background: string, format: "png" | "jpeg" = "png") =>
  sharp({ create: { width: 48, height: 32, channels: 3, background } })
    [format]()
    .toBuffer();
const file = (name: string, data: Buffer) => ({ filename: name, data, type: name.endsWith(".png") ? "image/png" : "image/jpeg" });

async function ok<T>(res: Promise<{ statusCode: number; body: string; json<J>(): J }>, status = 200): Promise<T> {
  const r = await res;
  if (r.statusCode !== status) throw new Error(`${r.statusCode}: ${r.body}`);
  return r.json<T>();
}

/** An event with logos, photos, skills, a sponsor, sales, a correction, an adjustment and a draw. */
async function richEvent(name = `Backup Cup ${crypto.randomBytes(3).toString("hex")}`) {
  const ev = await createEvent(t, {
    name,
    owners: [owner.id],
    fundsPerTeam: 1000,
    minPlayerPrice: 10,
    minPlayers: 1,
    maxPlayers: 4,
  });
  const token = owner.token;
  await ok(
    call(t, "PATCH", `/api/events/events/${ev}/`, { token, ...multipart({ logo: file("logo.png", await image("#0a3d62")) }) }),
  );
  const batting = await createSkill(t, ev, "Batting");
  await createSkill(t, ev, "Bowling");
  const teamA = await ok<Team>(
    call(t, "POST", `/api/teams/?event_id=${ev}`, {
      token,
      ...multipart({ name: "Aces", owners: [owner.id, alice.id], logo: file("aces.png", await image("#b33939")) }),
    }),
    201,
  );
  const teamB = await ok<Team>(
    call(t, "POST", `/api/teams/?event_id=${ev}`, { token, ...multipart({ name: "Bulls", owners: [alice.id] }) }),
    201,
  );
  const player = async (pname: string, photo?: Buffer) =>
    ok<Player>(
      call(t, "POST", `/api/players/?event_id=${ev}`, {
        token,
        ...multipart({
          name: pname,
          date_of_birth: "2001-02-03",
          grade: 10,
          skills: [batting],
          details: JSON.stringify({ "Contact Number": "98765", Team: "U19" }),
          ...(photo ? { image: file(`${pname}.jpg`, photo) } : {}),
        }),
      }),
      201,
    );
  const asha = await player("Asha", await image("#218c74", "jpeg"));
  const ben = await player("Ben", await image("#cc8e35", "jpeg"));
  const cy = await player("Cy");
  await player("Dev");
  await ok(
    call(t, "POST", `/api/events/sponsors/?event_id=${ev}`, {
      token,
      ...multipart({ name: "Kit Co", category: "Kit", order: 2, logo: file("kit.png", await image("#474787")) }),
    }),
    201,
  );
  await putOnBlock(t, ev, asha.id);
  await ok(
    call(t, "POST", `/api/auctions/transactions/sell-player/?event_id=${ev}`, {
      token,
      payload: { player: asha.id, team: teamA.id, price: 300, status: 3 },
    }),
  );
  await ok(
    call(t, "POST", `/api/auctions/corrections/?event_id=${ev}`, {
      token,
      payload: { player: ben.id, status: 3, team: teamB.id, price: 120, reason: "Sold in the break" },
    }),
  );
  await ok(
    call(t, "POST", `/api/auctions/corrections/?event_id=${ev}`, {
      token,
      payload: { player: ben.id, status: 3, team: teamB.id, price: 150, reason: "Wrong price" },
    }),
  );
  await ok(
    call(t, "POST", `/api/teams/${teamA.id}/adjustments/?event_id=${ev}`, {
      token,
      payload: { amount: -50, reason: "Late fee" },
    }),
    201,
  );
  await ok(
    call(t, "POST", `/api/auctions/corrections/?event_id=${ev}`, {
      token,
      payload: { player: cy.id, status: 2, reason: "No show" },
    }),
  );
  await ok(call(t, "POST", `/api/auctions/transactions/next-player/?event_id=${ev}`, { token }));
  await t.app.db.insert(importMappings).values({ eventId: ev, kind: "players", mapping: { Name: "name" } });
  await seedRegistration(t, ev);
  return ev;
}

const backup = (ev: number, token: string | null = owner.token) =>
  call(t, "GET", `/api/events/events/${ev}/backup/`, { token: token ?? undefined });
function restore(data: Buffer | null, token: string | null = staff.token) {
  const body = multipart(data ? { file: { filename: "backup.zip", data, type: "application/zip" } } : { note: "no file" });
  return call(t, "POST", "/api/events/events/restore/", {
    token: token ?? undefined,
    payload: body.payload,
    headers: body.headers,
  });
}
const media = async (url: string | null) => (url ? (await call(t, "GET", url)).rawPayload : null);

/** What an organiser sees of an event, by name rather than id, with its images' bytes. */
async function snapshot(ev: number) {
  const event = await ok<{ name: string; funds_remaining: number; players_remaining: number; logo: string | null }>(
    call(t, "GET", `/api/events/events/${ev}/`),
  );
  const teams = await ok<Team[]>(call(t, "GET", `/api/teams/all/?event_id=${ev}`));
  const players = (
    await ok<{ results: Player[] }>(call(t, "GET", `/api/players/?event_id=${ev}&page_size=100`, { token: owner.token }))
  ).results;
  const sponsors = await ok<Sponsor[] | { results: Sponsor[] }>(call(t, "GET", `/api/events/sponsors/?event_id=${ev}`));
  const log = (
    await ok<{ results: AuctionLogEntry[] }>(
      call(t, "GET", `/api/auctions/log/?event_id=${ev}&page_size=100`, { token: owner.token }),
    )
  ).results;
  const teamName = new Map(teams.map((x) => [x.id, x.name]));
  const playerName = new Map(players.map((x) => [x.id, x.name]));
  const sponsorList = Array.isArray(sponsors) ? sponsors : sponsors.results;
  return {
    event: { funds_remaining: event.funds_remaining, players_remaining: event.players_remaining, logo: await media(event.logo) },
    teams: await Promise.all(
      teams.map(async (x) => ({
        name: x.name,
        owners: x.owners,
        funds_remaining: x.funds_remaining,
        adjustments_total: x.adjustments_total,
        players_count: x.players_count,
        max_bid: x.max_bid,
        logo: await media(x.logo),
      })),
    ),
    players: await Promise.all(
      players
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(async (p) => ({
          name: p.name,
          status: p.status,
          grade: p.grade,
          details: p.details,
          skills: p.skills_details.map((s) => s.name),
          sale: p.transaction_detail
            ? { team: teamName.get(p.transaction_detail.team), price: p.transaction_detail.price }
            : null,
          image: await media(p.image),
        })),
    ),
    sponsors: await Promise.all(sponsorList.map(async (s) => ({ name: s.name, order: s.order, logo: await media(s.logo) }))),
    log: log
      .filter((l) => l.action !== "event.restore")
      .map((l) => ({
        seq: l.seq,
        action: l.action,
        user: l.user?.name ?? null,
        reason: l.reason,
        undo_of: l.undo_of,
        // The change by names: the ids are the new event's own.
        players: ((l.data as { players?: { id: number; from: number; to: number }[] }).players ?? []).map((c) => ({
          ...c,
          id: playerName.get(c.id),
        })),
        added: ((l.data as { added?: { player: number; team: number; price: number }[] }).added ?? []).map((s) => ({
          player: playerName.get(s.player),
          team: teamName.get(s.team),
          price: s.price,
        })),
      })),
  };
}

async function counts() {
  const [{ n }] = await t.app.db.select({ n: count() }).from(events);
  const dir = path.join(t.config.dataDir, "media");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes(".")).length : 0;
  const [{ m }] = await t.app.db.select({ m: count() }).from(mediaFiles);
  return { events: Number(n), files, shared: Number(m) };
}

/** The backup's entries, to change and zip again. */
function entriesOf(zip: Buffer): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(zip));
}
function docOf(entries: Record<string, Uint8Array>): BackupDocument {
  return JSON.parse(Buffer.from(entries[BACKUP_ENTRY.document]).toString("utf8"));
}
/** Zipped again with a manifest that matches: a tampered but consistent file. */
function consistent(entries: Record<string, Uint8Array>, doc?: unknown): Buffer {
  const out = { ...entries };
  if (doc !== undefined) out[BACKUP_ENTRY.document] = strToU8(JSON.stringify(doc));
  const manifest: BackupManifest = JSON.parse(Buffer.from(out[BACKUP_ENTRY.manifest]).toString("utf8"));
  manifest.entries = manifest.entries.map((e) =>
    out[e.path] ? { ...e, size: out[e.path].length, sha256: crypto.createHash("sha256").update(out[e.path]).digest("hex") } : e,
  );
  out[BACKUP_ENTRY.manifest] = strToU8(JSON.stringify(manifest));
  return Buffer.from(zipSync(out));
}

/** Another server: the embedded database, fresh, whatever this test run's engine is. */
async function embeddedApp(): Promise<TestApp> {
  const template = inject("pgliteTemplate");
  const client = template ? await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(template)]) }) : new PGlite();
  const database = await openDatabase({ pglite: client });
  if (!template) await database.migrate();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sah-test-other-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", SEED_DEMO: "0" } as NodeJS.ProcessEnv, {
    appUrl: "http://other.test",
    webDist: path.join(dataDir, "no-web"),
  });
  const app = await buildApp({ config, database, mailer: { send: async () => {} }, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    mails: [],
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let source: number;
let zip: Buffer;
beforeAll(async () => {
  source = await richEvent();
  const res = await backup(source);
  expect(res.statusCode).toBe(200);
  zip = res.rawPayload;
});

describe("GET /api/events/events/{id}/backup/", () => {
  it("answers the event's managers with a zip named after the event; 401 anonymous, 403 others, 404 unknown", async () => {
    const res = await backup(source, staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="backup-cup-[0-9a-f]+-backup-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect((await backup(source, null)).statusCode).toBe(401);
    expect((await backup(source, stranger.token)).statusCode).toBe(403);
    expect((await backup(source, alice.token)).statusCode).toBe(403);
    expect((await backup(999_999, staff.token)).statusCode).toBe(404);
  });

  it("holds a versioned document with people as e-mails (no password hashes or tokens), every image, and a manifest of sizes and SHA-256", async () => {
    const entries = entriesOf(zip);
    const doc = docOf(entries);
    expect(doc).toMatchObject({ format: "sah-event-backup", version: 1, event: { owners: [owner.email], type_name: "Cricket" } });
    expect(doc.teams.find((x) => x.name === "Aces")?.owners.sort()).toEqual([owner.email, alice.email].sort());
    expect(doc.players).toHaveLength(4);
    expect(doc.transactions.map((x) => x.price).sort()).toEqual([150, 300]);
    expect(doc.adjustments).toMatchObject([{ amount: -50, reason: "Late fee" }]);
    expect(doc.log.map((l) => l.action)).toContain("auction.correction");
    const text = Buffer.from(entries[BACKUP_ENTRY.document]).toString("utf8");
    expect(text).not.toMatch(/password|token|scrypt|\$argon/i);
    const manifest: BackupManifest = JSON.parse(Buffer.from(entries[BACKUP_ENTRY.manifest]).toString("utf8"));
    const media = Object.keys(entries).filter((n) => n.startsWith(BACKUP_ENTRY.mediaPrefix));
    expect(media).toHaveLength(5); // event logo, team logo, two photos, sponsor logo
    expect(manifest.entries.map((e) => e.path).sort()).toEqual([BACKUP_ENTRY.document, ...media].sort());
    for (const e of manifest.entries) {
      expect(entries[e.path].length).toBe(e.size);
      expect(crypto.createHash("sha256").update(entries[e.path]).digest("hex")).toBe(e.sha256);
    }
  });
});

describe("POST /api/events/events/restore/", () => {
  it("restores a new event whose teams, players, statuses, prices, funds, images (bytes equal) and log match; undo still works", async () => {
    const res = await restore(zip);
    expect(res.statusCode).toBe(201);
    const restored = res.json<RestoreResult>();
    expect(restored.id).not.toBe(source);
    const [before, after] = [await snapshot(source), await snapshot(restored.id)];
    expect(after).toEqual(before);
    expect(after.players.filter((p) => p.image).length).toBe(2);
    expect(after.log.length).toBeGreaterThan(5);
    // The backup's name was taken (the source event still has it).
    const sourceName = docOf(entriesOf(zip)).event.name;
    expect(restored.name).toBe(`${sourceName}${RESTORED_SUFFIX}`);
    expect(restored.restore).toEqual({ renamed_from: sourceName, owners_not_found: [], log_users_not_found: 0 });
    expect(restored.owners).toEqual([owner.id]);
    // Undo reverses the latest auction action (the draw) in both, alike.
    for (const ev of [source, restored.id])
      expect((await call(t, "POST", `/api/auctions/transactions/undo/?event_id=${ev}`, { token: owner.token })).statusCode).toBe(
        200,
      );
    // (The restored log numbers the undo one later: its restore entry came first.)
    const withoutSeq = (s: Awaited<ReturnType<typeof snapshot>>) => ({ ...s, log: s.log.map(({ seq: _, ...l }) => l) });
    expect(withoutSeq(await snapshot(restored.id))).toEqual(withoutSeq(await snapshot(source)));
    // A second restore of the same backup is numbered.
    const again = await ok<RestoreResult>(restore(zip), 201);
    expect(again.name).toBe(`${sourceName} (restored 2)`);
    // A backup of a restored event does not pile up suffixes: it takes the next number.
    const ofRestored = await call(t, "GET", `/api/events/events/${again.id}/backup/`, { token: owner.token });
    expect((await ok<RestoreResult>(restore(ofRestored.rawPayload), 201)).name).toBe(`${sourceName} (restored 3)`);
  });

  it("holds and restores every row of every table db/event-tables.ts backs up, and starts the others as a new event", async () => {
    // A backup of the event as it is now (other tests undo on it).
    const now = (await backup(source)).rawPayload;
    const doc = docOf(entriesOf(now));
    const restored = (await ok<RestoreResult>(restore(now), 201)).id;
    for (const name of eventTableNames) {
      const rows = await countEventRows(t.app.db, name, source);
      const after = await countEventRows(t.app.db, name, restored);
      if (name in ROWS_IN_BACKUP) {
        // Every backed-up table has rows in the rich event, so a table the document drops shows.
        expect(rows, name).toBeGreaterThan(0);
        expect(ROWS_IN_BACKUP[name as keyof typeof ROWS_IN_BACKUP](doc), name).toBe(rows);
        // The restore adds its own log entry.
        expect(after, name).toBe(name === "auction_log" ? rows + 1 : rows);
      } else {
        expect(EVENT_TABLES[name].backup, name).toBe(false);
        expect(after, name).toBe(EVENT_TABLES[name].startRow ? 1 : 0);
      }
    }
  });

  it("carries the squad rules (skills matched to the new event's), the bidding settings and each player's draw set", async () => {
    const ev = await createEvent(t, { owners: [owner.id] });
    const keeper = await createSkill(t, ev, "Wicket-keeper");
    const quotas = [
      { kind: "grade", id: 10, min: null, max: 2 },
      { kind: "skill", id: keeper, min: 1, max: null },
    ];
    const bidding = {
      bidding: "owners",
      bid_steps: [{ below: null, step: 250 }],
      first_bid_seconds: 20,
      bid_seconds: 9,
      auto_sell: false,
    };
    await ok(call(t, "PATCH", `/api/events/events/${ev}/`, { token: owner.token, payload: { quotas, ...bidding } }));
    const player = await ok<Player>(
      call(t, "POST", `/api/players/?event_id=${ev}`, {
        token: owner.token,
        payload: { name: "Marquee Man", date_of_birth: "2000-01-01", grade: 10, set: "Marquee", skills: [keeper] },
      }),
      201,
    );
    expect(player.set).toBe("Marquee");
    const backup = await call(t, "GET", `/api/events/events/${ev}/backup/`, { token: owner.token });
    const restored = await ok<RestoreResult>(restore(backup.rawPayload), 201);
    const event = await ok<Event>(call(t, "GET", `/api/events/events/${restored.id}/`));
    const skills = await ok<{ id: number; name: string }[]>(call(t, "GET", `/api/events/skills/all/?event_id=${restored.id}`));
    const newKeeper = skills.find((k) => k.name === "Wicket-keeper")?.id;
    expect(newKeeper).toBeDefined();
    expect(newKeeper).not.toBe(keeper);
    expect(event.quotas).toEqual([quotas[0], { ...quotas[1], id: newKeeper }]);
    expect(event).toMatchObject(bidding);
    const list = await ok<{ results: Player[] }>(call(t, "GET", `/api/players/?event_id=${restored.id}`, { token: owner.token }));
    expect(list.results.map((p) => [p.name, p.set])).toEqual([["Marquee Man", "Marquee"]]);
  });

  it("leaves out owners with no user here, says so, and makes the staff member restoring it the owner when none is left", async () => {
    const doc = docOf(entriesOf(zip));
    doc.event.owners = ["nobody@example.com"];
    doc.teams[0].owners = ["ghost@example.com", alice.email.toUpperCase()];
    doc.log[0].user = "gone@example.com";
    doc.event.name = `Fresh ${crypto.randomBytes(3).toString("hex")}`;
    const res = await restore(consistent(entriesOf(zip), doc));
    expect(res.statusCode).toBe(201);
    const body = res.json<RestoreResult>();
    expect(body.name).toBe(doc.event.name);
    expect(body.owners).toEqual([staff.id]);
    expect(body.restore).toEqual({
      renamed_from: null,
      owners_not_found: ["nobody@example.com", "ghost@example.com"],
      log_users_not_found: 1,
    });
    const teams = await ok<Team[]>(call(t, "GET", `/api/teams/all/?event_id=${body.id}`));
    expect(teams.find((x) => x.name === doc.teams[0].name)?.owners).toEqual([alice.id]);
  });

  it("restores a backup made by another server on the embedded database (with TEST_DATABASE_URL: PGlite → PostgreSQL)", async () => {
    const other = await embeddedApp();
    try {
      // The same people, by e-mail, with other ids there.
      await createUser(other, { email: "someone-else@example.com" });
      const otherOwner = await createUser(other, { email: owner.email.toUpperCase() });
      const ev = await createEvent(other, {
        name: "Away League",
        owners: [otherOwner.id],
        fundsPerTeam: 500,
        minPlayerPrice: 10,
        minPlayers: 1,
        maxPlayers: 3,
      });
      const team = await ok<Team>(
        call(other, "POST", `/api/teams/?event_id=${ev}`, {
          token: otherOwner.token,
          ...multipart({ name: "Visitors", owners: [otherOwner.id] }),
        }),
        201,
      );
      const photo = await image("#40407a", "jpeg");
      const p = await ok<Player>(
        call(other, "POST", `/api/players/?event_id=${ev}`, {
          token: otherOwner.token,
          ...multipart({ name: "Zed", date_of_birth: "1999-09-09", image: file("zed.jpg", photo) }),
        }),
        201,
      );
      await ok(
        call(other, "POST", `/api/auctions/corrections/?event_id=${ev}`, {
          token: otherOwner.token,
          payload: { player: p.id, status: 3, team: team.id, price: 90, reason: "Signed early" },
        }),
      );
      const storedThere = (await call(other, "GET", p.image as string)).rawPayload;
      const res = await call(other, "GET", `/api/events/events/${ev}/backup/`, { token: otherOwner.token });
      expect(res.statusCode).toBe(200);

      const restored = await ok<RestoreResult>(restore(res.rawPayload), 201);
      expect(restored).toMatchObject({ name: "Away League", owners: [owner.id], funds_remaining: 410, players_remaining: 0 });
      const [zed] = (await ok<{ results: Player[] }>(call(t, "GET", `/api/players/?event_id=${restored.id}`))).results;
      expect(zed).toMatchObject({ name: "Zed", status: 3, transaction_detail: { price: 90 } });
      expect((await call(t, "GET", zed.image as string)).rawPayload.equals(storedThere)).toBe(true);
      const [visitors] = await ok<Team[]>(call(t, "GET", `/api/teams/all/?event_id=${restored.id}`));
      expect(visitors).toMatchObject({ name: "Visitors", owners: [owner.id], funds_remaining: 410 });
    } finally {
      await other.close();
    }
    // A fresh embedded database is migrated first, which is slow on a busy machine: a generous limit.
  }, 300_000);

  it("is staff's: 401 anonymous, 403 an owner", async () => {
    expect((await restore(zip, null)).statusCode).toBe(401);
    expect((await restore(zip, owner.token)).statusCode).toBe(403);
  });

  const tamper = (change: (doc: BackupDocument) => void) => {
    const doc = docOf(entriesOf(zip));
    change(doc);
    return consistent(entriesOf(zip), doc);
  };
  const refusals: [string, () => Buffer | null, string | RegExp][] = [
    ["no file", () => null, BACKUP_TEXT.fileRequired],
    ["not a zip", () => Buffer.from("just some text, not a zip at all"), BACKUP_TEXT.notAZip],
    ["a truncated zip", () => zip.subarray(0, Math.floor(zip.length / 2)), BACKUP_TEXT.damaged],
    [
      "a damaged zip",
      () => {
        // Garbage in the middle of the compressed document: it no longer inflates.
        const z = Buffer.from(zip);
        const at = z.indexOf(BACKUP_ENTRY.document) + BACKUP_ENTRY.document.length + 40;
        z.fill(0xff, at, at + 64);
        return z;
      },
      BACKUP_TEXT.damaged,
    ],
    [
      "a changed document (checksum)",
      () => {
        const e = entriesOf(zip);
        const doc = docOf(e);
        doc.transactions[0].price = 1;
        e[BACKUP_ENTRY.document] = strToU8(JSON.stringify(doc));
        return Buffer.from(zipSync(e));
      },
      BACKUP_TEXT.checksum(BACKUP_ENTRY.document),
    ],
    [
      "a changed image (checksum)",
      () => {
        const e = entriesOf(zip);
        const name = Object.keys(e).find((n) => n.startsWith("media/players/")) as string;
        e[name] = new Uint8Array([...e[name].subarray(0, e[name].length - 1), 0]);
        return Buffer.from(zipSync(e));
      },
      /does not match its checksum/,
    ],
    [
      "a missing image",
      () => {
        const e = entriesOf(zip);
        const name = Object.keys(e).find((n) => n.startsWith("media/teams/")) as string;
        delete e[name];
        return Buffer.from(zipSync(e));
      },
      /^The backup has no "media\/teams\//,
    ],
    [
      "a missing manifest",
      () => {
        const e = entriesOf(zip);
        delete e[BACKUP_ENTRY.manifest];
        return Buffer.from(zipSync(e));
      },
      BACKUP_TEXT.missingEntry(BACKUP_ENTRY.manifest),
    ],
    [
      "another format",
      () => {
        const e = entriesOf(zip);
        e[BACKUP_ENTRY.manifest] = strToU8(JSON.stringify({ format: "other-app", version: 1, entries: [] }));
        return Buffer.from(zipSync(e));
      },
      BACKUP_TEXT.notBackup,
    ],
    [
      "a newer version",
      () => {
        const e = entriesOf(zip);
        const m = JSON.parse(Buffer.from(e[BACKUP_ENTRY.manifest]).toString("utf8"));
        e[BACKUP_ENTRY.manifest] = strToU8(JSON.stringify({ ...m, version: 2 }));
        return Buffer.from(zipSync(e));
      },
      BACKUP_TEXT.version(2),
    ],
    ["a document of a newer version", () => tamper((d) => Object.assign(d, { version: 2 })), BACKUP_TEXT.version(2)],
    [
      "a player without a name",
      () => tamper((d) => (d.players[0].name = " ")),
      BACKUP_TEXT.badDocument("players[0].name", "Name is required"),
    ],
    [
      "a grade that is none",
      () => tamper((d) => (d.players[1].grade = 11)),
      /^The backup's data is not valid at players\[1\]\.grade/,
    ],
    ["an unknown status", () => tamper((d) => (d.players[1].status = 9)), /players\[1\]\.status: 9 is not a player status/],
    [
      "a sale of no player",
      () => tamper((d) => (d.transactions[0].player = 999_999)),
      /transactions\[0\]\.player: no player with the id 999999/,
    ],
    [
      "a sold player without a sale",
      () => tamper((d) => (d.transactions = d.transactions.slice(1))),
      /a placing status without a sale/,
    ],
    [
      "a team spending past its purse",
      () => tamper((d) => (d.adjustments[0].amount = -900)),
      /the team has spent more than its funds/,
    ],
    [
      "a negative purse",
      () => tamper((d) => (d.event.funds_per_team = -5)),
      /^The backup's data is not valid at event\.funds_per_team/,
    ],
    [
      "a mapping repeated",
      () =>
        tamper(
          (d) =>
            (d.import_mappings = [
              { kind: "teams", mapping: {} },
              { kind: "teams", mapping: {} },
            ]),
        ),
      /import_mappings\[1\]\.kind: the "teams" mapping is repeated/,
    ],
    [
      "a log out of order",
      () => tamper((d) => (d.log[1].seq = d.log[0].seq)),
      /log\[1\]\.seq: the entries are not numbered in order/,
    ],
    [
      "a sale's change of the wrong shape",
      () =>
        tamper((d) => {
          const sale = d.log.find((l) => l.action === "auction.sell");
          if (sale) sale.data = { ...sale.data, added: "lots" };
        }),
      /^The backup's data is not valid at log\[\d+\]\.data\.added/,
    ],
    [
      "an image that is not one",
      () => {
        const e = entriesOf(zip);
        const name = Object.keys(e).find((n) => n.startsWith("media/players/")) as string;
        e[name] = strToU8("<svg onload=alert(1)>");
        return consistent(e);
      },
      /is not a JPEG, PNG or WebP image/,
    ],
    [
      "a media path outside the store",
      () => tamper((d) => (d.players[0].image = "/media/../../etc/passwd")),
      /is not a media file of this application/,
    ],
    [
      "an entry with `..`",
      () => Buffer.from(zipSync({ ...entriesOf(zip), "../evil.txt": strToU8("x") })),
      ZIP_TEXT.badPath("../evil.txt"),
    ],
    [
      "a zip bomb",
      () => Buffer.from(zipSync({ ...entriesOf(zip), "media/bomb.bin": new Uint8Array(8 * 1024 * 1024) })),
      ZIP_TEXT.tooBig,
    ],
  ];
  it.each(refusals)("refuses %s with a 400 naming it, changing nothing", async (_name, make, message) => {
    const before = await counts();
    const res = await restore(make());
    expect(res.statusCode, res.body).toBe(400);
    const messages = res.json<{ file: string[] }>().file;
    expect(messages).toHaveLength(1);
    if (typeof message === "string") expect(messages[0]).toBe(message);
    else expect(messages[0]).toMatch(message);
    expect(await counts()).toEqual(before);
  });

  it("removes the images it stored when the write fails", async () => {
    // A failure only the database sees, after the images are stored: a trigger refuses one sponsor.
    await t.app.db.execute(sql`create function sah_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await t.app.db.execute(sql`create trigger sah_test_refuse before insert on sponsors
      for each row when (new.name = 'Refuse Me') execute function sah_test_refuse()`);
    try {
      const before = await counts();
      const res = await restore(tamper((d) => (d.sponsors[0].name = "Refuse Me")));
      expect(res.statusCode).toBe(500);
      expect(await counts()).toEqual(before);
    } finally {
      await t.app.db.execute(sql`drop trigger sah_test_refuse on sponsors`);
      await t.app.db.execute(sql`drop function sah_test_refuse()`);
    }
  });
});
