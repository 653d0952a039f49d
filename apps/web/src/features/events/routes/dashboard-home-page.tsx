// The dashboard home (/dashboard; docs/product.md section 2 "Dashboard"): the user's events, each opening its dashboard.
import Box from "@mui/material/Box";
import { paths } from "../../../lib/paths.ts";
import { EventList } from "../components/event-list.tsx";

/** The dashboard home (/dashboard): the events recommended for the user, each opening its dashboard. */
export function DashboardHomePage() {
  return (
    <Box sx={{ width: "100%", maxWidth: 1280, mx: "auto", px: { mobile: 2, tablet: 3 }, pb: 4 }}>
      <EventList
        scope="for-you"
        heading={{ title: "Dashboard", description: "Manage the auctions you organise or own a team in." }}
        cardTo={(event) => paths.manage.root.href(event.id)}
      />
    </Box>
  );
}
