// The event details panel (docs/product.md section 2 "Public event view"): funds, players per team, minimum
// price per player, location, date and time.

import AccountBalanceWalletIcon from "@mui/icons-material/AccountBalanceWallet";
import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import GavelIcon from "@mui/icons-material/Gavel";
import GroupsIcon from "@mui/icons-material/Groups";
import PlaceIcon from "@mui/icons-material/Place";
import ScheduleIcon from "@mui/icons-material/Schedule";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { Event } from "@sah/domain";
import type { ReactNode } from "react";
import { Amount } from "../../../lib/amount.tsx";
import { formatDate, formatTime } from "../../../lib/format.ts";

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: "flex", gap: 1.5, alignItems: "flex-start", minWidth: 0 }}>
      <Box sx={{ color: "primary.main", mt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary" sx={{ display: "block", lineHeight: 1.4 }}>
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: "clamp(1rem, 1.6vw, 1.25rem)", wordBreak: "break-word" }}>
          {value}
        </Typography>
      </Box>
    </Box>
  );
}

export function EventDetailsPanel({ event }: { event: Event }) {
  const players =
    event.min_players === event.max_players ? `${event.max_players}` : `${event.min_players} – ${event.max_players}`;
  return (
    <Paper variant="outlined" component="section" aria-label="Auction details" sx={{ p: { mobile: 2, tablet: 3 } }}>
      <Typography variant="overline" color="primary" component="h2">
        {event.type_name} auction
      </Typography>
      <Box
        sx={{
          mt: 1,
          display: "grid",
          gap: 3,
          gridTemplateColumns: { mobile: "1fr", tablet: "repeat(2, minmax(0, 1fr))", laptop: "repeat(3, minmax(0, 1fr))" },
        }}
      >
        <Fact
          icon={<AccountBalanceWalletIcon />}
          label="Funds per team"
          value={<Amount value={event.funds_per_team} unit={event.funds_unit} />}
        />
        <Fact icon={<GroupsIcon />} label="Players per team" value={players} />
        <Fact
          icon={<GavelIcon />}
          label="Minimum price per player"
          value={<Amount value={event.min_player_price} unit={event.funds_unit} />}
        />
        <Fact icon={<PlaceIcon />} label="Location" value={event.location} />
        <Fact icon={<CalendarMonthIcon />} label="Date" value={formatDate(event.date)} />
        <Fact icon={<ScheduleIcon />} label="Time" value={`${formatTime(event.start_time)} – ${formatTime(event.end_time)}`} />
      </Box>
    </Paper>
  );
}
