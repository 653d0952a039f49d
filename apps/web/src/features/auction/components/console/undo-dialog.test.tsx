import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { UndoDialog } from "./undo-dialog.tsx";

describe("UndoDialog", () => {
  it("waits for the log, then names the action and takes the focus, so Enter confirms", async () => {
    const onConfirm = vi.fn();
    const props = { open: true, busy: false, error: null, onCancel: vi.fn(), onConfirm };
    const { rerender } = render(<UndoDialog {...props} what={null} />);
    const dialog = await screen.findByRole("dialog", { name: "Undo last action?" });
    expect(dialog).toHaveTextContent("Checking the latest action…");
    const undo = screen.getByRole("button", { name: "Undo" });
    expect(undo).toHaveAttribute("aria-disabled", "true");
    await waitFor(() => expect(undo).toHaveFocus());
    await userEvent.setup().keyboard("{Enter}");
    expect(onConfirm).not.toHaveBeenCalled();

    rerender(<UndoDialog {...props} what="the sale of Kabir K. to Comets for 150 pts" />);
    expect(dialog).toHaveTextContent("This will undo the sale of Kabir K. to Comets for 150 pts.");
    expect(undo).toHaveAttribute("aria-disabled", "false");
    expect(undo).toHaveFocus();
    await userEvent.setup().keyboard("{Enter}");
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
