// The bid clock's scheduler (docs/decisions/046-owners-bidding.md): each server process looks for lots
// whose stored deadline has passed (at the soonest deadline, and at least every clockCheckMs) and asks
// the service to sell them. The service re-checks everything under the event lock, so when several
// processes look at once, one sells and the others find nothing to do; a restarted process finds the
// stored deadlines (a paused clock keeps its time left) and carries on.
import { BIDDING_LIMITS } from "@sah/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { dueEvents, nextDeadline, sellWhenDue } from "../services/auction/clock.ts";

export default fp(
  async function bidClockPlugin(app: FastifyInstance) {
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    let stopped = false;

    async function look(): Promise<number | null> {
      for (const eventId of await dueEvents(app.db, Date.now())) {
        const outcome = await sellWhenDue(app.db, eventId);
        if (outcome !== "nothing") app.log.info({ eventId, outcome }, "bid clock ran out");
      }
      return nextDeadline(app.db);
    }

    function schedule(next: number | null) {
      if (stopped) return;
      const wait =
        next === null ? BIDDING_LIMITS.clockCheckMs : Math.min(Math.max(next - Date.now(), 0), BIDDING_LIMITS.clockCheckMs);
      timer = setTimeout(tick, wait);
      timer.unref();
    }

    function tick() {
      timer = null;
      running = look().then(
        (next) => schedule(next),
        (err: unknown) => {
          if (!stopped) app.log.warn({ err }, "bid clock: looking for deadlines failed");
          schedule(null);
        },
      );
    }

    app.addHook("onReady", async () => {
      schedule(null);
    });
    app.addHook("onClose", async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
    });
  },
  { name: "bid-clock" },
);
