// A floating action of a dashboard page (add a player or team, edit a team) with its keyboard
// shortcut (docs/product.md section 9: alt+a on a listing page, alt+e on a detail page). It sits above the
// bottom section navigation below laptop width. Render ActionFab inside <PermissionGuard>; AddItemFab brings its own.
import Fab from "@mui/material/Fab";
import type { ComponentType, ReactElement } from "react";
import { useHotkeys } from "react-hotkeys-hook";
import { Link as RouterLink, useNavigate } from "react-router";
import { useEventId } from "../lib/event-outlet.ts";
import { HOTKEYS, keyLabels } from "../lib/shortcuts.ts";
import { BOTTOM_NAV_HEIGHT } from "../lib/theme.ts";
import { PermissionGuard } from "./permission-guard.tsx";

/** Where floating actions sit: above the bottom navigation below laptop width. */
export const FLOATING_ACTION_POSITION = {
  position: "fixed",
  right: { mobile: 16, tablet: 24, laptop: 40 },
  bottom: { mobile: BOTTOM_NAV_HEIGHT + 16, laptop: 40 },
  zIndex: "speedDial",
} as const;

type Props = { to: string; label: string; icon: ReactElement; hotkey: string };

export function ActionFab({ to, label, icon, hotkey }: Props) {
  const navigate = useNavigate();
  useHotkeys(hotkey, () => void navigate(to), { preventDefault: true }, [navigate, to]);
  const keys = keyLabels(hotkey).join("+");
  return (
    <Fab
      component={RouterLink}
      to={to}
      variant="extended"
      color="primary"
      aria-keyshortcuts={keys}
      title={`${label} (${keys})`}
      sx={FLOATING_ACTION_POSITION}
    >
      {icon}
      {label}
    </Fab>
  );
}

/** The add button of a list page ("Add Team"), on the add shortcut, for those who may manage the event. */
export function AddItemFab({ to, label, icon }: Omit<Props, "hotkey">) {
  return (
    <PermissionGuard>
      <ActionFab to={to} label={label} icon={icon} hotkey={HOTKEYS.add} />
    </PermissionGuard>
  );
}

/**
 * A list page of the dashboard (docs/product.md section 2 "Dashboard"): the public list page `List`, with
 * the add button to `to(eventId)` for those who may manage the event.
 */
export function listWithAddItemFab(List: ComponentType, to: (eventId: number) => string, label: string, icon: ReactElement) {
  return function ManageListPage() {
    const eventId = useEventId();
    return (
      <>
        <List />
        <AddItemFab to={to(eventId)} label={label} icon={icon} />
      </>
    );
  };
}
