// The frame of the event lists: below laptop width, logged-in users get the tab bar
// "Event For You" / "All Events" (docs/product.md section 2 "Event lists").
import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import useMediaQuery from "@mui/material/useMediaQuery";
import { Outlet, Link as RouterLink, useLocation } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { useUser } from "../../../lib/session.tsx";

export function EventsLayout() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down("laptop"));
  const { isLoggedIn } = useUser();
  const { pathname } = useLocation();
  const current = [paths.forYou.href(), paths.allEvents.href()].find((p) => pathname.startsWith(p)) ?? false;
  return (
    <Box sx={{ width: "100%", maxWidth: 1280, mx: "auto", px: { mobile: 2, tablet: 3 }, pb: 4 }}>
      {narrow && isLoggedIn && (
        <Tabs
          value={current}
          variant="fullWidth"
          aria-label="Event lists"
          sx={{ mt: 1, borderBottom: 1, borderColor: "divider" }}
        >
          <Tab label="Event For You" value={paths.forYou.href()} component={RouterLink} to={paths.forYou.href()} />
          <Tab label="All Events" value={paths.allEvents.href()} component={RouterLink} to={paths.allEvents.href()} />
        </Tabs>
      )}
      <Outlet />
    </Box>
  );
}
