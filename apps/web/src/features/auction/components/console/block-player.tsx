// The player on the block in the console: big enough to read on the wall, small enough to leave
// room for the sell form below it on a laptop screen. Once recorded, the outcome shows in place.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { type Player, saleTeamName } from "@sah/domain";
import type { ReactNode } from "react";
import { hasGrade, PlayerImage, saleLabel, skillsText } from "../../../../components/player-card.tsx";
import { StatusBadge } from "../../../../components/status-badge.tsx";
import { Amount } from "../../../../lib/amount.tsx";
import { ageInYears } from "../../../../lib/format.ts";

type Props = { player: Player; basePrice?: ReactNode };

export function BlockPlayer({ player, basePrice }: Props) {
  const skills = skillsText(player);
  const age = ageInYears(player.date_of_birth);
  const sale = player.transaction_detail;
  return (
    <Box
      sx={{
        display: "grid",
        gridTemplateColumns: { mobile: "96px minmax(0, 1fr)", tablet: "200px minmax(0, 1fr)", laptop: "240px minmax(0, 1fr)" },
        gap: { mobile: 2, tablet: 3 },
        alignItems: "start",
      }}
    >
      <PlayerImage player={player} size="100%" />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h3"
          component="h2"
          sx={{ fontSize: "clamp(1.5rem, 3.6vw, 3.25rem)", lineHeight: 1.1, overflowWrap: "anywhere" }}
        >
          {player.name}
        </Typography>
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mt: 1 }}>
          <StatusBadge status={player.status} name={player.status_name} size="medium" />
          {hasGrade(player) && (
            <Typography sx={{ fontSize: "clamp(1rem, 1.6vw, 1.5rem)" }}>
              Grade <strong>{player.grade_name}</strong>
            </Typography>
          )}
        </Box>
        {(skills || age !== null) && (
          <Typography color="text.secondary" sx={{ mt: 1, fontSize: "clamp(0.95rem, 1.3vw, 1.3rem)" }}>
            {[skills, age !== null ? `${age} years` : ""].filter(Boolean).join(" · ")}
          </Typography>
        )}
        {basePrice && (
          <Typography color="text.secondary" sx={{ mt: 0.5, fontSize: "clamp(0.95rem, 1.2vw, 1.2rem)" }}>
            Base price <strong>{basePrice}</strong>
          </Typography>
        )}
        {sale && (
          <Box
            role="status"
            sx={{
              mt: 1.5,
              px: 1.5,
              py: 1,
              borderRadius: 2,
              border: 1,
              borderColor: "success.main",
              display: "inline-block",
            }}
          >
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.3, display: "block" }}>
              {saleLabel(player)}
            </Typography>
            <Typography sx={{ fontWeight: 800, fontSize: "clamp(1.15rem, 2vw, 1.9rem)", lineHeight: 1.2 }}>
              {saleTeamName(sale.team_name, sale.rtm)} ·{" "}
              <Box component="span" sx={{ color: "success.main" }}>
                <Amount value={sale.price} unit={sale.funds_unit} />
              </Box>
            </Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}
