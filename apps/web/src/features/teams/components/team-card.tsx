import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import type { Team } from "@sah/domain";
import { CardLink } from "../../../components/card-link.tsx";
import { TeamLogo } from "../../../components/team-logo.tsx";
import { ownerNames, TeamStats } from "./team-stats.tsx";

/** Team card image height 225 px (docs/product.md section 9). */
export const TEAM_IMAGE_HEIGHT = 225;

export function TeamCard({ team, to }: { team: Team; to: string }) {
  const owners = ownerNames(team);
  return (
    <Card sx={{ height: "100%" }}>
      <CardLink to={to} sx={{ height: "100%", display: "flex", flexDirection: "column", alignItems: "stretch" }}>
        <Box sx={{ bgcolor: "action.hover", p: 1 }}>
          <TeamLogo team={team} height={{ mobile: 180, tablet: TEAM_IMAGE_HEIGHT }} />
        </Box>
        <Box sx={{ p: 2, flex: 1 }}>
          <Typography variant="h6" component="h2" sx={{ wordBreak: "break-word" }}>
            {team.name}
          </Typography>
          {owners && (
            <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
              Owners: {owners}
            </Typography>
          )}
          <TeamStats team={team} />
        </Box>
      </CardLink>
    </Card>
  );
}
