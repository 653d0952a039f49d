// Providers of the whole app: styles cache, theme with the stored colour mode, TanStack Query, alerts, user.
import { CacheProvider, type EmotionCache } from "@emotion/react";
import CssBaseline from "@mui/material/CssBaseline";
import GlobalStyles from "@mui/material/GlobalStyles";
import { ThemeProvider } from "@mui/material/styles";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AlertOutlet } from "../components/alert-outlet.tsx";
import { ScreenBoundary } from "../components/screen-boundary.tsx";
import { UserProvider } from "../lib/session.tsx";
import type { UserState } from "../lib/session-storage.ts";
import { appTheme, MODE_STORAGE_KEY, systemSchemeStyles } from "../lib/theme.ts";

type Props = {
  queryClient: QueryClient;
  children: ReactNode;
  initialUser?: UserState;
  /** The styles cache of a server-rendered page and of its hydration (lib/emotion-cache.ts). */
  emotionCache?: EmotionCache;
};

export function AppProviders({ queryClient, children, initialUser, emotionCache }: Props) {
  const app = (
    <ThemeProvider theme={appTheme()} defaultMode="system" modeStorageKey={MODE_STORAGE_KEY} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={systemSchemeStyles()} />
      <QueryClientProvider client={queryClient}>
        {/* The last line of docs/architecture.md "Resilience": nothing blanks the whole app. */}
        <ScreenBoundary>
          <UserProvider initialUser={initialUser}>{children}</UserProvider>
        </ScreenBoundary>
        <ScreenBoundary pending={null}>
          <AlertOutlet />
        </ScreenBoundary>
      </QueryClientProvider>
    </ThemeProvider>
  );
  return emotionCache ? <CacheProvider value={emotionCache}>{app}</CacheProvider> : app;
}
