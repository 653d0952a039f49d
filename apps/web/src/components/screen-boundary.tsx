// No screen ever goes blank (docs/architecture.md "Resilience", docs/decisions/051-outages.md): what a
// screen throws while rendering is caught here; the screen gives way to a small "Reconnecting…" state
// and renders again by itself after a growing pause, or at once when the browser is back online.
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { Component, type ErrorInfo, type ReactNode, useEffect, useRef, useSyncExternalStore } from "react";
import { retryCounter, subscribeRetries, untilRetry, waitingRetries } from "../lib/retry-import.ts";
import { BOTTOM_NAV_HEIGHT } from "../lib/theme.ts";

export const RECONNECTING = "Reconnecting…";

/**
 * The small state of something that is not there yet: "Loading…", or RECONNECTING while a chunk
 * waits to be tried again. `floating`: at the foot of the viewport (a dialog, a menu, an alert that is
 * loading); otherwise in line; `fill`: centred in the space of a whole screen.
 */
export function PendingState({ text, placement = "inline" }: { text?: string; placement?: "inline" | "floating" | "fill" }) {
  const retrying = useSyncExternalStore(subscribeRetries, waitingRetries, () => 0) > 0;
  const label = text ?? (retrying ? RECONNECTING : "Loading…");
  const pill = (
    <Box
      role="status"
      data-testid="pending-state"
      sx={{
        display: "inline-flex",
        alignItems: "center",
        gap: 1,
        px: 1.5,
        py: 0.75,
        borderRadius: 999,
        border: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
        color: "text.primary",
        ...(placement === "floating" && {
          position: "fixed",
          left: 16,
          // Above a phone's section navigation, where the action button also sits.
          bottom: { mobile: BOTTOM_NAV_HEIGHT + 16, laptop: 16 },
          zIndex: (t) => t.zIndex.snackbar,
          boxShadow: 3,
        }),
      }}
    >
      <CircularProgress size={14} aria-hidden color="inherit" />
      <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
    </Box>
  );
  if (placement !== "fill") return pill;
  return <Box sx={{ flex: 1, minHeight: "40vh", display: "grid", placeItems: "center", p: 3 }}>{pill}</Box>;
}

type ReconnectingProps = { attempt: number; onRetry: () => void; children?: ReactNode };

/**
 * RECONNECTING in the space of a screen that failed (or `children`); calls `onRetry` after
 * retryDelayMs(attempt), or at once when the browser comes back online.
 */
export function Reconnecting({ attempt, onRetry, children }: ReconnectingProps) {
  const retry = useRef(onRetry);
  retry.current = onRetry;
  useEffect(() => {
    const stop = new AbortController();
    void untilRetry(attempt, stop.signal).then(() => retry.current());
    return () => stop.abort();
  }, [attempt]);
  return children ?? <PendingState text={RECONNECTING} placement="fill" />;
}

/** `pending`: what shows until it renders again (by default RECONNECTING in the screen's space). */
type Props = { children: ReactNode; pending?: ReactNode };
type State = { failed: boolean; attempt: number };

/**
 * An error boundary that recovers by itself: on an error its children give way to Reconnecting,
 * which renders them again after the pause. A small class of our own, not
 * react-error-boundary (decision 051).
 */
export class ScreenBoundary extends Component<Props, State> {
  state: State = { failed: false, attempt: 0 };
  private readonly nextAttempt = retryCounter();

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ attempt: this.nextAttempt() });
    console.error(error, info.componentStack);
  }

  private readonly retry = () => this.setState({ failed: false });

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Reconnecting attempt={this.state.attempt} onRetry={this.retry}>
        {this.props.pending}
      </Reconnecting>
    );
  }
}
