// Open Graph and Twitter tags in the HTML the server sends for the public pages of an event, a team
// and a player (docs/api.md "Share cards"): crawlers and chat apps do not run JavaScript, so the
// tags are written into index.html on the server, with the share card as the image (absolute, on
// APP_URL). Any other page under /view/{id} gets the event's.
import { BRAND, formatAmount, LIMITS, NO_GRADE, playerStatusInfo, saleTeamName } from "@sah/domain";
import type { DbOrTx } from "../../db/client.ts";
import { getEvent } from "../events/events.ts";
import { loadEventPlayer } from "../players/read.ts";
import { loadTeam } from "../teams/read.ts";
import { CARD } from "./cards.ts";

export type ShareMeta = { title: string; description: string; image: string; url: string };

const VIEW = /^\/view\/(\d{1,10})(?:\/(teams|players)\/(\d{1,10}))?(?:\/[^?#]*)?\/?(?:[?#].*)?$/;

/** The tags of the public page at `url` (a request path), or null for any other page or a missing event. */
export async function shareMetaFor(db: DbOrTx, appUrl: string, url: string): Promise<ShareMeta | null> {
  const m = VIEW.exec(url);
  if (!m) return null;
  const eventId = Number(m[1]);
  if (eventId > LIMITS.intMax) return null;
  const event = await getEvent(db, eventId, null);
  if (!event) return null;
  const pageUrl = `${appUrl}${url.split(/[?#]/)[0]}`;
  const kind = m[2];
  const id = m[3] === undefined ? null : Number(m[3]);
  if (kind === "teams" && id !== null && id <= LIMITS.intMax) {
    const team = await loadTeam(db, eventId, id);
    if (team)
      return {
        title: `${team.name} · ${event.name}`,
        description: `${team.players_count} of ${team.max_players} players, ${formatAmount(team.funds_remaining, event.funds_unit, event.amount_style)} left.`,
        image: `${appUrl}/api/teams/${team.id}/card.png?event_id=${eventId}`,
        url: pageUrl,
      };
  }
  if (kind === "players" && id !== null && id <= LIMITS.intMax) {
    const player = await loadEventPlayer(db, eventId, id, { canSeePrivate: false });
    if (player) {
      const sale = player.transaction_detail;
      const wording = playerStatusInfo(player.status)?.wording;
      const result =
        sale && wording?.placed
          ? `${player.name} ${wording.headline(saleTeamName(sale.team_name, sale.rtm), formatAmount(sale.price, sale.funds_unit, event.amount_style))}`
          : `${player.name}${player.grade !== NO_GRADE ? `, grade ${player.grade_name}` : ""}: ${player.status_name}`;
      return {
        title: `${player.name} · ${event.name}`,
        description: `${result}.`,
        image: `${appUrl}/api/players/${player.id}/card.png?event_id=${eventId}`,
        url: pageUrl,
      };
    }
  }
  return {
    title: event.name,
    description: `${event.name}: the player auction live, ${event.location}.`,
    image: `${appUrl}/api/events/events/${eventId}/card.png`,
    url: pageUrl,
  };
}

function attr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The share tags of a page: description, Open Graph and Twitter, with the card as the image. */
export function shareTags(meta: ShareMeta): string {
  // One <meta> a row: its key attribute ("name" or "property"), that key, and the content, escaped.
  const rows: [attribute: "name" | "property", key: string, content: string | number][] = [
    ["name", "description", meta.description],
    ["property", "og:site_name", BRAND],
    ["property", "og:type", "website"],
    ["property", "og:title", meta.title],
    ["property", "og:description", meta.description],
    ["property", "og:url", meta.url],
    ["property", "og:image", meta.image],
    ["property", "og:image:width", CARD.width],
    ["property", "og:image:height", CARD.height],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:title", meta.title],
    ["name", "twitter:description", meta.description],
    ["name", "twitter:image", meta.image],
  ];
  return rows
    .map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${attr(String(content))}" />`)
    .join("\n    ");
}

/** index.html with the page's title and tags (the title replaced, the tags before </head>). */
export function withShareMeta(html: string, meta: ShareMeta): string {
  const tags = shareTags(meta);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${attr(`${BRAND} | ${meta.title}`)}</title>`)
    .replace("</head>", `    ${tags}\n  </head>`);
}
