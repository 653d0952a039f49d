import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../lib/query-client.ts";
import { UserContext, type UserContextValue } from "../lib/session.tsx";
import type { UserState } from "../lib/session-storage.ts";
import { sessionUser } from "../test/fixtures.ts";
import { EventsRedirect, RequireAuth, RequireLoggedOut } from "./guards.tsx";

function Where() {
  const l = useLocation();
  return <p data-testid="where">{`${l.pathname}${l.search}`}</p>;
}

function renderWithUser(user: UserState, path: string) {
  const value: UserContextValue = {
    user,
    isLoggedIn: user !== null && "token" in user,
    reload: () => {},
    login: () => {},
    logout: async () => {},
  };
  const router = createMemoryRouter(
    [
      { path: "/secret", element: <RequireAuth />, children: [{ index: true, element: <p>Secret content</p> }] },
      { path: "/auth/login", element: <RequireLoggedOut />, children: [{ index: true, element: <Where /> }] },
      { path: "/events", element: <EventsRedirect /> },
      { path: "*", element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <UserContext value={value}>
        <RouterProvider router={router} />
      </UserContext>
    </QueryClientProvider>,
  );
}

describe("route guard (docs/product.md section 2)", () => {
  it("renders nothing while the user is unknown", () => {
    const { container } = renderWithUser(null, "/secret?tab=1");
    expect(container).toBeEmptyDOMElement();
  });

  it("sends a logged-out visitor to the login page with next = the current path", () => {
    renderWithUser({}, "/secret?tab=1");
    expect(screen.queryByText("Secret content")).not.toBeInTheDocument();
    expect(screen.getByTestId("where")).toHaveTextContent(`/auth/login?next=${encodeURIComponent("/secret?tab=1")}`);
  });

  it("shows the content to a logged-in user", () => {
    renderWithUser(sessionUser, "/secret");
    expect(screen.getByText("Secret content")).toBeInTheDocument();
  });
});

describe("login only when logged out", () => {
  it("shows the login route to a logged-out visitor", () => {
    renderWithUser({}, "/auth/login?next=/view/1");
    expect(screen.getByTestId("where")).toHaveTextContent("/auth/login");
  });

  it("sends a logged-in user on to next", () => {
    renderWithUser(sessionUser, "/auth/login?next=/view/1");
    expect(screen.getByTestId("where")).toHaveTextContent("/view/1");
  });

  it("ignores a next that leaves the app", () => {
    renderWithUser(sessionUser, "/auth/login?next=//evil.example");
    expect(screen.getByTestId("where")).toHaveTextContent("/events/");
  });
});

describe("/events redirect (docs/product.md section 2)", () => {
  it("goes to Your Auctions when logged in", () => {
    renderWithUser(sessionUser, "/events");
    expect(screen.getByTestId("where")).toHaveTextContent("/events/for-you");
  });

  it("goes to All Auctions when logged out", () => {
    renderWithUser({}, "/events");
    expect(screen.getByTestId("where")).toHaveTextContent("/events/all");
  });
});
