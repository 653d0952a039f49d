// Results before the auction and the round trip (docs/api.md "Player import"; decision 060): a
// sheet's status, team and price columns record results through the sale's own rules, each as a log
// entry that undo takes back; a refusal is its row's error; "Override limits" is the sale's; the dry
// run sums them up per team; the product's results export (CSV and XLSX) imports back unchanged, a
// detail named "Team" included, and details keep the sheet's column order. Sheets are made by LibreOffice.

import { AUCTION_ACTION, type ImportReport, PLAYER_STATUS, RESULT_IMPORT_TEXT, SALE_TEXT } from "@sah/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auctionLog, events, players, transactions } from "../src/db/schema.ts";
import { STAGE_ROWS } from "../src/services/imports/players.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createTeam } from "./helpers/auction-factories.ts";
import { call, createEvent, createSkill, createUser, multipart, type TestUser } from "./helpers/factories.ts";
import { CSV_UTF8, convert } from "./helpers/libreoffice.ts";

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
}, 180_000);
afterAll(() => t.close());

/** Funds 1,000 a team, at least 2 and at most 5 players, 10 the minimum price: a team's first max bid is 990. */
async function newEvent() {
  const id = await createEvent(t, { owners: [owner.id], fundsPerTeam: 1000, minPlayers: 2, maxPlayers: 5, minPlayerPrice: 10 });
  await createSkill(t, id, "Batter");
  const chennai = await createTeam(t, id, "Chennai Kings");
  const mumbai = await createTeam(t, id, "Mumbai Stars");
  eventOf.set(chennai, id).set(mumbai, id);
  return { id, chennai, mumbai };
}

type FileField = { filename: string; data: Buffer; type?: string };
function post(eventId: number, fields: Record<string, string | FileField>) {
  const body = multipart(fields);
  return call(t, "POST", `/api/players/import/?event_id=${eventId}`, {
    token: owner.token,
    payload: body.payload,
    headers: body.headers,
  });
}

/** Sheets written as CSV, saved by LibreOffice as XLSX (one LibreOffice run for all). */
async function asXlsx(sources: string[]): Promise<FileField[]> {
  const made = await convert(
    sources.map((data, i) => ({ name: `sheet${i}.csv`, data })),
    "xlsx",
  );
  return made.map((data, i) => ({ filename: `sheet${i}.xlsx`, data }));
}

/** A sheet written as CSV, saved by LibreOffice as XLSX and as CSV. */
async function asXlsxAndCsv(stem: string, source: string): Promise<FileField[]> {
  const input = [{ name: `${stem}.csv`, data: source }];
  const [[xlsx], [csvFile]] = await Promise.all([convert(input, "xlsx"), convert(input, CSV_UTF8)]);
  return [
    { filename: `${stem}.xlsx`, data: xlsx },
    { filename: `${stem}.csv`, data: csvFile },
  ];
}

const eventOf = new Map<number, number>();
const team = async (id: number) =>
  (await call(t, "GET", `/api/teams/${id}/?event_id=${eventOf.get(id)}`)).json<{
    funds_remaining: number;
    players_count: number;
  }>();
const sales = async (eventId: number) =>
  (await t.app.db.select().from(transactions).where(eq(transactions.eventId, eventId))).map((s) => [s.teamId, s.price]);
const actions = async (eventId: number) =>
  (await t.app.db.select().from(auctionLog).where(eq(auctionLog.eventId, eventId)).orderBy(auctionLog.seq)).map((l) => l.action);
const undo = (eventId: number) => call(t, "POST", `/api/auctions/transactions/undo/?event_id=${eventId}`, { token: owner.token });

// The league's retained list: statuses by name (any case) and by code, a team by name in another case.
const RETAINED = [
  "Name,DOB,Status,Team,Price,Specialism",
  "Ruturaj Gaikwad,1997-01-31,Retained,Chennai Kings,300,Batter",
  "Shivam Dube,1993-06-26,retained,chennai kings,200,Batter",
  "Rohit Sharma,1987-04-30,6,Mumbai Stars,250,Batter",
  "Akash Madhwal,1993-11-25,Unsold,,,Batter",
  "Tilak Varma,2002-11-08,,,,Batter",
].join("\n");

describe('results before the auction (docs/api.md "Player import")', () => {
  it("retained players with team and price: previewed per team, recorded like sales, one log entry each, undone one by one", async () => {
    for (const file of await asXlsxAndCsv("retained", RETAINED)) {
      const ev = await newEvent();
      const dry = (await post(ev.id, { file, dry_run: "1" })).json() as ImportReport;
      expect(dry).toMatchObject({ created: 5, errors: [], imported: false });
      expect(dry.mapping).toMatchObject({ Status: "status", Team: "team", Price: "price" });
      expect(dry.outcomes.map((o) => o.result ?? null)).toEqual([
        { status: PLAYER_STATUS.RETAINED, team: ev.chennai, team_name: "Chennai Kings", price: 300 },
        { status: PLAYER_STATUS.RETAINED, team: ev.chennai, team_name: "Chennai Kings", price: 200 },
        { status: PLAYER_STATUS.ICON, team: ev.mumbai, team_name: "Mumbai Stars", price: 250 },
        { status: PLAYER_STATUS.UNSOLD, team: null, team_name: null, price: null },
        null,
      ]);
      // The per-team summary: the purses as the import would leave them; the preview changed nothing.
      expect(dry.results).toEqual([
        {
          team: ev.chennai,
          name: "Chennai Kings",
          statuses: [{ status: PLAYER_STATUS.RETAINED, count: 2 }],
          spent: 500,
          funds_remaining: 500,
          players_count: 2,
        },
        {
          team: ev.mumbai,
          name: "Mumbai Stars",
          statuses: [{ status: PLAYER_STATUS.ICON, count: 1 }],
          spent: 250,
          funds_remaining: 750,
          players_count: 1,
        },
      ]);
      expect(await sales(ev.id)).toEqual([]);
      expect(await actions(ev.id)).toEqual([]);

      const done = (await post(ev.id, { file })).json() as ImportReport;
      expect(done).toMatchObject({ created: 5, imported: true, errors: [] });
      expect(await team(ev.chennai)).toMatchObject({ funds_remaining: 500, players_count: 2 });
      expect(await team(ev.mumbai)).toMatchObject({ funds_remaining: 750, players_count: 1 });
      const stored = await t.app.db.select().from(players).where(eq(players.eventId, ev.id)).orderBy(players.id);
      expect(stored.map((p) => p.status)).toEqual([
        PLAYER_STATUS.RETAINED,
        PLAYER_STATUS.RETAINED,
        PLAYER_STATUS.ICON,
        PLAYER_STATUS.UNSOLD,
        PLAYER_STATUS.AVAILABLE,
      ]);
      // Four results, four sales in the log, then the import's own entry.
      const sell = AUCTION_ACTION.sell;
      expect(await actions(ev.id)).toEqual([sell, sell, sell, sell, "player.import"]);

      // The same sheet again records nothing twice.
      const again = (await post(ev.id, { file })).json() as ImportReport;
      expect(again).toMatchObject({ unchanged: 5, created: 0, updated: 0, imported: true });
      expect(await sales(ev.id)).toHaveLength(3);
      expect(await actions(ev.id)).toHaveLength(5);

      // Undo takes the results back as it takes back typed sales, latest first.
      expect((await undo(ev.id)).statusCode).toBe(200); // Unsold
      expect((await undo(ev.id)).statusCode).toBe(200); // Mumbai's icon
      expect(await team(ev.mumbai)).toMatchObject({ funds_remaining: 1000, players_count: 0 });
      expect(await team(ev.chennai)).toMatchObject({ funds_remaining: 500, players_count: 2 });
    }
  }, 240_000);

  it("a result over the max bid is its row's price error and nothing is written; Override limits records it; past the funds never", async () => {
    const ev = await newEvent();
    const sheet = (price: number) =>
      [
        "Name,DOB,Status,Team,Price",
        "First Pick,2000-01-01,Sold,Chennai Kings,100",
        `Big Buy,2000-01-01,Sold,Chennai Kings,${price}`,
      ].join("\n");
    // After 100 the team has 900 left and its minimum squad is met by the second: 895 is within its max bid.
    const [xlsx, over, broke] = await asXlsx([
      sheet(895),
      ["Name,DOB,Status,Team,Price", "Big Buy,2000-01-01,Retained,Chennai Kings,995"].join("\n"),
      ["Name,DOB,Status,Team,Price", "Too Dear,2000-01-01,Sold,Mumbai Stars,1200"].join("\n"),
    ]);
    const fine = (await post(ev.id, { file: xlsx, dry_run: "1" })).json() as ImportReport;
    expect(fine.errors).toEqual([]);

    // A first result of 995 for a team with no players: the max bid is 990 (10 kept for the second player).
    const refused = await post(ev.id, { file: over });
    expect(refused.statusCode).toBe(200);
    const report = refused.json() as ImportReport;
    expect(report).toMatchObject({ imported: false });
    expect(report.errors).toEqual([{ row: 2, field: "price", messages: [SALE_TEXT.aboveMaxBid(990, "pts")] }]);
    expect(await t.app.db.select().from(players).where(eq(players.eventId, ev.id))).toEqual([]);
    expect(await actions(ev.id)).toEqual([]);

    // With skip_invalid the refused row is left out whole: no player, no sale.
    const skipped = (await post(ev.id, { file: over, skip_invalid: "1" })).json() as ImportReport;
    expect(skipped).toMatchObject({ imported: true, skipped: 1, created: 0 });
    expect(await t.app.db.select().from(players).where(eq(players.eventId, ev.id))).toEqual([]);
    expect(await actions(ev.id)).toEqual([]);

    // Override limits: the sale's override lifts the max bid's reserve; the log says so.
    const lifted = (await post(ev.id, { file: over, override_limits: "1" })).json() as ImportReport;
    expect(lifted).toMatchObject({ imported: true, created: 1, errors: [] });
    expect(await team(ev.chennai)).toMatchObject({ funds_remaining: 5, players_count: 1 });
    const [entry] = await t.app.db.select().from(auctionLog).where(eq(auctionLog.eventId, ev.id)).orderBy(auctionLog.seq);
    expect(entry.data).toMatchObject({ override: true });

    // Past the funds no override helps.
    const never = (await post(ev.id, { file: broke, override_limits: "1" })).json() as ImportReport;
    expect(never.errors).toEqual([{ row: 2, field: "price", messages: [SALE_TEXT.aboveFunds("Mumbai Stars", 1000, "pts")] }]);
  }, 240_000);

  it("bad result cells are row errors keyed by field; a status other than a result must be the player's own", async () => {
    const ev = await newEvent();
    const sheet = [
      "Name,DOB,Status,Team,Price",
      "No Team,2000-01-01,Sold,Delhi,100",
      "No Price,2000-01-01,Sold,Mumbai Stars,",
      "Odd Status,2000-01-01,Bought,Mumbai Stars,100",
      "No Status,2000-01-01,,Mumbai Stars,100",
      "Suspended One,2000-01-01,Suspended,,",
      "Not A Price,2000-01-01,Sold,Mumbai Stars,lots",
    ].join("\n");
    const res = (
      await post(ev.id, { file: { filename: "bad.csv", data: Buffer.from(sheet) }, dry_run: "1" })
    ).json() as ImportReport;
    expect(res.errors.map((e) => [e.row, e.field, e.messages[0]])).toEqual([
      [2, "team", RESULT_IMPORT_TEXT.noSuchTeam("Delhi")],
      [3, "price", "Price is required"],
      [4, "status", RESULT_IMPORT_TEXT.notAStatus("Bought")],
      [5, "status", RESULT_IMPORT_TEXT.statusNeeded],
      [6, "status", RESULT_IMPORT_TEXT.notImportable("Suspended")],
      [7, "price", expect.stringContaining("Enter an amount")],
    ]);
  });
});

describe('the round trip (docs/api.md "Player import")', () => {
  it("the results export, CSV and XLSX, imports back into its event as all unchanged, a detail named Team included", async () => {
    const ev = await newEvent();
    // A detail called "Team" (last season's team) beside the result's Team column, and details in the sheet's order.
    const source = [
      "Ref,Name,DOB,Status,Team,Price,Zone,Team (detail),Batting,Contact Number",
      "1,Asha Rao,2000-01-01,Retained,Chennai Kings,300,South,RR,Right,98765",
      "2,Bela Shah,1999-02-02,,,,West,MI,Left,",
      "3,Chitra Iyer,1998-03-03,Unsold,,,East,,Right,",
    ].join("\n");
    const [made] = await asXlsx([source]);
    const first = (await post(ev.id, { file: made })).json() as ImportReport;
    expect(first).toMatchObject({ created: 3, errors: [] });
    expect(first.mapping).toMatchObject({ Team: "team", "Team (detail)": "detail" });
    const [asha] = (await call(t, "GET", `/api/players/?event_id=${ev.id}`, { token: owner.token })).json().results;
    // The details keep the sheet's column order (the database's own order would be by length).
    expect(Object.keys(asha.details)).toEqual(["Zone", "Team", "Batting", "Contact Number"]);
    expect(asha.details.Team).toBe("RR");

    for (const format of ["csv", "xlsx"] as const) {
      const url = `/api/events/events/${ev.id}/export/?what=results&format=${format}`;
      const exported = await call(t, "GET", url, { token: owner.token });
      expect(exported.statusCode).toBe(200);
      const data = exported.rawPayload;
      if (format === "csv") {
        const header = data.toString("utf8").split(/\r?\n/)[0];
        expect(header).toContain(",Team,Price,");
        expect(header).toContain(",Zone,Team (detail),Batting,Contact Number");
      }
      const seq = (await t.app.db.select({ seq: events.logSeq }).from(events).where(eq(events.id, ev.id)))[0].seq;
      const back = (await post(ev.id, { file: { filename: `results.${format}`, data } })).json() as ImportReport;
      expect(back).toMatchObject({ rows: 3, unchanged: 3, created: 0, updated: 0, skipped: 0, errors: [] });
      expect(back.mapping).toMatchObject({ ID: "id", Status: "status", Team: "team", Price: "price", "Team (detail)": "detail" });
      expect((await t.app.db.select({ seq: events.logSeq }).from(events).where(eq(events.id, ev.id)))[0].seq).toBe(seq);
    }
    expect(await sales(ev.id)).toEqual([[ev.chennai, 300]]);
  }, 240_000);
});

describe("a large import's new players are staged in short transactions, all or nothing (decision 060)", () => {
  const many = (n: number, extra: string[] = []) =>
    ["Name,DOB,Status,Team,Price", ...Array.from({ length: n }, (_, i) => `Player ${i},2000-01-01,,,`), ...extra].join("\n");
  const csv = (text: string): FileField => ({ filename: "many.csv", data: Buffer.from(text), type: "text/csv" });
  const stagingEvents = async () =>
    (await t.app.db.select({ name: events.name }).from(events)).filter((e) => e.name.endsWith("(staging)"));

  it("a refused result rolls back the staged players too; then the import writes them all, in sheet order", async () => {
    const ev = await newEvent();
    const n = STAGE_ROWS * 2 + 1;
    const refused = (
      await post(ev.id, { file: csv(many(n, ["Too Dear,2000-01-01,Sold,Mumbai Stars,5000"])) })
    ).json() as ImportReport;
    expect(refused).toMatchObject({ imported: false, created: n, skipped: 1 });
    expect(refused.errors.map((e) => [e.row, e.field])).toEqual([[n + 2, "price"]]);
    expect(await t.app.db.select().from(players).where(eq(players.eventId, ev.id))).toEqual([]);
    expect(await stagingEvents()).toEqual([]);

    const done = (await post(ev.id, { file: csv(many(n, ["Pick,2000-01-01,Sold,Mumbai Stars,50"])) })).json() as ImportReport;
    expect(done).toMatchObject({ imported: true, created: n + 1, errors: [] });
    const stored = await t.app.db.select().from(players).where(eq(players.eventId, ev.id)).orderBy(players.id);
    expect(stored.map((p) => p.name)).toEqual([...Array.from({ length: n }, (_, i) => `Player ${i}`), "Pick"]);
    expect(await stagingEvents()).toEqual([]);
    expect(await sales(ev.id)).toEqual([[ev.mumbai, 50]]);
  }, 240_000);
});
