// Dialogs load when first used, and on idle before (docs/decisions/047-server-rendering.md "Start-up in
// short tasks"): a public page's start runs none of their code.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/api-mock.ts";
import { eventViewAnswers, player } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";

const loaded = vi.hoisted(() => new Set<string>());
vi.mock("../../../components/image-viewer-dialog.tsx", async (original) => {
  loaded.add("image viewer");
  return original();
});
vi.mock("../../auction/components/live/team-summary-dialog.tsx", async (original) => {
  loaded.add("team summary");
  return original();
});
vi.mock("../../players/components/code-filter-select.tsx", async (original) => {
  loaded.add("filter select");
  return original();
});

function mockEvent() {
  return mockApi(eventViewAnswers);
}

let idle: (() => void)[] = [];

describe("dialogs and menus of the public pages load when used", () => {
  beforeEach(() => {
    loaded.clear();
    idle = [];
    // The browser is never idle unless a test says so.
    window.requestIdleCallback = (run) => idle.push(() => run({ didTimeout: false, timeRemaining: () => 50 }));
    window.cancelIdleCallback = () => undefined;
  });
  afterEach(() => {
    // Unmounted first (its effects cancel their idle callback); jsdom has neither function.
    cleanup();
    Reflect.deleteProperty(window, "requestIdleCallback");
    Reflect.deleteProperty(window, "cancelIdleCallback");
  });

  it("a player's page loads the image viewer when it is first opened", async () => {
    mockEvent();
    const { user } = renderApp("/view/1/players/11");
    expect(await screen.findByRole("heading", { name: "Virat Singh" })).toBeInTheDocument();
    expect([...loaded]).toEqual([]);
    await user.keyboard("{Control>}{Shift>}e{/Shift}{/Control}");
    expect((await screen.findByRole("dialog")).querySelector("img")).toHaveAttribute("src", player.image);
    expect([...loaded]).toEqual(["image viewer"]);
  });

  it("the players page's grade and skill filters load their select when first clicked, open", async () => {
    mockEvent();
    const { user, router } = renderApp("/view/1/players");
    await screen.findByRole("list", { name: "Players" });
    const grade = screen.getByRole("combobox", { name: "Grade" });
    expect(grade).toHaveAttribute("aria-expanded", "false");
    expect(loaded.has("filter select")).toBe(false);
    await user.click(grade);
    const options = await screen.findByRole("listbox");
    expect(loaded.has("filter select")).toBe(true);
    await user.click(within(options).getByRole("option", { name: "A+" }));
    await waitFor(() => expect(router.state.location.search).toBe("?grade=10"));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    expect(screen.getByRole("combobox", { name: "Grade" })).toHaveTextContent("A+");
  });

  // After the tests above: a module's code runs once per file, and the viewer's has run.
  it("the live page loads its team summary dialog once the browser is idle, not in its start", async () => {
    mockEvent();
    const { user } = renderApp("/view/1/auctions");
    expect(await screen.findByText("On the block")).toBeInTheDocument();
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    expect(loaded.has("team summary")).toBe(false);
    for (const run of idle) run();
    await waitFor(() => expect(loaded.has("team summary")).toBe(true));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.keyboard("{Control>}{Shift>}s{/Shift}{/Control}");
    expect(await screen.findByRole("dialog")).toHaveTextContent("Team summary");
  });
});
