import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SoundToggle } from "./sound-toggle.tsx";

describe("SoundToggle (docs/decisions/043-accessibility.md)", () => {
  it("is named by the text it shows, says its state with aria-pressed and toggles from the keyboard", async () => {
    const onChange = vi.fn();
    const { rerender } = render(<SoundToggle on={false} onChange={onChange} />);
    const off = screen.getByRole("button", { name: "Sound off" });
    expect(off).toHaveAttribute("aria-pressed", "false");
    off.focus();
    await userEvent.setup().keyboard("{Enter}");
    expect(onChange).toHaveBeenCalledWith(true);

    rerender(<SoundToggle on onChange={onChange} />);
    expect(screen.getByRole("button", { name: "Sound on" })).toHaveAttribute("aria-pressed", "true");
  });
});
