// Player import (docs/api.md "Player import", "Limits"): header synonyms, mapping
// remembered, photos from a zip, dry run, errors per row in the player form's texts, skip_invalid,
// re-import idempotent, every limit and bad input a 400 that changes nothing. Fixtures are made by
// LibreOffice from sheets the test writes: XLSX, Windows-1252 CSV and `;` CSV.
import { CONTACT_NUMBER_KEY, type ImportReport, LIMITS, MSG, NO_NAME_COLUMN } from "@sah/domain";
import { and, eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auctionLog, events, playerSkills, players, skills } from "../src/db/schema.ts";
import { ZIP_TEXT } from "../src/services/imports/zip-photos.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { call, createEvent, createSkill, createUser, multipart, type TestUser } from "./helpers/factories.ts";
import { CSV_1252, CSV_SEMICOLON, CSV_UTF8, convert } from "./helpers/libreoffice.ts";
import { countStatements } from "./helpers/statements.ts";

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  stranger = await createUser(t);
});
afterAll(() => t.close());

async function newEvent(): Promise<number> {
  const id = await createEvent(t, { owners: [owner.id] });
  await createSkill(t, id, "Batter");
  await createSkill(t, id, "Bowler");
  return id;
}

type FileField = { filename: string; data: Buffer; type?: string };
/** `token` null: anonymous. */
function post(eventId: number, fields: Record<string, string | FileField>, token: string | null = owner.token) {
  const body = multipart(fields);
  return call(t, "POST", `/api/players/import/?event_id=${eventId}`, {
    token: token ?? undefined,
    payload: body.payload,
    headers: body.headers,
  });
}
const csv = (text: string): FileField => ({ filename: "players.csv", data: Buffer.from(text, "utf8"), type: "text/csv" });
const zip = (entries: Record<string, Uint8Array>): FileField => ({
  filename: "photos.zip",
  data: Buffer.from(zipSync(entries, { level: 6 })),
});
const jpeg = (color: string) =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

async function snapshot(eventId: number) {
  const rows = await t.app.db.select().from(players).where(eq(players.eventId, eventId));
  const [ev] = await t.app.db.select({ seq: events.logSeq }).from(events).where(eq(events.id, eventId));
  return { rows: rows.sort((a, b) => a.id - b.id), seq: ev.seq };
}

const SHEET = [
  "Player Name,DOB,Category,Role,Mobile,Photo,Batting Style",
  "Anil Kumar,2000-01-31,A+,Batter / Bowler,+91 98765 43210,Anil,Right",
  "Zoë Müller,31/12/1999,15,bowler,555-0101,photos/ZOE.jpg,Left",
].join("\n");

describe("import players", () => {
  it("maps a Set column to the player's draw set; a re-import without it keeps the set (docs/api.md, draw control)", async () => {
    const eventId = await newEvent();
    const sheet = ["Name,DOB,Set", "Anil Kumar,2000-01-31, Marquee ", "Zoe Muller,1999-12-31,"].join("\n");
    const res = await post(eventId, { file: csv(sheet) });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ImportReport).mapping).toMatchObject({ Set: "set" });
    const sets = async () =>
      (await call(t, "GET", `/api/players/?event_id=${eventId}`))
        .json<{ results: { name: string; set: string | null }[] }>()
        .results.map((p) => [p.name, p.set]);
    expect(await sets()).toEqual([
      ["Anil Kumar", "Marquee"],
      ["Zoe Muller", null],
    ]);
    const again = await post(eventId, { file: csv(["Name,DOB", "Anil Kumar,2000-01-31"].join("\n")) });
    expect(again.json()).toMatchObject({ unchanged: 1, updated: 0 });
    expect(await sets()).toEqual([
      ["Anil Kumar", "Marquee"],
      ["Zoe Muller", null],
    ]);
  });

  it("matches headers by synonym, previews without changing anything, then imports with photos in one log entry", async () => {
    const eventId = await newEvent();
    const photos = zip({ "Photos/anil.JPG": await jpeg("#c00"), "zoe.jpg": await jpeg("#0c0"), "notes.txt": Buffer.from("x") });
    const before = await snapshot(eventId);

    const dry = await post(eventId, { file: csv(SHEET), images: photos, dry_run: "1" });
    expect(dry.statusCode).toBe(200);
    const preview = dry.json() as ImportReport;
    expect(preview.mapping).toEqual({
      "Player Name": "name",
      DOB: "date_of_birth",
      Category: "grade",
      Role: "skills",
      Mobile: "contact",
      Photo: "photo",
      "Batting Style": "detail",
    });
    expect(preview).toMatchObject({ rows: 2, created: 2, updated: 0, skipped: 0, imported: false, errors: [] });
    expect(preview.outcomes.map((o) => o.outcome)).toEqual(["created", "created"]);
    expect(await snapshot(eventId)).toEqual(before);

    const warm = vi.spyOn(t.app.media, "makeSmallCopies");
    const res = await post(eventId, { file: csv(SHEET), images: photos });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 2, imported: true });
    // The photos' small copies are made after the import (docs/decisions/050 "Imports").
    expect(warm).toHaveBeenCalledTimes(1);
    const warmed = warm.mock.calls[0]![0];
    warm.mockRestore();
    const after = await snapshot(eventId);
    expect(after.seq).toBe(before.seq + 1);
    const log = await t.app.db.select().from(auctionLog).where(eq(auctionLog.eventId, eventId));
    expect(log.map((l) => l.action)).toEqual(["player.import"]);

    const list = await call(t, "GET", `/api/players/?event_id=${eventId}`, { token: owner.token });
    const [anil, zoe] = list.json().results;
    expect(anil).toMatchObject({ name: "Anil Kumar", date_of_birth: "2000-01-31", grade: 10, grade_name: "A+" });
    expect(anil.skills_details.map((s: { name: string }) => s.name)).toEqual(["Batter", "Bowler"]);
    expect(anil.details).toEqual({ [CONTACT_NUMBER_KEY]: "+91 98765 43210", "Batting Style": "Right" });
    expect(anil.image).toMatch(/^\/media\/players\/.+\.jpg$/);
    expect(zoe).toMatchObject({ name: "Zoë Müller", date_of_birth: "1999-12-31", grade: 15 });
    expect(zoe.image).toMatch(/^\/media\//);
    expect([...warmed].sort()).toEqual([anil.image, zoe.image].sort());
    // Re-encoded like any upload: the stored file is served.
    expect((await call(t, "GET", anil.image)).statusCode).toBe(200);
    // The contact number is private.
    const pub = await call(t, "GET", `/api/players/?event_id=${eventId}`);
    expect(JSON.stringify(pub.json())).not.toContain("98765");
  });

  it("re-import updates instead of duplicating: by name + contact number, or by ID; unchanged rows write nothing", async () => {
    const eventId = await newEvent();
    const photos = zip({ "anil.jpg": await jpeg("#c00"), "zoe.jpg": await jpeg("#0c0") });
    await post(eventId, { file: csv(SHEET), images: photos });
    const first = await snapshot(eventId);

    const again = await post(eventId, { file: csv(SHEET), images: photos });
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 2, imported: true });
    expect(await snapshot(eventId)).toEqual(first);

    const changed = SHEET.replace("Right", "Switch");
    const third = (await post(eventId, { file: csv(changed) })).json() as ImportReport;
    expect(third.outcomes.map((o) => o.outcome)).toEqual(["updated", "unchanged"]);
    const after = await snapshot(eventId);
    expect(after.rows.length).toBe(2);
    expect(after.rows[0].details["Batting Style"]).toBe("Switch");
    expect(after.rows[0].image).toBe(first.rows[0].image);

    const byId = `ID,Name,Date of birth\n${first.rows[1].id},Zoe Mueller,1999-12-31\n999999,Ghost,2000-01-01\n`;
    const idReport = (await post(eventId, { file: csv(byId), skip_invalid: "1" })).json() as ImportReport;
    expect(idReport.outcomes.map((o) => o.outcome)).toEqual(["updated", "error"]);
    expect(idReport.errors).toEqual([{ row: 3, field: "id", messages: ["No player with ID 999999 in this event."] }]);
    const renamed = await snapshot(eventId);
    expect(renamed.rows.map((r) => r.name)).toEqual(["Anil Kumar", "Zoe Mueller"]);
    expect(renamed.rows[1].details[CONTACT_NUMBER_KEY]).toBe("555-0101");
  });

  it("errors per row in the player form's texts; nothing changes without skip_invalid; skip_invalid imports the rest", async () => {
    const eventId = await newEvent();
    const sheet = [
      "Name,Date of birth,Grade,Skills,Photo",
      "Good One,2001-02-03,B,Batter,",
      ",2001-02-03,B,,",
      "Bad Grade,2001-02-03,Z+,,",
      "Unknown Skill,2001-02-03,,Keeper,",
      "Link Photo,2001-02-03,,,https://example.com/a.jpg",
      "Bad Date,2001-02-30,,,",
    ].join("\n");
    const before = await snapshot(eventId);
    const res = await post(eventId, { file: csv(sheet) });
    expect(res.statusCode).toBe(200);
    const report = res.json() as ImportReport;
    expect(report).toMatchObject({ rows: 6, created: 1, skipped: 5, imported: false, new_skills: ["Keeper"] });
    const byRow = Object.fromEntries(report.errors.map((e) => [`${e.row}:${e.field}`, e.messages]));
    expect(byRow["3:name"]).toEqual([MSG.nameRequired]);
    expect(byRow["4:grade"]).toEqual([MSG.invalidGrade]);
    expect(byRow["5:skills"]?.[0]).toContain("Keeper");
    expect(byRow["6:photo"]).toEqual(["Photos are not fetched from links: put the file in the zip and write its name here."]);
    expect(byRow["7:date_of_birth"]).toEqual([MSG.invalidDate]);
    expect(await snapshot(eventId)).toEqual(before);

    const skipped = (await post(eventId, { file: csv(sheet), skip_invalid: "1" })).json() as ImportReport;
    expect(skipped).toMatchObject({ created: 1, skipped: 5, imported: true });
    expect((await snapshot(eventId)).rows.map((r) => r.name)).toEqual(["Good One"]);

    const withSkills = (await post(eventId, { file: csv(sheet), skip_invalid: "1", add_skills: "1" })).json() as ImportReport;
    expect(withSkills.outcomes.find((o) => o.name === "Unknown Skill")?.outcome).toBe("created");
    const skills = await call(t, "GET", `/api/events/skills/all/?event_id=${eventId}`);
    expect(skills.json().map((s: { name: string }) => s.name)).toContain("Keeper");
  });

  it("a changed mapping is used and remembered for the event", async () => {
    const eventId = await newEvent();
    const sheet = "Full name,Born,Notes\nMia,2002-03-04,secret\n";
    const mapping = JSON.stringify({ Notes: "ignore", Born: "date_of_birth" });
    const first = (await post(eventId, { file: csv(sheet), mapping })).json() as ImportReport;
    expect(first.mapping).toEqual({ "Full name": "name", Born: "date_of_birth", Notes: "ignore" });
    const next = (await post(eventId, { file: csv(sheet), dry_run: "1" })).json() as ImportReport;
    expect(next.mapping.Notes).toBe("ignore");
    expect((await snapshot(eventId)).rows[0].details).toEqual({});

    const bad = await post(eventId, { file: csv(sheet), mapping: JSON.stringify({ Notes: "name", "Full name": "name" }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty("mapping");
    const unknown = await post(eventId, { file: csv(sheet), mapping: JSON.stringify({ Nope: "name" }) });
    expect(unknown.json()).toEqual({ mapping: ['The sheet has no column "Nope".'] });
  });

  it("a workbook with several sheets: the one asked for", async () => {
    const eventId = await newEvent();
    const book = new ExcelJS.Workbook();
    book.addWorksheet("Notes").addRow(["nothing here"]);
    const ws = book.addWorksheet("Players");
    ws.addRow(["Name", "DOB"]);
    ws.addRow(["Ravi", new Date(Date.UTC(2003, 4, 6))]);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const file = { filename: "book.xlsx", data };
    const preview = (await post(eventId, { file, sheet: "Players", dry_run: "1" })).json() as ImportReport;
    expect(preview).toMatchObject({ sheets: ["Notes", "Players"], sheet: "Players", created: 1, errors: [] });
    const missing = await post(eventId, { file, sheet: "Other" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().sheet[0]).toContain("Notes, Players");
  });

  it("only the event's managers", async () => {
    const eventId = await newEvent();
    expect((await post(eventId, { file: csv(SHEET) }, null)).statusCode).toBe(401);
    expect((await post(eventId, { file: csv(SHEET) }, stranger.token)).statusCode).toBe(403);
    expect((await snapshot(eventId)).rows).toEqual([]);
  });
});

describe("files made by LibreOffice", () => {
  it("imports its XLSX, its Windows-1252 CSV and its `;` CSV alike, accents intact", async () => {
    const source = "Name,Date of birth,Grade,Team Note\nJosé Ñúñez,2000-05-06,A,Café crème\nBjörk Åström,1998-07-08,B,Smörgås\n";
    const input = [{ name: "players.csv", data: source }];
    const [[xlsx], [win], [semi]] = await Promise.all([
      convert(input, "xlsx"),
      convert(input, CSV_1252),
      convert(input, CSV_SEMICOLON),
    ]);
    expect(win.includes(Buffer.from("é", "latin1"))).toBe(true);
    expect(semi.toString("utf8")).toContain("José Ñúñez;");
    for (const [name, data] of [
      ["players.xlsx", xlsx],
      ["players.csv", win],
      ["players.csv", semi],
    ] as const) {
      const eventId = await newEvent();
      const res = await post(eventId, { file: { filename: name, data }, dry_run: "1" });
      expect(res.statusCode).toBe(200);
      const report = res.json() as ImportReport;
      expect(report.columns).toEqual(["Name", "Date of birth", "Grade", "Team Note"]);
      expect(report.errors).toEqual([]);
      expect(report.outcomes.map((o) => o.name)).toEqual(["José Ñúñez", "Björk Åström"]);
      await post(eventId, { file: { filename: name, data } });
      const stored = (await snapshot(eventId)).rows;
      expect(stored.map((r) => [r.name, r.dateOfBirth, r.grade, r.details["Team Note"]])).toEqual([
        ["José Ñúñez", "2000-05-06", 15, "Café crème"],
        ["Björk Åström", "1998-07-08", 30, "Smörgås"],
      ]);
    }
  }, 180_000);
});

describe("limits and bad input: a clear 400, nothing changed", () => {
  const ok = "Name,DOB,Photo\nAsha,2000-01-01,asha.jpg\n";

  async function refused(fields: Record<string, string | FileField>, field: string, text?: string) {
    const eventId = await newEvent();
    const before = await snapshot(eventId);
    const res = await post(eventId, fields);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toHaveProperty(field);
    if (text) expect(body[field]).toEqual([text]);
    expect(await snapshot(eventId)).toEqual(before);
  }

  it("a file that is not CSV or XLSX, by content", async () => {
    await refused(
      { file: { filename: "players.csv", data: await jpeg("#00f") } },
      "file",
      "The file is not a CSV or XLSX spreadsheet.",
    );
    await refused({ file: { filename: "players.xlsx", data: Buffer.from(zipSync({ "a.txt": Buffer.from("x") })) } }, "file");
  });

  it("takes a zip larger than other uploads may be (MULTIPART_MAX_MB), within its own limit", async () => {
    const eventId = await newEvent();
    const filler = new Uint8Array(t.config.multipartMaxBytes + 1024 * 1024).map((_, i) => (i * 7919) % 251);
    const big = {
      filename: "photos.zip",
      data: Buffer.from(zipSync({ "asha.jpg": await jpeg("#f00"), "video.bin": filler }, { level: 0 })),
    };
    const res = await post(eventId, { file: csv(ok), images: big });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, imported: true });
  });

  it("a sheet over its size limit", async () => {
    const big = Buffer.alloc(LIMITS.importFileMaxBytes + 1, "a");
    await refused({ file: { filename: "players.csv", data: big } }, "file", "The sheet can be at most 10 MB.");
  });

  it(`more than ${LIMITS.importRowsMax} rows`, async () => {
    const rows = Array.from({ length: LIMITS.importRowsMax + 1 }, (_, i) => `P${i},2000-01-01`).join("\n");
    await refused({ file: csv(`Name,DOB\n${rows}\n`) }, "file", `A sheet can have at most 5,000 rows.`);
  });

  it(`a zip with more than ${LIMITS.importZipEntriesMax} entries`, async () => {
    const entries = Object.fromEntries(
      Array.from({ length: LIMITS.importZipEntriesMax + 1 }, (_, i) => [`f${i}.txt`, new Uint8Array(1)]),
    );
    await refused({ file: csv(ok), images: zip(entries) }, "images", ZIP_TEXT.tooManyEntries);
  });

  it("a zip bomb: an entry expanding past 100:1", async () => {
    await refused({ file: csv(ok), images: zip({ "asha.jpg": new Uint8Array(8 * 1024 * 1024) }) }, "images", ZIP_TEXT.tooBig);
  });

  it("entries with `..` or an absolute path", async () => {
    const img = await jpeg("#f00");
    await refused({ file: csv(ok), images: zip({ "../asha.jpg": img }) }, "images", ZIP_TEXT.badPath("../asha.jpg"));
    await refused({ file: csv(ok), images: zip({ "/etc/asha.jpg": img }) }, "images", ZIP_TEXT.badPath("/etc/asha.jpg"));
  });

  it("a truncated or tampered zip", async () => {
    const whole = zip({ "asha.jpg": await jpeg("#f00") }).data;
    await refused(
      { file: csv(ok), images: { filename: "p.zip", data: whole.subarray(0, whole.length - 30) } },
      "images",
      ZIP_TEXT.damaged,
    );
    await refused({ file: csv(ok), images: { filename: "p.zip", data: Buffer.from("not a zip at all, just text") } }, "images");
  });

  it("a photo that is not an image is that row's error", async () => {
    const eventId = await newEvent();
    const res = await post(eventId, { file: csv(ok), images: zip({ "asha.jpg": Buffer.from("plain text, not a picture") }) });
    expect((res.json() as ImportReport).errors).toEqual([{ row: 2, field: "photo", messages: [MSG.notAnImage] }]);
  });

  it("no file, or no multipart body", async () => {
    await refused({ dry_run: "1" }, "file", "Choose a CSV or XLSX file.");
    const eventId = await newEvent();
    const res = await call(t, "POST", `/api/players/import/?event_id=${eventId}`, { token: owner.token, payload: { file: "x" } });
    expect(res.statusCode).toBe(400);
  });
});

describe('keys that never mix two people up (docs/api.md "Player import": Ref)', () => {
  // Two different players called Akash Singh, as a league's official list has them.
  const WITH_REF = [
    "List Sr.No.,Name,DOB,Skills",
    "1,Akash Singh,2002-04-04,Bowler",
    "2,Akash Singh,2001-05-05,Batter",
    "3,Himanshu Singh,2000-06-06,Batter",
  ].join("\n");
  const WITHOUT_REF = ["Name,DOB,Skills", "Akash Singh,2002-04-04,Bowler", "Akash Singh,2001-05-05,Batter"].join("\n");
  const people = async (eventId: number) =>
    (await snapshot(eventId)).rows.map((r) => ({ id: r.id, ref: r.ref, name: r.name, dob: r.dateOfBirth }));

  it("a Ref column is stored, private, matched first; a name that names two people is that row's error, also with skip_invalid", async () => {
    const input = [
      { name: "ref.csv", data: WITH_REF },
      { name: "noref.csv", data: WITHOUT_REF },
    ];
    const [[xRef, xNoRef], [cRef, cNoRef]] = await Promise.all([convert(input, "xlsx"), convert(input, CSV_UTF8)]);
    for (const [ext, withRef, withoutRef] of [
      ["xlsx", xRef, xNoRef],
      ["csv", cRef, cNoRef],
    ] as const) {
      const eventId = await newEvent();
      const file = (data: Buffer) => ({ filename: `players.${ext}`, data });
      const first = (await post(eventId, { file: file(withRef) })).json() as ImportReport;
      expect(first.mapping["List Sr.No."]).toBe("ref");
      expect(first).toMatchObject({ created: 3, errors: [], imported: true });
      const stored = await people(eventId);
      expect(stored.map((p) => [p.ref, p.name, p.dob])).toEqual([
        ["1", "Akash Singh", "2002-04-04"],
        ["2", "Akash Singh", "2001-05-05"],
        ["3", "Himanshu Singh", "2000-06-06"],
      ]);
      // Organisers see the Ref; others do not.
      const own = (await call(t, "GET", `/api/players/?event_id=${eventId}`, { token: owner.token })).json();
      expect(own.results.map((p: { ref: string }) => p.ref)).toEqual(["1", "2", "3"]);
      const pub = (await call(t, "GET", `/api/players/?event_id=${eventId}`)).json();
      expect(pub.results.every((p: object) => !("ref" in p))).toBe(true);

      // The same sheet again: each row is its own player, nothing changes.
      const again = (await post(eventId, { file: file(withRef) })).json() as ImportReport;
      expect(again).toMatchObject({ unchanged: 3, updated: 0, created: 0, errors: [] });

      // Without the Ref the two Akash Singh rows name nobody for sure: errors, never an update.
      const before = await snapshot(eventId);
      const text = "2 players are called Akash Singh: add a Ref or ID column.";
      const refused = (await post(eventId, { file: file(withoutRef) })).json() as ImportReport;
      expect(refused.errors).toEqual([
        { row: 2, field: "name", messages: [text] },
        { row: 3, field: "name", messages: [text] },
      ]);
      const skipped = (await post(eventId, { file: file(withoutRef), skip_invalid: "1" })).json() as ImportReport;
      expect(skipped).toMatchObject({ updated: 0, created: 0, skipped: 2 });
      expect(await snapshot(eventId)).toEqual(before);
    }
  }, 180_000);

  it("one Akash Singh row without a Ref when the event has two: skipped with skip_invalid, neither overwritten", async () => {
    const eventId = await newEvent();
    await post(eventId, { file: csv(WITH_REF) });
    const before = await snapshot(eventId);
    const one = csv(["Name,DOB,Skills", "Akash Singh,2002-04-04,Bowler", "Himanshu Singh,2000-06-06,Bowler"].join("\n"));
    const res = (await post(eventId, { file: one, skip_invalid: "1" })).json() as ImportReport;
    expect(res.outcomes.map((o) => o.outcome)).toEqual(["error", "updated"]);
    const after = await snapshot(eventId);
    expect(after.rows.slice(0, 2)).toEqual(before.rows.slice(0, 2));
  });

  it("a sheet with two same-named new players and no Ref creates neither", async () => {
    const eventId = await newEvent();
    const res = (await post(eventId, { file: csv(WITHOUT_REF), skip_invalid: "1" })).json() as ImportReport;
    expect(res).toMatchObject({ created: 0, skipped: 2 });
    expect((await snapshot(eventId)).rows).toEqual([]);
  });

  it("a Ref added to players imported without one; a Ref repeated in the sheet or held by another player is refused", async () => {
    const eventId = await newEvent();
    await post(eventId, { file: csv(["Name,DOB", "Asha,2000-01-01", "Ravi,2000-02-02"].join("\n")) });
    const added = (
      await post(eventId, { file: csv(["Ref,Name,DOB", "A1,Asha,2000-01-01", "B2,Ravi,2000-02-02"].join("\n")) })
    ).json();
    expect(added).toMatchObject({ updated: 2, created: 0 });
    const [asha, ravi] = await people(eventId);
    expect([asha.ref, ravi.ref]).toEqual(["A1", "B2"]);

    const twice = (
      await post(eventId, { file: csv(["Ref,Name,DOB", "C3,Mia,2001-01-01", "C3,Noor,2001-02-02"].join("\n")) })
    ).json();
    expect(twice.errors).toEqual([{ row: 3, field: "ref", messages: ["The same player as row 2."] }]);
    const taken = (await post(eventId, { file: csv(`ID,Ref,Name,DOB\n${ravi.id},A1,Ravi,2000-02-02\n`) })).json();
    expect(taken.errors).toEqual([{ row: 2, field: "ref", messages: [MSG.refTaken] }]);
    const long = (
      await post(eventId, { file: csv(`Ref,Name,DOB\n${"x".repeat(LIMITS.playerRefMax + 1)},Zed,2001-01-01\n`) })
    ).json();
    expect(long.errors).toEqual([
      { row: 2, field: "ref", messages: [`Ensure this field has no more than ${LIMITS.playerRefMax} characters.`] },
    ]);

    // The player form keeps the Ref unique too.
    const form = await call(t, "POST", `/api/players/?event_id=${eventId}`, {
      token: owner.token,
      payload: { name: "Other", date_of_birth: "2000-01-01", ref: "A1" },
    });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual({ ref: [MSG.refTaken] });
    const edit = await call(t, "PATCH", `/api/players/${ravi.id}/?event_id=${eventId}`, {
      token: owner.token,
      payload: { ref: "A1" },
    });
    expect(edit.json()).toEqual({ ref: [MSG.refTaken] });
    expect((await people(eventId)).map((p) => p.ref)).toEqual(["A1", "B2"]);
  });

  it("the results export carries the Ref for organisers only", async () => {
    const eventId = await newEvent();
    await post(eventId, { file: csv(WITH_REF) });
    const url = `/api/events/events/${eventId}/export/?what=results&format=csv`;
    const mine = (await call(t, "GET", url, { token: owner.token })).body;
    expect(mine.split(/\r?\n/)[0]).toMatch(/^\uFEFF?ID,Ref,Name,/);
    expect(mine).toContain(",1,Akash Singh,");
    const theirs = (await call(t, "GET", url)).body;
    expect(theirs.split(/\r?\n/)[0]).toMatch(/^\uFEFF?ID,Name,/);
  });
});

/** A sheet written as CSV, saved by LibreOffice as XLSX and as CSV: `[file name, bytes]` of each. */
async function asXlsxAndCsv(stem: string, source: string): Promise<[string, Buffer][]> {
  const input = [{ name: `${stem}.csv`, data: source }];
  const [[xlsx], [csvFile]] = await Promise.all([convert(input, "xlsx"), convert(input, CSV_UTF8)]);
  return [
    [`${stem}.xlsx`, xlsx],
    [`${stem}.csv`, csvFile],
  ];
}

describe('a league\'s sheet as it comes (docs/api.md "Player import")', () => {
  // The league's raw form: a title row above the header, First Name and Surname, a header with a line break.
  const LEAGUE = [
    "TATA League 2026 - Player Auction List,,,,",
    'List Sr.No.,First Name,Surname,"2024\nTeam",DOB',
    "1,Akash,Singh,RR,2002-04-04",
    "2,Jos,Buttler,  RR  ,1990-09-08",
  ].join("\n");

  it("finds the header under a title row, joins First Name and Surname, makes a line break in a header one space", async () => {
    for (const [name, data] of await asXlsxAndCsv("league", LEAGUE)) {
      const eventId = await newEvent();
      const dry = (await post(eventId, { file: { filename: name, data }, dry_run: "1" })).json() as ImportReport;
      expect(dry).toMatchObject({ header_row: 2, rows: 2, created: 2, errors: [] });
      expect(dry.columns).toEqual(["List Sr.No.", "First Name", "Surname", "2024 Team", "DOB"]);
      expect(dry.mapping).toMatchObject({ "First Name": "first_name", Surname: "last_name", "2024 Team": "detail" });
      expect(dry.outcomes.map((o) => [o.row, o.name])).toEqual([
        [3, "Akash Singh"],
        [4, "Jos Buttler"],
      ]);
      await post(eventId, { file: { filename: name, data } });
      const stored = (await snapshot(eventId)).rows;
      expect(stored.map((r) => [r.ref, r.name, r.details])).toEqual([
        ["1", "Akash Singh", { "2024 Team": "RR" }],
        ["2", "Jos Buttler", { "2024 Team": "RR" }],
      ]);
    }
  }, 180_000);

  it("header_row chooses the header; a sheet with no name column is refused whole, with one sentence", async () => {
    const eventId = await newEvent();
    const titled = await post(eventId, { file: csv(LEAGUE), header_row: "1" });
    expect(titled.statusCode).toBe(400);
    expect(titled.json()).toEqual({ mapping: [NO_NAME_COLUMN.players] });
    const chosen = (await post(eventId, { file: csv(LEAGUE), header_row: "2", dry_run: "1" })).json() as ImportReport;
    expect(chosen).toMatchObject({ header_row: 2, created: 2 });
    const past = await post(eventId, { file: csv(LEAGUE), header_row: "9" });
    expect(past.json()).toEqual({ header_row: ["The sheet has 4 rows that are not blank; choose one of them."] });
    const notANumber = await post(eventId, { file: csv(LEAGUE), header_row: "two" });
    expect(notANumber.json()).toHaveProperty("header_row");
    // A text file: no column gives a name, so not a row error per line but one refusal.
    const notes = await post(eventId, { file: { filename: "notes.txt", data: Buffer.from("Bring the kit\nNets at 6\n") } });
    expect(notes.statusCode).toBe(400);
    expect(notes.json()).toEqual({ mapping: [NO_NAME_COLUMN.players] });
    expect((await snapshot(eventId)).rows).toEqual([]);
  });

  it("a photo cell without the zip, for a player who has a photo, is a warning and the row is unchanged", async () => {
    const eventId = await newEvent();
    const sheet = "Name,DOB,Photo\nAsha,2000-01-01,asha.jpg\n";
    await post(eventId, { file: csv(sheet), images: zip({ "asha.jpg": await jpeg("#f00") }) });
    const again = (await post(eventId, { file: csv(sheet), dry_run: "1" })).json() as ImportReport;
    expect(again).toMatchObject({ unchanged: 1, errors: [] });
    expect(again.warnings).toEqual([
      { row: 2, field: "photo", messages: ["No zip of photos was sent: the one it has is kept."] },
    ]);
  });
});

describe('base prices as a league writes them (docs/api.md "Player import")', () => {
  it("units in the cells and a unit in the header; the preview shows the amount stored", async () => {
    const source = [
      "Name,DOB,Reserve Price Rs Lakh",
      "Lakh Plain,2000-01-01,200",
      "Lakh Fraction,2000-01-01,1.5",
      "Crore,2000-01-01,2 Cr",
      "Lakh Cell,2000-01-01,75 L",
      "Thousand,2000-01-01,25k",
      "Million,2000-01-01,2.5M",
      "Blank,2000-01-01,",
      "Words,2000-01-01,lots",
    ].join("\n");
    for (const [name, data] of await asXlsxAndCsv("prices", source)) {
      const eventId = await newEvent();
      const dry = (await post(eventId, { file: { filename: name, data }, dry_run: "1" })).json() as ImportReport;
      expect(dry.mapping["Reserve Price Rs Lakh"]).toBe("base_price");
      expect(dry.outcomes.map((o) => [o.name, o.base_price])).toEqual([
        ["Lakh Plain", 20_000_000],
        ["Lakh Fraction", 150_000],
        ["Crore", 20_000_000],
        ["Lakh Cell", 7_500_000],
        ["Thousand", 25_000],
        ["Million", 2_500_000],
        ["Blank", null],
        ["Words", null],
      ]);
      expect(dry.errors).toEqual([
        { row: 9, field: "base_price", messages: ["Enter an amount such as 75 L, 2 Cr or 25k (or a plain number)."] },
      ]);
      await post(eventId, { file: { filename: name, data }, skip_invalid: "1" });
      const stored = (await snapshot(eventId)).rows.map((r) => r.basePrice);
      expect(stored).toEqual([20_000_000, 150_000, 20_000_000, 7_500_000, 25_000, 2_500_000, null]);
      const again = (await post(eventId, { file: { filename: name, data }, skip_invalid: "1" })).json() as ImportReport;
      expect(again).toMatchObject({ unchanged: 7, updated: 0 });
    }
  }, 180_000);

  it("a plain Base price column is in the event's unit", async () => {
    const eventId = await newEvent();
    const res = (await post(eventId, { file: csv('Name,DOB,Base price\nAsha,2000-01-01,"25,000"\n') })).json() as ImportReport;
    expect(res.outcomes[0]).toMatchObject({ base_price: 25_000, outcome: "created" });
  });
});

describe('skills as people write them (docs/api.md "Player import")', () => {
  it("capitalised and abbreviated skills meet the event's; a Country column's value map gives Overseas", async () => {
    const source = [
      "Name,DOB,Specialism,Country",
      "Virat Kohli,1988-11-05,BATTER,India",
      "Jos Buttler,1990-09-08,WICKETKEEPER,England",
      "Hardik Pandya,1993-10-11,ALL-ROUNDER,India",
      "Travis Head,1993-12-29,bat / Bowl,Australia",
      "Rishabh Pant,1997-10-04,WK,india",
    ].join("\n");
    const mapping = JSON.stringify({ Country: { field: "skills", values: { India: "", "*": "Overseas" } } });
    for (const [name, data] of await asXlsxAndCsv("skills", source)) {
      const eventId = await newEvent();
      for (const s of ["All-rounder", "Wicket-keeper", "Overseas"]) await createSkill(t, eventId, s);
      const dry = (await post(eventId, { file: { filename: name, data }, mapping, dry_run: "1" })).json() as ImportReport;
      expect(dry).toMatchObject({ errors: [], new_skills: [], created: 5 });
      expect(dry.mapping).toMatchObject({ Specialism: "skills", Country: "skills" });
      expect(dry.value_maps).toEqual({ Country: { India: "", "*": "Overseas" } });
      // add_skills would not make a second keeper: the sheet's skills are the event's.
      await post(eventId, { file: { filename: name, data }, mapping, add_skills: "1" });
      const list = (await call(t, "GET", `/api/players/?event_id=${eventId}`)).json();
      expect(
        list.results.map((p: { name: string; skills_details: { name: string }[] }) => [
          p.name,
          p.skills_details.map((s) => s.name).sort(),
        ]),
      ).toEqual([
        ["Virat Kohli", ["Batter"]],
        ["Jos Buttler", ["Overseas", "Wicket-keeper"]],
        ["Hardik Pandya", ["All-rounder"]],
        ["Travis Head", ["Batter", "Bowler", "Overseas"]],
        ["Rishabh Pant", ["Wicket-keeper"]],
      ]);
      const skills = (await call(t, "GET", `/api/events/skills/all/?event_id=${eventId}`)).json();
      expect(skills.length).toBe(5);
    }
  }, 180_000);
});

describe('a date of birth the sheet does not give (docs/api.md "Player import")', () => {
  it("the player is imported without one, pages get null (no age), and a re-import is unchanged", async () => {
    const source = ["Name,DOB", "Known Date,2000-01-01", "No Date,"].join("\n");
    for (const [name, data] of await asXlsxAndCsv("dates", source)) {
      const eventId = await newEvent();
      const res = (await post(eventId, { file: { filename: name, data } })).json() as ImportReport;
      expect(res).toMatchObject({ created: 2, errors: [] });
      const list = (await call(t, "GET", `/api/players/?event_id=${eventId}`)).json();
      expect(list.results.map((p: { date_of_birth: string | null }) => p.date_of_birth)).toEqual(["2000-01-01", null]);
      expect((await post(eventId, { file: { filename: name, data } })).json()).toMatchObject({ unchanged: 2 });
      // The form still asks for the date of a player typed in by hand.
      const typed = await call(t, "POST", `/api/players/?event_id=${eventId}`, {
        token: owner.token,
        payload: { name: "Typed" },
      });
      expect(typed.json()).toEqual({ date_of_birth: [MSG.dateRequired] });
    }
  }, 180_000);
});

describe("a re-import of many existing players (docs/decisions/073-bulk-import-updates.md)", () => {
  it("updates 1,200 players in a few UPDATE statements, every changed field stored, NULLs, photos and skills included", async () => {
    const eventId = await newEvent();
    const n = 1200;
    const mobile = (i: number) => `98${String(i).padStart(8, "0")}`;
    const header = "Name,DOB,Grade,Email,Set,Skills,Style,Mobile,Photo";
    const first = [
      header,
      ...Array.from(
        { length: n },
        (_, i) => `Player ${i},2000-01-01,A+,p${i}@example.com,Marquee,Batter,Right,${mobile(i)},${i < 2 ? `p${i}.jpg` : ""}`,
      ),
    ].join("\n");
    const firstPhotos = zip({ "p0.jpg": await jpeg("#c00"), "p1.jpg": await jpeg("#0c0") });
    expect((await post(eventId, { file: csv(first), images: firstPhotos })).json()).toMatchObject({ created: n, errors: [] });
    const before = await snapshot(eventId);
    const imageOf = new Map(before.rows.map((r) => [r.name, r.image]));

    // Every row changed: the date of birth blank (NULL) on odd rows, the email blank (NULL) on every
    // third, the set, grade, a detail and the skills on all; player 2 gets a photo, 0 and 1 keep theirs.
    const dob = (i: number) => (i % 2 ? null : "1999-12-31");
    const email = (i: number) => (i % 3 ? `new${i}@example.com` : null);
    const second = [
      header,
      ...Array.from(
        { length: n },
        (_, i) => `Player ${i},${dob(i) ?? ""},B,${email(i) ?? ""},Second,Bowler,Left,${mobile(i)},${i === 2 ? "p2.jpg" : ""}`,
      ),
    ].join("\n");
    const secondPhotos = zip({ "p2.jpg": await jpeg("#00c") });
    const [report, updates] = await countStatements(
      t.app.db,
      async () => (await post(eventId, { file: csv(second), images: secondPhotos })).json() as ImportReport,
      (statement) => !/^update "players"/i.test(statement),
    );
    expect(report).toMatchObject({ created: 0, updated: n, unchanged: 0, skipped: 0, imported: true, errors: [] });
    // 500 players a statement: the old way was one statement per player.
    expect(updates).toBeLessThanOrEqual(Math.ceil(n / 500));

    const after = await snapshot(eventId);
    expect(after.seq).toBe(before.seq + 1);
    const [entry] = await t.app.db
      .select()
      .from(auctionLog)
      .where(eq(auctionLog.eventId, eventId))
      .orderBy(auctionLog.id)
      .offset(1);
    expect(entry).toMatchObject({ action: "player.import", data: { created: 0, updated: n, skills_added: [] } });
    expect(after.rows.map((r) => r.id)).toEqual(before.rows.map((r) => r.id));
    const [bowler] = await t.app.db
      .select({ id: skills.id })
      .from(skills)
      .where(and(eq(skills.eventId, eventId), eq(skills.name, "Bowler")));
    const links = await t.app.db
      .select()
      .from(playerSkills)
      .where(
        inArray(
          playerSkills.playerId,
          after.rows.map((r) => r.id),
        ),
      );
    expect(links.length).toBe(n);
    expect(links.every((l) => l.skillId === bowler.id)).toBe(true);
    for (const row of after.rows) {
      const i = Number(row.name.replace("Player ", ""));
      expect(row).toMatchObject({
        dateOfBirth: dob(i),
        grade: 30,
        email: email(i),
        drawSet: "Second",
        details: { Style: "Left", [CONTACT_NUMBER_KEY]: mobile(i) },
        status: 0,
      });
      if (i === 2) expect(row.image).toMatch(/^\/media\/players\/.+\.jpg$/);
      else expect(row.image).toBe(imageOf.get(row.name));
    }
    expect(imageOf.get("Player 2")).toBeNull();
    expect(imageOf.get("Player 1")).toMatch(/^\/media\//);
  }, 240_000);
});
