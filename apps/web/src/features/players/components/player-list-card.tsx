// A player in the list: image (150 px area, aspect 1; docs/product.md section 9), name, status, grade, skills.

import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { type Player, saleTeamName } from "@sah/domain";
import { BasePriceLine } from "../../../components/base-price.tsx";
import { CardLink } from "../../../components/card-link.tsx";
import { hasGrade, PlayerImage, skillsText } from "../../../components/player-card.tsx";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { Amount } from "../../../lib/amount.tsx";

export const PLAYER_IMAGE_AREA = 150;
/** The image's width on phones (below the tablet breakpoint). */
export const PLAYER_IMAGE_AREA_MOBILE = 96;

export function PlayerListCard({ player, to, priority }: { player: Player; to: string; priority?: boolean }) {
  const sale = player.transaction_detail;
  return (
    <Card sx={{ height: "100%" }}>
      <CardLink
        to={to}
        sx={{ height: "100%", p: 1.5, display: "flex", gap: 2, alignItems: "flex-start", justifyContent: "flex-start" }}
      >
        <Box sx={{ width: { mobile: PLAYER_IMAGE_AREA_MOBILE, tablet: PLAYER_IMAGE_AREA }, flexShrink: 0 }}>
          <PlayerImage
            player={player}
            size="100%"
            shownAt={{ mobile: PLAYER_IMAGE_AREA_MOBILE, tablet: PLAYER_IMAGE_AREA }}
            priority={priority}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: 0.75, py: 0.5 }}>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.25, wordBreak: "break-word" }}>
            {player.name}
          </Typography>
          <Box>
            <StatusBadge status={player.status} name={player.status_name} />
          </Box>
          {hasGrade(player) && <Typography variant="body2">Grade {player.grade_name}</Typography>}
          <BasePriceLine player={player} />
          {player.skills_details.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {skillsText(player)}
            </Typography>
          )}
          {sale && (
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {saleTeamName(sale.team_name, sale.rtm)} · <Amount value={sale.price} unit={sale.funds_unit} />
            </Typography>
          )}
        </Box>
      </CardLink>
    </Card>
  );
}
