// The actions of a player page in the dashboard (docs/product.md section 2 "Player detail"): a speed dial with
// "Player" (Edit Player, alt+e) and "Auction" (the sell page, alt+s). MUI's SpeedDial gives each action a
// transition delay of 30 ms per item, which is the spec's value (section 2), so it is not set here.
// Render it inside <PermissionGuard>.
import EditIcon from "@mui/icons-material/Edit";
import GavelIcon from "@mui/icons-material/Gavel";
import SettingsIcon from "@mui/icons-material/Settings";
import SpeedDial from "@mui/material/SpeedDial";
import SpeedDialAction from "@mui/material/SpeedDialAction";
import SpeedDialIcon from "@mui/material/SpeedDialIcon";
import { useRef, useState } from "react";
import { useHotkeys } from "react-hotkeys-hook";
import { useNavigate } from "react-router";
import { FLOATING_ACTION_POSITION } from "../../../components/action-fab.tsx";
import { paths } from "../../../lib/paths.ts";
import { HOTKEYS, keyLabels } from "../../../lib/shortcuts.ts";

const ACTIONS = [
  { name: "Player", route: paths.manage.playerEdit, hotkey: HOTKEYS.edit, icon: <EditIcon /> },
  { name: "Auction", route: paths.manage.playerSell, hotkey: HOTKEYS.sell, icon: <GavelIcon /> },
] as const;

/** A click this soon after the pointer opened the dial is the user's "open", not a toggle. */
const HOVER_CLICK_GRACE_MS = 700;

export function PlayerSpeedDial({ eventId, playerId }: { eventId: number; playerId: number }) {
  const [open, setOpen] = useState(false);
  const hoverOpenedAt = useRef(0);
  const navigate = useNavigate();
  const go = (action: (typeof ACTIONS)[number]) => void navigate(action.route.href(eventId, playerId));
  useHotkeys(
    ACTIONS.map((a) => a.hotkey),
    (_event, handler) => {
      const action = ACTIONS.find((a) => a.hotkey === handler.hotkey);
      if (action) go(action);
    },
    { preventDefault: true },
    [navigate, eventId, playerId],
  );
  return (
    <SpeedDial
      ariaLabel="Manage player"
      icon={<SpeedDialIcon icon={<SettingsIcon />} openIcon={<EditIcon />} />}
      open={open}
      onOpen={(_event, reason) => {
        hoverOpenedAt.current = reason === "mouseEnter" ? Date.now() : 0;
        setOpen(true);
      }}
      onClose={(_event, reason) => {
        // Pointing at the dial opens it; the click that follows must not shut it again at once.
        if (reason === "toggle" && Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS) return;
        setOpen(false);
      }}
      sx={FLOATING_ACTION_POSITION}
    >
      {ACTIONS.map((action) => (
        <SpeedDialAction
          key={action.name}
          icon={action.icon}
          onClick={() => {
            setOpen(false);
            go(action);
          }}
          slotProps={{
            fab: { "aria-keyshortcuts": keyLabels(action.hotkey).join("+") },
            staticTooltipLabel: { sx: { whiteSpace: "nowrap" } },
            // Labels always shown while open: a phone has no hover to reveal a tooltip.
            tooltip: { title: `${action.name} (${keyLabels(action.hotkey).join("+")})`, open: true },
          }}
        />
      ))}
    </SpeedDial>
  );
}
