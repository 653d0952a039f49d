// One event lock and one image lifecycle for every write (docs/decisions/037-one-lock-one-image-lifecycle-permission-hooks.md).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../src/db/schema.ts";
import { DomainError } from "../src/services/errors.ts";
import { loadEventRules, lockEvent } from "../src/services/events/lock.ts";
import { MediaStore } from "../src/services/media/images.ts";
import { writeWithImage } from "../src/services/media/uploads.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createEvent } from "./helpers/factories.ts";

describe("lockEvent", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("returns the event's rules, the same as the unlocked read, and marks an archived event", async () => {
    const id = await createEvent(t, { fundsPerTeam: 900, fundsUnit: "cr", minPlayerPrice: 5, minPlayers: 3, maxPlayers: 7 });
    const locked = await t.app.db.transaction((tx) => lockEvent(tx, id));
    expect(locked).toEqual({
      fundsPerTeam: 900,
      fundsUnit: "cr",
      minPlayerPrice: 5,
      minPlayers: 3,
      maxPlayers: 7,
      archived: false,
      quotas: [],
      rtmCards: 0,
      rtmSeconds: 15,
    });
    expect(await loadEventRules(t.app.db, id)).toEqual(locked);
    await t.app.db.update(events).set({ archivedAt: new Date() }).where(eq(events.id, id));
    expect((await t.app.db.transaction((tx) => lockEvent(tx, id))).archived).toBe(true);
  });

  it("refuses an unknown event with the domain's not-found, not an HTTP error", async () => {
    const err = await t.app.db.transaction((tx) => lockEvent(tx, 999_999)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).kind).toBe("not_found");
    expect(await loadEventRules(t.app.db, 999_999)).toBeNull();
  });
});

describe("writeWithImage", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "sah-media-"));
  const media = new MediaStore(root);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const png = async () => {
    const sharp = (await import("sharp")).default;
    const data = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#c00" } })
      .png()
      .toBuffer();
    return { field: "logo", filename: "a.png", data };
  };
  const exists = (url: string) => fs.existsSync(path.join(root, url.slice("/media/".length)));

  it("removes the new file when the write fails, and passes the write's error on", async () => {
    let saved = "";
    const failure = new Error("write failed");
    await expect(
      writeWithImage(media, "teams", await png(), async (image) => {
        saved = image ?? "";
        expect(exists(saved)).toBe(true);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(saved).toMatch(/^\/media\/teams\//);
    expect(exists(saved)).toBe(false);
  });

  it("removes the replaced file only after the write succeeded, and a deleted row's file too", async () => {
    const first = await writeWithImage(media, "players", await png(), async (image) => ({ value: image!, previous: null }));
    const second = await writeWithImage(media, "players", await png(), async (image) => {
      expect(exists(first)).toBe(true);
      return { value: image!, previous: first };
    });
    expect(exists(first)).toBe(false);
    expect(exists(second)).toBe(true);
    await writeWithImage(media, "players", undefined, async (image) => {
      expect(image).toBeUndefined();
      return { value: null, previous: second };
    });
    expect(exists(second)).toBe(false);
  });
});
