// A small auction of its own run to the end through the API, for the report's journey and screenshots
// (docs/api.md "The auction report"): four teams, sixteen players over three grades and three
// skills, most sold with a spread of prices, a bonus, an undone sale and two Unsold. Its own event, so
// the demo's purses stay as the other journeys expect them.
import type { Event, Team } from "@sah/domain";
import { api, createEvent } from "./api.ts";

type Drawn = { status: number; player: { id: number } | null };

/** The concluded event (status 4: nothing left to draw, Unsold remain). `userId`: the caller, owner of every team. */
export async function concludedAuction(base: string, token: string, userId: number): Promise<Event> {
  const call = <T>(path: string, json?: unknown, method?: string) => api<T>(base, path, { token, json, method });
  const event = await createEvent(base, token, "Report Cup", {
    funds_per_team: 100_000,
    min_player_price: 1_000,
    min_players: 0,
    max_players: 6,
  });
  const q = `?event_id=${event.id}`;
  // The event type's skills (Cricket: Batter, Bowler, ...), and made up to three when it has fewer.
  const skills = (await call<{ id: number }[]>(`events/skills/all/${q}`)).map((s) => s.id).slice(0, 3);
  for (const name of ["Batting", "Bowling", "Keeping"].slice(skills.length))
    skills.push((await call<{ id: number }>(`events/skills/${q}`, { name })).id);
  const teams: Team[] = [];
  for (const name of ["Chennai Chargers", "Mumbai Mavericks", "Pune Panthers", "Delhi Daredevils"])
    teams.push(await call<Team>(`teams/${q}`, { name, owners: [userId] }));
  const grades = [10, 15, 20];
  for (let i = 0; i < 16; i++) {
    await call(`players/${q}`, {
      name: `Player ${String.fromCharCode(65 + i)}${["ravind", "ohit", "asprit", "ikhar"][i % 4]}`,
      date_of_birth: "2000-01-01",
      grade: grades[i % 3],
      skills: [skills[i % 3]],
      base_price: [5_000, 3_000, 1_000][i % 3],
    });
  }
  const auction = (path: string, json: unknown = {}) => call<Drawn>(`auctions/transactions/${path}/${q}`, json);
  let lot = 0;
  for (;;) {
    const drawn = await auction("next-player");
    if (drawn.status !== 1 || !drawn.player) break;
    lot++;
    const player = drawn.player.id;
    if (lot % 7 === 0) {
      await auction("sell-player", { player, status: 2 });
      continue;
    }
    const team = teams[lot % teams.length]!;
    // A spread: some at the base price (steals), some a little over (bargains), a few bid well up.
    const price = [5_000, 3_500, 12_000, 1_000, 26_000, 6_000][lot % 6]!;
    await auction("sell-player", { player, status: 3, team: team.id, price: Math.max(price, 1_000) }).catch(async () =>
      auction("sell-player", { player, status: 3, team: team.id, price: 5_000 }),
    );
    if (lot === 3) await call(`teams/${teams[0]!.id}/adjustments/${q}`, { amount: 10_000, reason: "Sponsor bonus" });
    if (lot === 5) {
      // A sale taken back and made again at another price: only the second counts.
      await auction("undo");
      await auction("sell-player", { player, status: 3, team: team.id, price: 7_000 });
    }
  }
  return event;
}
