// Amount style and team short names (docs/api.md "Events" amount_style, "Teams" short_name; decision 061):
// the event's setting and its refusals, short names derived or set and never two alike in an event,
// the team import's column, backup/restore and duplicate carrying both, XLSX money grouped for INR.
import { BACKUP_ENTRY, type BackupDocument, INDIAN_NUMBER_FORMAT, RULE_TEXT, type Team } from "@sah/domain";
import ExcelJS from "exceljs";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layout } from "../src/services/share/cards.ts";
import { eventCardModel } from "../src/services/share/models.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createSale } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, eventTypeId, multipart, type TestUser } from "./helpers/factories.ts";

let t: TestApp;
let staff: TestUser;
let owner: TestUser;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { isStaff: true });
  owner = await createUser(t);
  eventId = await createEvent(t, {
    owners: [owner.id],
    fundsPerTeam: 1_20_00_00_000,
    minPlayerPrice: 30_00_000,
    minPlayers: 2,
    maxPlayers: 5,
    fundsUnit: "INR",
  });
});
afterAll(() => t.close());

const patchEvent = (id: number, payload: Record<string, unknown>) =>
  call(t, "PATCH", `/api/events/events/${id}/`, { token: owner.token, payload });
const postTeam = (id: number, payload: Record<string, unknown>) =>
  call(t, "POST", `/api/teams/?event_id=${id}`, { token: owner.token, payload: { owners: [owner.id], ...payload } });
const teamsOf = async (id: number): Promise<Team[]> =>
  (await call(t, "GET", `/api/teams/?event_id=${id}&limit=100`, { token: owner.token })).json().results;

describe("event amount_style", () => {
  it("is full by default, set on create and by PATCH; anything else is 400 keyed amount_style and changes nothing", async () => {
    const type = await eventTypeId(t);
    const base = {
      name: "Crore Night",
      date: "2026-05-01",
      start_time: "18:00",
      end_time: "22:30",
      location: "Mumbai",
      funds_per_team: 1_20_00_00_000,
      funds_unit: "INR",
      min_player_price: 30_00_000,
      min_players: 18,
      max_players: 25,
      type,
    };
    const plain = await call(t, "POST", "/api/events/events/", { token: staff.token, payload: base });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().amount_style).toBe("full");
    const short = await call(t, "POST", "/api/events/events/", {
      token: staff.token,
      payload: { ...base, name: "Short Night", amount_style: "short" },
    });
    expect(short.json().amount_style).toBe("short");

    const bad = await patchEvent(eventId, { amount_style: "tiny" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(["amount_style"]);
    const got = await call(t, "GET", `/api/events/events/${eventId}/`);
    expect(got.json().amount_style).toBe("full");
    const ok = await patchEvent(eventId, { amount_style: "short" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().amount_style).toBe("short");
  });
});

describe("team short_name", () => {
  it("is derived from the initials when not set, the team's own when set, returned either way", async () => {
    const ev = await createEvent(t, { owners: [owner.id] });
    const rcb = await postTeam(ev, { name: "Royal Challengers Bengaluru" });
    expect(rcb.statusCode).toBe(201);
    expect(rcb.json().short_name).toBe("RCB");
    const pbks = await postTeam(ev, { name: "Punjab Kings", short_name: " PBKS " });
    expect(pbks.json().short_name).toBe("PBKS");
    // Cleared: derived again.
    const cleared = await call(t, "PATCH", `/api/teams/${pbks.json().id}/?event_id=${ev}`, {
      token: owner.token,
      payload: { short_name: "" },
    });
    expect(cleared.json().short_name).toBe("PK");
    const form = multipart({ name: "Chennai Super Kings", owners: [owner.id], short_name: "" });
    const csk = await call(t, "POST", `/api/teams/?event_id=${ev}`, {
      token: owner.token,
      payload: form.payload,
      headers: form.headers,
    });
    expect(csk.json().short_name).toBe("CSK");
  });

  it("is at most 5 characters and unique in the event whatever the case (400 keyed short_name, nothing written)", async () => {
    const ev = await createEvent(t, { owners: [owner.id] });
    await postTeam(ev, { name: "Chennai Super Kings" });
    await postTeam(ev, { name: "Mumbai Indians", short_name: "MI" });
    const long = await postTeam(ev, { name: "Delhi Capitals", short_name: "DELHIC" });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json())).toEqual(["short_name"]);
    const derivedTaken = await postTeam(ev, { name: "Capital Super Kings", short_name: "csk" });
    expect(derivedTaken.statusCode).toBe(400);
    expect(derivedTaken.json()).toEqual({ short_name: [RULE_TEXT.teamShortNameTaken("CSK", "Chennai Super Kings")] });
    const ownTaken = await postTeam(ev, { name: "Madras Indians", short_name: "mi" });
    expect(ownTaken.json()).toEqual({ short_name: [RULE_TEXT.teamShortNameTaken("MI", "Mumbai Indians")] });
    expect((await teamsOf(ev)).map((x) => x.name).sort()).toEqual(["Chennai Super Kings", "Mumbai Indians"]);
    // A PATCH to another's short name is refused; to its own (another case) is not.
    const [, mi] = (await teamsOf(ev)).sort((a, b) => a.id - b.id);
    const clash = await call(t, "PATCH", `/api/teams/${mi.id}/?event_id=${ev}`, {
      token: owner.token,
      payload: { short_name: "CSK" },
    });
    expect(clash.statusCode).toBe(400);
    const same = await call(t, "PATCH", `/api/teams/${mi.id}/?event_id=${ev}`, {
      token: owner.token,
      payload: { short_name: "Mi" },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().short_name).toBe("Mi");
  });
});

describe("team import short_name", () => {
  const importCsv = (ev: number, text: string) => {
    const body = multipart({ file: { filename: "teams.csv", data: Buffer.from(text) } });
    return call(t, "POST", `/api/teams/import/?event_id=${ev}`, {
      token: owner.token,
      payload: body.payload,
      headers: body.headers,
    });
  };

  it("reads a Short name, Code or Abbr column; a short name two rows give is an error of the second row", {
    timeout: 180_000,
  }, async () => {
    for (const header of ["Short name", "Code", "Abbr"]) {
      const ev = await createEvent(t, { owners: [owner.id] });
      const res = await importCsv(ev, `Team,${header}\nRoyal Challengers Bengaluru,RCB\nPunjab Kings,PBKS\nMumbai Indians,\n`);
      expect(res.statusCode, res.body).toBe(200);
      expect(Object.fromEntries((await teamsOf(ev)).map((x) => [x.name, x.short_name]))).toEqual({
        "Royal Challengers Bengaluru": "RCB",
        "Punjab Kings": "PBKS",
        "Mumbai Indians": "MI",
      });
    }
    const ev = await createEvent(t, { owners: [owner.id] });
    const dup = await importCsv(ev, "Team,Code\nAlpha Beta,AB\nAlpha Bravo,ab\nToo Long,SIXCHR\n");
    const report = dup.json();
    expect(report.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [3, "short_name"],
      [4, "short_name"],
    ]);
    expect(await teamsOf(ev)).toEqual([]);
  });
});

describe("backup, restore and duplicate", () => {
  it("carry the event's amount_style and the teams' own short names (null stays derived)", async () => {
    const ev = await createEvent(t, { owners: [owner.id] });
    await patchEvent(ev, { amount_style: "short" });
    await postTeam(ev, { name: "Punjab Kings", short_name: "PBKS" });
    await postTeam(ev, { name: "Chennai Super Kings" });
    const zip = await call(t, "GET", `/api/events/events/${ev}/backup/`, { token: owner.token });
    expect(zip.statusCode).toBe(200);
    const doc: BackupDocument = JSON.parse(
      Buffer.from(unzipSync(new Uint8Array(zip.rawPayload))[BACKUP_ENTRY.document]).toString(),
    );
    expect(doc.event.amount_style).toBe("short");
    expect(doc.teams.map((x) => x.short_name).sort()).toEqual(["PBKS", null]);

    const form = multipart({ file: { filename: "backup.zip", data: zip.rawPayload, type: "application/zip" } });
    const restored = await call(t, "POST", "/api/events/events/restore/", {
      token: staff.token,
      payload: form.payload,
      headers: form.headers,
    });
    expect(restored.statusCode, restored.body).toBe(201);
    const copy = await call(t, "POST", `/api/events/events/${ev}/duplicate/`, {
      token: staff.token,
      payload: { name: "Next season" },
    });
    expect(copy.statusCode).toBe(201);
    for (const id of [restored.json().id, copy.json().id]) {
      expect((await call(t, "GET", `/api/events/events/${id}/`, { token: staff.token })).json().amount_style).toBe("short");
      expect(Object.fromEntries((await teamsOf(id)).map((x) => [x.name, x.short_name]))).toEqual({
        "Punjab Kings": "PBKS",
        "Chennai Super Kings": "CSK",
      });
    }
  });
});

describe("amounts out of the event", () => {
  it("XLSX money columns are grouped the en-IN way for INR and stay numbers; the event's card says them short", {
    timeout: 120_000,
  }, async () => {
    const ev = await createEvent(t, {
      owners: [owner.id],
      fundsPerTeam: 1_20_00_00_000,
      minPlayerPrice: 30_00_000,
      fundsUnit: "INR",
    });
    const team = (await postTeam(ev, { name: "Chennai Super Kings" })).json().id as number;
    const player = await createPlayer(t, ev, { name: "Marquee Player" });
    await createSale(t, ev, { player, team, price: 18_00_00_000 });
    const res = await call(t, "GET", `/api/events/events/${ev}/export/?what=rosters&format=xlsx`, { token: owner.token });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const price = sheet.getRow(2).getCell(5);
    expect(price.value).toBe(18_00_00_000);
    expect(sheet.getColumn(5).numFmt ?? price.numFmt).toBe(INDIAN_NUMBER_FORMAT);

    await patchEvent(ev, { amount_style: "short" });
    const model = await eventCardModel(t.app.db, ev);
    expect(JSON.stringify(layout(model!))).toContain("₹18 Cr");
    await patchEvent(ev, { amount_style: "full" });
    expect(JSON.stringify(layout((await eventCardModel(t.app.db, ev))!))).toContain("18,00,00,000 INR");
  });
});
