// Exports of an event (docs/api.md "Exports"): every player's result, one
// roster per team, the event's log. Built here as tables; services/sheets/sheet-file.ts writes them.
// Private details (docs/api.md "Players") reach the file only when the caller may manage the event.
import {
  AUCTION_ACTION,
  type AuctionLogEntry,
  auctionChangeOf,
  basePriceChangesOf,
  DETAIL,
  describeEntry,
  type ExportFormat,
  type ExportWhat,
  exportedDetailHeader,
  exportFileName,
  formatInZone,
  isPrivateDetailKey,
  LIMITS,
  moneyNumberFormat,
  type Player,
  playerStatusName,
  RTM_TEXT,
} from "@sah/domain";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { auctionLog, events, players, teams, users } from "../../db/schema.ts";
import { GateFull, runInWorker, taskGate } from "../../worker-task.ts";
import type { SheetFileTask } from "../../workers/sheet-file.ts";
import { notFound, tooMany } from "../errors.ts";
import { listPlayers } from "../players/read.ts";
import type { Cell, Sheet, SheetColumn } from "../sheets/sheet-file.ts";
import { loadTeams } from "../teams/read.ts";

export type ExportFile = { fileName: string; body: Buffer };

/** The log export's own words (docs/api.md "Exports"). */
export const LOG_EXPORT_TEXT = { undoneBy: (seq: number) => `Undone (#${seq})` } as const;

/** The rosters export's own labels (docs/api.md "Exports"): an adjustment's row names its reason. */
export const ROSTER_TEXT = {
  purse: "Purse",
  adjustment: (reason: string) => `Adjustment: ${reason}`,
} as const;

const text = (header: string): SheetColumn => ({ header, kind: "text" });
const number = (header: string): SheetColumn => ({ header, kind: "number" });
const money = (header: string): SheetColumn => ({ header, kind: "money" });

async function allPlayers(db: DbOrTx, eventId: number, canSeePrivate: boolean): Promise<Player[]> {
  // An event holds at most LIMITS.playersPerEventMax players: one page holds them all.
  const found = await listPlayers(db, { eventId }, { limit: LIMITS.playersPerEventMax, offset: 0 }, { canSeePrivate });
  return found.results;
}

/** Right to match: "Yes" for a sale by right to match, blank otherwise. */
const rtmCell = (p: Player): Cell => (p.transaction_detail?.rtm ? RTM_TEXT.cell : null);
const skillsOf = (p: Player) => p.skills_details.map((s) => s.name).join(", ");
const detailCell = (v: Player["details"][string] | undefined): Cell =>
  v === undefined || v === null ? null : typeof v === "number" ? v : String(v);

/** Every player: its Ref (organisers only), status, team, price, grade, skills, then one column per detail key (the event's order: docs/decisions/060). */
export async function resultsSheet(db: DbOrTx, eventId: number, canSeePrivate: boolean): Promise<Sheet> {
  const list = await allPlayers(db, eventId, canSeePrivate);
  const keys: string[] = [];
  for (const p of list) for (const k of Object.keys(p.details)) if (!keys.includes(k)) keys.push(k);
  // The read already drops private keys for other callers; this keeps the rule visible here too.
  const detailKeys = keys.filter((k) => canSeePrivate || !isPrivateDetailKey(k));
  const columns = [
    number("ID"),
    ...(canSeePrivate ? [text("Ref")] : []),
    text("Name"),
    text("Status"),
    text("Team"),
    money("Price"),
    text(RTM_TEXT.column),
    text("Grade"),
    text("Skills"),
    text("Date of birth"),
    ...(canSeePrivate ? [text("Email")] : []),
    // A detail named like a fixed column ("Team") has a header of its own, so the sheet imports back.
    ...detailKeys.map((k) => text(exportedDetailHeader(k))),
  ];
  const rows = list.map((p): Cell[] => [
    p.id,
    ...(canSeePrivate ? [p.ref ?? null] : []),
    p.name,
    p.status_name,
    p.transaction_detail?.team_name ?? null,
    p.transaction_detail?.price ?? null,
    rtmCell(p),
    p.grade_name,
    skillsOf(p),
    p.date_of_birth,
    ...(canSeePrivate ? [p.email ?? null] : []),
    ...detailKeys.map((k) => detailCell(p.details[k])),
  ]);
  return { name: "Results", columns, rows };
}

/**
 * One sheet per team: its players and prices, then its purse, what it spent, each adjustment with its
 * reason and what it has left (Purse − Spent + adjustments = Left, decision 062), and what it still needs.
 */
export async function rosterSheets(db: DbOrTx, eventId: number, canSeePrivate: boolean): Promise<Sheet[]> {
  const [teamList, list] = await Promise.all([loadTeams(db, eventId), allPlayers(db, eventId, canSeePrivate)]);
  const rosterColumns = [text("Player"), text("Status"), text("Grade"), text("Skills"), money("Price"), text(RTM_TEXT.column)];
  if (teamList.length === 0) return [{ name: "Rosters", columns: rosterColumns, rows: [] }];
  return teamList.map((team) => {
    const held = list.filter((p) => p.transaction_detail?.team === team.id);
    const spent = held.reduce((sum, p) => sum + (p.transaction_detail?.price ?? 0), 0);
    return {
      name: team.name,
      columns: rosterColumns,
      rows: held.map((p) => [p.name, p.status_name, p.grade_name, skillsOf(p), p.transaction_detail?.price ?? null, rtmCell(p)]),
      footer: [
        [ROSTER_TEXT.purse, null, null, null, team.total_funds],
        ["Spent", null, null, null, spent],
        ...team.adjustments.map((a): Cell[] => [ROSTER_TEXT.adjustment(a.reason), null, null, null, a.amount]),
        ["Left", null, null, null, team.funds_remaining],
        ["Players", null, null, null, team.players_count],
        ["Needs", null, null, null, Math.max(0, team.min_players - team.players_count)],
        ["Open slots", null, null, null, team.players_remaining],
      ],
    };
  });
}

type LogRecord = Record<string, unknown>;
const numberOr = (v: unknown): number | undefined => (typeof v === "number" ? v : undefined);
const textOr = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);

/**
 * Who made a change: the entry's own `user` when it carries one (a name, or `{name}`), else the
 * signed-in actor. And why: its `reason`, on the row or in its data. Read defensively: older entries
 * carry neither.
 */
function whoOf(row: LogRecord, data: LogRecord, actorName: string | null): string | null {
  const user = row.user ?? data.user;
  if (typeof user === "string") return user;
  if (user && typeof user === "object" && typeof (user as LogRecord).name === "string") return (user as LogRecord).name as string;
  return actorName;
}

/**
 * The event's log, oldest first: when, who, action, player, team, status, price and base price before →
 * after, reason. An entry that changed several players' base prices (a second round) is one row per player.
 */
export async function logSheet(db: DbOrTx, eventId: number, opts: { zone?: string; unit?: string } = {}): Promise<Sheet> {
  const zone = opts.zone ?? "UTC";
  const [entries, playerNames, teamNames] = await Promise.all([
    db
      .select({ log: auctionLog, actorName: users.name })
      .from(auctionLog)
      .leftJoin(users, eq(users.id, auctionLog.actorId))
      .where(eq(auctionLog.eventId, eventId))
      .orderBy(asc(auctionLog.seq)),
    db.select({ id: players.id, name: players.name }).from(players).where(eq(players.eventId, eventId)),
    db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.eventId, eventId)),
  ]);
  const playerName = new Map(playerNames.map((p) => [p.id, p.name]));
  const teamName = new Map(teamNames.map((t) => [t.id, t.name]));
  // The sentence the audit page shows beside each action code (domain log-text.ts), and which
  // entries a later undo reversed.
  const undoneBy = new Map<number, number>();
  for (const { log } of entries)
    if (log.action === AUCTION_ACTION.undo && log.undoOfSeq !== null) undoneBy.set(log.undoOfSeq, log.seq);
  const asEntries: AuctionLogEntry[] = entries.map(({ log }) => ({
    seq: log.seq,
    action: log.action,
    actor: null,
    user: null,
    topics: log.topics,
    data: (log.data ?? {}) as AuctionLogEntry["data"],
    undo_of: log.undoOfSeq,
    undone: undoneBy.has(log.seq),
    created_at: log.createdAt.toISOString(),
    reason: log.reason,
  }));
  const names = { players: playerName, teams: teamName, unit: opts.unit ?? "" };
  const nameOfPlayer = (id: number, data: LogRecord) => playerName.get(id) ?? textOr(data.name) ?? `#${id}`;
  const rows = entries.flatMap(({ log, actorName }, index): Cell[][] => {
    const row = log as unknown as LogRecord;
    const data = (typeof log.data === "object" && log.data !== null ? log.data : {}) as LogRecord;
    // Any entry that records a change (the auction's, and later kinds such as corrections) is read
    // by its shape, not by its action name.
    const change =
      Array.isArray(data.players) || Array.isArray(data.added) ? auctionChangeOf({ action: AUCTION_ACTION.sell, data }) : null;
    const status = change?.players.length === 1 ? change.players[0] : undefined;
    const before = change?.removed[0];
    const after = change?.added[0];
    const playerId = status?.id ?? after?.player ?? before?.player ?? numberOr(data.player);
    // A purse adjustment names its team in the adjustment row (docs/api.md "Purse adjustments").
    const adjustment = change?.adjustments_added?.[0] ?? change?.adjustments_removed?.[0];
    const teamId = after?.team ?? before?.team ?? adjustment?.team ?? numberOr(data.team);
    // An edit's `name` is the name of what it is about: the player when it names one, else the team.
    const player = playerId === undefined ? null : nameOfPlayer(playerId, data);
    const team =
      teamId === undefined
        ? null
        : (teamName.get(teamId) ?? (playerId === undefined ? textOr(data.name) : undefined) ?? `#${teamId}`);
    const fields = Array.isArray(data.fields) ? data.fields.filter((f) => typeof f === "string").join(", ") : null;
    const undone = undoneBy.get(log.seq);
    const head: Cell[] = [
      log.seq,
      formatInZone(log.createdAt, zone),
      whoOf(row, data, actorName),
      log.action,
      describeEntry(asEntries[index]!, names, asEntries),
      undone === undefined ? null : LOG_EXPORT_TEXT.undoneBy(undone),
    ];
    const tail: Cell[] = [textOr(row.reason) ?? textOr(data.reason) ?? null, fields || null];
    const basePrices = basePriceChangesOf({ action: log.action, data });
    // A second round changes many players' base prices: one row per player, so each keeps its
    // original price on record (docs/api.md "Exports").
    if (basePrices.length > 1 || (basePrices.length === 1 && basePrices[0]?.id !== playerId)) {
      return basePrices.map((b) => {
        const s = change?.players.find((p) => p.id === b.id);
        return [
          ...head,
          nameOfPlayer(b.id, data),
          null,
          s ? playerStatusName(s.from) : null,
          s ? playerStatusName(s.to) : null,
          null,
          null,
          b.from,
          b.to,
          ...tail,
        ];
      });
    }
    return [
      [
        ...head,
        player ?? (change && change.players.length > 1 ? `${change.players.length} players` : null),
        team,
        status ? playerStatusName(status.from) : null,
        status ? playerStatusName(status.to) : null,
        before?.price ?? null,
        after?.price ?? null,
        basePrices[0]?.from ?? null,
        basePrices[0]?.to ?? null,
        ...tail,
      ],
    ];
  });
  return {
    name: "Log",
    columns: [
      number("Seq"),
      text(`When (${zone})`),
      text("User"),
      text("Action"),
      text("What happened"),
      text("Undone"),
      text("Player"),
      text("Team"),
      text("Status before"),
      text("Status after"),
      money("Price before"),
      money("Price after"),
      money("Base price before"),
      money("Base price after"),
      text("Reason"),
      text("Fields changed"),
    ],
    rows,
  };
}

/** The file of one export; 404 for an unknown event. */
export async function exportEvent(
  db: DbOrTx,
  eventId: number,
  opts: { what: ExportWhat; format: ExportFormat; canSeePrivate: boolean; zone?: string },
): Promise<ExportFile> {
  const [event] = await db
    .select({ name: events.name, unit: events.fundsUnit })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event) throw notFound();
  const sheets =
    opts.what === "results"
      ? [await resultsSheet(db, eventId, opts.canSeePrivate)]
      : opts.what === "rosters"
        ? await rosterSheets(db, eventId, opts.canSeePrivate)
        : [await logSheet(db, eventId, { zone: opts.zone, unit: event.unit })];
  // Money columns grouped the way the unit's locale groups them (en-IN for INR); the cells stay numbers.
  const moneyFormat = moneyNumberFormat(event.unit);
  return {
    fileName: exportFileName(event.name, opts.what, opts.format),
    body: await buildFile({ format: opts.format, sheets: sheets.map((s) => ({ ...s, moneyFormat })) }),
  };
}

/** Export files being built in this process: LIMITS.exportBuildsMax at once, LIMITS.exportBuildsWaitingMax waiting. */
const builds = taskGate({ running: LIMITS.exportBuildsMax, waiting: LIMITS.exportBuildsWaitingMax });

/** How many export files this process is building now, and how many wait their turn. */
export const exportBuildStats = () => builds.stats();

/** The file of these sheets, written in a worker thread (an XLSX of 5,000 players is about a second of work). */
async function buildFile(task: SheetFileTask): Promise<Buffer> {
  try {
    const bytes = await builds.run(() => runInWorker<SheetFileTask, Uint8Array>("sheet-file", task));
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (err) {
    if (err instanceof GateFull) throw tooMany(DETAIL.exportsBusy, 5);
    throw err;
  }
}
