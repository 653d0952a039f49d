// npm run bench:cards — share cards (docs/api.md "Share cards"):
// 1. render time: 100 cards of every kind (event, team with a logo, sold player with a photo and a
//    team logo), each with other data so none is a repeat, rendered in this process (satori + sharp,
//    images read and resized as the server does): p50 and p95;
// 2. a cached card served by the server (demo data, PGlite), in requests per second, as a ratio to
//    the same bytes served as a static file of the web app by the same process in the same run.
// Targets (docs/decisions/039-the-room.md): p95 render < 250 ms; cached card ≥ 0.5 of the static file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import sharp from "sharp";
import { type CardModel, renderCard } from "../apps/server/src/services/share/cards.ts";
import { api, quantile, ROOT, startServer } from "./lib/server.ts";

const CARDS = Number(process.env.BENCH_CARDS ?? 100);
const SECONDS = Number(process.env.BENCH_CARDS_SECONDS ?? 5);
const CONNECTIONS = 50;

async function renderTimes(): Promise<number[]> {
  const photo = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: "#3b7a57" } })
    .jpeg()
    .toBuffer();
  const logo = await sharp({ create: { width: 512, height: 512, channels: 4, background: "#1e88e5" } })
    .png()
    .toBuffer();
  const load = async (url: string) => (url.includes("players") ? photo : logo);
  const event = {
    id: 1,
    name: "Bench Premier League",
    logo: "/media/events/l.png",
    date: "2026-11-28",
    location: "Pune",
    funds_unit: "pts",
    amount_style: "full" as const,
    min_player_price: 100,
  };
  const models: CardModel[] = [];
  for (let i = 0; i < CARDS; i++) {
    const k = i % 3;
    if (k === 0)
      models.push({
        kind: "event",
        event,
        top: Array.from({ length: 5 }, (_, j) => ({
          id: j,
          player_name: `Player ${i}-${j}`,
          team_name: `Team ${j}`,
          price: 1000 * (i + j),
          funds_unit: "pts",
        })),
        teams: Array.from({ length: 8 }, (_, j) => ({ name: `Team ${j}`, logo: null, players_count: j })),
      });
    else if (k === 1)
      models.push({
        kind: "team",
        event,
        team: {
          name: `Team ${i}`,
          logo: "/media/teams/t.png",
          total_funds: 100000,
          funds_remaining: 100000 - i * 100,
          players_count: 6,
          max_players: 12,
        },
        retained: [{ name: `Player ${i}-r`, price: 4000 }],
        bought: Array.from({ length: 5 }, (_, j) => ({ name: `Player ${i}-${j}`, price: 500 * (j + 1) })),
      });
    else
      models.push({
        kind: "player",
        event,
        player: {
          name: `Player ${i}`,
          image: "/media/players/p.jpg",
          grade: 10,
          grade_name: "A+",
          status: 3,
          status_name: "Sold",
          base_price: null,
          skills: ["Batter", "Bowler"],
        },
        sale: { team: `Team ${i % 8}`, logo: "/media/teams/t.png", price: 1000 + i },
      });
  }
  await renderCard(models[0]!, load); // warm-up: fonts, satori's WASM
  const times: number[] = [];
  for (const model of models) {
    const start = performance.now();
    await renderCard(model, load);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

async function rps(url: string): Promise<number> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function main() {
  const times = await renderTimes();
  const p50 = quantile(times, 0.5);
  const p95 = quantile(times, 0.95);

  // The baseline is the same bytes as a static file: a copy of the web app with the card added.
  const web = fs.mkdtempSync(path.join(os.tmpdir(), "sah-bench-cards-"));
  fs.cpSync(path.join(ROOT, "apps/web/dist"), web, { recursive: true });
  const server = await startServer({ WEB_DIST: web });
  try {
    const events = await api<{ results: { id: number; name: string }[] }>(`${server.url}/api/events/events/`);
    const eventId = events.results.find((e) => e.name === "Demo Premier League")?.id;
    if (!eventId) throw new Error("demo event missing");
    const card = `${server.url}/api/events/events/${eventId}/card.png`;
    const first = await fetch(card);
    if (!first.ok) throw new Error(`card: ${first.status}`);
    const bytes = Buffer.from(await first.arrayBuffer());
    fs.writeFileSync(path.join(web, "bench-card.png"), bytes);
    const staticFile = `${server.url}/bench-card.png`;
    const staticRps = await rps(staticFile);
    const cardRps = await rps(card);
    console.log(`\nShare cards, ${CARDS} renders; ${SECONDS} s per row, ${CONNECTIONS} connections (autocannon, same machine)\n`);
    console.log("| what | figure |");
    console.log("|---|---:|");
    console.log(`| render p50 | ${p50.toFixed(1)} ms |`);
    console.log(`| render p95 | ${p95.toFixed(1)} ms (target < 250) |`);
    console.log(`| static file of the same ${(bytes.length / 1024).toFixed(0)} KB, baseline | ${staticRps.toFixed(0)} req/s |`);
    console.log(`| cached card (event) | ${cardRps.toFixed(0)} req/s |`);
    console.log(`| cached card / static file | ${(cardRps / staticRps).toFixed(2)} (target ≥ 0.5) |`);
  } finally {
    await server.stop();
    fs.rmSync(web, { recursive: true, force: true });
  }
}

await main();
