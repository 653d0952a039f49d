// Fuzz every operation of the OpenAPI document (docs/api.md "Errors": bad input of any shape gets
// a 4xx with a clear message and changes nothing). Generated path ids, query strings and bodies (JSON,
// multipart, malformed, empty, of the wrong type) are sent as staff, so permission checks pass and
// validation is exercised, and as anonymous. Invariants: never a 5xx; every 4xx has the contract's
// body and leaves every table (and the media directory) as it was; a GET never changes anything; after
// every successful write the auction's invariants hold (helpers/invariants.ts: purses, slots, sales).
//
// FUZZ_RUNS: requests per operation and caller (default 5); FUZZ_SEED repeats a run (the seed is printed).
import path from "node:path";
import { GRADE_CODES, SellBody } from "@sah/domain";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { authTokens, sponsors } from "../src/db/schema.ts";
import { hashToken, newToken } from "../src/services/auth/crypto.ts";
import { encodeUid } from "../src/services/users/password-reset.ts";
import { createTestApp } from "./helpers/app.ts";
import { createPlayer, createSale, createTeam, putOnBlock } from "./helpers/auction-factories.ts";
import { createEvent, createSkill, createUser, eventTypeId } from "./helpers/factories.ts";
import { changedTables, type Fingerprint, fingerprint } from "./helpers/fingerprint.ts";
import { auctionInvariantViolations } from "./helpers/invariants.ts";
import { type JsonSchema, loadOperations, type Operation, urlOf } from "./helpers/openapi.ts";
import { createRng, hashText, type Rng, seedFromEnv } from "./helpers/prng.ts";

const SEED = seedFromEnv("FUZZ_SEED");
const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 5));
console.log(`[fuzz] seed ${SEED}, ${RUNS} requests per operation and caller (repeat: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`);

/** Bodies the document does not describe (validated by the handler from the domain schema). */
const BODY_HINTS: Record<string, JsonSchema> = {
  "POST /api/auctions/transactions/sell-player": z.toJSONSchema(SellBody, {
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema,
};

/** Routes whose valid requests never finish (streams): only ids that cannot exist are sent. */
const STREAMS = new Set(["GET /api/events/{id}/live"]);

const t = await createTestApp({ rateLimitAccount: null, rateLimitIp: null });
afterAll(() => t.close());
const ops = await loadOperations(t);
const mediaDir = path.join(t.config.dataDir, "media");

// ---------- data: two events with teams, players (some sold, one on the block), sponsors, skills ----------
const staff = await createUser(t, { isStaff: true });
let staffToken = staff.token;
const others = [await createUser(t), await createUser(t)];
const pool = {
  events: [] as number[],
  teams: [] as number[],
  players: [] as number[],
  sponsors: [] as number[],
  skills: [] as number[],
  users: [staff.id, ...others.map((u) => u.id)],
  emails: [staff.email, ...others.map((u) => u.email)],
  types: [await eventTypeId(t)],
};
type EventPool = { id: number; teams: number[]; players: number[]; sponsors: number[]; skills: number[] };
const byEvent: EventPool[] = [];
for (const owner of others) {
  const ev = await createEvent(t, { owners: [owner.id], fundsPerTeam: 1000, minPlayerPrice: 10, minPlayers: 1, maxPlayers: 4 });
  pool.events.push(ev);
  pool.skills.push(await createSkill(t, ev), await createSkill(t, ev));
  const teamIds = [await createTeam(t, ev), await createTeam(t, ev), await createTeam(t, ev)];
  pool.teams.push(...teamIds);
  const playerIds: number[] = [];
  for (let i = 0; i < 6; i++) {
    playerIds.push(
      await createPlayer(t, ev, {
        grade: GRADE_CODES[i * 3] ?? 1000,
        status: i === 5 ? 2 : 0,
        email: `p${i}@example.com`,
        details: { "Contact Number": "555", _x: "y" },
      }),
    );
  }
  pool.players.push(...playerIds);
  await createSale(t, ev, { player: playerIds[0], team: teamIds[0], price: 100 });
  await putOnBlock(t, ev, playerIds[1]);
  for (const name of ["Gold Co", "Silver Co"]) {
    const [s] = await t.app.db.insert(sponsors).values({ eventId: ev, name, category: "Gold" }).returning({ id: sponsors.id });
    pool.sponsors.push(s.id);
  }
  byEvent.push({
    id: ev,
    teams: teamIds,
    players: playerIds,
    sponsors: pool.sponsors.slice(-2),
    skills: pool.skills.slice(-2),
  });
}

/**
 * Set per request: a coherent request takes every id from one event and is not mutated, so that
 * many requests succeed and the deeper paths (sales, undo, uploads) run; null: ids from anywhere.
 */
let focus: EventPool | null = null;
const MISSING_ID = 987_654;
const PNG = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#3366ff" } })
  .png()
  .toBuffer();

// ---------- values ----------
const NASTY_JSON: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -2_147_483_649,
  2_147_483_648,
  2 ** 53 + 2,
  1e308,
  -1e308,
  1.5,
  -0.25,
  "",
  " ",
  "NaN",
  "Infinity",
  "-0",
  "null",
  "true",
  "0x1F",
  "1e3",
  " 7 ",
  "١٢٣",
  "x".repeat(300),
  "y".repeat(70_000),
  "ü🎉 \u202e مرحبا 你好",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "<script>alert(1)</script>",
  "' OR '1'='1",
  "%00",
  "../../etc/passwd",
  "2001-02-30",
  "1899-12-31",
  "99:99",
  [],
  [1, 2, 3],
  ["a"],
  [null],
  [[1]],
  {},
  { $gt: "" },
  { a: { b: { c: [1, { d: "e" }] } } },
];

const NASTY_TEXT = [
  "",
  "-1",
  "0",
  "1.5",
  "1e3",
  "NaN",
  "abc",
  "2147483648",
  "99999999999999999999",
  "\u0000",
  "ü🎉",
  "9".repeat(400),
  "[object Object]",
  " 1",
  "0x10",
  "%",
  "a&b=c",
];

const WORDS = ["Rising", "Stars", "Kings", "Ülrich", "Ωmega", "Şahin", "O'Brien", "Tiger", "🎉", "Blue", "Côte"];

function idOfKind(name: string, rng: Rng): number {
  if (!focus && rng.chance(0.1)) return MISSING_ID;
  const p = focus ?? pool;
  if (/player/.test(name)) return rng.pick(p.players);
  if (/team/.test(name)) return rng.pick(p.teams);
  if (/skill/.test(name)) return rng.pick(p.skills);
  if (/owner|user/.test(name)) return rng.pick(pool.users);
  if (/type/.test(name)) return rng.pick(pool.types);
  if (/event/.test(name)) return focus ? focus.id : rng.pick(pool.events);
  if (/sponsor/.test(name)) return rng.pick(p.sponsors);
  return rng.pick([...pool.players, ...pool.teams, ...pool.events]);
}

function intFor(name: string, s: JsonSchema, rng: Rng): number {
  if (/^(player|team|skills|owners|type|event_id|team_id|event)$/.test(name)) return idOfKind(name, rng);
  if (name === "price") return rng.int(0, 300);
  if (name === "status") return rng.chance(0.4) ? 3 : rng.int(0, 6);
  if (name === "grade") return rng.pick([...GRADE_CODES, 1000, 12]);
  if (name === "order") return rng.int(0, 25);
  if (name === "min_players") return rng.int(0, 4);
  if (name === "max_players") return rng.int(1, 8);
  if (name === "funds_per_team") return rng.int(0, 5000);
  if (name === "min_player_price") return rng.int(0, 50);
  if (name === "page") return rng.int(1, 3);
  if (name === "page_size") return rng.int(1, 100);
  const min = s.minimum ?? 0;
  return min + rng.int(0, Math.min(100, (s.maximum ?? min + 100) - min));
}

function stringFor(name: string, rng: Rng): string {
  if (/email/.test(name)) return rng.chance(0.3) ? rng.pick(pool.emails) : `fuzz-${rng.int(0, 1e6)}@example.com`;
  if (/password/.test(name)) return "fuzz password 1";
  if (/date/.test(name)) return rng.pick(["2001-02-03", "2026-12-01"]);
  if (/time/.test(name)) return rng.pick(["10:00", "18:30"]);
  if (name === "link") return "https://example.com/sponsor";
  if (name === "uid") return encodeUid(rng.pick(pool.users));
  if (name === "token") return newToken();
  if (name === "funds_unit") return "pts";
  return `${rng.pick(WORDS)} ${rng.pick(WORDS)} ${rng.int(1, 999)}`;
}

function typeOf(s: JsonSchema): string | undefined {
  return Array.isArray(s.type) ? s.type.find((x) => x !== "null") : s.type;
}

function goodValue(name: string, s: JsonSchema, rng: Rng, depth = 0): unknown {
  if (s.anyOf?.length) {
    const options = s.anyOf.filter((x) => typeOf(x) !== "null");
    return options.length ? goodValue(name, rng.pick(options), rng, depth) : null;
  }
  switch (typeOf(s)) {
    case "integer":
    case "number":
      return intFor(name, s, rng);
    case "string":
      return s.format === "binary" ? undefined : stringFor(name, rng);
    case "boolean":
      return rng.chance(name === "suppress_player_check" ? 0.7 : 0.5);
    case "array":
      return Array.from({ length: rng.int(0, 3) }, () => goodValue(name, s.items ?? {}, rng, depth + 1));
    case "object":
      if (s.properties && depth < 2) return objectFor(s, rng, depth + 1);
      return { Batting: "Right", "Contact Number": "123", _note: rng.pick(WORDS) };
    default:
      return rng.pick(["x", 1, true]);
  }
}

/** Required fields always, optional ones at random; file fields are left to the encoder. */
function objectFor(s: JsonSchema, rng: Rng, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(s.properties ?? {})) {
    if (!s.required?.includes(key) && rng.chance(focus ? 0.15 : 0.4)) continue;
    const v = goodValue(key, prop, rng, depth);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

function mutate(body: Record<string, unknown>, s: JsonSchema, rng: Rng): Record<string, unknown> {
  const out = { ...body };
  const keys = Object.keys(s.properties ?? {});
  const times = focus || rng.chance(0.15) ? 0 : rng.int(1, 3);
  for (let i = 0; i < times; i++) {
    const key = keys.length && rng.chance(0.85) ? rng.pick(keys) : rng.pick(["extra", "id", "event", "is_staff", "status"]);
    switch (rng.int(0, 3)) {
      case 0:
        delete out[key];
        break;
      case 1:
        // An id of the wrong kind, or of the other event.
        out[key] = rng.pick([...pool.players, ...pool.teams, ...pool.sponsors, ...pool.skills, MISSING_ID]);
        break;
      default:
        out[key] = rng.pick(NASTY_JSON);
    }
  }
  return out;
}

// ---------- requests ----------
type Request = {
  method: Operation["method"];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was sent, for the failure message. */
  about: string;
};

/** Path values no id parser could take for a record (" 1", "1e3" or "0x10" might name one). */
const NEVER_AN_ID = ["abc", "-1", "0", "1.5", "NaN", "2147483648", "99999999999999999999", "%00", "ü🎉", "9".repeat(400)];

function pathValue(op: Operation, rng: Rng): string | number {
  if (STREAMS.has(op.key)) return rng.chance(0.3) ? MISSING_ID : rng.pick(NEVER_AN_ID);
  if (!focus && rng.chance(0.3)) return rng.chance(0.3) ? MISSING_ID : rng.pick(NASTY_TEXT.filter(Boolean));
  const p = focus ?? pool;
  if (op.path.startsWith("/api/players")) return rng.pick(p.players);
  if (op.path.startsWith("/api/teams")) return rng.pick(p.teams);
  if (op.path.includes("/sponsors/")) return rng.pick(p.sponsors);
  if (op.path.startsWith("/api/users")) return rng.pick(pool.users);
  return focus ? focus.id : rng.pick(pool.events);
}

function queryOf(op: Operation, rng: Rng): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const p of op.parameters.filter((x) => x.in === "query")) {
    const roll = focus ? 0.5 : rng.next();
    if (roll < 0.1) continue;
    if (roll < 0.75) {
      const v = p.name === "search" ? rng.pick(WORDS) : goodValue(p.name, p.schema, rng);
      if (v !== undefined) query[p.name] = v;
    } else query[p.name] = rng.chance(0.2) ? [rng.pick(NASTY_TEXT), rng.pick(NASTY_TEXT)] : rng.pick(NASTY_TEXT);
  }
  if (!focus && rng.chance(0.1)) query[rng.pick(["extra", "event_id", "page", "format"])] = rng.pick(NASTY_TEXT);
  return query;
}

function multipartText(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

function fileFor(rng: Rng): { filename: string; type: string; data: Buffer } {
  switch (rng.int(0, 6)) {
    case 0:
    case 1:
      return { filename: "photo.png", type: "image/png", data: PNG };
    case 2:
      return { filename: "empty.png", type: "image/png", data: Buffer.alloc(0) };
    case 3:
      return {
        filename: "x.svg",
        type: "image/svg+xml",
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
      };
    case 4:
      return { filename: "../../../etc/passwd\u0000.png", type: "text/plain", data: Buffer.from("not an image") };
    case 5:
      return { filename: "half.png", type: "image/png", data: PNG.subarray(0, PNG.length >> 1) };
    default:
      return {
        filename: "noise.jpg",
        type: "image/jpeg",
        data: Buffer.from(Array.from({ length: rng.int(1, 3000) }, () => rng.int(0, 255))),
      };
  }
}

function encodeMultipart(body: Record<string, unknown>, fileFields: string[], rng: Rng): { payload: Buffer; boundary: string } {
  const boundary = `----fuzz${rng.int(0, 1e9)}`;
  const chunks: Buffer[] = [];
  const push = (s: string | Buffer) => chunks.push(typeof s === "string" ? Buffer.from(s) : s);
  for (const [key, value] of Object.entries(body)) {
    for (const v of Array.isArray(value) && rng.chance(0.8) ? value : [value]) {
      push(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${multipartText(v)}\r\n`);
    }
  }
  for (const field of fileFields) {
    if (rng.chance(0.5)) continue;
    const f = fileFor(rng);
    push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
    );
    push(f.data);
    push("\r\n");
  }
  if (rng.chance(0.1)) {
    const f = fileFor(rng);
    const name = rng.pick(["name", "__proto__", "constructor", 'we"ird', "ü"]);
    push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${f.filename}"\r\n\r\n`);
    push(f.data);
    push("\r\n");
  }
  push(`--${boundary}--\r\n`);
  return { payload: Buffer.concat(chunks), boundary };
}

function brokenMultipart(rng: Rng): { payload: Buffer; contentType: string; about: string } {
  const b = "----fuzzb";
  const part = `--${b}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBroken\r\n`;
  const variants: [string, string, string][] = [
    ["other boundary", `multipart/form-data; boundary=${b}x`, `${part}--${b}--\r\n`],
    ["no closing boundary", `multipart/form-data; boundary=${b}`, part],
    ["no boundary parameter", "multipart/form-data", `${part}--${b}--\r\n`],
    ["garbage", `multipart/form-data; boundary=${b}`, "\u0000\u0001garbage\r\n\r\n--"],
    [
      "part without disposition",
      `multipart/form-data; boundary=${b}`,
      `--${b}\r\nContent-Type: text/plain\r\n\r\nx\r\n--${b}--\r\n`,
    ],
    ["boundary too long", `multipart/form-data; boundary=${"z".repeat(90)}`, `--${"z".repeat(90)}\r\n\r\n--${"z".repeat(90)}--`],
    ["LF only", `multipart/form-data; boundary=${b}`, `${part.replace(/\r\n/g, "\n")}--${b}--\n`],
    ["too many parts", `multipart/form-data; boundary=${b}`, `${part.repeat(150)}--${b}--\r\n`],
    ["empty", `multipart/form-data; boundary=${b}`, ""],
    ["huge header", `multipart/form-data; boundary=${b}`, `--${b}\r\nX-Junk: ${"h".repeat(100_000)}\r\n\r\nx\r\n--${b}--\r\n`],
  ];
  const [about, contentType, body] = rng.pick(variants);
  return { payload: Buffer.from(body), contentType, about: `broken multipart: ${about}` };
}

function bodyFor(op: Operation, rng: Rng): { headers: Record<string, string>; payload?: string | Buffer; about: string } {
  const schema = op.body["application/json"] ?? op.body["multipart/form-data"] ?? BODY_HINTS[op.key] ?? { type: "object" };
  const fileFields = Object.entries(schema.properties ?? {})
    .filter(([, p]) => p.format === "binary")
    .map(([k]) => k);
  const roll = focus ? rng.next() * 0.7 : rng.next();
  if (roll < 0.5) {
    let body: unknown = mutate(objectFor(schema, rng), schema, rng);
    if (!focus && fileFields.length && rng.chance(0.3))
      body = { ...(body as object), [rng.pick(fileFields)]: rng.pick([null, "", "/media/x.png", "data:x", 7]) };
    const text = JSON.stringify(body);
    return { headers: { "content-type": "application/json" }, payload: text, about: `json ${text.slice(0, 400)}` };
  }
  if (roll < 0.7) {
    const body = mutate(objectFor(schema, rng), schema, rng);
    const { payload, boundary } = encodeMultipart(body, fileFields, rng);
    return {
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload,
      about: `multipart ${JSON.stringify(body).slice(0, 400)}`,
    };
  }
  if (roll < 0.78) {
    const { payload, contentType, about } = brokenMultipart(rng);
    return { headers: { "content-type": contentType }, payload, about };
  }
  if (roll < 0.84) {
    const text = rng.pick([
      '{"name": ',
      "{'a': 1}",
      "[1, 2",
      '{"a":1}{"b":2}',
      "\u0000",
      '{"__proto__": {"isStaff": true}, "name": "x"}',
      "NaN",
    ]);
    return { headers: { "content-type": "application/json" }, payload: text, about: `malformed json ${JSON.stringify(text)}` };
  }
  if (roll < 0.9) {
    const text = JSON.stringify(rng.pick([[1, 2], 42, "text", null, true, [{ name: "x" }]]));
    return { headers: { "content-type": "application/json" }, payload: text, about: `json non-object ${text}` };
  }
  if (roll < 0.95) {
    return rng.chance(0.5)
      ? { headers: { "content-type": "application/json" }, payload: "", about: "empty json body" }
      : { headers: {}, about: "no body" };
  }
  if (roll < 0.98) {
    const type = rng.pick([
      "text/plain",
      "application/xml",
      "application/x-www-form-urlencoded",
      "application/json; charset=utf-16",
      "image/png",
    ]);
    return { headers: { "content-type": type }, payload: "name=x&a=1", about: `content type ${type}` };
  }
  return {
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ name: "z".repeat(1_100_000) }),
    about: "json over 1 MB",
  };
}

function generate(op: Operation, rng: Rng): Request {
  focus = rng.chance(0.45) ? rng.pick(byEvent) : null;
  const params: Record<string, string | number> = {};
  if (op.path.includes("{id}")) params.id = pathValue(op, rng);
  const url = urlOf(op.path, params, queryOf(op, rng));
  if (op.method === "GET") return { method: op.method, url, headers: {}, about: "GET" };
  const body = bodyFor(op, rng);
  return { method: op.method, url, headers: body.headers, payload: body.payload, about: body.about };
}

// ---------- the run ----------
// page_views: the counts of pages and share cards served are written on a timer of their own
// (plugins/view-counts.ts), whenever it fires, not by the request under test.
const snapshot = () => fingerprint(t.app.db, { exclude: ["password_reset_tokens", "page_views"], mediaDir });

/** The contract's error bodies: `{detail}` and/or `{field: [messages]}` (docs/api.md "Errors"). */
function isContractError(body: string): boolean {
  try {
    const json = JSON.parse(body) as unknown;
    if (!json || typeof json !== "object" || Array.isArray(json) || Object.keys(json).length === 0) return false;
    return Object.values(json).every((v) => typeof v === "string" || (Array.isArray(v) && v.every((m) => typeof m === "string")));
  } catch {
    return false;
  }
}

async function restoreStaffToken() {
  staffToken = newToken();
  await t.app.db
    .insert(authTokens)
    .values({ userId: staff.id, tokenHash: hashToken(staffToken), expiresAt: new Date(Date.now() + 86_400_000) });
}

const BAD_AUTH = [
  "Bearer ",
  "Bearer x",
  `Bearer ${"a".repeat(300)}`,
  "Basic YWRtaW46YWRtaW4=",
  "Token \u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9",
  "Bearer ' OR 1=1 --",
];

let current: Fingerprint;

/** Answers per operation and status class, printed at the end: shows which paths the run reached. */
const tally = new Map<string, Record<string, number>>();
function count(key: string, status: number) {
  const row = tally.get(key) ?? {};
  const cls = `${Math.floor(status / 100)}xx`;
  row[cls] = (row[cls] ?? 0) + 1;
  tally.set(key, row);
}
afterAll(() => {
  const lines = [...tally].map(
    ([key, row]) => `  ${key.padEnd(58)} ${["2xx", "4xx"].map((c) => `${c} ${String(row[c] ?? 0).padStart(5)}`).join("  ")}`,
  );
  console.log(`[fuzz] seed ${SEED}: answers per operation and caller\n${lines.join("\n")}`);
});

describe.each(["staff", "anonymous"] as const)("fuzzing as %s", (caller) => {
  it.each(ops.map((op) => [op.key, op] as const))(
    "%s",
    async (key, op) => {
      const rng = createRng(SEED ^ hashText(`${caller} ${key}`));
      current ??= await snapshot();
      for (let run = 0; run < RUNS; run++) {
        const req = generate(op, rng);
        if (caller === "staff") req.headers.authorization = `Bearer ${staffToken}`;
        else if (rng.chance(0.2)) req.headers.authorization = rng.pick(BAD_AUTH);
        const res = await t.app.inject({ method: req.method, url: req.url, headers: req.headers, payload: req.payload });
        count(`${caller === "staff" ? "S" : "A"} ${key}`, res.statusCode);
        const what = `seed ${SEED} run ${run} as ${caller}: ${req.method} ${req.url.slice(0, 300)} ${req.about} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        const after = await snapshot();
        if (res.statusCode >= 400) {
          expect(isContractError(res.body), `error body: ${what}`).toBe(true);
          expect(changedTables(current, after), `a ${res.statusCode} changed data: ${what}`).toEqual([]);
        } else if (req.method === "GET") {
          expect(changedTables(current, after), `a GET changed data: ${what}`).toEqual([]);
        } else {
          expect(await auctionInvariantViolations(t.app.db), `after ${what}`).toEqual([]);
        }
        current = after;
        if (caller === "staff" && res.statusCode < 300 && key === "POST /api/users/logout/") {
          await restoreStaffToken();
          current = await snapshot();
        }
      }
      // Scrypt-bound routes (login, reset, user creation) take ~0.1 s a request, more on a busy machine.
    },
    Math.max(30_000, RUNS * 1_000),
  );
});

// A case the invariants above caught: lowering an event's purse or squad size below what a team holds.
describe("the auction's invariants under event edits", () => {
  it("refuses funds per team or a maximum squad below what a team already holds, and accepts exactly that", async () => {
    const owner = await createUser(t);
    const ev = await createEvent(t, { owners: [owner.id], fundsPerTeam: 1000, minPlayers: 1, maxPlayers: 3 });
    const team = await createTeam(t, ev);
    for (const price of [300, 250]) await createSale(t, ev, { player: await createPlayer(t, ev), team, price });
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/events/events/${ev}/`,
        headers: { authorization: `Bearer ${owner.token}` },
        payload,
      });

    const before = await snapshot();
    const lower = await patch({ funds_per_team: 549, max_players: 1 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toEqual({
      funds_per_team: ["A team has already spent 550 pts: the funds per team cannot be less."],
      max_players: ["A team already has 2 players: the maximum cannot be less."],
    });
    expect(changedTables(before, await snapshot())).toEqual([]);

    const exact = await patch({ funds_per_team: 550, max_players: 2 });
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toMatchObject({ funds_per_team: 550, max_players: 2 });
    expect(await auctionInvariantViolations(t.app.db)).toEqual([]);
    current = await snapshot();
  });
});
