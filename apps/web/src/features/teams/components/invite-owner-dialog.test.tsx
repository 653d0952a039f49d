import { MSG } from "@sah/domain";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../app/providers.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { createQueryClient } from "../../../lib/query-client.ts";
import { team } from "../../../test/fixtures.ts";
import { InviteOwnerDialog } from "./invite-owner-dialog.tsx";

const answer = { team, user: { id: 9, name: "Rita New", email: "rita@example.com" }, created: true };

function renderDialog(onSubmit = vi.fn(async () => answer)) {
  render(
    <AppProviders queryClient={createQueryClient()} initialUser={{}}>
      <InviteOwnerDialog open teamName={team.name} onCancel={vi.fn()} onSubmit={onSubmit} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), onSubmit };
}

describe('invite an owner (docs/api.md "Bidding by team owners")', () => {
  it("asks for an e-mail and a name before sending", async () => {
    const { user, onSubmit } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByText(MSG.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.nameRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends them and says a link to set a password is on its way", async () => {
    const { user, onSubmit } = renderDialog();
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "rita@example.com");
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "Rita New");
    await user.click(screen.getByRole("button", { name: "Invite" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: "rita@example.com", name: "Rita New" }));
    expect(await screen.findByText(/Rita New is now an owner of Chennai Chargers: an e-mail/)).toBeInTheDocument();
  });

  it("shows the server's refusal under the e-mail", async () => {
    const { user } = renderDialog(
      vi.fn(async () => {
        throw new ApiError(400, { email: [MSG.inviteArchived] });
      }),
    );
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "gone@example.com");
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "Gone");
    await user.click(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByText(MSG.inviteArchived)).toBeInTheDocument();
  });
});
