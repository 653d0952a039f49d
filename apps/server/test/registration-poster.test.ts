// The registration poster as a PNG (docs/api.md "Registration"; docs/decisions/065-registration.md):
// A4 at 150 dpi for the event's managers only (401, 403, 404), a download named after the event, its
// QR code the public form's URL (each module drawn where uqr puts it), and "Registration closed" on a
// new picture when the form does not take registrations.
import crypto from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layout, POSTER, posterQr, REGISTER_CALL, REGISTRATION_CLOSED } from "../src/services/share/cards.ts";
import { posterCardModel } from "../src/services/share/models.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { call, createEvent, createUser, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let organiser: TestUser;
let otherOrganiser: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await createUser(t);
  otherOrganiser = await createUser(t);
  await createEvent(t, { owners: [otherOrganiser.id] });
});
afterAll(() => t.close());

const posterUrl = (ev: number) => `/api/events/events/${ev}/registration/poster.png`;
/** `token` null: no token (undefined would take the default). */
const poster = (ev: number, token: string | null = organiser.token) =>
  call(t, "GET", posterUrl(ev), { token: token ?? undefined });
const setOpen = async (ev: number, open: boolean) => {
  const res = await call(t, "PATCH", `/api/events/events/${ev}/registration/`, { token: organiser.token, payload: { open } });
  expect(res.statusCode).toBe(200);
};
const sha = (b: Buffer) => crypto.createHash("sha256").update(b).digest("hex");

function textsOf(node: unknown): string[] {
  if (typeof node === "string") return [node];
  if (!node || typeof node !== "object") return [];
  if (Array.isArray(node)) return node.flatMap(textsOf);
  return textsOf((node as { props?: { children?: unknown } }).props?.children);
}

describe("registration poster PNG", () => {
  it("is an A4 1240×1754 PNG download for the organiser; 401 without a token, 403 for another event's organiser, 404 unknown", async () => {
    const ev = await createEvent(t, { owners: [organiser.id], name: "Pune Premier / League" });
    await setOpen(ev, true);
    const res = await poster(ev);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="pune-premier-league-poster.png"');
    const meta = await sharp(res.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "png", ...POSTER });

    expect((await poster(ev, null)).statusCode).toBe(401);
    expect((await poster(ev, otherOrganiser.token)).statusCode).toBe(403);
    expect((await poster(999_999)).statusCode).toBe(404);
  });

  it("draws the QR code of the public form's URL: every module where uqr puts it, at least 60 % of the width", async () => {
    const ev = await createEvent(t, { owners: [organiser.id] });
    await setOpen(ev, true);
    const url = `${t.app.config.appUrl}/view/${ev}/register`;
    const model = await posterCardModel(t.app.db, ev, organiser, t.app.config.appUrl);
    expect(model?.url).toBe(url);
    const res = await poster(ev);
    expect(res.statusCode).toBe(200);

    const qr = posterQr(url);
    expect(qr.size).toBeGreaterThanOrEqual(0.6 * POSTER.width);
    // The quiet zone: four light modules on every side.
    for (const row of [...qr.modules.slice(0, 4), ...qr.modules.slice(-4)]) expect(row.every((on) => !on)).toBe(true);
    for (const row of qr.modules) expect([...row.slice(0, 4), ...row.slice(-4)].some(Boolean)).toBe(false);

    const { data, info } = await sharp(res.rawPayload).greyscale().raw().toBuffer({ resolveWithObject: true });
    const drawn = qr.modules.map((row, y) =>
      row.map((_, x) => {
        const px = qr.left + x * qr.module + Math.floor(qr.module / 2);
        const py = qr.top + y * qr.module + Math.floor(qr.module / 2);
        return data[(py * info.width + px) * info.channels] < 128;
      }),
    );
    expect(drawn).toEqual(qr.modules);
    // Black on white: a dark module is black, a light one white.
    const first = (qr.top + 4 * qr.module + 1) * info.width + qr.left + 4 * qr.module + 1; // the finder pattern's corner
    expect(data[first * info.channels]).toBeLessThan(16);
    expect(data[((qr.top + 1) * info.width + qr.left + 1) * info.channels]).toBeGreaterThan(239);
    expect(textsOf(layout(model!))).toContain(url);
  });

  it("says Registration closed, on another picture, when the form is closed", async () => {
    const ev = await createEvent(t, { owners: [organiser.id] });
    await setOpen(ev, true);
    const open = await poster(ev);
    const openModel = await posterCardModel(t.app.db, ev, organiser, t.app.config.appUrl);
    expect(openModel?.open).toBe(true);
    expect(textsOf(layout(openModel!))).toContain(REGISTER_CALL);

    await setOpen(ev, false);
    const closed = await poster(ev);
    expect(closed.statusCode).toBe(200);
    const closedModel = await posterCardModel(t.app.db, ev, organiser, t.app.config.appUrl);
    expect(closedModel?.open).toBe(false);
    const text = textsOf(layout(closedModel!));
    expect(text).toContain(REGISTRATION_CLOSED);
    expect(text).not.toContain(REGISTER_CALL);
    expect(sha(closed.rawPayload)).not.toBe(sha(open.rawPayload));
  });
});
