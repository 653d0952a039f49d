// "Duplicate for next season" (docs/api.md "Duplicate an event"): the name starts as
// "<name> (copy)", its errors show under it, and the new event is handed on.
import { MSG } from "@sah/domain";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../../app/providers.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { createQueryClient } from "../../../lib/query-client.ts";
import { event } from "../../../test/fixtures.ts";
import { DuplicateEventDialog } from "./duplicate-event-dialog.tsx";

function renderDialog(onSubmit: (name: string) => Promise<typeof event>) {
  const onDone = vi.fn();
  const submit = vi.fn(onSubmit);
  render(
    <AppProviders queryClient={createQueryClient()} initialUser={{}}>
      <DuplicateEventDialog open eventName="Premier 2026" onCancel={vi.fn()} onSubmit={submit} onDone={onDone} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), submit, onDone };
}

describe("duplicate for next season", () => {
  it("starts from '<name> (copy)', sends the edited name and hands on the new event", async () => {
    const copy = { ...event, id: 9, name: "Premier 2027" };
    const { user, submit, onDone } = renderDialog(async () => copy);
    const name = screen.getByRole("textbox", { name: /Name of the new event/ });
    expect(name).toHaveValue("Premier 2026 (copy)");
    await user.clear(name);
    await user.type(name, "Premier 2027");
    await user.click(screen.getByRole("button", { name: "Duplicate" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(copy));
    expect(submit).toHaveBeenCalledWith("Premier 2027");
  });

  it("asks for a name, and shows the server's refusal", async () => {
    const { user, submit } = renderDialog(async () => {
      throw new ApiError(400, { name: [MSG.nameTooLong] });
    });
    const name = screen.getByRole("textbox", { name: /Name of the new event/ });
    await user.clear(name);
    await user.click(screen.getByRole("button", { name: "Duplicate" }));
    expect(await screen.findByText(MSG.nameRequired)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    await user.type(name, "Long");
    await user.click(screen.getByRole("button", { name: "Duplicate" }));
    expect(await screen.findByText(MSG.nameTooLong)).toBeInTheDocument();
  });
});
