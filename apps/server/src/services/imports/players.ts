// Player import (docs/api.md "Player import"): a sheet (read-sheet.ts) and an optional zip of
// photos (zip-photos.ts) become players of the event. Each row is checked with the player form's own
// schema and texts; rows match existing players by the ID column, else by name and contact number,
// so a re-import updates instead of duplicating. A dry run, or errors without `skip_invalid`, change
// nothing. The rest is one transaction with the event lock and one log entry (one live message).

import { setImmediate as nextTurn } from "node:timers/promises";
import {
  AUCTION_ACTION,
  CONTACT_NUMBER_KEY,
  DETAIL,
  DETAILS_MAX,
  deriveShortName,
  detailOfHeader,
  fundsRemaining,
  GRADES,
  IMPORT_RESULT_STATUSES,
  type ImportForm,
  type ImportReport,
  isPlacedStatus,
  LIMITS,
  MSG,
  NO_GRADE,
  PLAYER_STATUS,
  type PlayerDetails,
  PlayerImportBody,
  type PlayerStatus,
  parseSheetPrice,
  playerStatusName,
  priceHeaderUnit,
  RESULT_IMPORT_TEXT,
  RTM_MSG,
  skillKey,
  statusOfCell,
  withBasePriceRule,
  writtenSkillKey,
} from "@sah/domain";
import { count, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { events, eventTypes, playerSkills, players, skills, teams, transactions } from "../../db/schema.ts";
import { inChunks, type SetColumn, updateAll } from "../../db/sql.ts";
import { placePlayerIn } from "../auction/place.ts";
import { readPurses } from "../auction/state.ts";
import { DomainError, invalid, notFound, zodFieldErrors } from "../errors.ts";
import { type EventRules, loadEventRules, lockEvent } from "../events/lock.ts";
import { recordChange } from "../log/record.ts";
import type { MediaStore } from "../media/images.ts";
import { PLAYER_MEDIA_KIND } from "../players/write.ts";
import {
  claimFirst,
  importReport,
  rowErrors,
  type RowPlan as SharedRowPlan,
  stopsAtPreview,
  writeWithImages,
  yieldEvery,
  zipOfColumn,
} from "./import-steps.ts";
import { readMappedSheet, rememberMapping } from "./sheet-mapping.ts";
import { imageOfCell } from "./zip-photos.ts";

export const IMPORT_KIND_PLAYERS = "players" as const;
export const IMPORT_ACTION = "player.import";

export const IMPORT_TEXT = {
  noSuchPlayer: (id: string) => `No player with ID ${id} in this event.`,
  sameAsRow: (row: number) => `The same player as row ${row}.`,
  unknownSkills: (names: string[]) => `Not a skill of this event: ${names.join(", ")}. Add it, or import with "add new skills".`,
  tooManyDetails: `A player can have at most ${DETAILS_MAX} details.`,
  /** A name that is not unique, in the sheet or in the event, names nobody for sure. */
  notAPrice: "Enter an amount such as 75 L, 2 Cr or 25k (or a plain number).",
  sameName: (n: number, name: string) => `${n} players are called ${name}: add a Ref or ID column.`,
  sameNameNoRef: (n: number, name: string) =>
    `${n} players are called ${name} and the event's have no Ref yet: add an ID column to say which is which.`,
} as const;

type Existing = {
  id: number;
  name: string;
  dateOfBirth: string | null;
  grade: number;
  email: string | null;
  ref: string | null;
  basePrice: number | null;
  details: PlayerDetails;
  image: string | null;
  drawSet: string | null;
  previousTeamId: number | null;
  skillIds: number[];
  status: PlayerStatus;
  /** The player's standing sale, if any. */
  standing: { team: number; price: number } | null;
};

/** A result a row records (docs/api.md "Player import"): a status, and for a placed one its team and price. */
type RowResult = { status: PlayerStatus; team: number | null; teamName: string | null; price: number | null };

type RowPlan = SharedRowPlan & {
  existing: Existing | null;
  values?: {
    name: string;
    /** Null: the sheet does not say (docs/api.md "Player import"); pages hide the age. */
    dateOfBirth: string | null;
    grade: number;
    email: string | null;
    ref: string | null;
    basePrice: number | null;
    details: PlayerDetails;
    drawSet: string | null;
    previousTeamId: number | null;
  };
  /** The skills the row names, by skillKey (domain sheets.ts): the event's own, or new ones. */
  skillNames: string[];
  /** Whether the sheet has a skills column (without one, an update leaves the skills as they are). */
  skillsGiven: boolean;
  photo?: { name: string; data: Buffer };
  /** Created ahead of the import's transaction in its staging event (stagePlayers), moved in by it. */
  staged?: boolean;
  result?: RowResult;
  /** Whether recording `result` changes the player's result (else it is already recorded, or there is none). */
  resultChanges?: boolean;
};

const GRADE_BY_NAME = new Map(GRADES.map((g) => [g.name.toLowerCase(), g.code]));
const digits = (s: string) => s.replace(/\D/g, "");
/** A name for matching: case and runs of spaces aside ("Akash  singh" is "Akash Singh"). */
const nameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();
const matchKey = (name: string, contact: string) => `${nameKey(name)}|${digits(contact)}`;

/** A name from a First name and a Last name column, joined with a space. */
const joinName = (first: string, last: string) => [first.trim(), last.trim()].filter(Boolean).join(" ");

/** How many of `names` each name (by nameKey) is. */
function countNames(names: string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const n of names) if (n.trim()) out.set(nameKey(n), (out.get(nameKey(n)) ?? 0) + 1);
  return out;
}

/** Not a grade code: the schema refuses it with the form's "Select a valid grade." */
const NOT_A_GRADE = 0;

/** "A+", "a+", "10": a grade's code; blank: no grade; anything else is not a grade. */
function gradeOf(cell: string): number {
  const t = cell.trim();
  if (t === "") return NO_GRADE;
  const byName = GRADE_BY_NAME.get(t.toLowerCase());
  if (byName !== undefined) return byName;
  return /^\d{1,5}$/.test(t) ? Number(t) : NOT_A_GRADE;
}

/** Day-first dates as European and Indian sheets write them (31/12/2000, 31-12-2000, 31.12.2000) → ISO. */
function dateOf(cell: string): string {
  const t = cell.trim();
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  return m ? `${m[3]}-${m[2].padStart(2, "0")}-${m[1].padStart(2, "0")}` : t;
}

const splitSkills = (cell: string) =>
  cell
    .split(/[,/;]/)
    .map((s) => s.trim())
    .filter(Boolean);

function sameDetails(a: PlayerDetails, b: PlayerDetails): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

async function loadExisting(db: Db, eventId: number): Promise<Existing[]> {
  const rows = await db
    .select({
      id: players.id,
      name: players.name,
      dateOfBirth: players.dateOfBirth,
      grade: players.grade,
      email: players.email,
      ref: players.ref,
      basePrice: players.basePrice,
      details: players.details,
      image: players.image,
      drawSet: players.drawSet,
      previousTeamId: players.previousTeamId,
      status: players.status,
    })
    .from(players)
    .where(eq(players.eventId, eventId));
  const sales = await db
    .select({ player: transactions.playerId, team: transactions.teamId, price: transactions.price })
    .from(transactions)
    .where(eq(transactions.eventId, eventId));
  const saleOf = new Map(sales.map((t) => [t.player, { team: t.team, price: t.price }]));
  const links = rows.length
    ? await db
        .select({ playerId: playerSkills.playerId, skillId: playerSkills.skillId })
        .from(playerSkills)
        .innerJoin(players, eq(players.id, playerSkills.playerId))
        .where(eq(players.eventId, eventId))
    : [];
  const byPlayer = new Map<number, number[]>();
  for (const l of links) byPlayer.set(l.playerId, [...(byPlayer.get(l.playerId) ?? []), l.skillId]);
  return rows.map((r) => ({
    ...r,
    status: r.status as PlayerStatus,
    standing: saleOf.get(r.id) ?? null,
    skillIds: (byPlayer.get(r.id) ?? []).sort((a, b) => a - b),
  }));
}

export type PlayerImportInput = {
  eventId: number;
  actorId: number;
  file: Buffer;
  images: Buffer | null;
  form: ImportForm;
};

export async function importPlayers(db: Db, media: MediaStore, input: PlayerImportInput): Promise<ImportReport> {
  const { eventId, form } = input;
  const sheet = await readMappedSheet(db, IMPORT_KIND_PLAYERS, eventId, input.file, form);
  const { table, mapping, columnOf } = sheet;
  // A "2024 Team" column is the previous team only where right to match is on; elsewhere it stays a
  // detail, as it was before right to match, unless the organiser maps it (docs/decisions/063).
  const [{ rtmCards }] = await db.select({ rtmCards: events.rtmCards }).from(events).where(eq(events.id, eventId));
  if (rtmCards === 0) {
    for (const [column, field] of Object.entries(mapping)) {
      if (field === "previous_team" && !(column in (form.mapping ?? {}))) mapping[column] = "detail";
    }
  }
  const col = {
    id: columnOf("id"),
    ref: columnOf("ref"),
    name: columnOf("name"),
    first: columnOf("first_name"),
    last: columnOf("last_name"),
    dob: columnOf("date_of_birth"),
    grade: columnOf("grade"),
    skills: sheet.columnsOf("skills"),
    email: columnOf("email"),
    contact: columnOf("contact"),
    photo: columnOf("photo"),
    set: columnOf("set"),
    base: columnOf("base_price"),
    previous: columnOf("previous_team"),
    status: columnOf("status"),
    team: columnOf("team"),
    price: columnOf("price"),
  };
  const resultsGiven = col.status >= 0 || col.team >= 0 || col.price >= 0;
  // "Reserve Price Rs Lakh": the header's unit scales the column's plain numbers.
  const baseUnit = col.base >= 0 ? priceHeaderUnit(table.headers[col.base]).unit : "";
  const priceUnit = col.price >= 0 ? priceHeaderUnit(table.headers[col.price]).unit : "";
  // "Team (detail)": the results export's header for a detail named like a fixed column.
  const detailColumns = table.headers.flatMap((h, i) => (mapping[h] === "detail" ? [{ key: detailOfHeader(h), index: i }] : []));
  const cell = (r: string[], i: number) => (i >= 0 ? (r[i] ?? "") : "");
  // The details in the sheet's column order (the contact number is one), kept for pages and exports.
  const detailOrder = table.headers.flatMap((h) =>
    mapping[h] === "detail" ? [detailOfHeader(h)] : mapping[h] === "contact" ? [CONTACT_NUMBER_KEY] : [],
  );

  // Photos: only the entries the sheet names are inflated.
  const zip = await zipOfColumn(input.images, table.rows, col.photo);

  // Skills as people write them: ignoring case, spaces and punctuation, and the sport's synonyms
  // ("WK" is Wicket-keeper at cricket); several columns may feed them.
  const eventSkills = await db.select({ id: skills.id, name: skills.name }).from(skills).where(eq(skills.eventId, eventId));
  const [{ sport }] = await db
    .select({ sport: eventTypes.name })
    .from(events)
    .innerJoin(eventTypes, eq(eventTypes.id, events.typeId))
    .where(eq(events.id, eventId));
  const skillByKey = new Map(eventSkills.map((s) => [skillKey(s.name), s.id]));
  const known = new Set(skillByKey.keys());
  const skillsOfRow = (r: string[]) =>
    col.skills
      .flatMap((i) => splitSkills(cell(r, i)))
      .map((written) => ({ written, key: writtenSkillKey(written, sport, known) }));
  const newSkills = new Map<string, string>();
  for (const r of table.rows)
    for (const s of skillsOfRow(r)) if (!known.has(s.key) && !newSkills.has(s.key)) newSkills.set(s.key, s.written);

  // A base price the sheet gives is held to the event's minimum as the player form's is (docs/api.md
  // "Players"); a row without the column keeps the stored price, which a raised minimum does not undo.
  const rules = await loadEventRules(db, eventId);
  if (!rules) throw notFound();
  // Results and previous teams (right to match) name a team by its name or its short name ("CSK"),
  // ignoring case and runs of spaces; a name wins over another team's short name.
  const eventTeams =
    resultsGiven || col.previous >= 0
      ? await db
          .select({ id: teams.id, name: teams.name, shortName: teams.shortName })
          .from(teams)
          .where(eq(teams.eventId, eventId))
      : [];
  const teamByKey = new Map<string, { id: number; name: string }>();
  for (const t of eventTeams) {
    const key = nameKey(t.shortName ?? deriveShortName(t.name));
    if (!eventTeams.some((o) => o.id !== t.id && nameKey(o.shortName ?? deriveShortName(o.name)) === key)) teamByKey.set(key, t);
  }
  for (const t of eventTeams) teamByKey.set(nameKey(t.name), t);
  const rowSchema =
    col.base >= 0
      ? withBasePriceRule(PlayerImportBody, { min_player_price: rules.minPlayerPrice, funds_unit: rules.fundsUnit })
      : PlayerImportBody;
  const existing = await loadExisting(db, eventId);
  const byId = new Map(existing.map((p) => [p.id, p]));
  const byKey = new Map(existing.map((p) => [matchKey(p.name, String(p.details[CONTACT_NUMBER_KEY] ?? "")), p]));
  const byRef = new Map(existing.flatMap((p) => (p.ref ? [[p.ref, p] as const] : [])));
  const unreffed = new Map<string, Existing[]>();
  for (const p of existing) if (!p.ref) unreffed.set(nameKey(p.name), [...(unreffed.get(nameKey(p.name)) ?? []), p]);
  // Names that name two people (docs/api.md "Player import"): without an ID or a Ref such a row is an error.
  const inEvent = countNames(existing.map((p) => p.name));
  // One Name column, else First name and Last name joined with a space.
  const nameOf = (r: string[]) => (col.name >= 0 ? cell(r, col.name) : joinName(cell(r, col.first), cell(r, col.last)));
  const inSheet = countNames(table.rows.map(nameOf));
  const claimed = new Map<number, number>();
  const refRow = new Map<string, number>();

  const errors: ImportReport["errors"] = [];
  const warnings: ImportReport["warnings"] = [];
  const plans: RowPlan[] = [];
  for (const [i, r] of table.rows.entries()) {
    await yieldEvery(i);
    const row = table.headerRow + 1 + i; // the sheet's own row number (blank rows aside)
    const name = nameOf(r);
    const plan: RowPlan = {
      row,
      name,
      outcome: "error",
      existing: null,
      skillNames: [],
      skillsGiven: col.skills.length > 0,
      id: null,
    };
    plans.push(plan);
    const checks = rowErrors();
    const fail = checks.fail;

    // Which player the row is: by ID, else by Ref, else by a name that names one player only.
    const idCell = cell(r, col.id).trim();
    const refCell = cell(r, col.ref).trim();
    const contact = cell(r, col.contact).trim();
    const key = nameKey(name);
    const sameNamed = Math.max(inSheet.get(key) ?? 0, inEvent.get(key) ?? 0);
    const refFirst = refCell ? refRow.get(refCell) : undefined;
    if (refCell && refFirst === undefined) refRow.set(refCell, row);
    let match: Existing | null = null;
    if (refFirst !== undefined) fail("ref", IMPORT_TEXT.sameAsRow(refFirst));
    else if (idCell) {
      match = /^\d+$/.test(idCell) ? (byId.get(Number(idCell)) ?? null) : null;
      if (!match) fail("id", IMPORT_TEXT.noSuchPlayer(idCell));
      const holder = refCell ? byRef.get(refCell) : undefined;
      if (match && holder && holder.id !== match.id) fail("ref", MSG.refTaken);
    } else if (refCell) {
      match = byRef.get(refCell) ?? null;
      // A new Ref for a player imported before without one: only when the name says which.
      const candidates = match || !name ? [] : (unreffed.get(key) ?? []);
      if (candidates.length === 1 && (inSheet.get(key) ?? 0) === 1) match = candidates[0];
      else if (candidates.length > 0) fail("name", IMPORT_TEXT.sameNameNoRef(sameNamed, name));
    } else if (name && sameNamed > 1) {
      fail("name", IMPORT_TEXT.sameName(sameNamed, name));
    } else if (name) {
      match = byKey.get(matchKey(name, contact)) ?? null;
    }
    const first = match ? claimFirst(claimed, match.id, row) : undefined;
    if (first !== undefined) fail("id", IMPORT_TEXT.sameAsRow(first));

    // The row as the player form would send it; the sheet's details overlay the stored ones.
    const details: PlayerDetails = { ...(match?.details ?? {}) };
    for (const d of detailColumns) {
      const v = cell(r, d.index);
      if (v !== "") details[d.key] = v;
    }
    if (contact) details[CONTACT_NUMBER_KEY] = contact;
    if (Object.keys(details).length > DETAILS_MAX) fail("details", IMPORT_TEXT.tooManyDetails);
    const rowSkills = skillsOfRow(r);
    const skillNames = [...new Set(rowSkills.map((s) => s.key))];
    const unknown = rowSkills.filter((s) => !known.has(s.key)).map((s) => s.written);
    if (unknown.length && !form.add_skills) fail("skills", IMPORT_TEXT.unknownSkills(unknown));
    // A base price as people write it; blank is the event's minimum; without the column an update keeps it.
    const baseCell = cell(r, col.base).trim();
    const basePrice = col.base < 0 ? (match?.basePrice ?? null) : baseCell ? parseSheetPrice(baseCell, baseUnit) : null;
    if (baseCell && basePrice === null) fail("base_price", IMPORT_TEXT.notAPrice);
    if (col.base >= 0) plan.base_price = basePrice;
    // Without the column an update keeps the previous team; a blank cell clears it.
    const previousCell = cell(r, col.previous).trim();
    const previousTeamId =
      col.previous < 0
        ? (match?.previousTeamId ?? null)
        : previousCell
          ? (teamByKey.get(nameKey(previousCell))?.id ?? null)
          : null;
    if (previousCell && previousTeamId === null) fail("previous_team", RTM_MSG.previousTeamUnknown(previousCell));
    const parsed = rowSchema.safeParse({
      name,
      // A blank date is "not known": the player is imported without one; without the column an update keeps it.
      date_of_birth: col.dob >= 0 ? dateOf(cell(r, col.dob)) : (match?.dateOfBirth ?? null),
      grade: col.grade >= 0 ? gradeOf(cell(r, col.grade)) : (match?.grade ?? NO_GRADE),
      base_price: basePrice,
      email: col.email >= 0 ? cell(r, col.email) : (match?.email ?? null),
      // A blank Ref keeps the stored one: a sheet names players by it, it does not take it away.
      ref: refCell || (match?.ref ?? null),
      // Without a Set column an update keeps the player's set.
      set: col.set >= 0 ? cell(r, col.set) : (match?.drawSet ?? null),
      details,
    });
    if (!parsed.success) for (const [f, m] of Object.entries(zodFieldErrors(parsed.error))) for (const t of m) fail(f, t);

    // Its photo, from the zip (a link is never fetched).
    const photo = await imageOfCell(cell(r, col.photo), zip, Boolean(match?.image));
    if ("error" in photo) fail("photo", photo.error);
    else if (photo.file) plan.photo = photo.file;
    else if (photo.warning) checks.warn("photo", photo.warning);

    // A result before the auction: recorded later through the sale's own rules (writeResults).
    if (resultsGiven) {
      const result = resultOfRow(cell(r, col.status), cell(r, col.team), cell(r, col.price), priceUnit, teamByKey, fail);
      if (result) {
        const now = match?.standing ?? null;
        const status = match?.status ?? PLAYER_STATUS.AVAILABLE;
        const same =
          status === result.status &&
          (!isPlacedStatus(result.status) || (now !== null && now.team === result.team && now.price === result.price));
        plan.result = result;
        plan.resultChanges = !same;
        if (!same && !IMPORT_RESULT_STATUSES.includes(result.status))
          fail("status", RESULT_IMPORT_TEXT.notImportable(playerStatusName(result.status)));
      }
    }

    if (checks.any || !parsed.success) {
      checks.report(row, errors);
      continue;
    }
    checks.reportWarnings(row, warnings);
    const v = parsed.data;
    plan.values = {
      name: v.name,
      dateOfBirth: v.date_of_birth,
      grade: v.grade,
      email: v.email ?? null,
      ref: v.ref ?? null,
      basePrice: v.base_price ?? null,
      details: (v.details ?? {}) as PlayerDetails,
      drawSet: v.set ?? null,
      previousTeamId,
    };
    plan.skillNames = col.skills.length ? skillNames : [];
    plan.existing = match;
    if (!match) plan.outcome = "created";
    else {
      plan.id = match.id;
      const skillIds = col.skills.length
        ? [...new Set(skillNames.map((s) => skillByKey.get(s) ?? -1))].sort((a, b) => a - b)
        : match.skillIds;
      const same =
        match.name === plan.values.name &&
        match.dateOfBirth === plan.values.dateOfBirth &&
        match.grade === plan.values.grade &&
        (match.email ?? null) === plan.values.email &&
        match.ref === plan.values.ref &&
        match.basePrice === plan.values.basePrice &&
        match.drawSet === plan.values.drawSet &&
        match.previousTeamId === plan.values.previousTeamId &&
        sameDetails(match.details, plan.values.details) &&
        skillIds.length === match.skillIds.length &&
        skillIds.every((id, k) => id === match.skillIds[k]) &&
        !plan.photo &&
        !plan.resultChanges;
      plan.outcome = same ? "unchanged" : "updated";
    }
  }

  const creating = plans.filter((p) => p.outcome === "created").length;
  const [{ n: held }] = await db.select({ n: count() }).from(players).where(eq(players.eventId, eventId));
  if (Number(held) + creating > LIMITS.playersPerEventMax) throw invalid(DETAIL.tooManyPlayers);

  let summary: ResultSummary | undefined;
  const report = (imported: boolean): ImportReport => {
    const out = importReport(sheet, plans, errors, imported, [...newSkills.values()], warnings);
    plans.forEach((p, i) => {
      if (p.result)
        out.outcomes[i].result = {
          status: p.result.status,
          team: p.result.team,
          team_name: p.result.teamName,
          price: p.result.price,
        };
    });
    return summary ? { ...out, results: summary } : out;
  };
  const writeInput = { eventId, actorId: input.actorId, plans, mapping, newSkills, form, errors, detailOrder };
  // Results that change something are judged by the sale's rules only under the lock, so a preview
  // records them in a transaction it rolls back (docs/decisions/060): its errors and summary are the import's.
  const recording = () => plans.some((p) => p.outcome !== "error" && p.resultChanges);
  if (stopsAtPreview(form, errors)) {
    summary = resultsGiven
      ? recording()
        ? await previewResults(db, writeInput)
        : await resultSummary(db, rules, plans)
      : undefined;
    return report(false);
  }
  // A re-import that changes nothing writes nothing (no log entry, no live message).
  const adding = form.add_skills && plans.some((p) => p.outcome !== "error" && p.skillNames.some((s) => newSkills.has(s)));
  if (!plans.some((p) => p.outcome === "created" || p.outcome === "updated") && !adding) {
    if (resultsGiven) summary = await resultSummary(db, rules, plans);
    return report(true);
  }

  try {
    summary = await writeImport(db, media, writeInput);
  } catch (err) {
    // A result the sale's rules refused, without skip_invalid: nothing was written.
    if (!(err instanceof RefusedResults)) throw err;
    summary = err.summary;
    return report(false);
  }
  return report(true);
}

/** Parses a row's status, team and price cells; null when the row records no result (all blank). */
function resultOfRow(
  statusCell: string,
  teamCell: string,
  priceCell: string,
  priceUnit: string,
  teamByKey: Map<string, { id: number; name: string }>,
  fail: (field: string, message: string) => void,
): RowResult | null {
  const status = statusOfCell(statusCell);
  if (status === undefined) {
    fail("status", RESULT_IMPORT_TEXT.notAStatus(statusCell.trim()));
    return null;
  }
  if (status === null) {
    if (teamCell.trim() || priceCell.trim()) fail("status", RESULT_IMPORT_TEXT.statusNeeded);
    return null;
  }
  // Statuses that place no player ignore the team and the price, as the sell form does.
  if (!isPlacedStatus(status)) return { status, team: null, teamName: null, price: null };
  let team: { id: number; name: string } | undefined;
  if (!teamCell.trim()) fail("team", MSG.teamRequired);
  else {
    team = teamByKey.get(nameKey(teamCell));
    if (!team) fail("team", RESULT_IMPORT_TEXT.noSuchTeam(teamCell.trim()));
  }
  let price: number | null = null;
  if (!priceCell.trim()) fail("price", MSG.priceRequired);
  else {
    price = parseSheetPrice(priceCell, priceUnit);
    if (price === null) fail("price", IMPORT_TEXT.notAPrice);
  }
  return { status, team: team?.id ?? null, teamName: team?.name ?? null, price };
}

type ResultSummary = NonNullable<ImportReport["results"]>;

/** Per team the sheet's results name: players per status, and the team's purse as `db` holds it now. */
async function resultSummary(db: DbOrTx, rules: EventRules, plans: RowPlan[]): Promise<ResultSummary> {
  const byTeam = new Map<number, { name: string; counts: Map<number, number> }>();
  for (const p of plans) {
    const r = p.result;
    if (p.outcome === "error" || !r || r.team === null || !isPlacedStatus(r.status)) continue;
    const entry = byTeam.get(r.team) ?? { name: r.teamName ?? "", counts: new Map<number, number>() };
    entry.counts.set(r.status, (entry.counts.get(r.status) ?? 0) + 1);
    byTeam.set(r.team, entry);
  }
  const purses = await readPurses(db, rules, [...byTeam.keys()]);
  return [...byTeam].map(([team, v]) => {
    const purse = purses.get(team)!;
    return {
      team,
      name: v.name,
      statuses: [...v.counts].map(([status, count]) => ({ status, count })),
      spent: purse.spent,
      funds_remaining: fundsRemaining(purse),
      players_count: purse.playersCount,
    };
  });
}

/** Thrown inside the import's transaction to roll it back: results refused (or a preview), with the summary. */
class RefusedResults extends Error {
  constructor(public readonly summary: ResultSummary) {
    super("results refused");
  }
}

type WriteInput = {
  eventId: number;
  actorId: number;
  plans: RowPlan[];
  mapping: Record<string, string>;
  /** By skillKey: the name as the sheet first wrote it. */
  newSkills: Map<string, string>;
  form: ImportForm;
  /** The answer's errors: a refused result is added as its row's error. */
  errors: ImportReport["errors"];
  /** The sheet's detail keys in its column order. */
  detailOrder: string[];
  /** The staging event of the players stagePlayers created, if any. */
  staging?: number | null;
};

/** The preview of an import that records results: written in a transaction rolled back at its end. */
async function previewResults(db: Db, input: WriteInput): Promise<ResultSummary> {
  try {
    await db.transaction(async (tx) => {
      throw new RefusedResults((await writeRows(tx, input, new Map())) ?? []);
    });
  } catch (err) {
    if (err instanceof RefusedResults) return err.summary;
    throw err;
  }
  throw new Error("unreachable");
}

/**
 * Stores the photos, then writes every row in one transaction; a failed write removes the new photos
 * (writeWithImages). Returns the per-team summary of the sheet's results.
 */
async function writeImport(db: Db, media: MediaStore, input: WriteInput): Promise<ResultSummary | undefined> {
  const withPhoto = input.plans.filter((p) => p.photo && (p.outcome === "created" || p.outcome === "updated"));
  const photos = withPhoto.map((p) => ({ key: p, file: p.photo! }));
  let summary: ResultSummary | undefined;
  await writeWithImages(media, { kind: PLAYER_MEDIA_KIND, field: "photo" }, photos, async (imageOf) => {
    const staging = await stagePlayers(db, input, imageOf);
    try {
      await db.transaction(async (tx) => {
        summary = await writeRows(tx, { ...input, staging }, imageOf);
      });
    } catch (err) {
      // Nothing of a failed import is left: its staged players go with their staging event.
      for (const p of input.plans) if (p.staged) p.id = null;
      throw err;
    } finally {
      if (staging !== null) await db.delete(events).where(eq(events.id, staging));
    }
  });
  return summary;
}

/** New players created per staging transaction (docs/decisions/060): each a short hold on PGlite's one connection. */
export const STAGE_ROWS = 250;

/**
 * A large import's new players, created before its one transaction, STAGE_ROWS at a time, each batch
 * its own short transaction with a turn of the event loop between them, so that on PGlite (one
 * connection) other requests' reads run between batches instead of waiting for the whole import. They
 * belong to a staging event — archived, so no list shows it — until the import's transaction moves
 * them into the event with one statement; a failed import deletes the staging event and them with it.
 * Null when the import creates too few plain rows to be worth it (they are written in the transaction).
 */
async function stagePlayers(db: Db, input: WriteInput, imageOf: Map<RowPlan, string>): Promise<number | null> {
  const rows = input.plans.filter((p) => p.outcome === "created" && !p.resultChanges);
  if (rows.length <= STAGE_ROWS) return null;
  const [ev] = await db.select().from(events).where(eq(events.id, input.eventId));
  if (!ev) throw notFound();
  const { id: _id, logSeq: _seq, createdAt: _at, ...copy } = ev;
  const [staging] = await db
    .insert(events)
    .values({ ...copy, name: `Import into event ${ev.id} (staging)`, archivedAt: new Date() })
    .returning({ id: events.id });
  try {
    for (let i = 0; i < rows.length; i += STAGE_ROWS) {
      const batch = rows.slice(i, i + STAGE_ROWS);
      // Their skills are linked when they join the event (the skills to add do not exist yet).
      await db.transaction((tx) => writePlayers(tx, staging.id, batch, imageOf, null));
      for (const p of batch) p.staged = true;
      await nextTurn();
    }
  } catch (err) {
    await db.delete(events).where(eq(events.id, staging.id));
    for (const p of rows) if (p.staged) p.id = null;
    throw err;
  }
  return staging.id;
}

/**
 * The import's writes under the event lock: the rows without a result to record, together; then each
 * row with one, in sheet order, in a savepoint of its own — the player, then its result through the
 * sale's rules (placePlayerIn: purse, squad size, quotas, max bid; one log entry each). A refused
 * result is its row's error and undoes only that row; without skip_invalid it rolls everything back
 * (RefusedResults). Then the one import entry.
 */
async function writeRows(tx: Tx, input: WriteInput, imageOf: Map<RowPlan, string>): Promise<ResultSummary | undefined> {
  const { eventId, plans } = input;
  const rules = await lockEvent(tx, eventId);
  const creatingAll = plans.filter((p) => p.outcome === "created");
  const [{ n }] = await tx.select({ n: count() }).from(players).where(eq(players.eventId, eventId));
  if (Number(n) + creatingAll.length > LIMITS.playersPerEventMax) throw invalid(DETAIL.tooManyPlayers);

  // Skills the sheet names that the event lacks (asked for with add_skills).
  const skillRows = await tx.select({ id: skills.id, name: skills.name }).from(skills).where(eq(skills.eventId, eventId));
  const skillId = new Map(skillRows.map((s) => [skillKey(s.name), s.id]));
  const missing = input.form.add_skills ? [...input.newSkills.entries()].filter(([key]) => !skillId.has(key)) : [];
  if (missing.length) {
    const added = await tx
      .insert(skills)
      .values(missing.map(([, name]) => ({ eventId, name })))
      .returning({ id: skills.id, name: skills.name });
    for (const s of added) skillId.set(skillKey(s.name), s.id);
  }
  const write = (w: Tx, rows: RowPlan[]) =>
    writePlayers(
      w,
      eventId,
      rows.filter((p) => !p.staged),
      imageOf,
      skillId,
    );
  // The staged new players join the event in one statement, with their skills.
  if (input.staging != null) {
    await tx.update(players).set({ eventId }).where(eq(players.eventId, input.staging));
    await linkSkills(
      tx,
      plans.filter((p) => p.staged),
      skillId,
    );
  }

  const recorded = (p: RowPlan) => p.outcome !== "error" && p.resultChanges === true;
  // In sheet order (so new players' ids follow it): runs of rows without a result together.
  let run: RowPlan[] = [];
  let refused = false;
  for (const p of [...plans, null]) {
    if (p && !recorded(p)) {
      run.push(p);
      continue;
    }
    await write(tx, run);
    run = [];
    if (!p) break;
    const r = p.result!;
    try {
      await tx.transaction(async (sp) => {
        await write(sp, [p]);
        await placePlayerIn(sp, {
          eventId,
          actorId: input.actorId,
          body: {
            player: p.id!,
            status: r.status,
            ...(isPlacedStatus(r.status) ? { team: r.team, price: r.price } : {}),
            override_limits: input.form.override_limits,
          },
          action: AUCTION_ACTION.sell,
          onBlockOnly: false,
          reason: null,
        });
      });
    } catch (err) {
      // The sale's refusal (400 by field, or 409 for a result recorded since) is the row's error.
      if (!(err instanceof DomainError) || (err.kind !== "invalid" && err.kind !== "conflict")) throw err;
      refused = true;
      for (const [field, messages] of Object.entries(err.fields ?? { status: [err.message] }))
        input.errors.push({ row: p.row, field, messages });
      if (p.outcome === "created") p.id = null;
      p.outcome = "error";
    }
  }
  input.errors.sort((a, b) => a.row - b.row);
  const summary = plans.some((p) => p.result) ? await resultSummary(tx, rules, plans) : undefined;
  if (input.form.dry_run || (refused && !input.form.skip_invalid)) throw new RefusedResults(summary ?? []);

  const creating = plans.filter((p) => p.outcome === "created");
  const updating = plans.filter((p) => p.outcome === "updated");
  // Every row refused and skipped: nothing was written, so nothing is logged.
  if (!creating.length && !updating.length && !missing.length) return summary;
  await rememberMapping(tx, IMPORT_KIND_PLAYERS, eventId, input.mapping);
  // The sheet's order of details first, then the keys it does not have, in their order.
  if (input.detailOrder.length) {
    const [ev] = await tx.select({ order: events.detailOrder }).from(events).where(eq(events.id, eventId));
    const order = [...input.detailOrder, ...(ev?.order ?? []).filter((k) => !input.detailOrder.includes(k))];
    if (order.join("\n") !== (ev?.order ?? []).join("\n"))
      await tx.update(events).set({ detailOrder: order }).where(eq(events.id, eventId));
  }
  // One entry, so one live message, for the import's players (each result has its own).
  await recordChange(tx, {
    eventId,
    actorId: input.actorId,
    action: IMPORT_ACTION,
    topics: updating.length ? ["players", "teams", "auction"] : ["players"],
    data: { created: creating.length, updated: updating.length, skills_added: missing.map(([, name]) => name) },
  });
  return summary;
}

/** Links the rows' players to the skills they name (skillId: by skillKey). */
async function linkSkills(tx: Tx, rows: RowPlan[], skillId: Map<string, number>): Promise<void> {
  const links = rows.flatMap((p) =>
    [...new Set(p.skillNames.map((s) => skillId.get(s)))].flatMap((s) =>
      s === undefined ? [] : [{ playerId: p.id!, skillId: s }],
    ),
  );
  await inChunks(links, (chunk) => tx.insert(playerSkills).values(chunk).onConflictDoNothing());
}

/** Creates and updates `rows`' players and their skills (a list: in bulk; one row: inside its savepoint). */
async function writePlayers(
  tx: Tx,
  eventId: number,
  rows: RowPlan[],
  imageOf: Map<RowPlan, string>,
  /** By skillKey; null: the skills are not linked here (stagePlayers). */
  skillId: Map<string, number> | null,
): Promise<void> {
  const idsOf = (p: RowPlan) => [...new Set(p.skillNames.map((s) => skillId?.get(s)))].filter((x) => x !== undefined);
  const creating = rows.filter((p) => p.outcome === "created");
  const links: { playerId: number; skillId: number }[] = [];
  for (let i = 0; i < creating.length; i += 500) {
    const chunk = creating.slice(i, i + 500);
    const made = await tx
      .insert(players)
      .values(chunk.map((p) => ({ eventId, ...p.values!, image: imageOf.get(p) ?? null })))
      .returning({ id: players.id });
    chunk.forEach((p, k) => {
      p.id = made[k].id;
      for (const s of idsOf(p)) links.push({ playerId: made[k].id, skillId: s });
    });
  }
  // The updated players, a chunk a statement (docs/decisions/073): each row's values, its photo only
  // when the row brings a new one (else the stored photo stays).
  const updating = rows.filter((p) => p.outcome === "updated");
  await updateAll(
    tx,
    players,
    { column: players.id, value: (p) => p.id },
    updatedColumns(imageOf),
    updating,
    eq(players.eventId, eventId),
  );
  const reskilled = updating.filter((p) => p.skillsGiven);
  await inChunks(reskilled, (chunk) =>
    tx.delete(playerSkills).where(
      inArray(
        playerSkills.playerId,
        chunk.map((p) => p.id!),
      ),
    ),
  );
  for (const p of reskilled) for (const s of idsOf(p)) links.push({ playerId: p.id!, skillId: s });
  await inChunks(links, (chunk) => tx.insert(playerSkills).values(chunk).onConflictDoNothing());
}

/** What an update writes of a row: every field of its values, and its photo when it brings one. */
function updatedColumns(imageOf: Map<RowPlan, string>): SetColumn<RowPlan>[] {
  const v = (p: RowPlan) => p.values!;
  return [
    { column: players.name, value: (p) => v(p).name },
    { column: players.dateOfBirth, value: (p) => v(p).dateOfBirth },
    { column: players.grade, value: (p) => v(p).grade },
    { column: players.email, value: (p) => v(p).email },
    { column: players.ref, value: (p) => v(p).ref },
    { column: players.basePrice, value: (p) => v(p).basePrice },
    { column: players.details, value: (p) => v(p).details },
    { column: players.drawSet, value: (p) => v(p).drawSet },
    { column: players.previousTeamId, value: (p) => v(p).previousTeamId },
    { column: players.image, value: (p) => imageOf.get(p) || null, keepIfNull: true },
  ];
}
