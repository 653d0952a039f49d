// Simulated viewers of an event's live stream for the benches (bench/live.ts, bench/bids.ts): forks
// client processes running bench/live-clients.ts and talks to them over IPC; and the baseline both
// benches compare with, the sell-player round trip.
import { type ChildProcess, fork } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { api, now, ROOT } from "./server.ts";

export const ms = (v: number) => v.toFixed(1);

/**
 * What the viewers do with a message (bench/live-clients.ts): `sales`, what the live page does (apply
 * a sale at once, then refetch its topics); `bids`, note when each bid's message arrived, nothing else;
 * `bids-refetch`, note it and refetch the message's topics as the live page does.
 */
export type ViewerMode = "sales" | "bids" | "bids-refetch";

/** `count` viewers spread over `procs` client processes; resolves once every stream is open. */
export async function startViewers(
  url: string,
  eventId: number,
  count: number,
  opts: { procs: number; mode: ViewerMode; pool?: number },
): Promise<ChildProcess[]> {
  const shares = Array.from({ length: opts.procs }, (_, i) => Math.floor(count / opts.procs) + (i < count % opts.procs ? 1 : 0));
  const children = shares
    .filter((c) => c > 0)
    .map((c) =>
      fork(path.join(ROOT, "bench/live-clients.ts"), [], {
        execArgv: ["--import", "tsx"],
        env: {
          ...process.env,
          BENCH_URL: url,
          BENCH_EVENT: String(eventId),
          BENCH_COUNT: String(c),
          BENCH_POOL: String(opts.pool ?? 64),
          BENCH_MODE: opts.mode,
        },
        // Structured clone: a report of a million timings crosses as one typed array.
        serialization: "advanced",
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      }),
    );
  await Promise.all(children.map((c) => nextMessage(c, "ready")));
  return children;
}

/** The client process's next IPC message of `type`; rejects if the process exits first. */
export function nextMessage<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: { type: string }) => {
      if (m.type !== type) return;
      child.off("message", onMessage);
      child.off("exit", onExit);
      resolve(m as T);
    };
    const onExit = (code: number | null) => reject(new Error(`client process exited (${code})`));
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
}

export async function stopViewers(children: ChildProcess[]): Promise<void> {
  for (const c of children) c.kill();
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : null)));
}

/**
 * One sale as the auctioneer types it: draw the next player, sell it to the next team at `price`.
 * Returns the player and when the sell-player request was sent and answered.
 */
export function saleRounds(url: string, token: string, eventId: number, teams: { id: number }[], price: number) {
  const q = `?event_id=${eventId}`;
  let teamIndex = 0;
  return async (): Promise<{ player: number; sentAt: number; respondedAt: number }> => {
    const drawn = await api<{ player: { id: number } | null }>(`${url}/api/auctions/transactions/next-player/${q}`, {
      method: "POST",
      token,
    });
    if (!drawn.player) throw new Error("no player left to draw");
    const team = teams[teamIndex++ % teams.length].id;
    const sentAt = now();
    await api(`${url}/api/auctions/transactions/sell-player/${q}`, {
      method: "POST",
      token,
      json: { player: drawn.player.id, status: 3, team, price },
    });
    return { player: drawn.player.id, sentAt, respondedAt: now() };
  };
}

/** The baseline of the live benches: `rounds` sell-player round trips with no viewer connected, sorted (ms). */
export async function saleBaseline(round: ReturnType<typeof saleRounds>, rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const r = await round();
    times.push(r.respondedAt - r.sentAt);
  }
  return times.sort((a, b) => a - b);
}

/** The machine: cores and load average, printed at a bench's start and end (the figures follow the load). */
export function machineLine(when: string): string {
  const [l1, l5, l15] = os.loadavg().map((l) => l.toFixed(2));
  return `${when}: ${os.cpus().length} cores, load average ${l1} ${l5} ${l15} (1, 5, 15 min), ${new Date().toISOString()}`;
}
