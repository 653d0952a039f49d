// The console's draw control (docs/api.md "Draw control"): the automatic draw by
// default, a chosen player by search, a draw within a grade or a set, what is left, and the server's
// refusals under their fields.
import { DRAW_MSG, type DrawLeft, MSG, type Player } from "@sah/domain";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../../app/providers.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import { createQueryClient } from "../../../../lib/query-client.ts";
import { player } from "../../../../test/fixtures.ts";
import { DrawControl, SETS_SEARCHABLE_PAST } from "./draw-control.tsx";

const left: DrawLeft = {
  grades: [
    { grade: 10, grade_name: "A+", left: 3, unsold: 0 },
    { grade: 15, grade_name: "A", left: 0, unsold: 2 },
  ],
  sets: [{ set: "Marquee", left: 2, unsold: 0 }],
};
const unsold: Player = { ...player, id: 21, name: "Rahul Unsold", status: 2, status_name: "Unsold", transaction_detail: null };

function renderControl(opts: { onDraw?: (ask: unknown) => Promise<unknown>; left?: DrawLeft } = {}) {
  const onDraw = vi.fn(opts.onDraw ?? (async () => undefined));
  const onSearch = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()} initialUser={{}}>
      <DrawControl left={opts.left ?? left} players={[unsold]} onSearch={onSearch} onDraw={onDraw} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), onDraw, onSearch };
}

/** `n` sets named out of order, as an import gives them: AL10 before AL2, the marquee sets last. */
function manySets(n: number): DrawLeft {
  const names = Array.from({ length: n - 2 }, (_, i) => `AL${n - 2 - i}`).concat(["M2", "M1"]);
  return { grades: left.grades, sets: names.map((set) => ({ set, left: 1, unsold: 0 })) };
}

describe("draw control", () => {
  it("shows what is left per grade and per set", () => {
    renderControl();
    const grades = screen.getByRole("list", { name: "Left per grade" });
    expect(within(grades).getByText("A+: 3 left")).toBeInTheDocument();
    expect(within(grades).getByText("A: 0 left · 2 unsold")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Left per set" })).getByText("Marquee: 2 left")).toBeInTheDocument();
  });

  it("draws automatically by default: no choice is sent", async () => {
    const { user, onDraw } = renderControl();
    expect(screen.getByRole("radio", { name: "Automatic" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Draw" }));
    await waitFor(() => expect(onDraw).toHaveBeenCalledWith(null));
  });

  it("puts a chosen player on the block: searched by name, Unsold players included", async () => {
    const { user, onDraw, onSearch } = renderControl();
    await user.click(screen.getByRole("radio", { name: "Choose a player" }));
    await user.type(screen.getByRole("combobox", { name: /Player/ }), "Rah");
    expect(onSearch).toHaveBeenLastCalledWith("Rah");
    await user.click(await screen.findByRole("option", { name: /Rahul Unsold · A\+ · Unsold/ }));
    await user.click(screen.getByRole("button", { name: "Put on the block" }));
    await waitFor(() => expect(onDraw).toHaveBeenCalledWith({ player: 21 }));
  });

  it("asks for the player, grade or set of its choice before sending", async () => {
    const { user, onDraw } = renderControl();
    await user.click(screen.getByRole("radio", { name: "Choose a player" }));
    await user.click(screen.getByRole("button", { name: "Put on the block" }));
    expect(await screen.findByText(MSG.playerRequired)).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Within grade" }));
    await user.click(screen.getByRole("button", { name: "Draw" }));
    expect(await screen.findByText(MSG.gradeRequired)).toBeInTheDocument();
    expect(onDraw).not.toHaveBeenCalled();
  });

  it("draws within a set, and within a grade; the server's refusal shows under the grade", async () => {
    const refusal = new ApiError(400, { grade: [DRAW_MSG.gradeEmpty("A")] });
    const { user, onDraw } = renderControl({
      onDraw: async (ask) => {
        if (typeof ask === "object" && ask !== null && "grade" in ask) throw refusal;
      },
    });
    await user.click(screen.getByRole("radio", { name: "Within set" }));
    await user.click(screen.getByRole("combobox", { name: /Set/ }));
    await user.click(await screen.findByRole("option", { name: "Marquee · 2 left" }));
    await user.click(screen.getByRole("button", { name: "Draw" }));
    await waitFor(() => expect(onDraw).toHaveBeenCalledWith({ set: "Marquee" }));

    await user.click(screen.getByRole("radio", { name: "Within grade" }));
    await user.click(screen.getByRole("combobox", { name: /Grade/ }));
    await user.click(await screen.findByRole("option", { name: "A · 0 left" }));
    await user.click(screen.getByRole("button", { name: "Draw" }));
    await waitFor(() => expect(onDraw).toHaveBeenLastCalledWith({ grade: 15 }));
    expect(await screen.findByText(DRAW_MSG.gradeEmpty("A"))).toBeInTheDocument();
  });

  it("offers no set choice when no player has a set", () => {
    renderControl({ left: { ...left, sets: [] } });
    expect(screen.queryByRole("radio", { name: "Within set" })).not.toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Left per set" })).not.toBeInTheDocument();
  });

  it("D goes to the draw control", async () => {
    const { user } = renderControl();
    await user.keyboard("d");
    expect(screen.getByRole("radio", { name: "Automatic" })).toHaveFocus();
  });

  it(`lists sets in their natural order, a plain select up to ${SETS_SEARCHABLE_PAST} sets`, async () => {
    const { user } = renderControl({ left: manySets(SETS_SEARCHABLE_PAST) });
    const chips = within(screen.getByRole("list", { name: "Left per set" })).getAllByRole("listitem");
    expect(chips.map((c) => c.textContent)).toEqual(
      ["AL1", "AL2", "AL3", "AL4", "AL5", "AL6", "AL7", "AL8", "AL9", "AL10", "M1", "M2"].map((s) => `${s}: 1 left`),
    );
    await user.click(screen.getByRole("radio", { name: "Within set" }));
    await user.click(screen.getByRole("combobox", { name: /Set/ }));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(chips.map((c) => c.textContent?.replace(": ", " · ")));
  });

  it(`past ${SETS_SEARCHABLE_PAST} sets the set is searched by typing, and chosen with the keyboard`, async () => {
    const { user, onDraw } = renderControl({ left: manySets(SETS_SEARCHABLE_PAST + 1) });
    await user.click(screen.getByRole("radio", { name: "Within set" }));
    const input = screen.getByRole("combobox", { name: /Set/ });
    await user.type(input, "al1");
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["AL1 · 1 left", "AL10 · 1 left", "AL11 · 1 left"]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(input).toHaveValue("AL10 · 1 left");
    await user.click(screen.getByRole("button", { name: "Draw" }));
    await waitFor(() => expect(onDraw).toHaveBeenCalledWith({ set: "AL10" }));
  });
});
