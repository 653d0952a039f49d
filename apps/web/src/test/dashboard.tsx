// Helpers for the dashboard's tests: the API of an event whose manager is logged in, the multipart
// body a form sent, and a form component rendered alone in a data router (for useBlocker).
import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Mock } from "vitest";
import { createQueryClient } from "../lib/query-client.ts";
import { appTheme } from "../lib/theme.ts";
import { mockApi, reply } from "./api-mock.ts";
import { event, page, player, sponsors, team } from "./fixtures.ts";

export const users = [
  { id: 1, name: "Admin", email: "admin@example.com" },
  { id: 2, name: "Ravi Kumar", email: "ravi@example.com" },
  { id: 7, name: "Asha Rao", email: "asha@example.com" },
];

export const skills = [
  { id: 1, name: "Batter" },
  { id: 2, name: "Wicket-keeper" },
  { id: 3, name: "Bowler" },
];

export const eventTypes = [
  { id: 1, name: "Cricket" },
  { id: 2, name: "Football" },
];

/** The API of event 1 (see fixtures) for a caller who may manage it, unless `permitted` is false. */
export function mockDashboard(overrides: Record<string, unknown> = {}, { permitted = true, staff = false } = {}) {
  return mockApi({
    "GET /api/users/check-staff/": { is_staff: staff },
    "GET /api/events/events/1/": event,
    "GET /api/events/events/1/check-permission/": permitted
      ? { permitted: true }
      : reply(403, { detail: "You do not have permission to perform this action." }),
    "GET /api/events/sponsors/": sponsors,
    "GET /api/events/sponsors/1/": sponsors[0],
    "GET /api/events/skills/all/": skills,
    "GET /api/events/event-types/": eventTypes,
    // As the server (docs/api.md "Users"): staff's search matches name or e-mail, case-insensitively;
    // anyone else's finds a whole e-mail address, or names without their addresses.
    "GET /api/users/all/": (req: Request) => {
      const search = new URL(req.url).searchParams.get("search")?.trim().toLowerCase();
      if (!search) return users;
      if (staff) return users.filter((u) => `${u.name}\n${u.email}`.toLowerCase().includes(search));
      if (search.includes("@")) return users.filter((u) => u.email.toLowerCase() === search);
      return users.filter((u) => u.name.toLowerCase().includes(search)).map((u) => ({ ...u, email: null }));
    },
    "GET /api/teams/": page([team]),
    "GET /api/teams/3/": team,
    "GET /api/players/team-players/": page([player]),
    "GET /api/players/": page([player]),
    "GET /api/players/11/": { ...player, email: "virat@example.com" },
    ...overrides,
  });
}

/** The multipart body of the call `METHOD /api/path/` (the body as the app built it). */
export function sentForm(fetchMock: Mock, method: string, path: string): FormData {
  const call = fetchMock.mock.calls.find(([input, init]) => {
    const url = new URL(String(input), "http://localhost");
    return (init as RequestInit | undefined)?.method === method && url.pathname === path;
  });
  if (!call) throw new Error(`no ${method} ${path} was sent`);
  const body = (call[1] as RequestInit).body;
  if (!(body instanceof FormData)) throw new Error(`${method} ${path} was not multipart`);
  return body;
}

/** The query string of the call `METHOD /api/path/`. */
export function sentQuery(fetchMock: Mock, method: string, path: string): URLSearchParams {
  const call = fetchMock.mock.calls.find(
    ([input, init]) =>
      (init as RequestInit | undefined)?.method === method && new URL(String(input), "http://localhost").pathname === path,
  );
  if (!call) throw new Error(`no ${method} ${path} was sent`);
  return new URL(String(call[0]), "http://localhost").searchParams;
}

/** The form's fields as a plain object: one value, or a list for repeated keys. */
export function formEntries(body: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(body.keys())) {
    const all = body.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

/** One element on its own route (with a second route to leave to), in a data router. */
export function renderAlone(element: ReactElement, { path = "/form", at = path }: { path?: string; at?: string } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path, element },
      { path: "/elsewhere", element: <p>Elsewhere</p> },
    ],
    { initialEntries: [at] },
  );
  const view = render(
    <ThemeProvider theme={appTheme()}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, router, queryClient, user: userEvent.setup({ delay: null }) };
}
