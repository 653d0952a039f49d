import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sponsors } from "../test/fixtures.ts";
import { SPONSOR_ROTATION_MS, SponsorCarousel } from "./sponsor-carousel.tsx";

/** The sponsor on the visible slide ("2 of 3: Beta Foods" -> "Beta Foods"). */
const slideName = () =>
  screen
    .getByRole("group", { name: /^\d+ of \d+: / })
    .getAttribute("aria-label")!
    .replace(/^\d+ of \d+: /, "");
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("sponsor carousel (docs/product.md sections 4 and 9)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("advances every 3000 ms and wraps to the first", () => {
    render(<SponsorCarousel sponsors={sponsors} />);
    expect(SPONSOR_ROTATION_MS).toBe(3000);
    expect(slideName()).toBe("Alpha Corp");
    tick(2999);
    expect(slideName()).toBe("Alpha Corp");
    tick(1);
    expect(slideName()).toBe("Beta Foods");
    tick(3000);
    expect(slideName()).toBe("Gamma Bank");
    tick(3000);
    expect(slideName()).toBe("Alpha Corp");
  });

  it("pauses while hovered and resumes when the pointer leaves", () => {
    render(<SponsorCarousel sponsors={sponsors} />);
    const carousel = screen.getByRole("region", { name: "Sponsors" });
    fireEvent.mouseEnter(carousel);
    tick(9000);
    expect(slideName()).toBe("Alpha Corp");
    fireEvent.mouseLeave(carousel);
    tick(3000);
    expect(slideName()).toBe("Beta Foods");
  });

  it("stays on a sponsor picked by hand", () => {
    render(<SponsorCarousel sponsors={sponsors} />);
    fireEvent.click(screen.getByRole("button", { name: "Show sponsor 3: Gamma Bank" }));
    expect(slideName()).toBe("Gamma Bank");
    tick(12000);
    expect(slideName()).toBe("Gamma Bank");
    fireEvent.click(screen.getByRole("button", { name: "Resume rotation" }));
    tick(3000);
    expect(slideName()).toBe("Alpha Corp");
  });

  it("previous from the first wraps to the last", () => {
    render(<SponsorCarousel sponsors={sponsors} />);
    fireEvent.click(screen.getByRole("button", { name: "Previous sponsor" }));
    expect(slideName()).toBe("Gamma Bank");
  });

  it("does not rotate a single sponsor, and disables an empty website link", () => {
    render(<SponsorCarousel sponsors={[sponsors[1]!]} />);
    tick(6000);
    expect(slideName()).toBe("Beta Foods");
    expect(screen.getByRole("button", { name: "Website Link" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.queryByRole("button", { name: "Next sponsor" })).not.toBeInTheDocument();
  });
});
