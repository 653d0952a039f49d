import { ADJUST_MSG } from "@sah/domain";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../../app/providers.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import { createQueryClient } from "../../../../lib/query-client.ts";
import { team } from "../../../../test/fixtures.ts";
import { AdjustPurseDialog } from "./adjust-purse-dialog.tsx";

function renderDialog(onSubmit = vi.fn(async () => undefined)) {
  const onCancel = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()} initialUser={{}}>
      <AdjustPurseDialog open teams={[team]} onCancel={onCancel} onSubmit={onSubmit} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), onSubmit, onCancel };
}

describe('adjust a purse (docs/api.md "Purse adjustments")', () => {
  it("asks for a team, an amount and a reason before sending", async () => {
    const { user, onSubmit } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Adjust purse" }));
    expect(await screen.findByText(ADJUST_MSG.amountRequired)).toBeInTheDocument();
    expect(screen.getByText(ADJUST_MSG.reasonRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends a penalty with its reason, and closes", async () => {
    const { user, onSubmit, onCancel } = renderDialog();
    await user.click(screen.getByRole("combobox", { name: /Team/ }));
    await user.click(await screen.findByRole("option", { name: team.name }));
    await user.type(screen.getByRole("textbox", { name: /Amount/ }), "-5000");
    await user.type(screen.getByRole("textbox", { name: /Reason/ }), "Late to the auction");
    await user.click(screen.getByRole("button", { name: "Adjust purse" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ team: team.id, amount: -5000, reason: "Late to the auction" }));
    expect(onCancel).toHaveBeenCalled();
  });

  it("shows the server's refusal under the amount and stays open", async () => {
    const refusal = ADJUST_MSG.belowZero(team.name, "75,000 Points");
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, { amount: [refusal] });
    });
    const { user, onCancel } = renderDialog(onSubmit);
    await user.click(screen.getByRole("combobox", { name: /Team/ }));
    await user.click(await screen.findByRole("option", { name: team.name }));
    await user.type(screen.getByRole("textbox", { name: /Amount/ }), "-90000");
    await user.type(screen.getByRole("textbox", { name: /Reason/ }), "Fine");
    await user.click(screen.getByRole("button", { name: "Adjust purse" }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
