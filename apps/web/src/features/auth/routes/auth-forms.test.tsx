import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SESSION_KEY } from "../../../lib/session-storage.ts";
import { mockApi, reply } from "../../../test/api-mock.ts";
import { page, sessionUser } from "../../../test/fixtures.ts";
import { renderApp } from "../../../test/render.tsx";

const loginUser = { id: 7, name: "Asha Rao", email: "asha@example.com", is_staff: false, token: "tok-new" };

async function openLogin(path = "/auth/login") {
  const app = renderApp(path);
  await screen.findByRole("heading", { name: "Log In" });
  return app;
}

describe("Log In form (docs/product.md section 5 'Login')", () => {
  it("says nothing before submit, even after typing", async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByLabelText("Password"));
    expect(screen.queryByText("Enter a valid Email ID")).not.toBeInTheDocument();
    expect(screen.queryByText("Password is required")).not.toBeInTheDocument();
  });

  it("on submit: Email is required and Password is required", async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
  });

  it("on submit: Enter a valid Email ID", async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText("Email"), "asha@");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Enter a valid Email ID")).toBeInTheDocument();
    expect(screen.queryByText("Password is required")).not.toBeInTheDocument();
  });

  it("after a failed submit, re-checks a field as it changes: its error goes once it is valid", async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "x");
    expect(await screen.findByText("Enter a valid Email ID")).toBeInTheDocument();
    expect(screen.queryByText("Email is required")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "@example.com");
    await waitFor(() => expect(screen.queryByText("Enter a valid Email ID")).not.toBeInTheDocument());
    expect(screen.getByText("Password is required")).toBeInTheDocument();
  });

  it("logs in, stores the user and goes to next", async () => {
    const { calls } = mockApi({ "POST /api/users/login/": loginUser, "GET /api/users/check-staff/": { is_staff: false } });
    const { user, router } = await openLogin("/auth/login?next=/events/all?search=x");
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "secret-pass");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/events/all"));
    expect(router.state.location.search).toBe("?search=x");
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!)).toEqual(loginUser);
    const login = calls.find((c) => c.url.endsWith("/api/users/login/"))!;
    expect(await login.json()).toEqual({ email: "asha@example.com", password: "secret-pass" });
  });

  it("goes to /events/ when there is no next", async () => {
    mockApi({ "POST /api/users/login/": loginUser, "GET /api/events/events/for-you/": page([]) });
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "secret-pass");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/events/));
  });

  it("shows a wrong-credentials answer in the panel above the form", async () => {
    mockApi({ "POST /api/users/login/": reply(400, { detail: "Unable to log in with provided credentials." }) });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Unable to log in with provided credentials.");
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it("shows server field errors under their fields", async () => {
    mockApi({ "POST /api/users/login/": reply(400, { email: ["This account is disabled."] }) });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    const message = await screen.findByText("This account is disabled.");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("This account is disabled.");
    expect(message).toBeInTheDocument();
  });

  it("is not shown to a logged-in user", async () => {
    mockApi({ "GET /api/events/events/": page([]) });
    const { router } = renderApp("/auth/login?next=/events/all", { user: sessionUser });
    await waitFor(() => expect(router.state.location.pathname).toBe("/events/all"));
  });
});

describe("Forgot Password (docs/product.md sections 2 and 5)", () => {
  it("checks the email on submit", async () => {
    const { user } = renderApp("/auth/forgot-password");
    await user.click(await screen.findByRole("button", { name: "Send Email" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "nope");
    await user.click(screen.getByRole("button", { name: "Send Email" }));
    expect(await screen.findByText("Enter a valid Email ID")).toBeInTheDocument();
  });

  it("confirms the mail and hides the form", async () => {
    const { calls } = mockApi({ "POST /api/users/initiate-forgot-password/": { detail: "sent" } });
    const { user } = renderApp("/auth/forgot-password");
    await user.type(await screen.findByLabelText("Email"), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "Send Email" }));
    expect(await screen.findByText("An Email has been sent to your email address.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
    expect(await calls[0]!.json()).toEqual({ email: "asha@example.com" });
  });
});

describe("Reset Password (docs/product.md sections 2 and 5)", () => {
  it("requires both passwords on submit", async () => {
    const { user } = renderApp("/auth/reset-password/u1/t0k");
    await user.click(await screen.findByRole("button", { name: "Reset Password" }));
    expect(await screen.findAllByText("Password is required")).toHaveLength(2);
  });

  it("sends uid and token, logs the user in and goes to /events/", async () => {
    const { calls } = mockApi({
      "POST /api/users/complete-forgot-password/": loginUser,
      "GET /api/events/events/for-you/": page([]),
      "GET /api/users/check-staff/": { is_staff: false },
    });
    const { user, router } = renderApp("/auth/reset-password/u1/t0k");
    await user.type(await screen.findByLabelText("New password"), "new-password-1");
    await user.type(screen.getByLabelText("Confirm new password"), "new-password-1");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/events/));
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!)).toEqual(loginUser);
    expect(await calls[0]!.json()).toEqual({
      password: "new-password-1",
      password_re: "new-password-1",
      uid: "u1",
      token: "t0k",
    });
  });
});

describe('Set your password: an invitation\'s link (docs/api.md "Bidding by team owners")', () => {
  it("titles the page and the button for a new account, and sends the same uid and token", async () => {
    const { calls } = mockApi({
      "POST /api/users/complete-forgot-password/": loginUser,
      "GET /api/events/events/for-you/": page([]),
      "GET /api/users/check-staff/": { is_staff: false },
    });
    const { user, router } = renderApp("/auth/reset-password/u1/t0k?invited=1");
    expect(await screen.findByRole("heading", { name: "Set your password" })).toBeInTheDocument();
    expect(screen.queryByText("Reset Password")).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/Set your password/));
    await user.type(screen.getByLabelText("New password"), "new-password-1");
    await user.type(screen.getByLabelText("Confirm new password"), "new-password-1");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/events/));
    expect(await calls[0]!.json()).toMatchObject({ uid: "u1", token: "t0k" });
  });
});

describe("Update Password (docs/product.md sections 2 and 5)", () => {
  it("is guarded", async () => {
    const { router } = renderApp("/auth/change-password");
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent("/auth/change-password")}`);
  });

  it("requires both passwords on submit", async () => {
    mockApi({ "GET /api/users/check-staff/": { is_staff: false } });
    const { user } = renderApp("/auth/change-password", { user: sessionUser });
    await user.click(await screen.findByRole("button", { name: "Update Password" }));
    expect(await screen.findAllByText("Password is required")).toHaveLength(2);
  });

  it("shows the server's field error under password_re, then on success goes to /", async () => {
    let answer: unknown = reply(400, { password_re: ["Passwords do not match"] });
    mockApi({ "POST /api/users/update-password/": () => answer, "GET /api/users/check-staff/": { is_staff: false } });
    const { user, router } = renderApp("/auth/change-password", { user: sessionUser });
    await user.type(await screen.findByLabelText("New password"), "new-password-1");
    await user.type(screen.getByLabelText("Confirm new password"), "new-password-1");
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    answer = reply(200, { detail: "Password updated." });
    await user.click(screen.getByRole("button", { name: "Update Password" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
