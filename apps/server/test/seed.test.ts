import fs from "node:fs";
import path from "node:path";
import { GRADE_CODES, smallImageUrl } from "@sah/domain";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventOwners, events, playerSkills, players, skills, sponsors, teams, users } from "../src/db/schema.ts";
import { verifyPassword } from "../src/services/auth/crypto.ts";
import { seedOnFirstStart } from "../src/services/seed/first-start.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";

let t: TestApp;
let printed = "";
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, adminEmail: "boss@example.com", adminPassword: undefined });
  // Shown by server.ts in the start-up box, after the last start-up line (test/hall-setup.test.ts).
  printed = ((await seedOnFirstStart(t.app)).sayOnce ?? []).join("\n");
});
afterAll(() => t.close());

describe("first start", () => {
  it("creates the staff user and prints a generated password once", async () => {
    const [admin] = await t.app.db.select().from(users).where(eq(users.email, "boss@example.com"));
    expect(admin.isStaff).toBe(true);
    const password = /password: (\S+)/.exec(printed)?.[1];
    expect(password).toBeTruthy();
    expect(printed).toContain("e-mail:   boss@example.com");
    expect(await verifyPassword(password ?? "", admin.passwordHash)).toBe(true);
  });

  it("loads the demo event owned by the admin: 6 teams, 60 players across every grade, 5 sponsors", async () => {
    const [ev] = await t.app.db.select().from(events).where(eq(events.name, "Demo Premier League"));
    expect(ev).toBeTruthy();
    const owners = await t.app.db.select().from(eventOwners).where(eq(eventOwners.eventId, ev.id));
    expect(owners).toHaveLength(1);
    const [{ n: teamCount }] = await t.app.db.select({ n: count() }).from(teams).where(eq(teams.eventId, ev.id));
    expect(teamCount).toBe(6);
    const playerRows = await t.app.db.select().from(players).where(eq(players.eventId, ev.id));
    expect(playerRows).toHaveLength(60);
    expect(new Set(playerRows.map((p) => p.grade))).toEqual(new Set(GRADE_CODES));
    expect(playerRows.every((p) => p.status === 0 && p.image && Object.keys(p.details).length > 0)).toBe(true);
    for (const p of playerRows.slice(0, 3)) {
      expect(fs.existsSync(path.join(t.config.dataDir, p.image ?? "x"))).toBe(true);
    }
    // Seeded through saveImage: every photo has its small copy (docs/decisions/050-photo-sizes.md).
    for (const p of playerRows) expect(fs.existsSync(path.join(t.config.dataDir, smallImageUrl(p.image) ?? "x"))).toBe(true);
    const skillRows = await t.app.db.select().from(skills).where(eq(skills.eventId, ev.id));
    expect(skillRows.map((s) => s.name).sort()).toEqual(["All-rounder", "Batter", "Bowler", "Wicket-keeper"]);
    const [{ n: withSkills }] = await t.app.db.select({ n: count() }).from(playerSkills);
    expect(withSkills).toBeGreaterThanOrEqual(60);
    const sponsorRows = await t.app.db.select().from(sponsors).where(eq(sponsors.eventId, ev.id));
    expect(sponsorRows.map((s) => s.order)).toEqual([1, 2, 3, 4, 5]);
  });

  it("does nothing on a database that already has users", async () => {
    const result = await seedOnFirstStart(t.app);
    expect(result).toEqual({ adminCreated: false, demoCreated: false });
    const [{ n }] = await t.app.db.select({ n: count() }).from(events);
    expect(n).toBe(1);
  });
});
