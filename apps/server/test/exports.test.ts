// Exports (docs/api.md "Exports"): results, rosters and the log as CSV and
// XLSX; private details only for the event's managers; formula injection escaped in every cell.
import { CONTACT_NUMBER_KEY } from "@sah/domain";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auctionLog } from "../src/db/schema.ts";
import { escapeFormula } from "../src/services/sheets/sheet-file.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { createPlayer, createSale, createTeam, putOnBlock } from "./helpers/auction-factories.ts";
import { call, createEvent, createUser, type TestUser } from "./helpers/factories.ts";
import { CSV_UTF8, convert } from "./helpers/libreoffice.ts";

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let eventId: number;
let teamA: number;
let sold: number;
let sneaky: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { name: "Olga Owner" });
  stranger = await createUser(t);
  eventId = await createEvent(t, {
    name: "Summer Léague 2026",
    owners: [owner.id],
    fundsPerTeam: 1000,
    minPlayerPrice: 10,
    minPlayers: 3,
    maxPlayers: 5,
  });
  teamA = await createTeam(t, eventId, "Chennai Chargers");
  await createTeam(t, eventId, "=Bad Team");
  sold = await createPlayer(t, eventId, {
    name: "Zoë Müller",
    grade: 10,
    email: "zoe@example.com",
    details: { [CONTACT_NUMBER_KEY]: "+91 98765 43210", Batting: "Left", _notes: "private note" },
  });
  sneaky = await createPlayer(t, eventId, { name: '=HYPERLINK("http://x.test","click")', details: { Batting: "-1+2", Age: 31 } });
  await createSale(t, eventId, { player: sold, team: teamA, price: 250 });
  // A fine and a bonus, each with its reason (the rosters show them; decision 062).
  for (const [amount, reason] of [
    [-100, "Slow over-rate"],
    [30, "Fair play award"],
  ] as const) {
    const res = await call(t, "POST", `/api/teams/${teamA}/adjustments/?event_id=${eventId}`, {
      token: owner.token,
      payload: { amount, reason },
    });
    expect(res.statusCode).toBe(201);
  }
  // A sale through the engine, so the log holds an auction entry.
  await putOnBlock(t, eventId, sneaky);
  const sale = await call(t, "POST", `/api/auctions/transactions/sell-player/?event_id=${eventId}`, {
    token: owner.token,
    payload: { player: sneaky, status: 3, team: teamA, price: 40 },
  });
  expect(sale.statusCode).toBe(200);
});
afterAll(() => t.close());

const exportUrl = (what: string, format: string, id: number = eventId) =>
  `/api/events/events/${id}/export/?what=${what}&format=${format}`;
const get = (what: string, format: string, token?: string) => call(t, "GET", exportUrl(what, format), { token });

function csvGrid(body: Buffer): string[][] {
  const text = body.toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: false }).data;
}

async function workbook(body: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book;
}

describe("escapeFormula", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+91 98765", "'+91 98765"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tx", "'\tx"],
    ["\rx", "'\rx"],
    ["Zoë", "Zoë"],
    ["a=b", "a=b"],
    ["", ""],
  ])("%j → %j", (input, out) => {
    expect(escapeFormula(input)).toBe(out);
  });
});

describe("results", () => {
  it("CSV in UTF-8 with a BOM: accents intact, private details and e-mail only for the event's managers", async () => {
    const res = await get("results", "csv", owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="summer-league-2026-results.csv"');
    const [header, ...rows] = csvGrid(res.rawPayload);
    expect(header).toEqual(
      expect.arrayContaining(["Name", "Status", "Team", "Price", "Email", CONTACT_NUMBER_KEY, "_notes", "Batting"]),
    );
    const zoe = rows.find((r) => r[header.indexOf("Name")] === "Zoë Müller");
    expect(zoe?.[header.indexOf("Team")]).toBe("Chennai Chargers");
    expect(zoe?.[header.indexOf("Price")]).toBe("250");
    expect(zoe?.[header.indexOf(CONTACT_NUMBER_KEY)]).toBe("'+91 98765 43210");
    expect(zoe?.[header.indexOf("Email")]).toBe("zoe@example.com");

    for (const token of [undefined, stranger.token]) {
      const pub = await get("results", "csv", token);
      expect(pub.statusCode).toBe(200);
      const text = pub.rawPayload.toString("utf8");
      const [pubHeader] = csvGrid(pub.rawPayload);
      expect(pubHeader).not.toContain(CONTACT_NUMBER_KEY);
      expect(pubHeader).not.toContain("_notes");
      expect(pubHeader).not.toContain("Email");
      expect(text).not.toContain("98765");
      expect(text).not.toContain("private note");
      expect(text).not.toContain("zoe@example.com");
    }
  });

  it("escapes every text cell that would run as a formula; numbers stay numbers", async () => {
    const res = await get("results", "csv", owner.token);
    const [header, ...rows] = csvGrid(res.rawPayload);
    const row = rows.find((r) => r[header.indexOf("Batting")] === "'-1+2");
    expect(row?.[header.indexOf("Name")]).toBe(`'=HYPERLINK("http://x.test","click")`);
    expect(row?.[header.indexOf("Age")]).toBe("31");
    for (const r of rows) for (const cell of r) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("XLSX: typed numbers, widths, a bold header row frozen, escaped text", async () => {
    const res = await get("results", "xlsx", owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const ws = (await workbook(res.rawPayload)).getWorksheet("Results");
    expect(ws).toBeDefined();
    if (!ws) return;
    expect(ws.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(ws.getRow(1).font?.bold).toBe(true);
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    let zoeRow = 0;
    ws.eachRow((row, n) => {
      if (row.getCell(col("Name")).value === "Zoë Müller") zoeRow = n;
    });
    expect(zoeRow).toBeGreaterThan(1);
    const price = ws.getRow(zoeRow).getCell(col("Price"));
    expect(price.value).toBe(250);
    expect(price.type).toBe(ExcelJS.ValueType.Number);
    expect(ws.getRow(zoeRow).getCell(col("ID")).type).toBe(ExcelJS.ValueType.Number);
    expect(ws.getColumn(col("Name")).width).toBeGreaterThanOrEqual("Zoë Müller".length);
    const texts: string[] = [];
    ws.eachRow((row) => row.eachCell((c) => typeof c.value === "string" && texts.push(c.value)));
    expect(texts).toContain(`'=HYPERLINK("http://x.test","click")`);
    for (const s of texts) expect(s).not.toMatch(/^[=+\-@\t\r]/);
  });
});

describe("rosters", () => {
  it("XLSX: one sheet per team with its players and prices, then spent, left and needs", async () => {
    const res = await get("rosters", "xlsx");
    expect(res.statusCode).toBe(200);
    const book = await workbook(res.rawPayload);
    expect(book.worksheets.map((w) => w.name).sort()).toEqual(["=Bad Team", "Chennai Chargers"].sort());
    const ws = book.getWorksheet("Chennai Chargers");
    if (!ws) throw new Error("no sheet");
    const cells = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    expect(cells(1)).toEqual(["Player", "Status", "Grade", "Skills", "Price", "RTM"]);
    const all: unknown[][] = [];
    ws.eachRow((row) => all.push((row.values as unknown[]).slice(1)));
    const byLabel = (label: string) => all.find((r) => r[0] === label)?.[4];
    expect(all.find((r) => r[0] === "Zoë Müller")?.[4]).toBe(250);
    expect(byLabel("Purse")).toBe(1000);
    expect(byLabel("Spent")).toBe(290);
    expect(byLabel("Adjustment: Slow over-rate")).toBe(-100);
    expect(byLabel("Adjustment: Fair play award")).toBe(30);
    expect(byLabel("Left")).toBe(640);
    // Purse − Spent + each adjustment = Left, in the order the rows come.
    const footer = all.slice(
      all.findIndex((r) => r[0] === "Purse"),
      all.findIndex((r) => r[0] === "Left"),
    );
    expect(footer.map((r) => r[0])).toEqual(["Purse", "Spent", "Adjustment: Slow over-rate", "Adjustment: Fair play award"]);
    expect(1000 - 290 - 100 + 30).toBe(byLabel("Left"));
    expect(byLabel("Players")).toBe(2);
    expect(byLabel("Needs")).toBe(1);
    expect(byLabel("Open slots")).toBe(3);
  });

  it("a team whose name starts or ends with an apostrophe gets a sheet, not a 500", async () => {
    const ev = await createEvent(t, { owners: [owner.id] });
    await createTeam(t, ev, "'Quoted Knights'");
    await createTeam(t, ev, "Ends'");
    const res = await call(t, "GET", exportUrl("rosters", "xlsx", ev));
    expect(res.statusCode).toBe(200);
    const book = await workbook(res.rawPayload);
    expect(book.worksheets.map((w) => w.name).sort()).toEqual(["Ends", "Quoted Knights"]);
  });

  it("CSV: each team's table under its name", async () => {
    const res = await get("rosters", "csv");
    const grid = csvGrid(res.rawPayload);
    const at = grid.findIndex((r) => r[0] === "Chennai Chargers");
    expect(at).toBeGreaterThanOrEqual(0);
    expect(grid[at + 1]).toEqual(["Player", "Status", "Grade", "Skills", "Price", "RTM"]);
    expect(grid.some((r) => r[0] === "'=Bad Team")).toBe(true);
    expect(grid.slice(at).find((r) => r[0] === "Spent")?.[4]).toBe("290");
    expect(grid.slice(at).find((r) => r[0] === "Adjustment: Slow over-rate")?.[4]).toBe("-100");
  });
});

describe("log", () => {
  it("the event's managers only", async () => {
    expect((await get("log", "csv")).statusCode).toBe(401);
    expect((await get("log", "csv", stranger.token)).statusCode).toBe(403);
  });

  it("per entry: when, who, action, player, team, status and price before → after, reason when it has one", async () => {
    // An entry of an action this file does not know, as the corrections feature writes it: a user and a reason of its own.
    await t.app.db.insert(auctionLog).values({
      eventId,
      seq: 1000,
      actorId: owner.id,
      action: "auction.correction",
      topics: ["players"],
      data: {
        players: [{ id: sold, from: 3, to: 3 }],
        removed: [{ id: 1, player: sold, team: teamA, price: 250, created_at: new Date().toISOString() }],
        added: [{ id: 2, player: sold, team: teamA, price: 200, created_at: new Date().toISOString() }],
        block: null,
        reason: "Typo in the price",
        user: { id: owner.id, name: "Olga Owner" },
      },
    });
    const res = await get("log", "csv", owner.token);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = csvGrid(res.rawPayload);
    expect(header).toEqual([
      "Seq",
      "When (UTC)",
      "User",
      "Action",
      "What happened",
      "Undone",
      "Player",
      "Team",
      "Status before",
      "Status after",
      "Price before",
      "Price after",
      "Base price before",
      "Base price after",
      "Reason",
      "Fields changed",
    ]);
    const col = (r: string[], name: string) => r[header.indexOf(name)];
    const sale = rows.find((r) => col(r, "Action") === "auction.sell");
    expect(sale && col(sale, "User")).toBe("Olga Owner");
    expect(sale && col(sale, "Player")).toBe(`'=HYPERLINK("http://x.test","click")`);
    expect(sale && col(sale, "Team")).toBe("Chennai Chargers");
    expect(sale && col(sale, "Status before")).toBe("Auctioning");
    expect(sale && col(sale, "Status after")).toBe("Sold");
    expect(sale && col(sale, "Price after")).toBe("40");
    expect(sale && col(sale, "When (UTC)")).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+00:00$/);
    const fix = rows.find((r) => col(r, "Action") === "auction.correction");
    expect(fix && [col(fix, "Player"), col(fix, "Price before"), col(fix, "Price after"), col(fix, "Reason")]).toEqual([
      "Zoë Müller",
      "250",
      "200",
      "Typo in the price",
    ]);
  });
});

describe('log: local time, the audit\'s sentences, undone entries (docs/api.md "Exports")', () => {
  it("times in the asked zone with its offset, the sentence beside each action code, an undone action marked undone", async () => {
    const ev = await createEvent(t, { owners: [owner.id], fundsPerTeam: 1000, minPlayerPrice: 10, minPlayers: 1, maxPlayers: 5 });
    const team = await createTeam(t, ev, "Mumbai Mavericks");
    const p = await createPlayer(t, ev, { name: "Kiran Rao" });
    const post = (path: string, payload: Record<string, unknown> = {}) =>
      call(t, "POST", `${path}?event_id=${ev}`, { token: owner.token, payload });
    expect((await post("/api/auctions/transactions/next-player/", { player: p })).statusCode).toBe(200);
    expect((await post("/api/auctions/transactions/sell-player/", { player: p, status: 3, team, price: 60 })).statusCode).toBe(
      200,
    );
    expect((await post("/api/auctions/transactions/undo/")).statusCode).toBe(200);
    const res = await call(t, "GET", `${exportUrl("log", "csv", ev)}&tz=Asia/Kolkata`, { token: owner.token });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = csvGrid(res.rawPayload);
    const col = (r: string[], name: string) => r[header.indexOf(name)];
    expect(header.slice(0, 6)).toEqual(["Seq", "When (Asia/Kolkata)", "User", "Action", "What happened", "Undone"]);
    const sale = rows.find((r) => col(r, "Action") === "auction.sell");
    const undo = rows.find((r) => col(r, "Action") === "auction.undo");
    const draw = rows.find((r) => col(r, "Action") === "auction.draw");
    if (!sale || !undo || !draw) throw new Error("missing entries");
    expect(col(sale, "When (Asia/Kolkata)")).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+05:30$/);
    expect(col(sale, "What happened")).toBe("Kiran Rao sold to Mumbai Mavericks for 60 pts");
    expect(col(sale, "Undone")).toBe(`Undone (#${col(undo, "Seq")})`);
    expect(col(undo, "What happened")).toContain("Kiran Rao sold to Mumbai Mavericks for 60 pts");
    expect(col(undo, "Undone")).toBe("");
    expect(col(draw, "Undone")).toBe("");
    const bad = await call(t, "GET", `${exportUrl("log", "csv", ev)}&tz=Mars/Olympus`, { token: owner.token });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(["tz"]);
  });
});

describe("log of corrections and adjustments made through the API", () => {
  it("names the team of a purse adjustment and carries each entry's reason", async () => {
    const fix = await call(t, "POST", `/api/auctions/corrections/?event_id=${eventId}`, {
      token: owner.token,
      payload: { player: sneaky, status: 3, team: teamA, price: 45, reason: "Hammer price was 45" },
    });
    expect(fix.statusCode).toBe(200);
    const fine = await call(t, "POST", `/api/teams/${teamA}/adjustments/?event_id=${eventId}`, {
      token: owner.token,
      payload: { amount: -20, reason: "Late to the table" },
    });
    expect(fine.statusCode).toBe(201);
    const [header, ...rows] = csvGrid((await get("log", "csv", owner.token)).rawPayload);
    const col = (r: string[], name: string) => r[header.indexOf(name)];
    const correction = rows.find((r) => col(r, "Reason") === "Hammer price was 45");
    expect(correction && [col(correction, "User"), col(correction, "Price before"), col(correction, "Price after")]).toEqual([
      "Olga Owner",
      "40",
      "45",
    ]);
    const adjustment = rows.find((r) => col(r, "Reason") === "Late to the table");
    expect(adjustment && col(adjustment, "Team")).toBe("Chennai Chargers");
  });
});

describe('base prices in the log (docs/api.md "The log")', () => {
  it("a second round is one row per player with its base price before → after; a player edit's too", async () => {
    const ev = await createEvent(t, { owners: [owner.id], fundsPerTeam: 1000, minPlayerPrice: 10, minPlayers: 1, maxPlayers: 5 });
    const own = await createPlayer(t, ev, { name: "Priced", status: 2 });
    await createPlayer(t, ev, { name: "Unpriced", status: 2 });
    const edited = await call(t, "PATCH", `/api/players/${own}/?event_id=${ev}`, {
      token: owner.token,
      payload: { base_price: 300 },
    });
    expect(edited.statusCode).toBe(200);
    const round = await call(t, "POST", `/api/auctions/transactions/re-auction/?event_id=${ev}`, {
      token: owner.token,
      payload: { base_price_percent: 50 },
    });
    expect(round.statusCode).toBe(200);
    const res = await call(t, "GET", exportUrl("log", "csv", ev), { token: owner.token });
    const [header, ...rows] = csvGrid(res.rawPayload);
    const col = (r: string[], name: string) => r[header.indexOf(name)];
    const cells = (r: string[]) =>
      ["Action", "Player", "Status before", "Status after", "Base price before", "Base price after"].map((c) => col(r, c));
    const edits = rows.filter((r) => ["player.update", "auction.re-auction"].includes(col(r, "Action") ?? ""));
    expect(edits.map(cells)).toEqual([
      ["player.update", "Priced", "", "", "", "300"],
      ["auction.re-auction", "Priced", "Unsold", "Available", "300", "150"],
      // Without a base price a player opens at the minimum already and keeps none (decision 053).
      ["auction.re-auction", "Unpriced", "Unsold", "Available", "", ""],
    ]);
  });
});

describe("bad input", () => {
  it("unknown kind or format: 400 naming the field; unknown event: 404", async () => {
    const bad = await call(t, "GET", `/api/events/events/${eventId}/export/?what=everything&format=csv`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty("what");
    const badFormat = await call(t, "GET", `/api/events/events/${eventId}/export/?what=results&format=ods`);
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toHaveProperty("format");
    expect((await call(t, "GET", exportUrl("results", "csv", 999_999))).statusCode).toBe(404);
  });
});

describe("read back by LibreOffice", () => {
  it("an exported XLSX, converted to CSV by LibreOffice, holds the CSV export's cells, one by one", async () => {
    const [xlsx, csv] = await Promise.all([get("results", "xlsx", owner.token), get("results", "csv", owner.token)]);
    const [fromLibre] = await convert([{ name: "results.xlsx", data: xlsx.rawPayload }], CSV_UTF8, { keep: false });
    const libre = Papa.parse<string[]>(fromLibre.toString("utf8").replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    const ours = csvGrid(csv.rawPayload).filter((r) => r.length > 1 || r[0] !== "");
    expect(libre.length).toBe(ours.length);
    ours.forEach((row, i) => {
      row.forEach((cell, j) => {
        expect({ row: i, col: j, cell: libre[i]?.[j] ?? "" }).toEqual({ row: i, col: j, cell });
      });
    });
  }, 120_000);
});
