// A page that the next issue fills in (dashboard, event create, users).
import ConstructionIcon from "@mui/icons-material/Construction";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Seo } from "./seo.tsx";

export function ComingSoon({ title }: { title: string }) {
  return (
    <Box sx={{ flex: 1, display: "grid", placeItems: "center", p: 4, textAlign: "center" }}>
      <Seo title={title} />
      <div>
        <ConstructionIcon sx={{ fontSize: 56, color: "primary.main", mb: 2 }} />
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">This screen is being built.</Typography>
      </div>
    </Box>
  );
}
