// The session handed to a new tab of the same browser (lib/session-handoff.ts; docs/decisions/057-hall-setup.md).
// Two "tabs" here are two channels of the same name, as two tabs of one origin are.
import type { SessionUser } from "@sah/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { askOpenTabs, shareSession } from "./session-handoff.ts";

const organiser = { id: 7, name: "Organiser", email: "o@example.com", token: "tok-7" } as unknown as SessionUser;
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe("the session in a new tab", () => {
  it("a new tab gets the session of an open signed-in tab", async () => {
    stops.push(
      shareSession(
        () => organiser,
        () => {},
      ).stop,
    );
    expect(await askOpenTabs(2000)).toEqual(organiser);
  });

  it("no open tab, or only tabs without a session: nothing, once the wait is over", async () => {
    expect(await askOpenTabs(50)).toBeNull();
    stops.push(
      shareSession(
        () => null,
        () => {},
      ).stop,
    );
    expect(await askOpenTabs(50)).toBeNull();
  });

  it("logging out in one tab logs out the tabs holding that session, not a tab with another", async () => {
    const same = vi.fn();
    const other = vi.fn();
    const here = shareSession(
      () => organiser,
      () => {},
    );
    stops.push(here.stop);
    stops.push(shareSession(() => organiser, same).stop);
    stops.push(shareSession(() => ({ ...organiser, token: "tok-8" }), other).stop);
    here.announceLogout(organiser.token);
    await vi.waitFor(() => expect(same).toHaveBeenCalledTimes(1));
    expect(other).not.toHaveBeenCalled();
  });
});
