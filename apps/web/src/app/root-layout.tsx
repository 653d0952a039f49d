// The page frame: background (gavel on the landing page, blurred elsewhere), top bar, content.
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import {
  isRouteErrorResponse,
  Outlet,
  Link as RouterLink,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRevalidator,
  useRouteError,
} from "react-router";
import { BlurredBackground } from "../components/backgrounds.tsx";
import { Reconnecting } from "../components/screen-boundary.tsx";
import { TopBar } from "../components/top-bar/top-bar.tsx";
import { motionSx } from "../lib/motion.ts";
import { paths } from "../lib/paths.ts";
import { retryCounter } from "../lib/retry-import.ts";
import { APP_BAR_HEIGHT } from "../lib/theme.ts";

export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  return (
    <>
      {pathname !== paths.home.href() && <BlurredBackground />}
      {navigation.state === "loading" && <NavigationBar />}
      <TopBar />
      <Box component="main" sx={{ pt: `${APP_BAR_HEIGHT}px`, minHeight: "100dvh", display: "flex", flexDirection: "column" }}>
        <Outlet />
      </Box>
      <ScrollRestoration />
    </>
  );
}

/** A thin bar at the top while the next page loads. */
function NavigationBar() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{
        position: "fixed",
        top: 0,
        left: 0,
        height: 3,
        width: "100%",
        zIndex: (t) => t.zIndex.appBar + 1,
        bgcolor: "primary.main",
        transformOrigin: "left",
        ...motionSx(
          "sah-load",
          { from: { transform: "scaleX(0)" }, to: { transform: "scaleX(1)", opacity: 0.2 } },
          "1.2s ease-out infinite",
        ),
      }}
    />
  );
}

export function InitialLoading() {
  return (
    <Box sx={{ minHeight: "100dvh", display: "grid", placeItems: "center", bgcolor: "background.default" }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/** The tries of RouteError's renders again: one run of failures across its remounts. */
const nextRouteAttempt = retryCounter();

/**
 * A route that failed outside its page's ScreenBoundary (app/lazy-screen.tsx): an answer of the router
 * is shown as it is; anything else (a layout that threw) is "Reconnecting…" and renders again by itself
 * (the router's revalidation resets its error), never a blank or a dead end (docs/architecture.md
 * "Resilience").
 */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const [attempt] = useState(nextRouteAttempt);
  console.error(error);
  if (!isRouteErrorResponse(error)) {
    return (
      <Box sx={{ minHeight: "100dvh", display: "flex", flexDirection: "column" }}>
        <Reconnecting attempt={attempt} onRetry={() => void revalidator.revalidate()} />
      </Box>
    );
  }
  const text = `${error.status} ${error.statusText}`;
  return (
    <Box sx={{ minHeight: "100dvh", display: "grid", placeItems: "center", p: 3, textAlign: "center" }}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          Something went wrong
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
        <Typography component={RouterLink} to={paths.home.href()} reloadDocument color="primary">
          Reload the app
        </Typography>
      </div>
    </Box>
  );
}
