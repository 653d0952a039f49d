// Open Graph and Twitter tags in the HTML the server sends for the public pages of an event, a team
// and a player (docs/api.md "Beyond the spec"): crawlers and chat apps do not run JavaScript, so the
// tags are written into index.html on the server, with the share card as the image (absolute, on
// APP_URL). Any other page under /view/{id} gets the event's.
import { BRAND, formatAmount, NO_GRADE, playerStatusInfo } from "@sah/domain";
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
  if (eventId > 2_147_483_647) return null;
  const event = await getEvent(db, eventId, null);
  if (!event) return null;
  const pageUrl = `${appUrl}${url.split(/[?#]/)[0]}`;
  const kind = m[2];
  const id = m[3] === undefined ? null : Number(m[3]);
  if (kind === "teams" && id !== null && id <= 2_147_483_647) {
    const team = await loadTeam(db, eventId, id);
    if (team)
      return {
        title: `${team.name} · ${event.name}`,
        description: `${team.players_count} of ${team.max_players} players, ${formatAmount(team.funds_remaining, event.funds_unit)} left.`,
        image: `${appUrl}/api/teams/${team.id}/card.png?event_id=${eventId}`,
        url: pageUrl,
      };
  }
  if (kind === "players" && id !== null && id <= 2_147_483_647) {
    const player = await loadEventPlayer(db, eventId, id, { canSeePrivate: false });
    if (player) {
      const sale = player.transaction_detail;
      const wording = playerStatusInfo(player.status)?.wording;
      const result =
        sale && wording?.placed
          ? `${player.name} ${wording.headline(sale.team_name, formatAmount(sale.price, sale.funds_unit))}`
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
  return [
    `<meta name="description" content="${attr(meta.description)}" />`,
    `<meta property="og:site_name" content="${attr(BRAND)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${attr(meta.title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    `<meta property="og:url" content="${attr(meta.url)}" />`,
    `<meta property="og:image" content="${attr(meta.image)}" />`,
    `<meta property="og:image:width" content="${CARD.width}" />`,
    `<meta property="og:image:height" content="${CARD.height}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${attr(meta.title)}" />`,
    `<meta name="twitter:description" content="${attr(meta.description)}" />`,
    `<meta name="twitter:image" content="${attr(meta.image)}" />`,
  ].join("\n    ");
}

/** index.html with the page's title and tags (the title replaced, the tags before </head>). */
export function withShareMeta(html: string, meta: ShareMeta): string {
  const tags = shareTags(meta);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${attr(`${BRAND} | ${meta.title}`)}</title>`)
    .replace("</head>", `    ${tags}\n  </head>`);
}
