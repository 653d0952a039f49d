// The not-found page (docs/product.md section 2): "Broken Link".
import LinkOffIcon from "@mui/icons-material/LinkOff";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { paths } from "../lib/paths.ts";
import { Seo } from "./seo.tsx";

export function NotFoundPage() {
  return (
    <Box sx={{ flex: 1, display: "grid", placeItems: "center", px: 3, py: 8, textAlign: "center" }}>
      <Seo title="Broken Link" description="We are unable to find the page you are looking for" />
      <div>
        <LinkOffIcon sx={{ fontSize: 72, color: "primary.main", mb: 2 }} />
        <Typography variant="h3" component="h1" sx={{ fontSize: "clamp(2rem, 6vw, 3rem)" }} gutterBottom>
          Broken Link
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, fontSize: "1.1rem" }}>
          We are unable to find the page you are looking for
        </Typography>
        <Button variant="contained" size="large" component={RouterLink} to={paths.home.href()}>
          Back to Home Page
        </Button>
      </div>
    </Box>
  );
}
