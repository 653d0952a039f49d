// Renders the app's real route table in a memory router, with fresh providers.
import type { SessionUser } from "@sah/domain";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../app/providers.tsx";
import { routes } from "../app/routes.tsx";
import { createQueryClient } from "../lib/query-client.ts";
import { storeUser } from "../lib/session-storage.ts";

export function renderApp(path: string, options: { user?: SessionUser } = {}) {
  if (options.user) storeUser(options.user);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user: userEvent.setup({ delay: null }) };
}

/**
 * Puts `text` into a field the way a paste does: one click, one input event. For fields whose
 * key-by-key typing is not what the test is about (user.type re-renders the form once per key).
 */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
