// A professional-scale event for the benches (issue 26; docs/decisions/064-long-lists.md): 10 teams with a
// purse of 120 crore INR, a 30 lakh minimum, squads of 18 to 25, and 600 players in graded sets with
// base prices from 30 lakh to 2 crore, made through the API (the teams one by one, the players in one
// sheet import). bench/night.ts replays its auction; bench/lighthouse.ts measures its public pages.
import { api, createEvent } from "./server.ts";

export const NIGHT = {
  players: 600,
  teams: 10,
  /** 120 crore and 30 lakh, in rupees. */
  purse: 1_200_000_000,
  minimum: 3_000_000,
  minPlayers: 18,
  maxPlayers: 25,
} as const;

/** The sets of the night in the order drawn: name, grade, how many players, base price (rupees). */
const SETS: [string, string, number, number][] = [
  ["Marquee", "A+", 20, 20_000_000],
  ["Batters 1", "A", 60, 15_000_000],
  ["Bowlers 1", "A", 60, 10_000_000],
  ["All-rounders 1", "A-", 60, 7_500_000],
  ["Wicket-keepers 1", "B+", 40, 5_000_000],
  ["Batters 2", "B", 90, 3_000_000],
  ["Bowlers 2", "B", 90, 3_000_000],
  ["All-rounders 2", "C", 90, 3_000_000],
  ["Uncapped", "C-", 90, 3_000_000],
];

const TEAM_NAMES = [
  "Chennai Super Kings",
  "Mumbai Indians",
  "Royal Challengers Bengaluru",
  "Kolkata Knight Riders",
  "Rajasthan Royals",
  "Delhi Capitals",
  "Punjab Kings",
  "Sunrisers Hyderabad",
  "Gujarat Titans",
  "Lucknow Super Giants",
];

export type NightEvent = { eventId: number; teams: { id: number; name: string }[] };

/** The night's players as a CSV sheet: name, date of birth, grade, set, base price. */
export function nightSheet(): string {
  const rows = ["Name,DOB,Grade,Set,Base price"];
  let n = 0;
  for (const [set, grade, count, price] of SETS) {
    for (let i = 0; i < count; i++) {
      n++;
      rows.push(`Player ${String(n).padStart(3, "0")} ${set},1998-0${1 + (n % 9)}-1${n % 10},${grade},${set},${price}`);
    }
  }
  if (n !== NIGHT.players) throw new Error(`the sets hold ${n} players, not ${NIGHT.players}`);
  return rows.join("\n");
}

/** Creates the night's event with its teams (owned by the staff user `userId`) and players. */
export async function createNightEvent(url: string, token: string, userId: number, name = "Night League"): Promise<NightEvent> {
  const eventId = await createEvent(url, token, {
    name,
    funds_per_team: NIGHT.purse,
    funds_unit: "INR",
    min_player_price: NIGHT.minimum,
    min_players: NIGHT.minPlayers,
    max_players: NIGHT.maxPlayers,
  });
  const teams: { id: number; name: string }[] = [];
  for (const teamName of TEAM_NAMES.slice(0, NIGHT.teams)) {
    teams.push(
      await api(`${url}/api/teams/?event_id=${eventId}`, { method: "POST", token, json: { name: teamName, owners: [userId] } }),
    );
  }
  const form = new FormData();
  form.append("file", new Blob([nightSheet()], { type: "text/csv" }), "players.csv");
  const result = await api<{ created: number; imported: boolean }>(`${url}/api/players/import/?event_id=${eventId}`, {
    method: "POST",
    token,
    body: form,
  });
  if (!result.imported || result.created !== NIGHT.players) throw new Error(`import made ${result.created} players`);
  return { eventId, teams };
}
