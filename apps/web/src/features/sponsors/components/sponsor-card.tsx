// A sponsor in the dashboard's list (docs/product.md section 2 "Sponsors list"): logo (aspect 1, contain fit,
// docs/product.md section 9), name, category and order; the card opens ./{sponsorId}; a "Website Link" button,
// disabled when the sponsor has no link.
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import type { Sponsor } from "@sah/domain";
import type { ReactNode } from "react";
import { CardLink } from "../../../components/card-link.tsx";
import { MediaBox } from "../../../components/media-box.tsx";

/** `children`: below the card's actions (the sponsors page's figures and report actions). */
export function SponsorCard({ sponsor, to, children }: { sponsor: Sponsor; to: string; children?: ReactNode }) {
  return (
    <Card sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
      <CardLink to={to} sx={{ flex: 1, p: 2, display: "flex", gap: 2, alignItems: "center", justifyContent: "flex-start" }}>
        <MediaBox
          src={sponsor.logo}
          alt={`${sponsor.name} logo`}
          initial={sponsor.name}
          fit="contain"
          shownAt={88}
          sx={{ width: 88, aspectRatio: "1", borderRadius: 2, bgcolor: "action.hover", border: 1, borderColor: "divider" }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3, wordBreak: "break-word" }}>
            {sponsor.name}
          </Typography>
          <Typography color="text.secondary" sx={{ wordBreak: "break-word" }}>
            {sponsor.category}
          </Typography>
          <Chip label={`Order ${sponsor.order}`} size="small" variant="outlined" sx={{ mt: 1 }} />
        </Box>
      </CardLink>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button
          component="a"
          variant="outlined"
          size="small"
          endIcon={<OpenInNewIcon />}
          disabled={!sponsor.link}
          href={sponsor.link || undefined}
          target="_blank"
          rel="noopener noreferrer"
        >
          Website Link
        </Button>
      </CardActions>
      {children}
    </Card>
  );
}
