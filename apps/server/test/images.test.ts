// Event and sponsor logos (docs/api.md "Images"): checked by content, re-encoded without metadata at
// most 1024 px with a small copy beside (docs/decisions/050-photo-sizes.md), served from /media/ with
// long-lived cache headers; files follow the rows.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LIMITS, MSG, smallImageUrl } from "@sah/domain";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { events, players, sponsors, teams } from "../src/db/schema.ts";
import { MediaStore, type SharedMedia } from "../src/services/media/images.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { call, createEvent, createUser, eventTypeId, multipart, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let staff: TestUser;
let owner: TestUser;
let cricket: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { isStaff: true });
  owner = await createUser(t);
  cricket = await eventTypeId(t, "Cricket");
});
afterAll(() => t.close());

const eventFields = () => ({
  name: "Logo Night",
  date: "2026-06-01",
  start_time: "18:00",
  end_time: "22:00",
  location: "Chennai",
  funds_per_team: 5000,
  funds_unit: "pts",
  min_player_price: 50,
  min_players: 3,
  max_players: 9,
  type: cricket,
});

function canvas(width = 400, height = 300) {
  return sharp({ create: { width, height, channels: 3, background: { r: 220, g: 180, b: 20 } } });
}

const png = () => canvas().png().toBuffer();

/** The stored file behind a /media/ URL. */
const fileOf = (url: string) => path.join(t.config.dataDir, "media", url.slice("/media/".length));

function filesIn(kind: string): string[] {
  const dir = path.join(t.config.dataDir, "media", kind);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

async function createSponsorWithLogo(eventId: number, logo: { filename: string; data: Buffer; type?: string }) {
  return call(t, "POST", `/api/events/sponsors/?event_id=${eventId}`, {
    token: staff.token,
    ...multipart({ name: "Logo Co", category: "Title", order: 1, logo }),
  });
}

describe("uploads", () => {
  it("stores a large JPEG with EXIF at most 1024 px, without metadata, and serves it with immutable caching", async () => {
    const original = await canvas(2000, 1500)
      .jpeg()
      .withExif({ IFD0: { Artist: "Secret Photographer", Copyright: "Private" } })
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await call(t, "POST", "/api/events/events/", {
      token: staff.token,
      ...multipart({ ...eventFields(), logo: { filename: "photo.jpg", data: original, type: "image/jpeg" } }),
    });
    expect(res.statusCode).toBe(201);
    const logo: string = res.json().logo;
    expect(logo).toMatch(/^\/media\/events\/[0-9a-f]+\.jpg$/);

    const stored = fs.readFileSync(fileOf(logo));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1024);
    expect([meta.width, meta.height]).toEqual([1024, 768]);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("Secret Photographer"))).toBe(false);

    const served = await call(t, "GET", logo);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^image\/jpeg/);
    expect(served.headers["cache-control"]).toMatch(/max-age=31536000/);
    expect(served.headers["cache-control"]).toMatch(/immutable/);
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it("stores a JPEG progressive, with exactly the pixels of mozjpeg's full settings (docs/decisions/049-photo-encoding.md)", async () => {
    // Noise, so that trellis quantisation and the quantisation table have work to do.
    const raw = Buffer.alloc(300 * 200 * 3);
    for (let i = 0, x = 7; i < raw.length; i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      raw[i] = (x >>> 16) & 0xff;
    }
    const original = await sharp(raw, { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const eventId = await createEvent(t);
    const res = await createSponsorWithLogo(eventId, { filename: "photo.jpg", data: original, type: "image/jpeg" });
    expect(res.statusCode).toBe(201);
    const stored = fs.readFileSync(fileOf(res.json().logo));
    expect((await sharp(stored).metadata()).isProgressive).toBe(true);
    const full = await sharp(original).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    const pixels = (jpeg: Buffer) => sharp(jpeg).raw().toBuffer();
    expect((await pixels(stored)).equals(await pixels(full))).toBe(true);
  });

  it("accepts PNG, WebP and GIF by content", async () => {
    const eventId = await createEvent(t);
    const cases = [
      { filename: "a.png", data: await png(), ext: "png" },
      { filename: "b.webp", data: await canvas().webp().toBuffer(), ext: "webp" },
      { filename: "c.gif", data: await canvas().gif().toBuffer(), ext: "png" },
      // Named as something else: the content decides.
      { filename: "d.txt", data: await png(), ext: "png" },
    ];
    for (const c of cases) {
      const res = await createSponsorWithLogo(eventId, { filename: c.filename, data: c.data, type: "application/octet-stream" });
      expect(res.statusCode, c.filename).toBe(201);
      const logo: string = res.json().logo;
      expect(logo).toMatch(new RegExp(`^/media/sponsors/[0-9a-f]+\\.${c.ext}$`));
      expect(fs.existsSync(fileOf(logo))).toBe(true);
    }
  });

  it("rejects a text file named x.png, a broken image and an over-size file, storing nothing", async () => {
    const eventId = await createEvent(t);
    const before = { events: filesIn("events"), sponsors: filesIn("sponsors") };
    const pngHeaderOnly = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(200, 7)]);
    for (const data of [Buffer.from("hello, I am not an image\n"), pngHeaderOnly]) {
      const res = await createSponsorWithLogo(eventId, { filename: "x.png", data, type: "image/png" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ logo: [MSG.notAnImage] });
    }
    const huge = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024, 1)]);
    const tooLarge = await createSponsorWithLogo(eventId, { filename: "big.png", data: huge, type: "image/png" });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ logo: [MSG.imageTooLarge] });
    const eventRes = await call(t, "POST", "/api/events/events/", {
      token: staff.token,
      ...multipart({ ...eventFields(), logo: { filename: "x.png", data: Buffer.from("plain text"), type: "image/png" } }),
    });
    expect(eventRes.statusCode).toBe(400);
    expect(eventRes.json()).toEqual({ logo: [MSG.notAnImage] });
    expect(await t.app.db.select({ id: sponsors.id }).from(sponsors).where(eq(sponsors.eventId, eventId))).toEqual([]);
    expect({ events: filesIn("events"), sponsors: filesIn("sponsors") }).toEqual(before);
  });

  it("rejects a logo sent as JSON text", async () => {
    const eventId = await createEvent(t);
    const res = await call(t, "POST", `/api/events/sponsors/?event_id=${eventId}`, {
      token: staff.token,
      payload: { name: "N", category: "C", order: 1, logo: "data:image/png;base64,iVBORw0KGgo=" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ logo: [MSG.notAFile] });
  });

  it("removes the new file when the write fails after the upload was stored", async () => {
    const before = filesIn("events");
    const res = await call(t, "POST", "/api/events/events/", {
      token: staff.token,
      ...multipart({ ...eventFields(), owners: [999999], logo: { filename: "a.png", data: await png(), type: "image/png" } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ owners: [MSG.unknownOwner] });
    expect(filesIn("events")).toEqual(before);

    const id = await createEvent(t, { owners: [owner.id], minPlayers: 4, maxPlayers: 6 });
    const patch = await call(t, "PATCH", `/api/events/events/${id}/`, {
      token: owner.token,
      ...multipart({ max_players: 2, logo: { filename: "a.png", data: await png(), type: "image/png" } }),
    });
    expect(patch.statusCode).toBe(400);
    expect(filesIn("events")).toEqual(before);
    const [row] = await t.app.db
      .select({ logo: events.logo, maxPlayers: events.maxPlayers })
      .from(events)
      .where(eq(events.id, id));
    expect(row).toEqual({ logo: null, maxPlayers: 6 });
  });
});

describe("empty files", () => {
  const empty = { filename: "empty.png", data: Buffer.alloc(0), type: "image/png" };

  /** The stored image of each kind of row, to see that a refused write left it alone. */
  async function storedImage(kind: "event" | "sponsor" | "team" | "player", id: number): Promise<string | null> {
    if (kind === "event") return (await t.app.db.select({ v: events.logo }).from(events).where(eq(events.id, id)))[0].v;
    if (kind === "sponsor") return (await t.app.db.select({ v: sponsors.logo }).from(sponsors).where(eq(sponsors.id, id)))[0].v;
    if (kind === "team") return (await t.app.db.select({ v: teams.logo }).from(teams).where(eq(teams.id, id)))[0].v;
    return (await t.app.db.select({ v: players.image }).from(players).where(eq(players.id, id)))[0].v;
  }

  it("refuses a zero-byte image or logo on every create and update, and keeps the stored one", async () => {
    const eventId = await createEvent(t, { owners: [owner.id] });
    const image = async () => ({ filename: "a.png", data: await png(), type: "image/png" });
    type Kind = {
      kind: "event" | "sponsor" | "team" | "player";
      field: string;
      create: { url: string; fields: Record<string, string | number | number[]> };
      item: (id: number) => string;
    };
    const kinds: Kind[] = [
      {
        kind: "event",
        field: "logo",
        create: { url: "/api/events/events/", fields: eventFields() },
        item: (id: number) => `/api/events/events/${id}/`,
      },
      {
        kind: "sponsor",
        field: "logo",
        create: { url: `/api/events/sponsors/?event_id=${eventId}`, fields: { name: "S", category: "Title", order: 1 } },
        item: (id: number) => `/api/events/sponsors/${id}/?event_id=${eventId}`,
      },
      {
        kind: "team",
        field: "logo",
        create: { url: `/api/teams/?event_id=${eventId}`, fields: { name: "T", owners: [owner.id] } },
        item: (id: number) => `/api/teams/${id}/?event_id=${eventId}`,
      },
      {
        kind: "player",
        field: "image",
        create: { url: `/api/players/?event_id=${eventId}`, fields: { name: "P", date_of_birth: "2000-01-01" } },
        item: (id: number) => `/api/players/${id}/?event_id=${eventId}`,
      },
    ];
    for (const k of kinds) {
      const filesBefore = filesIn(`${k.kind}s`);
      const refused = await call(t, "POST", k.create.url, {
        token: staff.token,
        ...multipart({ ...k.create.fields, [k.field]: empty }),
      });
      expect(refused.statusCode, `${k.kind} create`).toBe(400);
      expect(refused.json(), `${k.kind} create`).toEqual({ [k.field]: [MSG.notAnImage] });
      expect(filesIn(`${k.kind}s`)).toEqual(filesBefore);

      const created = await call(t, "POST", k.create.url, {
        token: staff.token,
        ...multipart({ ...k.create.fields, [k.field]: await image() }),
      });
      expect(created.statusCode, `${k.kind} create with an image`).toBe(201);
      const { id } = created.json();
      const stored = await storedImage(k.kind, id);
      expect(stored).toMatch(/^\/media\//);

      const patch = await call(t, "PATCH", k.item(id), {
        token: staff.token,
        ...multipart({ name: "Renamed", [k.field]: empty }),
      });
      expect(patch.statusCode, `${k.kind} update`).toBe(400);
      expect(patch.json(), `${k.kind} update`).toEqual({ [k.field]: [MSG.notAnImage] });
      expect(await storedImage(k.kind, id)).toBe(stored);
      expect(fs.existsSync(fileOf(stored as string))).toBe(true);
      const read = await call(t, "GET", k.item(id), { token: staff.token });
      expect(read.json()).toMatchObject({ name: k.create.fields.name, [k.field]: stored });
    }
    // Clearing stays the explicit empty text value.
    const teamRow = await t.app.db.select({ id: teams.id }).from(teams).where(eq(teams.eventId, eventId));
    const cleared = await call(t, "PATCH", `/api/teams/${teamRow[0].id}/?event_id=${eventId}`, {
      token: staff.token,
      ...multipart({ logo: "" }),
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().logo).toBeNull();
  });
});

describe("replacing and clearing", () => {
  it("replaces an event logo and removes the old file; a sent-back URL changes nothing; an empty value clears it", async () => {
    const id = await createEvent(t, { owners: [owner.id] });
    const url = `/api/events/events/${id}/`;
    const first = await call(t, "PATCH", url, {
      token: owner.token,
      ...multipart({ logo: { filename: "one.png", data: await png(), type: "image/png" } }),
    });
    expect(first.statusCode).toBe(200);
    const oldLogo: string = first.json().logo;
    expect(fs.existsSync(fileOf(oldLogo))).toBe(true);

    const second = await call(t, "PATCH", url, {
      token: owner.token,
      ...multipart({
        name: "Renamed",
        logo: { filename: "two.webp", data: await canvas().webp().toBuffer(), type: "image/webp" },
      }),
    });
    expect(second.statusCode).toBe(200);
    const newLogo: string = second.json().logo;
    expect(newLogo).not.toBe(oldLogo);
    expect(fs.existsSync(fileOf(oldLogo))).toBe(false);
    expect(fs.existsSync(fileOf(newLogo))).toBe(true);
    expect((await call(t, "GET", oldLogo)).statusCode).toBe(404);

    const sentBack = await call(t, "PATCH", url, { token: owner.token, payload: { logo: newLogo, location: "Goa" } });
    expect(sentBack.json()).toMatchObject({ logo: newLogo, location: "Goa" });
    expect(fs.existsSync(fileOf(newLogo))).toBe(true);

    const cleared = await call(t, "PATCH", url, { token: owner.token, ...multipart({ logo: "" }) });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().logo).toBeNull();
    expect(fs.existsSync(fileOf(newLogo))).toBe(false);
  });

  it("replaces and clears a sponsor logo, and removes it with the sponsor", async () => {
    const eventId = await createEvent(t, { owners: [owner.id] });
    const created = await createSponsorWithLogo(eventId, { filename: "s.png", data: await png(), type: "image/png" });
    const sponsorId: number = created.json().id;
    const firstLogo: string = created.json().logo;
    const url = `/api/events/sponsors/${sponsorId}/?event_id=${eventId}`;

    const replaced = await call(t, "PATCH", url, {
      token: owner.token,
      ...multipart({ logo: { filename: "s2.png", data: await png(), type: "image/png" } }),
    });
    expect(replaced.statusCode).toBe(200);
    const secondLogo: string = replaced.json().logo;
    expect(fs.existsSync(fileOf(firstLogo))).toBe(false);
    expect(fs.existsSync(fileOf(secondLogo))).toBe(true);

    const cleared = await call(t, "PATCH", url, { token: owner.token, payload: { logo: null } });
    expect(cleared.json().logo).toBeNull();
    expect(fs.existsSync(fileOf(secondLogo))).toBe(false);

    const again = await call(t, "PATCH", url, {
      token: owner.token,
      ...multipart({ logo: { filename: "s3.png", data: await png(), type: "image/png" } }),
    });
    const thirdLogo: string = again.json().logo;
    expect(fs.existsSync(fileOf(thirdLogo))).toBe(true);
    expect((await call(t, "DELETE", url, { token: owner.token })).statusCode).toBe(204);
    expect(fs.existsSync(fileOf(thirdLogo))).toBe(false);
  });
});

describe("small copies (docs/decisions/050-photo-sizes.md)", () => {
  /** A player of a new event with a 2000 × 1500 JPEG photo: its event, id and stored URL. */
  async function playerWithPhoto() {
    const eventId = await createEvent(t);
    const res = await call(t, "POST", `/api/players/?event_id=${eventId}`, {
      token: staff.token,
      ...multipart({
        name: "Small Copy",
        date_of_birth: "2000-01-01",
        image: { filename: "p.jpg", data: await canvas(2000, 1500).jpeg().toBuffer(), type: "image/jpeg" },
      }),
    });
    expect(res.statusCode).toBe(201);
    const image: string = res.json().image;
    return { eventId, id: res.json().id as number, image, small: smallImageUrl(image) as string };
  }

  it("an upload writes the stored size and a small one, served with the same immutable caching", async () => {
    const { image, small } = await playerWithPhoto();
    expect(small).toBe(image.replace(/\.jpg$/, ".s.jpg"));
    const large = await sharp(fs.readFileSync(fileOf(image))).metadata();
    expect([large.width, large.height]).toEqual([1024, 768]);
    const meta = await sharp(fs.readFileSync(fileOf(small))).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.isProgressive).toBe(true);
    expect([meta.width, meta.height]).toEqual([LIMITS.imageSmallPixels, (LIMITS.imageSmallPixels * 3) / 4]);

    const served = await call(t, "GET", small);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^image\/jpeg/);
    expect(served.headers["cache-control"]).toMatch(/max-age=31536000/);
    expect(served.headers["cache-control"]).toMatch(/immutable/);
    expect(served.rawPayload.equals(fs.readFileSync(fileOf(small)))).toBe(true);
  });

  it("an image that fits the small size is its own small copy; a PNG's small copy has a palette", async () => {
    const eventId = await createEvent(t);
    const fits = await createSponsorWithLogo(eventId, { filename: "s.png", data: await canvas(120, 80).png().toBuffer() });
    const logo: string = fits.json().logo;
    expect(fs.readFileSync(fileOf(smallImageUrl(logo) as string)).equals(fs.readFileSync(fileOf(logo)))).toBe(true);

    const wide = await createSponsorWithLogo(eventId, { filename: "w.png", data: await canvas(800, 400).png().toBuffer() });
    const meta = await sharp(fs.readFileSync(fileOf(smallImageUrl(wide.json().logo) as string))).metadata();
    expect([meta.format, meta.width, meta.height, meta.isPalette]).toEqual([
      "png",
      LIMITS.imageSmallPixels,
      LIMITS.imageSmallPixels / 2,
      true,
    ]);
  });

  it("deleting a player removes both files", async () => {
    const { eventId, id, image, small } = await playerWithPhoto();
    expect(fs.existsSync(fileOf(small))).toBe(true);
    expect((await call(t, "DELETE", `/api/players/${id}/?event_id=${eventId}`, { token: staff.token })).statusCode).toBe(204);
    expect(fs.existsSync(fileOf(image))).toBe(false);
    expect(fs.existsSync(fileOf(small))).toBe(false);
    expect((await call(t, "GET", small)).statusCode).toBe(404);
  });

  it("makes a missing small copy on request from the stored file, then serves it from disk", async () => {
    const { small } = await playerWithPhoto();
    fs.rmSync(fileOf(small));
    const resize = vi.spyOn(t.app.media, "resizeSmall");
    try {
      const first = await call(t, "GET", small);
      expect(first.statusCode).toBe(200);
      expect(first.headers["content-type"]).toMatch(/^image\/jpeg/);
      expect(first.headers["cache-control"]).toMatch(/immutable/);
      expect(resize).toHaveBeenCalledTimes(1);
      // Made from the stored 1024 × 768 file, written to the folder, and what was sent.
      const made = fs.readFileSync(fileOf(small));
      const meta = await sharp(made).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        "jpeg",
        LIMITS.imageSmallPixels,
        (LIMITS.imageSmallPixels * 3) / 4,
      ]);
      expect(first.rawPayload.equals(made)).toBe(true);
      const second = await call(t, "GET", small);
      expect(second.statusCode).toBe(200);
      expect(second.rawPayload.equals(made)).toBe(true);
      expect(resize).toHaveBeenCalledTimes(1);
    } finally {
      resize.mockRestore();
    }
  });

  it("an import's photo is stored without its small copy, which makeSmallCopies makes afterwards", async () => {
    const media = t.app.media;
    const data = await canvas(1600, 1200).jpeg().toBuffer();
    const url = await media.saveImage({ field: "images", filename: "p.jpg", data }, "players", { smallCopy: "later" });
    const small = smallImageUrl(url) as string;
    expect(fs.existsSync(fileOf(url))).toBe(true);
    expect(fs.existsSync(fileOf(small))).toBe(false);
    await media.makeSmallCopies([url, "/media/players/not-stored.jpg", "https://elsewhere.example/x.jpg"]);
    const meta = await sharp(fs.readFileSync(fileOf(small))).metadata();
    expect([meta.width, meta.height]).toEqual([LIMITS.imageSmallPixels, (LIMITS.imageSmallPixels * 3) / 4]);
    // An image that fits the small size is its own small copy at once, later or not.
    const tiny = await media.saveImage(
      { field: "images", filename: "t.jpg", data: await canvas(100, 100).jpeg().toBuffer() },
      "players",
      {
        smallCopy: "later",
      },
    );
    expect(fs.existsSync(fileOf(smallImageUrl(tiny) as string))).toBe(true);
  });

  it("runs one generation for concurrent requests of the same missing small copy", async () => {
    const { small } = await playerWithPhoto();
    fs.rmSync(fileOf(small));
    const resize = vi.spyOn(t.app.media, "resizeSmall");
    try {
      const answers = await Promise.all(Array.from({ length: 6 }, () => call(t, "GET", small)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
      const bytes = fs.readFileSync(fileOf(small));
      for (const a of answers) expect(a.rawPayload.equals(bytes)).toBe(true);
      expect(resize).toHaveBeenCalledTimes(1);
    } finally {
      resize.mockRestore();
    }
  });

  it("answers 404 for a small copy without its stored file and for every malformed name, writing nothing", async () => {
    const { image } = await playerWithPhoto();
    const name = path.basename(image, ".jpg");
    const before = filesIn("players");
    for (const url of [
      "/media/players/0123456789abcdef01234567.s.jpg",
      `/media/players/${name}.s.png`,
      `/media/players/${name}.s.s.jpg`,
      `/media/players/${name}.S.jpg`,
      `/media/players/${name}.s.gif`,
      `/media/players/${name}.small.jpg`,
      // (A client's own "../" is resolved before the request is sent; escaped, it reaches the server.)
      `/media/players/..%2fplayers%2f${name}.s.jpg`,
      `/media/players/%2e%2e%2f${name}.s.jpg`,
      `/media/players/sub/${name}.s.jpg`,
      `/media/${name}.s.jpg`,
      "/media/players/../x",
      "/media/players/..%2fx",
      "/media/players/.s.jpg",
    ]) {
      expect((await call(t, "GET", url)).statusCode, url).toBe(404);
    }
    expect(filesIn("players")).toEqual(before);
  });
});

describe("small copies and the shared store (several processes)", () => {
  /** A shared store in memory, as services/media/shared.ts keeps it in PostgreSQL. */
  function memoryShared() {
    const rows = new Map<string, { contentType: string; data: Buffer }>();
    const shared: SharedMedia = {
      async put(rel, contentType, data) {
        if (!rows.has(rel)) rows.set(rel, { contentType, data });
      },
      async get(rel) {
        return rows.get(rel) ?? null;
      },
      async delete(rel) {
        rows.delete(rel);
      },
      async existing(rels) {
        return new Set(rels.filter((r) => rows.has(r)));
      },
    };
    return { rows, shared };
  }

  it("shares only the stored size; another process makes its own small copy from the shared file", async () => {
    const { rows, shared } = memoryShared();
    const roots = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), "sah-media-")));
    try {
      const [one, two] = roots.map((root) => new MediaStore(root, shared));
      const url = await one.saveImage(
        { field: "image", filename: "p.jpg", data: await canvas(900, 900).jpeg().toBuffer() },
        "players",
      );
      const rel = url.slice("/media/".length);
      const small = (smallImageUrl(url) as string).slice("/media/".length);
      expect([...rows.keys()]).toEqual([rel]);
      expect(fs.existsSync(path.join(roots[0], small))).toBe(true);

      // The other process has neither file: it fetches the stored one, then makes the small one.
      const made = await two.localFile(small);
      expect(made).toBe(path.join(roots[1], small));
      expect(fs.existsSync(path.join(roots[1], rel))).toBe(true);
      const meta = await sharp(fs.readFileSync(made as string)).metadata();
      expect([meta.width, meta.height]).toEqual([LIMITS.imageSmallPixels, LIMITS.imageSmallPixels]);
      expect([...rows.keys()]).toEqual([rel]);

      // Files of this folder that are not in the store: only stored sizes are copied into it.
      rows.clear();
      expect(await two.shareLocalFiles()).toBe(1);
      expect([...rows.keys()]).toEqual([rel]);

      // Removed in one process (the other drops its copies on the store's notice): no file, no copy.
      await one.remove(url);
      await two.dropLocal(rel);
      for (const root of roots) expect(fs.readdirSync(path.join(root, "players"))).toEqual([]);
      expect(await two.localFile(small)).toBeNull();
      expect(rows.size).toBe(0);
    } finally {
      for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
