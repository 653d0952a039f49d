// An event card (docs/product.md section 2 "Event lists"): logo, name, location and date. Owners go to the
// dashboard, everyone else to the public view.

import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import PlaceIcon from "@mui/icons-material/Place";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import type { Event } from "@sah/domain";
import { CardLink } from "../../../components/card-link.tsx";
import { MediaBox } from "../../../components/media-box.tsx";
import { formatDate } from "../../../lib/format.ts";
import { eventHome } from "../../../lib/paths.ts";

/** Event card image 225 px, logo aspect 4/3 (docs/product.md section 9). */
export const EVENT_IMAGE_HEIGHT = 225;

function EventLogo({ event, priority }: { event: Event; priority?: boolean }) {
  return (
    <MediaBox
      priority={priority}
      src={event.logo}
      alt={`${event.name} logo`}
      initial={event.name}
      initialSize={64}
      sx={{
        height: EVENT_IMAGE_HEIGHT,
        width: "100%",
        bgcolor: "action.hover",
        background: event.logo ? undefined : "linear-gradient(135deg, rgba(245,197,24,0.35), rgba(77,208,225,0.2))",
      }}
    />
  );
}

/** `to` overrides where the card leads (the dashboard home always opens the dashboard). */
export function EventCard({ event, to, priority }: { event: Event; to?: string; priority?: boolean }) {
  return (
    <Card sx={{ height: "100%", bgcolor: "background.paper" }}>
      <CardLink
        to={to ?? eventHome(event)}
        sx={{ height: "100%", display: "flex", flexDirection: "column", alignItems: "stretch" }}
      >
        <EventLogo event={event} priority={priority} />
        <Box sx={{ p: 2, flex: 1, display: "flex", flexDirection: "column", gap: 0.75 }}>
          <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0, lineHeight: 1.3, wordBreak: "break-word" }}>
              {event.name}
            </Typography>
            {event.is_owner && <Chip label="Owner" size="small" color="primary" variant="outlined" />}
          </Box>
          <Typography color="text.secondary" sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
            <PlaceIcon fontSize="small" aria-hidden />
            <span>{event.location}</span>
          </Typography>
          <Typography component="div" color="text.secondary" sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
            <CalendarMonthIcon fontSize="small" aria-hidden />
            <span>{formatDate(event.date)}</span>
            {event.type_name && <Chip label={event.type_name} size="small" sx={{ ml: "auto" }} />}
          </Typography>
        </Box>
      </CardLink>
    </Card>
  );
}
