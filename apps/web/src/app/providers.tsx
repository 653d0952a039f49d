// Providers of the whole app: theme with the stored colour mode, TanStack Query, alerts, user.
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AlertOutlet } from "../components/alert-outlet.tsx";
import { UserProvider } from "../lib/session.tsx";
import type { UserState } from "../lib/session-storage.ts";
import { MODE_STORAGE_KEY, theme } from "../lib/theme.ts";

type Props = { queryClient: QueryClient; children: ReactNode; initialUser?: UserState };

export function AppProviders({ queryClient, children, initialUser }: Props) {
  return (
    <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={MODE_STORAGE_KEY} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <UserProvider initialUser={initialUser}>{children}</UserProvider>
        <AlertOutlet />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
