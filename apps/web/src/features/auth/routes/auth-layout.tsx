// The shell of the auth screens: the logo above the nested view (docs/product.md section 2).

import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import { BRAND } from "@sah/domain";
import { Outlet, Link as RouterLink } from "react-router";
import { BrandMark } from "../../../components/brand.tsx";
import { paths } from "../../../lib/paths.ts";

export function AuthLayout() {
  return (
    <Box
      sx={{
        flex: 1,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        px: 2,
        py: { mobile: 3, tablet: 6 },
      }}
    >
      <Box component={RouterLink} to={paths.home.href()} aria-label={`${BRAND} home`} sx={{ mb: 3, display: "inline-flex" }}>
        <BrandMark size={72} />
      </Box>
      <Paper
        variant="outlined"
        sx={{ width: "100%", maxWidth: 440, p: { mobile: 3, tablet: 4 }, borderRadius: 4, bgcolor: "background.paper" }}
      >
        <Outlet />
      </Paper>
    </Box>
  );
}
