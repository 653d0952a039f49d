// The index of an event: its sections as descriptive rows (docs/product.md section 2).
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { Keys } from "../../../components/shortcuts-dialog.tsx";
import { useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { EventSeo } from "./event-seo.tsx";
import { viewSections } from "./view-sections.tsx";

export function ViewIndexPage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  return (
    <>
      <EventSeo event={event} />
      <Box
        component="ul"
        sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 2, gridTemplateColumns: { mobile: "1fr", laptop: "1fr 1fr" } }}
      >
        {viewSections(eventId).map((s) => (
          <li key={s.to}>
            <Card sx={{ height: "100%" }}>
              <CardActionArea
                component={RouterLink}
                to={s.to}
                sx={{ p: { mobile: 2, tablet: 3 }, display: "flex", alignItems: "center", gap: 2, height: "100%" }}
              >
                <Box
                  sx={{
                    color: "primary.main",
                    display: "grid",
                    placeItems: "center",
                    width: 56,
                    height: 56,
                    borderRadius: 3,
                    bgcolor: "action.hover",
                    flexShrink: 0,
                  }}
                >
                  {s.bigIcon}
                </Box>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="h6" component="h2">
                    {s.title}
                  </Typography>
                  <Typography color="text.secondary">{s.description}</Typography>
                  <Box sx={{ mt: 1, display: { mobile: "none", laptop: "block" } }}>
                    <Keys keys={s.hotkey} />
                  </Box>
                </Box>
                <ChevronRightIcon color="action" />
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </>
  );
}
