// Share cards (docs/api.md "Share cards"): 1200×630 PNG at the three URLs, public with
// Cache-Control and an ETag, kept on disk by content and made again when what they show changes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PLAYER_STATUS, SITE_CARD_URL } from "@sah/domain";
import { eq } from "drizzle-orm";
import satori from "satori";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { players } from "../src/db/schema.ts";
import { CARD_CACHE_CONTROL } from "../src/routes/share/index.ts";
import { type CardModel, layout } from "../src/services/share/cards.ts";
import { type CardFont, cardFonts } from "../src/services/share/fonts.ts";
import { playerCardModel, teamCardModel } from "../src/services/share/models.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createSale, createTeam, putOnBlock } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, multipart, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let owner: TestUser;
let webDist: string;

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Sports Auction House</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

beforeAll(async () => {
  // A built web app of one file: the pages' HTML is index.html with the page's tags.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "sah-share-web-"));
  fs.writeFileSync(path.join(webDist, "index.html"), INDEX_HTML);
  t = await createTestApp({ webDist });
  owner = await createUser(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function setUp() {
  const eventId = await createEvent(t, { owners: [owner.id], name: "Card Cup", fundsPerTeam: 1000, minPlayerPrice: 10 });
  const teamId = await createTeam(t, eventId, "Chennai Chargers");
  const otherTeam = await createTeam(t, eventId, "Mumbai Mavericks");
  const playerId = await createPlayer(t, eventId, { name: "Virat Singh", grade: 10 });
  return { eventId, teamId, otherTeam, playerId };
}

async function card(url: string, headers: Record<string, string> = {}) {
  const res = await call(t, "GET", url, { headers });
  return res;
}

async function pngSize(body: Buffer) {
  const meta = await sharp(body).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

describe("share cards", () => {
  it("each of the three is a public 1200×630 PNG with Cache-Control and an ETag; If-None-Match answers 304", async () => {
    const { eventId, teamId, playerId } = await setUp();
    for (const url of [
      `/api/events/events/${eventId}/card.png`,
      `/api/teams/${teamId}/card.png?event_id=${eventId}`,
      `/api/players/${playerId}/card.png?event_id=${eventId}`,
    ]) {
      const res = await card(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
      expect(res.headers["cache-control"]).toBe(CARD_CACHE_CONTROL);
      expect(await pngSize(res.rawPayload)).toEqual({ format: "png", width: 1200, height: 630 });
      const etag = String(res.headers.etag);
      const again = await card(url, { "if-none-match": etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it("a team's card changes after a sale to that team, and another team's does not", async () => {
    const { eventId, teamId, otherTeam, playerId } = await setUp();
    const url = `/api/teams/${teamId}/card.png?event_id=${eventId}`;
    const otherUrl = `/api/teams/${otherTeam}/card.png?event_id=${eventId}`;
    const before = await card(url);
    const otherBefore = await card(otherUrl);
    // The same data answers the same file.
    expect((await card(url)).headers.etag).toBe(before.headers.etag);

    await putOnBlock(t, eventId, playerId);
    const sold = await call(t, "POST", `/api/auctions/transactions/sell-player/?event_id=${eventId}`, {
      token: owner.token,
      payload: { player: playerId, status: PLAYER_STATUS.SOLD, team: teamId, price: 120 },
    });
    expect(sold.statusCode).toBe(200);
    const after = await card(url);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(Buffer.compare(after.rawPayload, before.rawPayload)).not.toBe(0);
    // The other team's content did not change: same file (the log moved on, the hash did not).
    expect((await card(otherUrl)).headers.etag).toBe(otherBefore.headers.etag);
    // The player's card is now the sale.
    const playerCard = await card(`/api/players/${playerId}/card.png?event_id=${eventId}`);
    expect(playerCard.statusCode).toBe(200);
  });

  it("keeps each card on disk under its content's hash", async () => {
    const { eventId } = await setUp();
    const res = await card(`/api/events/events/${eventId}/card.png`);
    const hash = String(res.headers.etag).replaceAll('"', "");
    const file = path.join(t.config.dataDir, "cards", `${hash}.png`);
    expect(fs.readFileSync(file).equals(res.rawPayload)).toBe(true);
  });

  it("draws an uploaded team logo into the card", async () => {
    const { eventId, teamId } = await setUp();
    const url = `/api/teams/${teamId}/card.png?event_id=${eventId}`;
    const plain = await card(url);
    const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    const form = multipart({ logo: { filename: "logo.png", data: logo, type: "image/png" } });
    const patched = await call(t, "PATCH", `/api/teams/${teamId}/?event_id=${eventId}`, { token: owner.token, ...form });
    expect(patched.statusCode).toBe(200);
    const withLogo = await card(url);
    expect(withLogo.headers.etag).not.toBe(plain.headers.etag);
    // Red pixels where the logo is (left column of the card, below the header).
    const { data, info } = await sharp(withLogo.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i], data[i + 1], data[i + 2]];
    };
    const [r, g, b] = at(148, 240);
    expect(r).toBeGreaterThan(240);
    expect(g).toBeLessThan(16);
    expect(b).toBeLessThan(16);
  });

  it("an unknown or archived event, a team or player of another event: 404; a bad event_id: 400", async () => {
    const { eventId, teamId, playerId } = await setUp();
    const other = await createEvent(t, { owners: [owner.id] });
    expect((await card(`/api/events/events/999999/card.png`)).statusCode).toBe(404);
    expect((await card(`/api/teams/${teamId}/card.png?event_id=${other}`)).statusCode).toBe(404);
    expect((await card(`/api/players/${playerId}/card.png?event_id=${other}`)).statusCode).toBe(404);
    expect((await card(`/api/players/${playerId}/card.png?event_id=abc`)).statusCode).toBe(400);
    expect((await card(`/api/players/${playerId}/card.png`)).statusCode).toBe(400);
    expect((await card(`/api/events/events/${eventId}/card.png`)).statusCode).toBe(200);
    const staff = await createUser(t, { isStaff: true });
    const archived = await call(t, "PATCH", `/api/events/events/${eventId}/`, {
      token: staff.token,
      payload: { archived: true },
    });
    expect(archived.statusCode).toBe(200);
    expect((await card(`/api/events/events/${eventId}/card.png`)).statusCode).toBe(404);
  });
});

/** The texts a card prints, in order (its layout's string children). */
function textsOf(node: unknown): string[] {
  if (typeof node === "string") return [node];
  if (Array.isArray(node)) return node.flatMap(textsOf);
  if (node && typeof node === "object" && "props" in node)
    return textsOf((node as { props: { children?: unknown } }).props.children);
  return [];
}

/** The outline satori draws for `text` alone with `fonts` (text is drawn as paths). */
async function outline(text: string, fonts: CardFont[]): Promise<string> {
  const svg = await satori(
    { type: "div", props: { style: { display: "flex", fontSize: 40, fontFamily: "Inter" }, children: text } } as Parameters<
      typeof satori
    >[0],
    { width: 120, height: 80, fonts },
  );
  return [...svg.matchAll(/ d="([^"]*)"/g)].map((m) => m[1]).join(" ");
}

/**
 * The characters of `text` that `fonts` cannot draw: each drawn alone is the missing-glyph box, the
 * same outline as a private-use character that no font has.
 */
async function missingGlyphs(text: string, fonts: CardFont[]): Promise<string[]> {
  const box = await outline("\uE000", fonts);
  const missing: string[] = [];
  for (const ch of new Set(text.replace(/[\s\u200C\u200D]/gu, ""))) if ((await outline(ch, fonts)) === box) missing.push(ch);
  return missing;
}

/** A name in each script people type names in, as the organisers did. */
const NAMES: Record<string, string> = {
  Devanagari: "विराट कोहली",
  Bengali: "সৌরভ গাঙ্গুলী",
  Gurmukhi: "ਹਰਭਜਨ ਸਿੰਘ",
  Gujarati: "જસપ્રીત બુમરાહ",
  Tamil: "ரவிச்சந்திரன் அஸ்வின்",
  Telugu: "అంబటి రాయుడు",
  Kannada: "ರಾಹುಲ್ ದ್ರಾವಿಡ್",
  Malayalam: "സഞ്ജു സാംസൺ",
  Arabic: "محمد رضوان",
};

describe("what a card prints", () => {
  it("every character of a name in each Indian script, Arabic, and ₹ is drawn from a font that has it (no missing-glyph box)", async () => {
    const eventId = await createEvent(t, { owners: [owner.id], fundsUnit: "₹", minPlayerPrice: 1000 });
    const teamId = await createTeam(t, eventId, "Kolkata Knights");
    for (const [script, name] of Object.entries(NAMES)) {
      const playerId = await createPlayer(t, eventId, { name });
      await createSale(t, eventId, { player: playerId, team: teamId, price: 30_000 });
      const model = (await playerCardModel(t.app.db, eventId, playerId)) as CardModel;
      const text = textsOf(layout(model)).join(" ");
      expect(text, script).toContain(name);
      expect(text, script).toContain("30,000 ₹");
      expect(await missingGlyphs(text, await cardFonts(JSON.stringify(model))), script).toEqual([]);
      const png = await card(`/api/players/${playerId}/card.png?event_id=${eventId}`);
      expect(await pngSize(png.rawPayload), script).toEqual({ format: "png", width: 1200, height: 630 });
    }
  });

  it("the check finds the box: ₹ and a Tamil name with the Latin font alone are missing", async () => {
    const latinOnly = await cardFonts("Virat Singh");
    expect(latinOnly.map((f) => f.name)).toEqual(["Inter", "Inter", "Inter"]);
    expect(await missingGlyphs("30,000 ₹ அ", latinOnly)).toEqual(["₹", "அ"]);
  });

  it("the event's date reads as on the site, and a player still to be auctioned shows the base price", async () => {
    const eventId = await createEvent(t, { owners: [owner.id], fundsUnit: "pts", minPlayerPrice: 100 });
    const own = await createPlayer(t, eventId, { name: "Asha Rao" });
    await t.app.db.update(players).set({ basePrice: 2500 }).where(eq(players.id, own));
    const minimum = await createPlayer(t, eventId, { name: "Ravi Iyer" });
    const ownText = textsOf(layout((await playerCardModel(t.app.db, eventId, own)) as CardModel));
    expect(ownText).toContain("01 Dec 2026 · Pune");
    expect(ownText).toContain("Base price 2,500 pts");
    const minimumText = textsOf(layout((await playerCardModel(t.app.db, eventId, minimum)) as CardModel));
    expect(minimumText).toContain("Base price 100 pts (event minimum)");
  });

  it("a team's card lists its Retained players apart from those it Bought", async () => {
    const eventId = await createEvent(t, { owners: [owner.id], fundsUnit: "pts", minPlayerPrice: 10 });
    const teamId = await createTeam(t, eventId, "Delhi Daredevils");
    const kept = await createPlayer(t, eventId, { name: "Kept Kumar" });
    const bought = await createPlayer(t, eventId, { name: "Bought Bose" });
    await createSale(t, eventId, { player: kept, team: teamId, price: 400, status: PLAYER_STATUS.RETAINED });
    await createSale(t, eventId, { player: bought, team: teamId, price: 900 });
    const model = (await teamCardModel(t.app.db, eventId, teamId)) as Extract<CardModel, { kind: "team" }>;
    expect(model.retained).toEqual([{ name: "Kept Kumar", price: 400 }]);
    expect(model.bought).toEqual([{ name: "Bought Bose", price: 900 }]);
    const text = textsOf(layout(model));
    expect(text.indexOf("RETAINED")).toBeLessThan(text.indexOf("Kept Kumar"));
    expect(text.indexOf("Kept Kumar")).toBeLessThan(text.indexOf("BOUGHT"));
    expect(text.indexOf("BOUGHT")).toBeLessThan(text.indexOf("Bought Bose"));
  });

  it("the site's card, the image of the pages without one of their own, is a 1200×630 PNG", async () => {
    const res = await card(SITE_CARD_URL);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(await pngSize(res.rawPayload)).toEqual({ format: "png", width: 1200, height: 630 });
  });
});

/** The content of `<meta property|name="key" content="...">` in the page. */
function metaOf(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return m?.[1]?.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

describe("Open Graph tags in the HTML of the public pages, without JavaScript", () => {
  it("the team page names the team's card as og:image, an absolute URL on APP_URL that answers a 1200×630 PNG", async () => {
    const { eventId, teamId } = await setUp();
    const page = await call(t, "GET", `/view/${eventId}/teams/${teamId}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const html = page.body;
    const image = metaOf(html, "og:image");
    expect(image).toBe(`http://app.test/api/teams/${teamId}/card.png?event_id=${eventId}`);
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
    expect(metaOf(html, "og:title")).toBe("Chennai Chargers · Card Cup");
    expect(metaOf(html, "og:description")).toBeTruthy();
    expect(html).toContain("<title>Sports Auction House | Chennai Chargers · Card Cup</title>");
    const png = await call(t, "GET", new URL(image ?? "").pathname + new URL(image ?? "").search);
    expect(await pngSize(png.rawPayload)).toEqual({ format: "png", width: 1200, height: 630 });
  });

  it("the event's pages and the player page carry their own; a sold player's description is the sale", async () => {
    const { eventId, teamId, playerId } = await setUp();
    await putOnBlock(t, eventId, playerId);
    await call(t, "POST", `/api/auctions/transactions/sell-player/?event_id=${eventId}`, {
      token: owner.token,
      payload: { player: playerId, status: PLAYER_STATUS.SOLD, team: teamId, price: 120 },
    });
    const player = (await call(t, "GET", `/view/${eventId}/players/${playerId}/`)).body;
    expect(metaOf(player, "og:image")).toBe(`http://app.test/api/players/${playerId}/card.png?event_id=${eventId}`);
    expect(metaOf(player, "og:description")).toBe("Virat Singh SOLD to Chennai Chargers for 120 pts.");
    for (const sub of ["", "/auctions", "/teams"]) {
      const html = (await call(t, "GET", `/view/${eventId}${sub}`)).body;
      expect(metaOf(html, "og:image"), sub).toBe(`http://app.test/api/events/events/${eventId}/card.png`);
      expect(metaOf(html, "og:title")).toBe("Card Cup");
    }
  });

  it("escapes what users typed; an unknown event, or any other page, is the plain app", async () => {
    const eventId = await createEvent(t, { name: 'The "<Big>" & Co' });
    const html = (await call(t, "GET", `/view/${eventId}`)).body;
    expect(html).toContain('content="The &quot;&lt;Big&gt;&quot; &amp; Co"');
    expect(html).not.toContain("<Big>");
    for (const plain of ["/view/999999", "/events/all", "/dashboard/1"]) {
      const body = (await call(t, "GET", plain)).body;
      expect(body, plain).toBe(INDEX_HTML);
    }
  });
});
