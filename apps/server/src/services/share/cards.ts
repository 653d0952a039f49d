// Share cards (docs/api.md "Share cards": 1200×630 PNG, public, cached): the event (top buys,
// teams), a team (its players with prices, spent, left) and a player (the sale when sold, else the
// player). A card is laid out by satori (flexbox to SVG, text as paths, with the fonts of
// services/share/fonts.ts from their npm packages: no network, no system fonts) and rasterised by sharp. The PNG is kept on disk
// under its content's hash: the same data answers the same file; a sale changes the data, so the
// next request renders a new card (docs/decisions/039-the-room.md). The registration poster is a card
// too: an A4 page (POSTER) with a large QR code of the public form (docs/decisions/065-registration.md).
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  type AmountStyle,
  BRAND,
  BRAND_DESCRIPTION,
  basePriceText,
  formatAmount,
  formatDate,
  NO_GRADE,
  type Player,
  playerStatusInfo,
  saleTeamName,
  type Team,
  type TopTransaction,
} from "@sah/domain";
import satori from "satori";
import sharp, { type OverlayOptions } from "sharp";
import { encode } from "uqr";
import { cardFonts } from "./fonts.ts";

export const CARD = { width: 1200, height: 630 } as const;
/** The registration poster: A4 portrait at 150 dpi. */
export const POSTER = { width: 1240, height: 1754 } as const;
/** Part of every card's hash: a change of layout renders every card again. */
const RENDER_VERSION = "6";
/** Player rows on a team card, retained and bought together. */
const CARD_TEAM_ROWS = 6;

/** Reads an uploaded image by its `/media/...` URL (wherever media are stored), or null. */
export type MediaLoader = (url: string) => Promise<Buffer | null>;

type EventInfo = {
  id: number;
  name: string;
  logo: string | null;
  date: string;
  location: string;
  funds_unit: string;
  /** The event's amount style (decision 061): the card says its amounts as the event's screens do. */
  amount_style: AmountStyle;
  min_player_price: number;
};

/** What a card shows: everything its picture depends on, and nothing else (its hash names the file). */
export type CardModel =
  | { kind: "site"; title: string; description: string }
  | { kind: "event"; event: EventInfo; top: TopTransaction[]; teams: Pick<Team, "name" | "logo" | "players_count">[] }
  | {
      kind: "team";
      event: EventInfo;
      team: Pick<Team, "name" | "logo" | "total_funds" | "funds_remaining" | "players_count" | "max_players">;
      /** Kept before the auction (status Retained), then bought in it; each by price, highest first. */
      retained: { name: string; price: number }[];
      bought: { name: string; price: number }[];
    }
  | {
      kind: "player";
      event: EventInfo;
      player: Pick<Player, "name" | "image" | "grade" | "grade_name" | "status" | "status_name" | "base_price"> & {
        skills: string[];
      };
      sale: { team: string; logo: string | null; price: number } | null;
    }
  | {
      kind: "poster";
      event: Pick<EventInfo, "id" | "name" | "logo" | "date" | "location">;
      note: string;
      /** The form takes registrations now (settings' open): else the poster says it is closed. */
      open: boolean;
      /** The public form's URL, which the QR code encodes. */
      url: string;
    };

// ---------- layout ----------

type Node = { type: string; props: Record<string, unknown> };
type Child = Node | string | null | false | undefined;
function h(type: string, style: Record<string, unknown>, ...children: Child[]): Node {
  const kids = children.filter((c): c is Node | string => c !== null && c !== false && c !== undefined);
  return { type, props: { style: { display: "flex", ...style }, children: kids.length === 1 ? kids[0] : kids } };
}
function img(src: string | null, size: number, radius = 16): Node | null {
  return src
    ? {
        type: "img",
        props: { src, width: size, height: size, style: { width: size, height: size, borderRadius: radius, objectFit: "cover" } },
      }
    : null;
}
/** A square with the name's first letter where there is no image. */
function initial(name: string, size: number, bg: string): Node {
  return h(
    "div",
    {
      width: size,
      height: size,
      borderRadius: 16,
      background: bg,
      color: "#FFFFFF",
      fontSize: size * 0.5,
      fontWeight: 900,
      alignItems: "center",
      justifyContent: "center",
    },
    name.trim().charAt(0).toUpperCase() || "·",
  );
}

const PAD = 48;
const C = {
  bg: "#0B1020",
  panel: "#141B2E",
  fg: "#FFFFFF",
  muted: "#C5CEE0",
  accent: "#FFD54F",
  line: "#2A3452",
  sold: "#0B3D20",
};

/** The site's card: the brand and what it does, for the pages without an image of their own. */
export function siteCardModel(): CardModel {
  return { kind: "site", title: BRAND, description: BRAND_DESCRIPTION };
}

function siteLayout(title: string, description: string): Node {
  return h(
    "div",
    {
      width: CARD.width - 2 * PAD,
      height: CARD.height - 2 * PAD,
      flexDirection: "column",
      justifyContent: "center",
      gap: 28,
      background: C.bg,
      color: C.fg,
      fontFamily: "Inter",
      padding: PAD,
    },
    h("div", { width: 120, height: 12, borderRadius: 6, background: C.accent }),
    h("div", { fontSize: 84, fontWeight: 900, lineHeight: 1.05 }, title),
    h("div", { fontSize: 36, color: C.muted, lineHeight: 1.3 }, description),
  );
}

function frame(model: Exclude<CardModel, { kind: "site" }>, images: Images, body: Node): Node {
  const ev = model.event;
  return h(
    "div",
    // Sizes are of the content box (satori adds the padding): the whole is CARD.width × CARD.height.
    {
      width: CARD.width - 2 * PAD,
      height: CARD.height - 2 * PAD,
      flexDirection: "column",
      background: C.bg,
      color: C.fg,
      fontFamily: "Inter",
      padding: PAD,
    },
    h(
      "div",
      { alignItems: "center", gap: 20, marginBottom: 28 },
      img(images.eventLogo, 64, 12) ?? initial(ev.name, 64, C.line),
      h(
        "div",
        { flexDirection: "column" },
        h("div", { fontSize: 34, fontWeight: 900 }, ev.name),
        h("div", { fontSize: 22, color: C.muted }, [formatDate(ev.date), ev.location].filter(Boolean).join(" · ")),
      ),
    ),
    h("div", { width: CARD.width - 2 * PAD, flex: 1, minHeight: 0 }, body),
  );
}

function row(left: string, right: string, accent = false): Node {
  return h(
    "div",
    { justifyContent: "space-between", fontSize: 26, padding: "8px 0", borderBottom: `1px solid ${C.line}` },
    h("div", { fontWeight: 700, maxWidth: 760, overflow: "hidden" }, left),
    h("div", { fontWeight: 900, color: accent ? C.accent : C.fg }, right),
  );
}

type Images = { eventLogo: string | null; main: string | null; second: string | null };
const NO_IMAGES: Images = { eventLogo: null, main: null, second: null };

/** The card as satori draws it (exported for the tests, which read its texts). */
export function layout(model: CardModel, images: Images = NO_IMAGES): Node {
  if (model.kind === "site") return siteLayout(model.title, model.description);
  if (model.kind === "poster") return posterLayout(model, images);
  const unit = model.event.funds_unit;
  const style = model.event.amount_style;
  if (model.kind === "event") {
    const teams = `${model.teams.length} team${model.teams.length === 1 ? "" : "s"}`;
    return frame(
      model,
      images,
      h(
        "div",
        { flexDirection: "column", flex: 1, background: C.panel, borderRadius: 20, padding: "24px 32px" },
        h(
          "div",
          { fontSize: 22, fontWeight: 900, color: C.muted, letterSpacing: 2, marginBottom: 8 },
          `TOP BUYS · ${teams.toUpperCase()}`,
        ),
        ...(model.top.length
          ? model.top
              .slice(0, 5)
              .map((t) => row(`${t.player_name} · ${saleTeamName(t.team_name, t.rtm)}`, formatAmount(t.price, unit, style), true))
          : [h("div", { fontSize: 30, color: C.muted, marginTop: 16 }, "The auction has not started yet.")]),
      ),
    );
  }
  if (model.kind === "team") {
    const t = model.team;
    const spent = t.total_funds - t.funds_remaining;
    // Six rows at most: the retained first, then the bought; "and N more" under each list it cuts.
    const retained = model.retained.slice(0, CARD_TEAM_ROWS);
    const bought = model.bought.slice(0, CARD_TEAM_ROWS - retained.length);
    const heading = (text: string) =>
      h("div", { fontSize: 22, fontWeight: 900, color: C.muted, letterSpacing: 2, marginBottom: 8, marginTop: 8 }, text);
    const more = (n: number) => (n > 0 ? h("div", { fontSize: 22, color: C.muted, marginTop: 6 }, `and ${n} more`) : null);
    const list = (title: string, all: { name: string; price: number }[], shown: { name: string; price: number }[]) => [
      heading(title),
      ...shown.map((p) => row(p.name, formatAmount(p.price, unit, style), true)),
      more(all.length - shown.length),
    ];
    return frame(
      model,
      images,
      h(
        "div",
        { flex: 1, gap: 32 },
        h(
          "div",
          { flexDirection: "column", width: 320, gap: 18 },
          img(images.main, 200) ?? initial(t.name, 200, C.line),
          h("div", { fontSize: 36, fontWeight: 900 }, t.name),
          h("div", { fontSize: 24, color: C.muted }, `Spent ${formatAmount(spent, unit, style)}`),
          h("div", { fontSize: 24, color: C.muted }, `Left ${formatAmount(t.funds_remaining, unit, style)}`),
          h("div", { fontSize: 24, color: C.muted }, `Squad ${t.players_count}/${t.max_players}`),
        ),
        h(
          "div",
          { flexDirection: "column", flex: 1, background: C.panel, borderRadius: 20, padding: "20px 28px" },
          ...(model.retained.length ? list("RETAINED", model.retained, retained) : []),
          ...(model.bought.length ? list("BOUGHT", model.bought, bought) : []),
          ...(model.retained.length || model.bought.length
            ? []
            : [heading("BOUGHT"), h("div", { fontSize: 28, color: C.muted, marginTop: 16 }, "No players yet.")]),
        ),
      ),
    );
  }
  const p = model.player;
  const wording = playerStatusInfo(p.status)?.wording;
  // A player still to be decided (no headline of its status) shows the price the bidding opens at.
  const headline =
    model.sale && wording?.placed
      ? wording.headline(model.sale.team, formatAmount(model.sale.price, unit, style))
      : wording && !wording.placed
        ? (wording.headline ?? basePriceText(p, model.event))
        : null;
  return frame(
    model,
    images,
    h(
      "div",
      {
        flex: 1,
        gap: 36,
        alignItems: "center",
        background: model.sale ? C.sold : C.panel,
        borderRadius: 20,
        padding: "24px 32px",
      },
      img(images.main, 300, 20) ?? initial(p.name, 300, C.line),
      h(
        "div",
        { flexDirection: "column", flex: 1, gap: 14 },
        h("div", { fontSize: 60, fontWeight: 900, lineHeight: 1.05 }, p.name),
        h(
          "div",
          { fontSize: 26, color: C.muted },
          [p.grade !== NO_GRADE ? `Grade ${p.grade_name}` : null, ...p.skills].filter(Boolean).join(" · ") || p.status_name,
        ),
        headline ? h("div", { fontSize: 40, fontWeight: 900, color: C.accent, lineHeight: 1.15 }, headline) : null,
      ),
      model.sale ? (img(images.second, 150) ?? initial(model.sale.team, 150, C.line)) : null,
    ),
  );
}

// ---------- the registration poster ----------

/** Black on white, error correction M, a quiet zone of 4 modules (what phone cameras read best). */
const POSTER_QR = { ecc: "M", border: 4 } as const;
const POSTER_PAD = 80;
/** The QR code's place: its top edge, and its side at least (a whole number of pixels per module). */
const POSTER_QR_TOP = 660;
const POSTER_QR_MIN = 800;
export const REGISTRATION_CLOSED = "Registration closed";
export const REGISTER_CALL = "Scan to register";

/** The poster's QR code: its modules (quiet zone included), pixels per module and where it is drawn. */
export function posterQr(url: string): { modules: boolean[][]; module: number; size: number; left: number; top: number } {
  const modules = encode(url, POSTER_QR).data;
  const module = Math.ceil(POSTER_QR_MIN / modules.length);
  const size = module * modules.length;
  return { modules, module, size, left: Math.floor((POSTER.width - size) / 2), top: POSTER_QR_TOP };
}

/**
 * The QR code as a PNG of exactly its drawn size, laid over the rendered poster at its place (the
 * layout leaves it white): pixel for pixel, and librsvg never draws an embedded picture that large.
 */
async function qrPng(url: string): Promise<OverlayOptions> {
  const { modules, size, left, top } = posterQr(url);
  const n = modules.length;
  const raw = Buffer.alloc(n * n);
  modules.forEach((row, y) => {
    row.forEach((on, x) => {
      raw[y * n + x] = on ? 0 : 255;
    });
  });
  const input = await sharp(raw, { raw: { width: n, height: n, channels: 1 } })
    .resize(size, size, { kernel: "nearest" })
    .png()
    .toBuffer();
  return { input, left, top };
}

function posterLayout(model: Extract<CardModel, { kind: "poster" }>, images: Images): Node {
  const ev = model.event;
  const qr = posterQr(model.url);
  const width = POSTER.width - 2 * POSTER_PAD;
  const at = (top: number, height: number) => ({ position: "absolute", left: POSTER_PAD, top, width, height });
  return h(
    "div",
    { width: POSTER.width, height: POSTER.height, background: "#FFFFFF", color: "#111111", fontFamily: "Inter" },
    h(
      "div",
      {
        ...at(POSTER_PAD, POSTER_QR_TOP - POSTER_PAD - 20),
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "flex-end",
        textAlign: "center",
        gap: 14,
        overflow: "hidden",
      },
      images.eventLogo
        ? {
            type: "img",
            props: { src: images.eventLogo, width: 150, height: 150, style: { width: 150, height: 150, objectFit: "contain" } },
          }
        : null,
      h("div", { fontSize: 64, fontWeight: 900, lineHeight: 1.1 }, ev.name),
      h("div", { fontSize: 32, color: "#333333" }, [formatDate(ev.date), ev.location].filter(Boolean).join(" · ")),
      model.note ? h("div", { fontSize: 28, color: "#333333", lineClamp: 3, lineHeight: 1.3 }, model.note) : null,
      h("div", { fontSize: 52, fontWeight: 900, marginTop: 10 }, model.open ? REGISTER_CALL : REGISTRATION_CLOSED),
    ),
    h(
      "div",
      {
        ...at(qr.top + qr.size + 20, POSTER.height - qr.top - qr.size - 20 - POSTER_PAD / 2),
        flexDirection: "column",
        alignItems: "center",
        gap: 16,
      },
      h("div", { fontSize: 30, fontWeight: 700, textAlign: "center", wordBreak: "break-all" }, model.url),
      h("div", { fontSize: 22, color: "#555555" }, BRAND),
    ),
  );
}

// ---------- rendering and the cache ----------

/** The card's file name: the hash of what it shows. */
export function cardHash(model: CardModel): string {
  return crypto.createHash("sha256").update(RENDER_VERSION).update(JSON.stringify(model)).digest("hex").slice(0, 32);
}

/** Images resized for cards, by media URL and size: an uploaded file's URL never names other bytes (a new upload gets a new name). */
const IMAGE_MEMO_ENTRIES = 200;
const imageMemo = new Map<string, string | null>();

/**
 * An uploaded image as a data URL small enough for the card (satori reads PNG and JPEG only): JPEG
 * for an opaque picture, PNG where it has transparency (logos).
 */
async function dataUrl(load: MediaLoader, url: string | null, size: number): Promise<string | null> {
  if (!url) return null;
  const key = `${size}:${url}`;
  const known = imageMemo.get(key);
  if (known !== undefined) return known;
  const bytes = await load(url).catch(() => null);
  if (!bytes) return null; // Not kept: the file may be there on the next request.
  let result: string | null = null;
  try {
    const img = sharp(bytes).resize(size, size, { fit: "cover" });
    const { hasAlpha } = await sharp(bytes).metadata();
    result = hasAlpha
      ? `data:image/png;base64,${(await img.png().toBuffer()).toString("base64")}`
      : `data:image/jpeg;base64,${(await img.jpeg({ quality: 85 }).toBuffer()).toString("base64")}`;
  } catch {
    result = null; // Not an image any more: the card shows the initial instead.
  }
  if (imageMemo.size >= IMAGE_MEMO_ENTRIES) imageMemo.delete(imageMemo.keys().next().value as string);
  imageMemo.set(key, result);
  return result;
}

/** Renders the card to PNG (no cache). */
export async function renderCard(model: CardModel, load: MediaLoader): Promise<Buffer> {
  const [logo, main, second] =
    model.kind === "site"
      ? [null, null, null]
      : model.kind === "event" || model.kind === "poster"
        ? [model.event.logo, null, null]
        : model.kind === "team"
          ? [model.event.logo, model.team.logo, null]
          : [model.event.logo, model.player.image, model.sale?.logo ?? null];
  const images: Images = {
    eventLogo: await dataUrl(load, logo, model.kind === "poster" ? 300 : 128),
    main: await dataUrl(load, main, 400),
    second: await dataUrl(load, second, 300),
  };
  // Every text a card prints comes from its model (names, skills, the unit): its faces are chosen from it.
  const fonts = await cardFonts(JSON.stringify(model));
  const size = model.kind === "poster" ? POSTER : CARD;
  const svg = await satori(layout(model, images) as Parameters<typeof satori>[0], { ...size, fonts });
  const overlays = model.kind === "poster" ? [await qrPng(model.url)] : [];
  // A light compression: a card is rendered once per change and read many times, but its first reader waits for it.
  return sharp(Buffer.from(svg)).composite(overlays).png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer();
}

/** Cards kept in memory (about 100 KB each). */
const HOT_CARDS = 100;

export class CardCache {
  private writes = 0;
  /** The hash each card had at the event's log sequence number: unchanged data is not read again. */
  private memo = new Map<string, { seq: number; hash: string }>();
  /** The most requested cards in memory, each valid while its `token` (what the live notices say of its event) holds. */
  private hot = new Map<string, { token: string; hash: string; png: Buffer }>();
  constructor(
    readonly dir: string,
    /** Cards kept on disk; past it the oldest go (docs/api.md "Limits", CARD_CACHE_FILES). */
    readonly maxFiles: number,
  ) {}

  fileOf(hash: string): string {
    return path.join(this.dir, `${hash}.png`);
  }

  /** The card's PNG file, rendered first when this content has none yet. */
  async file(model: CardModel, load: MediaLoader): Promise<{ file: string; hash: string }> {
    const hash = cardHash(model);
    const file = this.fileOf(hash);
    try {
      await fs.access(file);
      return { file, hash };
    } catch {
      // Not rendered yet.
    }
    const png = await renderCard(model, load);
    await fs.mkdir(this.dir, { recursive: true });
    // Written aside and renamed: a concurrent reader never sees half a file.
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
    await fs.writeFile(tmp, png);
    await fs.rename(tmp, file);
    if (++this.writes % 50 === 0) await this.prune().catch(() => {});
    return { file, hash };
  }

  /**
   * The card `key` of an event whose log stands at `seq` (every change to what a card shows is an
   * entry of that log): the file remembered for that number, else `build`'s model rendered or found
   * on disk. Null when `build` finds nothing to show.
   */
  async lookup(
    key: string,
    seq: number,
    build: () => Promise<CardModel | null>,
    load: MediaLoader,
  ): Promise<{ file: string; hash: string } | null> {
    const known = this.memo.get(key);
    if (known && known.seq === seq) {
      const file = this.fileOf(known.hash);
      try {
        await fs.access(file);
        return { file, hash: known.hash };
      } catch {
        // Pruned since: render again.
      }
    }
    const model = await build();
    if (!model) return null;
    const found = await this.file(model, load);
    if (this.memo.size >= this.maxFiles) this.memo.delete(this.memo.keys().next().value as string);
    this.memo.set(key, { seq, hash: found.hash });
    return found;
  }

  /** The card `key` kept in memory, if nothing changed since (`token`: the event's notices so far). */
  hotCard(key: string, token: string | null): { hash: string; png: Buffer } | null {
    const h = token === null ? undefined : this.hot.get(key);
    return h && h.token === token ? h : null;
  }

  keepHot(key: string, token: string | null, hash: string, png: Buffer): void {
    if (token === null) return;
    this.hot.delete(key);
    if (this.hot.size >= HOT_CARDS) this.hot.delete(this.hot.keys().next().value as string);
    this.hot.set(key, { token, hash, png });
  }

  /** Keeps the newest `maxFiles` cards. */
  async prune(): Promise<void> {
    const names = (await fs.readdir(this.dir)).filter((n) => n.endsWith(".png"));
    if (names.length <= this.maxFiles) return;
    const stats = await Promise.all(names.map(async (n) => ({ n, t: (await fs.stat(path.join(this.dir, n))).mtimeMs })));
    stats.sort((a, b) => a.t - b.t);
    for (const { n } of stats.slice(0, stats.length - this.maxFiles)) await fs.rm(path.join(this.dir, n), { force: true });
  }
}
