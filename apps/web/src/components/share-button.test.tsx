import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { takeAlerts } from "../lib/alerts.ts";
import { mockApi } from "../test/api-mock.ts";
import { counts, current, event, team } from "../test/fixtures.ts";
import { renderApp } from "../test/render.tsx";
import { SHARE_TEXT } from "./share-button.tsx";

function mock() {
  mockApi({
    "GET /api/events/events/1/": event,
    "GET /api/auctions/transactions/current-player/": current,
    "GET /api/players/players-auction-status/": counts,
    "GET /api/teams/all/": [team],
    "GET /api/auctions/transactions/top-5/": [],
  });
}

describe("Share on the public pages (docs/product.md section 10)", () => {
  it("opens the device's share sheet with the page's link where the browser has one", async () => {
    const share = vi.fn(async () => {});
    mock();
    const { user } = renderApp("/view/1/auctions");
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    await user.click(await screen.findByRole("button", { name: "Share" }));
    expect(share).toHaveBeenCalledWith({ title: expect.any(String), url: "http://localhost:3000/view/1/auctions" });
  });

  it("else copies the link and says so; a refused copy says what to do", async () => {
    mock();
    takeAlerts();
    const { user } = renderApp("/view/1/auctions");
    // user-event puts its own clipboard on the navigator at setup: watch that one.
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    await user.click(await screen.findByRole("button", { name: "Share" }));
    expect(writeText).toHaveBeenCalledWith("http://localhost:3000/view/1/auctions");
    expect(takeAlerts().map((a) => a.text)).toContain(SHARE_TEXT.copied);

    writeText.mockRejectedValueOnce(new Error("denied"));
    await user.click(screen.getByRole("button", { name: "Share" }));
    await vi.waitFor(() => expect(takeAlerts().map((a) => a.text)).toContain(SHARE_TEXT.failed));
  });
});
