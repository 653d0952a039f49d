// npm run bench:register — players registering themselves while another event is live (docs/api.md
// "Registration"; docs/decisions/065-registration.md): one server process (PGlite, demo data).
// BENCH_REG_COUNT (default 1,000) registrations, each with its own ~300 KB phone photo (a real JPEG
// made with sharp before the clock starts, a different one per registration: bench/lib/photos.ts),
// sent by BENCH_REG_CLIENTS (50) concurrent clients through the public form's POST (multipart, as the
// form page sends it), while BENCH_REG_VIEWERS (1,000) viewers hold the live stream of the demo event
// and the auctioneer sells one of its players every 3 s (bench:live's viewers and sale rounds,
// bench/lib/viewers.ts). Reports registrations/s, registration p50/p95/max, and the viewers' delivery
// (sell-player response to each viewer having applied the sale) p50/p95 during the registrations,
// against, in the same run: bench:live's baseline (the sell-player round trip with no viewer), the
// same viewers' delivery with no registration running (bench:live's 1,000 row), and one registration
// at a time with nothing else running.
//
// The documented limits stay on (docs/api.md "Limits"). Per address (10 an hour): the server runs
// as behind its reverse proxy (TRUST_PROXY=loopback, README "Configuration"; decision 031), and each
// registration arrives from its own phone's address, which the bench, as the proxy, appends to
// X-Forwarded-For (198.18.0.0/15, the range RFC 2544 reserves for benchmarks). Per event (300 an
// hour, 500 pending): the registrations go to BENCH_REG_EVENTS (4) events, 250 each, as four
// tournaments' forms open the same evening; the one-at-a-time baseline goes to a fifth.
// Not part of `npm test`; figures in bench/RESULTS.md.
import { performance } from "node:perf_hooks";
import { phonePhoto } from "./lib/photos.ts";
import { ADMIN, api, createEvent, now, quantile, startServer } from "./lib/server.ts";
import { machineLine, ms, nextMessage, saleBaseline, saleRounds, startViewers, stopViewers } from "./lib/viewers.ts";

const COUNT = Number(process.env.BENCH_REG_COUNT ?? 1000);
const CLIENTS = Number(process.env.BENCH_REG_CLIENTS ?? 50);
const VIEWERS = Number(process.env.BENCH_REG_VIEWERS ?? 1000);
const EVENTS = Number(process.env.BENCH_REG_EVENTS ?? 4);
const PROCS = 2;
const BASELINE_ROUNDS = 8;
/** Registrations one at a time, nothing else running: the registration's own baseline. */
const ALONE = 10;
/** The sales on the demo event during the registrations: one every 3 s, at most 40 (it has 60 players). */
const SALE_EVERY_MS = 3000;
const MAX_LOADED_SALES = 40;

type SaleReport = { type: "sale"; player: number; applied: number[]; fresh: number[] };

/** The address of the `i`th phone, in 198.18.0.0/15 (RFC 2544's benchmarking range). */
const phoneAddress = (i: number) => `198.${18 + ((i >> 16) & 1)}.${(i >> 8) & 0xff}.${i & 0xff}`;

async function main() {
  console.log(machineLine("start"));
  const made = performance.now();
  const photos: Buffer[] = [];
  // A few at a time: sharp encodes on its own threads, so both cores make them.
  for (let i = 0; i < COUNT + ALONE; i += 8)
    photos.push(...(await Promise.all(Array.from({ length: Math.min(8, COUNT + ALONE - i) }, (_, j) => phonePhoto(i + j + 1)))));
  const photoKb = photos.reduce((s, p) => s + p.length, 0) / photos.length / 1024;
  console.log(`${photos.length} photos made in ${ms((performance.now() - made) / 1000)} s, ${photoKb.toFixed(0)} KB on average`);

  const server = await startServer({ TRUST_PROXY: "loopback" });
  const { url } = server;
  try {
    const { token } = await api<{ token: string }>(`${url}/api/users/login/`, { method: "POST", json: ADMIN });
    const events = await api<{ results: { id: number; name: string }[] }>(`${url}/api/events/events/`);
    const demoId = events.results.find((e) => e.name === "Demo Premier League")?.id;
    if (!demoId) throw new Error("demo event missing");
    const teams = await api<{ id: number }[]>(`${url}/api/teams/all/?event_id=${demoId}`);
    const saleRound = saleRounds(url, token, demoId, teams, 1000);

    // The forms: the name, a date of birth, a phone and a photo, as a club's form asks.
    const forms: number[] = [];
    for (let e = 0; e <= EVENTS; e++) {
      const id = await createEvent(url, token, { name: e < EVENTS ? `Registration night ${e + 1}` : "Registration alone" });
      await api(`${url}/api/events/events/${id}/registration/`, {
        method: "PATCH",
        token,
        json: {
          open: true,
          fields: { photo: "optional", date_of_birth: "required", skills: "off", phone: "required", email: "off" },
        },
      });
      forms.push(id);
    }
    const alone = forms.pop()!;

    let sent = 0;
    const register = async (eventId: number): Promise<number> => {
      const i = sent++;
      const body = new FormData();
      body.set("name", `Registrant ${i + 1}`);
      body.set("date_of_birth", `${1980 + (i % 25)}-0${1 + (i % 9)}-1${i % 10}`);
      body.set("phone", `+91 9${String(100_000_000 + i).padStart(9, "0")}`);
      body.set("photo", new Blob([photos[i]!], { type: "image/jpeg" }), `photo-${i + 1}.jpg`);
      const t0 = now();
      const res = await fetch(`${url}/api/players/registrations/?event_id=${eventId}`, {
        method: "POST",
        headers: { "x-forwarded-for": phoneAddress(i) },
        body,
      });
      const text = await res.text();
      if (res.status !== 201) throw new Error(`registration ${i + 1}: ${res.status} ${text}`);
      return now() - t0;
    };

    // Baselines, nothing else running: bench:live's sale round trip, then one registration at a time.
    const baseline = await saleBaseline(saleRound, BASELINE_ROUNDS);
    const base = quantile(baseline, 0.5);
    const aloneTimes: number[] = [];
    for (let i = 0; i < ALONE; i++) aloneTimes.push(await register(alone));
    aloneTimes.sort((a, b) => a - b);
    const regBase = quantile(aloneTimes, 0.5);

    const children = await startViewers(url, demoId, VIEWERS, { procs: PROCS, mode: "sales" });
    /** One sale to every viewer: each viewer's time from the sell-player response to having applied it. */
    const saleToViewers = async (into: number[]) => {
      const round = await saleRound();
      // A viewers' process that has gone cannot be asked (its IPC channel is closed): say how it went.
      for (const c of children)
        if (!c.connected) throw new Error(`a viewers' client process has gone (exit code ${c.exitCode}, signal ${c.signalCode})`);
      const reports = await Promise.all(
        children.map((c) => {
          const report = nextMessage<SaleReport>(c, "sale");
          c.send({ type: "sale", player: round.player });
          return report;
        }),
      );
      for (const rep of reports) for (const t of rep.applied) into.push(Math.max(0, t - round.respondedAt));
    };
    let idle: number[] = [];
    const loaded: number[] = [];
    let salesLoaded = 0;
    let regTimes: number[] = [];
    let wall = 0;
    try {
      // bench:live's 1,000 row in this run: the viewers, the sales, no registration.
      for (let r = 0; r < BASELINE_ROUNDS; r++) await saleToViewers(idle);
      idle = idle.sort((a, b) => a - b);

      // The registrations, CLIENTS at a time, while the sales go on one after another.
      let done = false;
      const started = now();
      const clients = Array.from({ length: CLIENTS }, async () => {
        const times: number[] = [];
        while (sent < ALONE + COUNT) {
          const k = sent - ALONE;
          times.push(await register(forms[k % forms.length]!));
          if ((k + 1) % 100 === 0)
            console.log(`  ${k + 1} registrations sent after ${((now() - started) / 1000).toFixed(1)} s (${machineLine("now")})`);
        }
        return times;
      });
      const registering = Promise.all(clients).finally(() => {
        done = true;
      });
      // An auctioneer's pace: a sale every SALE_EVERY_MS at most (the demo has 60 players).
      const selling = (async () => {
        while (!done && salesLoaded < MAX_LOADED_SALES) {
          const next = now() + SALE_EVERY_MS;
          await saleToViewers(loaded);
          salesLoaded++;
          await Promise.race([registering, new Promise((r) => setTimeout(r, Math.max(0, next - now())))]);
        }
      })();
      regTimes = (await registering).flat().sort((a, b) => a - b);
      wall = (now() - started) / 1000;
      await selling;
      loaded.sort((a, b) => a - b);
    } finally {
      await stopViewers(children);
    }

    // Every registration is in its event's queue.
    for (const id of forms) {
      const page = await api<{ count: number }>(`${url}/api/players/registrations/?event_id=${id}&state=pending&page_size=1`, {
        token,
      });
      if (page.count !== COUNT / forms.length) throw new Error(`event ${id}: ${page.count} pending registrations`);
    }

    const p95 = quantile(regTimes, 0.95);
    const idleP95 = quantile(idle, 0.95);
    const loadedP95 = quantile(loaded, 0.95);
    console.log(
      `\nServer: 1 process (PGlite), TRUST_PROXY=loopback. ${COUNT} registrations with a photo (${photoKb.toFixed(0)} KB on average, each its own) into ${forms.length} events by ${CLIENTS} concurrent clients, each registration from its own address; ${VIEWERS} viewers of the demo event's live stream in ${children.length} client processes, the demo event selling a player every ${SALE_EVERY_MS / 1000} s.`,
    );
    console.log(
      `Baselines (nothing else running): sell-player round trip p50 ${ms(base)} ms, max ${ms(baseline[baseline.length - 1]!)} ms (${BASELINE_ROUNDS} sales); one registration at a time p50 ${ms(regBase)} ms, max ${ms(aloneTimes[aloneTimes.length - 1]!)} ms (${ALONE}).\n`,
    );
    console.log("| figure | value | ratio |");
    console.log("|---|---:|---|");
    console.log(`| registrations | ${regTimes.length} in ${wall.toFixed(1)} s: **${(regTimes.length / wall).toFixed(1)}/s** | |`);
    console.log(
      `| registration p50 / **p95** / max ms | ${ms(quantile(regTimes, 0.5))} / **${ms(p95)}** / ${ms(regTimes[regTimes.length - 1]!)} | p95 ${(p95 / regBase).toFixed(2)}× one registration alone (p50) |`,
    );
    console.log(
      `| viewers' delivery, no registration (bench:live's ${VIEWERS} row): p50 / **p95** ms | ${ms(quantile(idle, 0.5))} / **${ms(idleP95)}** (${BASELINE_ROUNDS} sales) | p95 ${(idleP95 / base).toFixed(2)}× sale baseline p50 |`,
    );
    console.log(
      `| viewers' delivery during the registrations: p50 / **p95** / max ms | ${ms(quantile(loaded, 0.5))} / **${ms(loadedP95)}** / ${ms(loaded[loaded.length - 1]!)} (${salesLoaded} sales) | p95 ${(loadedP95 / base).toFixed(2)}× sale baseline p50; ${(loadedP95 / idleP95).toFixed(2)}× without registrations |`,
    );
    console.log(`\n${machineLine("end")}`);
  } finally {
    await server.stop();
  }
}

await main();
