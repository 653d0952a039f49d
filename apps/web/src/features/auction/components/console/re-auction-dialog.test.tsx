import { QUOTA_MSG } from "@sah/domain";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../../app/providers.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import { createQueryClient } from "../../../../lib/query-client.ts";
import { ReAuctionDialog } from "./re-auction-dialog.tsx";

function renderDialog(onSubmit: (percent: number) => Promise<unknown> = vi.fn(async () => undefined)) {
  const onCancel = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()} initialUser={{}}>
      <ReAuctionDialog open unsold={3} minimum="1,000 Points" onCancel={onCancel} onSubmit={onSubmit} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), onSubmit, onCancel };
}

describe('re-auction at a lower price (docs/api.md "Second round")', () => {
  it("says what happens, with the event's minimum, and sends the percentage from the keyboard", async () => {
    const { user, onSubmit, onCancel } = renderDialog();
    expect(screen.getByText(/The 3 unsold players go back to Available/)).toBeInTheDocument();
    expect(screen.getByText("From 1 to 100. No price goes below the event's minimum of 1,000 Points.")).toBeInTheDocument();
    const field = screen.getByRole("textbox", { name: /Percentage of the base price/ });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, "40{Enter}");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(40));
    expect(onCancel).toHaveBeenCalled();
  });

  it.each(["0", "101", "2.5", ""])("refuses %j under the field without sending", async (value) => {
    const { user, onSubmit } = renderDialog();
    const field = screen.getByRole("textbox", { name: /Percentage of the base price/ });
    await user.clear(field);
    if (value) await user.type(field, value);
    await user.click(screen.getByRole("button", { name: "Re-auction" }));
    expect(await screen.findByText(QUOTA_MSG.percent)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field and stays open", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, { base_price_percent: ["Server says no."] });
    });
    const { user, onCancel } = renderDialog(onSubmit);
    await user.click(screen.getByRole("button", { name: "Re-auction" }));
    expect(await screen.findByText("Server says no.")).toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
