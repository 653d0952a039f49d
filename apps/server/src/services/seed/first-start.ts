// First start of an empty database (README "Quick start"): the staff user from ADMIN_EMAIL/ADMIN_PASSWORD
// (a generated password, shown once in the start-up box: server.ts), and with SEED_DEMO the demo event
// "Demo Premier League".
import crypto from "node:crypto";
import { GRADES } from "@sah/domain";
import { count, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { insertStartRows } from "../../db/event-tables.ts";
import {
  eventOwners,
  events,
  eventTypeSkills,
  eventTypes,
  playerSkills,
  players,
  skills,
  sponsors,
  teamOwners,
  teams,
  users,
} from "../../db/schema.ts";
import { hashPassword } from "../auth/crypto.ts";
import type { Log } from "../context.ts";
import type { MediaStore } from "../media/images.ts";
import { logoPng, portraitPng } from "./portraits.ts";

/** What seeding needs of the running app (the Fastify instance has all of it). */
export type SeedDeps = {
  db: Db;
  config: Pick<Config, "adminEmail" | "adminPassword" | "seedDemo">;
  media: MediaStore;
  log: Log;
};

/** What a first start did; `sayOnce` is the lines to show the person starting the server, once (the sign-in). */
export type FirstStart = { adminCreated: boolean; demoCreated: boolean; sayOnce?: string[] };

export async function seedOnFirstStart(app: SeedDeps): Promise<FirstStart> {
  const [{ n }] = await app.db.select({ n: count() }).from(users);
  if (n > 0) return { adminCreated: false, demoCreated: false };
  const { adminEmail } = app.config;
  const generated = !app.config.adminPassword;
  const password = app.config.adminPassword ?? crypto.randomBytes(12).toString("base64url");
  const [admin] = await app.db
    .insert(users)
    .values({ name: "Admin", email: adminEmail, passwordHash: await hashPassword(password), isStaff: true })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!admin) return { adminCreated: false, demoCreated: false };
  const sayOnce = [
    "First start: a staff user was created. Sign in with",
    `  e-mail:   ${adminEmail}`,
    generated ? `  password: ${password}` : "  password: the value of ADMIN_PASSWORD",
    ...(generated ? ["The password is generated and shown only this once: change it after signing in."] : []),
  ];
  app.log.info({ email: adminEmail, generatedPassword: generated }, "staff user created on first start");
  let demoCreated = false;
  if (app.config.seedDemo) {
    await seedDemoEvent(app, admin.id);
    demoCreated = true;
    app.log.info("demo event created");
  }
  return { adminCreated: true, demoCreated, sayOnce };
}

const TEAM_NAMES = [
  "Mumbai Mavericks",
  "Delhi Dynamos",
  "Chennai Chargers",
  "Kolkata Knights",
  "Pune Panthers",
  "Bengaluru Blasters",
];
const FIRST = [
  "Arjun",
  "Rohan",
  "Vikram",
  "Karan",
  "Aditya",
  "Rahul",
  "Siddharth",
  "Ishaan",
  "Manish",
  "Nikhil",
  "Pranav",
  "Sameer",
];
const LAST = ["Sharma", "Patel", "Iyer", "Reddy", "Singh", "Menon", "Kulkarni", "Das", "Nair", "Joshi"];
const SPONSORS = [
  { name: "Summit Motors", category: "Title Sponsor", link: "https://example.com/summit" },
  { name: "Bluewave Telecom", category: "Powered By", link: "https://example.com/bluewave" },
  { name: "Golden Grain Foods", category: "Associate Sponsor", link: "" },
  { name: "Northstar Bank", category: "Associate Sponsor", link: "https://example.com/northstar" },
  { name: "Rapid Sports Gear", category: "Kit Partner", link: "https://example.com/rapid" },
];
const STYLES = ["Right-hand bat", "Left-hand bat"];
const BOWLING = ["Right-arm fast", "Left-arm spin", "Off-spin", "Leg-spin", "Right-arm medium", "—"];
const TOWNS = ["Pune", "Nashik", "Nagpur", "Kolhapur", "Satara", "Aurangabad"];

async function seedDemoEvent(app: SeedDeps, adminId: number) {
  const media = app.media;
  const saved: string[] = [];
  const save = async (data: Buffer, kind: string) => {
    const url = await media.saveImage({ field: "image", filename: "demo.png", data }, kind);
    saved.push(url);
    return url;
  };
  const eventLogo = await save(await logoPng("Demo Premier League", 0), "events");
  const teamLogos = await Promise.all(TEAM_NAMES.map(async (n, i) => save(await logoPng(n, i + 1), "teams")));
  const sponsorLogos = await Promise.all(SPONSORS.map(async (s, i) => save(await logoPng(s.name, i + 3), "sponsors")));
  const playerNames = Array.from({ length: 60 }, (_, i) => `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`);
  const portraits: string[] = [];
  for (let i = 0; i < playerNames.length; i += 10) {
    portraits.push(
      ...(await Promise.all(playerNames.slice(i, i + 10).map(async (n, j) => save(await portraitPng(n, i + j), "players")))),
    );
  }
  try {
    await app.db.transaction(async (tx: Tx) => {
      const [type] = await tx.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.name, "Cricket"));
      const [ev] = await tx
        .insert(events)
        .values({
          name: "Demo Premier League",
          logo: eventLogo,
          date: nextSaturday(),
          startTime: "18:00",
          endTime: "22:00",
          location: "Shivaji Park, Pune",
          fundsPerTeam: 100_000,
          fundsUnit: "pts",
          minPlayerPrice: 1_000,
          minPlayers: 8,
          maxPlayers: 12,
          typeId: type.id,
        })
        .returning({ id: events.id });
      await tx.insert(eventOwners).values({ eventId: ev.id, userId: adminId });
      await insertStartRows(tx, ev.id);
      const defaults = await tx
        .select({ name: eventTypeSkills.name })
        .from(eventTypeSkills)
        .where(eq(eventTypeSkills.eventTypeId, type.id));
      const skillRows = await tx
        .insert(skills)
        .values(defaults.map((d) => ({ eventId: ev.id, name: d.name })))
        .returning({ id: skills.id, name: skills.name });
      const teamRows = await tx
        .insert(teams)
        .values(TEAM_NAMES.map((name, i) => ({ eventId: ev.id, name, logo: teamLogos[i] })))
        .returning({ id: teams.id });
      await tx.insert(teamOwners).values(teamRows.map((t) => ({ teamId: t.id, userId: adminId })));
      await tx.insert(sponsors).values(SPONSORS.map((s, i) => ({ ...s, eventId: ev.id, logo: sponsorLogos[i], order: i + 1 })));
      const playerRows = await tx
        .insert(players)
        .values(
          playerNames.map((name, i) => ({
            eventId: ev.id,
            name,
            image: portraits[i],
            dateOfBirth: `${1988 + (i % 17)}-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 27) + 1).padStart(2, "0")}`,
            grade: GRADES[i % GRADES.length].code,
            email: `player${i + 1}@example.com`,
            details: {
              "Batting Style": STYLES[i % 2],
              "Bowling Style": BOWLING[i % BOWLING.length],
              Town: TOWNS[i % TOWNS.length],
              "Jersey Number": (i * 7) % 99,
              "Contact Number": `+91 98${String(10_000_000 + i * 12_345).slice(0, 8)}`,
              _registration: `DPL-${1000 + i}`,
            },
          })),
        )
        .returning({ id: players.id });
      await tx.insert(playerSkills).values(
        playerRows.flatMap((p, i) => {
          const first = skillRows[i % skillRows.length];
          const second = skillRows[(i + 2) % skillRows.length];
          return i % 3 === 0
            ? [
                { playerId: p.id, skillId: first.id },
                { playerId: p.id, skillId: second.id },
              ]
            : [{ playerId: p.id, skillId: first.id }];
        }),
      );
    });
  } catch (err) {
    await Promise.all(saved.map((u) => media.remove(u)));
    throw err;
  }
}

function nextSaturday(): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7 || 7));
  return d.toISOString().slice(0, 10);
}
