import { INVITE_TEXT, type InviteResult, MSG } from "@sah/domain";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../app/providers.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { createQueryClient } from "../../../lib/query-client.ts";
import { team } from "../../../test/fixtures.ts";
import { InviteOwnerDialog } from "./invite-owner-dialog.tsx";

const answer: InviteResult = {
  team,
  user: { id: 9, name: "Rita New", email: "rita@example.com" },
  created: true,
  mail: "sent",
  link: null,
};

function renderDialog(onSubmit = vi.fn(async (): Promise<InviteResult> => answer)) {
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
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(`${INVITE_TEXT.done("Rita New", "Chennai Chargers")} ${INVITE_TEXT.linkOnItsWay}`);
    expect(status).not.toHaveTextContent(INVITE_TEXT.outbox);
  });

  it("without a mail server: says the mail went to the outbox and shows the link to pass on", async () => {
    const link = "http://app.test/auth/reset-password/u9/tok?invited=1";
    const { user } = renderDialog(vi.fn(async (): Promise<InviteResult> => ({ ...answer, mail: "outbox", link })));
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "rita@example.com");
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Rita New");
    await user.click(screen.getByRole("button", { name: "Invite" }));
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(INVITE_TEXT.outbox);
    expect(status).toHaveTextContent(INVITE_TEXT.passLinkOn("Rita New"));
    expect(status).not.toHaveTextContent(INVITE_TEXT.linkOnItsWay);
    expect(screen.getByRole("textbox", { name: "Link to set a password" })).toHaveValue(link);
  });

  it("without a mail server, a known user: no link, told to log in", async () => {
    const { user } = renderDialog(
      vi.fn(async (): Promise<InviteResult> => ({ ...answer, created: false, mail: "outbox", link: null })),
    );
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "rita@example.com");
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Rita New");
    await user.click(screen.getByRole("button", { name: "Invite" }));
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(INVITE_TEXT.toldToLogIn("Rita New"));
    expect(screen.queryByRole("textbox", { name: "Link to set a password" })).not.toBeInTheDocument();
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
