import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, reply } from "../test/api-mock.ts";
import { sessionUser } from "../test/fixtures.ts";
import { createQueryClient } from "./query-client.ts";
import { initials, type UserContextValue, UserProvider, useUser } from "./session.tsx";
import { SESSION_KEY } from "./session-storage.ts";

let ctx: UserContextValue;
function Probe() {
  ctx = useUser();
  return <p data-testid="user">{ctx.user === null ? "unknown" : JSON.stringify(ctx.user)}</p>;
}

function mount() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <UserProvider>
        <Probe />
      </UserProvider>
    </QueryClientProvider>,
  );
}

describe("session (docs/product.md section 4 'Other states')", () => {
  it("reload reads the stored user", async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(sessionUser));
    mount();
    await waitFor(() => expect(ctx.isLoggedIn).toBe(true));
    expect(ctx.user).toEqual(sessionUser);
  });

  it("reload gives {} (logged out) when nothing is stored", async () => {
    mount();
    await waitFor(() => expect(screen.getByTestId("user")).toHaveTextContent("{}"));
    expect(ctx.isLoggedIn).toBe(false);
  });

  it("reload treats an unreadable stored value as logged out", async () => {
    sessionStorage.setItem(SESSION_KEY, "{not json");
    mount();
    await waitFor(() => expect(ctx.user).toEqual({}));
  });

  it("login stores the user in session storage under `user`", async () => {
    mount();
    await waitFor(() => expect(ctx.user).toEqual({}));
    act(() => ctx.login(sessionUser));
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!)).toEqual(sessionUser);
    expect(ctx.user).toEqual(sessionUser);
    expect(ctx.isLoggedIn).toBe(true);
  });

  it("logout calls the server with the token, clears storage and resets to {}", async () => {
    const { calls } = mockApi({ "POST /api/users/logout/": reply(204) });
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(sessionUser));
    mount();
    await waitFor(() => expect(ctx.isLoggedIn).toBe(true));
    await act(() => ctx.logout());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe("POST");
    expect(new URL(calls[0]!.url).pathname).toBe("/api/users/logout/");
    expect(calls[0]!.headers.get("Authorization")).toBe("Bearer tok-123");
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(ctx.user).toEqual({});
    expect(ctx.isLoggedIn).toBe(false);
  });

  it("logout ends the local session even when the server call fails", async () => {
    mockApi({ "POST /api/users/logout/": reply(500, { detail: "Internal server error." }) });
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(sessionUser));
    mount();
    await waitFor(() => expect(ctx.isLoggedIn).toBe(true));
    await act(() => ctx.logout());
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(ctx.user).toEqual({});
  });
});

describe("initials (docs/product.md section 2: at most 2)", () => {
  it.each([
    ["Asha Rao", "AR"],
    ["asha", "A"],
    ["Asha Devi Rao", "AD"],
    ["  ravi   kumar ", "RK"],
  ])("%s -> %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
