import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render.tsx";

describe("not-found page (docs/product.md section 2)", () => {
  it("says Broken Link and leads back home", async () => {
    const { user, router } = renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Broken Link" })).toBeInTheDocument();
    expect(screen.getByText("We are unable to find the page you are looking for")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Sports Auction House | Broken Link"));
    await user.click(screen.getByRole("link", { name: "Back to Home Page" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
