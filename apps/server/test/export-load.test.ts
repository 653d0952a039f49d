// Public exports under load (docs/api.md "Limits", "Exports"; docs/decisions/056): the file is
// built in a worker thread, so a plain read is answered while six exports of 5,000 players build; at
// most LIMITS.exportBuildsMax build at once and LIMITS.exportBuildsWaitingMax wait, past that 429; a
// repeated anonymous export is served from the read cache until the event changes.
import { LIMITS } from "@sah/domain";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { players } from "../src/db/schema.ts";
import { exportBuildStats } from "../src/services/exports/exports.ts";
import { GateFull, taskGate } from "../src/worker-task.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createTeam } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
});
afterAll(() => t.close());

const exportUrl = (ev: number, what: string, format: string) => `/api/events/events/${ev}/export/?what=${what}&format=${format}`;

async function bigEvent(n: number): Promise<number> {
  const ev = await createEvent(t, { owners: [owner.id] });
  await createTeam(t, ev, "Only Team");
  const rows = Array.from({ length: n }, (_, i) => ({
    eventId: ev,
    name: `Player ${i} of ${ev}`,
    dateOfBirth: "2000-01-01",
    grade: 10,
    status: 0,
    details: { Batting: "Left", Town: `Town ${i % 97}` },
  }));
  for (let i = 0; i < rows.length; i += 1000) await t.app.db.insert(players).values(rows.slice(i, i + 1000));
  return ev;
}

describe("exports build off the event loop", () => {
  it("a plain read is answered while 6 exports of 5,000 players build", async () => {
    const events = [await bigEvent(5000), await bigEvent(5000), await bigEvent(5000)];
    const urls = events.flatMap((ev) => [exportUrl(ev, "results", "xlsx"), exportUrl(ev, "rosters", "xlsx")]);
    let finished = 0;
    const exports = urls.map((url) =>
      call(t, "GET", url).then((res) => {
        finished++;
        return res;
      }),
    );
    // Every one has read its data and is building or waiting for its turn.
    await vi.waitFor(
      () => {
        const s = exportBuildStats();
        expect(s.running + s.waiting + finished).toBe(urls.length);
        expect(s.running).toBe(LIMITS.exportBuildsMax);
      },
      { timeout: 60_000, interval: 20 },
    );
    const plain = await call(t, "GET", `/api/events/events/${events[0]}/`);
    expect(plain.statusCode).toBe(200);
    expect(finished).toBe(0);
    for (const res of await Promise.all(exports)) expect(res.statusCode).toBe(200);
  }, 180_000);

  it(`builds at most ${LIMITS.exportBuildsMax} at once, queues ${LIMITS.exportBuildsWaitingMax}, refuses the next`, async () => {
    const gate = taskGate({ running: LIMITS.exportBuildsMax, waiting: LIMITS.exportBuildsWaitingMax });
    const release: (() => void)[] = [];
    const started: number[] = [];
    const tasks = Array.from({ length: LIMITS.exportBuildsMax + LIMITS.exportBuildsWaitingMax }, (_, i) =>
      gate.run(
        () =>
          new Promise<number>((resolve) => {
            started.push(i);
            release.push(() => resolve(i));
          }),
      ),
    );
    await vi.waitFor(() => expect(started).toHaveLength(LIMITS.exportBuildsMax));
    await expect(gate.run(async () => -1)).rejects.toBeInstanceOf(GateFull);
    // Each that ends lets the next waiting one start, in order.
    await vi.waitFor(() => {
      while (release.length) release.shift()?.();
      expect(started).toHaveLength(tasks.length);
    });
    while (release.length) release.shift()?.();
    expect(await Promise.all(tasks)).toEqual(tasks.map((_, i) => i));
    expect(started).toEqual(tasks.map((_, i) => i));
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
  });
});

describe("public exports are cached like the other public reads", () => {
  it("a repeat is a hit with the same file and headers, until the event changes", async () => {
    const ev = await createEvent(t, { owners: [owner.id] });
    const team = await createTeam(t, ev, "Cached Comets");
    await createTeam(t, ev, "Other Team");
    const first = await call(t, "GET", exportUrl(ev, "rosters", "xlsx"));
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBe("miss");
    const second = await call(t, "GET", exportUrl(ev, "rosters", "xlsx"));
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const h of ["content-type", "content-disposition", "cache-control"]) expect(second.headers[h], h).toBe(first.headers[h]);
    const csv = await call(t, "GET", exportUrl(ev, "rosters", "csv"), { headers: { "accept-encoding": "gzip" } });
    const csvHit = await call(t, "GET", exportUrl(ev, "rosters", "csv"));
    expect(csvHit.headers["x-cache"]).toBe("hit");
    expect(csvHit.rawPayload.equals(csv.rawPayload)).toBe(true);
    const renamed = await call(t, "PATCH", `/api/teams/${team}/?event_id=${ev}`, {
      token: owner.token,
      payload: { name: "Renamed Rockets" },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await call(t, "GET", exportUrl(ev, "rosters", "csv"));
    expect(after.headers["x-cache"]).not.toBe("hit");
    expect(after.rawPayload.toString("utf8")).toContain("Renamed Rockets");
  });
});
