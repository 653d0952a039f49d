// The player card (docs/product.md sections 2 and 3): image, name, status badge, grade (hidden for NA),
// skills joined by a middle dot, age in whole years, public details and the sale.

import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { isPrivateDetailKey, NO_GRADE, type Player, playerStatusInfo, saleTeamName } from "@sah/domain";
import { Amount } from "../lib/amount.tsx";
import { wordsFitFontSize } from "../lib/fit-text.ts";
import { ageInYears } from "../lib/format.ts";
import { BasePriceLine } from "./base-price.tsx";
import { ExpandImageButton } from "./expand-image-button.tsx";
import { PlayerPhoto, type ShownAt } from "./media-box.tsx";
import { StatusBadge } from "./status-badge.tsx";

export function skillsText(player: Pick<Player, "skills_details">): string {
  return player.skills_details.map((s) => s.name).join(" · ");
}

export function publicDetails(details: Player["details"]): [string, string][] {
  return Object.entries(details ?? {})
    .filter(([key, value]) => !isPrivateDetailKey(key) && value !== null && value !== "")
    .map(([key, value]) => [key, String(value)]);
}

/** The label over a player's sale: the status table's ("Sold to", "Icon Player of"), else the status name. */
export function saleLabel(player: Pick<Player, "status" | "status_name">): string {
  const wording = playerStatusInfo(player.status)?.wording;
  return wording?.placed ? wording.saleLabel : player.status_name;
}

export function hasGrade(player: Pick<Player, "grade">): boolean {
  return player.grade !== NO_GRADE;
}

/** `shownAt`: the CSS width the box has when `size` is not a number of px (MediaBox). */
export function PlayerImage({
  player,
  size,
  priority,
  shownAt = typeof size === "number" ? size : undefined,
}: {
  player: Pick<Player, "image" | "name">;
  size: number | string;
  priority?: boolean;
  shownAt?: ShownAt;
}) {
  return (
    <PlayerPhoto
      player={player}
      priority={priority}
      shownAt={shownAt}
      initialSize="clamp(1.5rem, 6vw, 4rem)"
      sx={{ width: size, aspectRatio: "1", borderRadius: 3, bgcolor: "action.hover", color: "text.secondary" }}
    />
  );
}

type Props = {
  player: Player;
  onExpandImage?: () => void;
  /** "stage": the large version for the auction page, readable on a wall. */
  variant?: "page" | "stage";
};

export function PlayerCard({ player, onExpandImage, variant = "page" }: Props) {
  const stage = variant === "stage";
  const age = ageInYears(player.date_of_birth);
  const skills = skillsText(player);
  const details = publicDetails(player.details);
  const sale = player.transaction_detail;
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { mobile: 2, tablet: 3 },
        display: "flex",
        flexDirection: { mobile: "column", tablet: "row" },
        gap: { mobile: 2, tablet: 3 },
        alignItems: { mobile: "center", tablet: "flex-start" },
      }}
    >
      <Box
        sx={{ position: "relative", width: stage ? { mobile: "70%", tablet: 280, laptop: 340 } : { mobile: "60%", tablet: 220 } }}
      >
        <PlayerImage player={player} size="100%" />
        {onExpandImage && player.image && <ExpandImageButton what="image" onClick={onExpandImage} inset={8} />}
      </Box>
      <Box
        sx={{
          minWidth: 0,
          flex: 1,
          width: "100%",
          textAlign: { mobile: "center", tablet: "left" },
          containerType: "inline-size",
        }}
      >
        <Box
          sx={{
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            gap: 1.5,
            justifyContent: { mobile: "center", tablet: "flex-start" },
          }}
        >
          <Typography
            variant="h4"
            component="h2"
            sx={{
              fontSize: wordsFitFontSize(player.name, stage ? "clamp(1.75rem, 4.2vw, 3.5rem)" : "clamp(1.5rem, 3vw, 2.25rem)"),
              wordBreak: "break-word",
            }}
          >
            {player.name}
          </Typography>
          <StatusBadge status={player.status} name={player.status_name} size={stage ? "medium" : "small"} />
        </Box>
        {hasGrade(player) && (
          <Typography sx={{ mt: 1, fontSize: stage ? "clamp(1.1rem, 2vw, 1.6rem)" : "1.1rem" }}>
            Grade <strong>{player.grade_name}</strong>
          </Typography>
        )}
        {/* On the stage the panel above the card shows the base price. */}
        {!stage && <BasePriceLine player={player} size="body1" />}
        {skills && (
          <Typography color="text.secondary" sx={{ mt: 0.5, fontSize: stage ? "clamp(1rem, 1.8vw, 1.4rem)" : "1rem" }}>
            {skills}
          </Typography>
        )}
        {age !== null && (
          <Typography color="text.secondary" sx={{ mt: 0.5, fontSize: stage ? "clamp(1rem, 1.6vw, 1.3rem)" : "1rem" }}>
            {age} years
          </Typography>
        )}
        {sale && (
          <Box
            sx={{
              mt: 2,
              p: 1.5,
              borderRadius: 2,
              border: 1,
              borderColor: "success.main",
              bgcolor: "action.hover",
              display: "inline-block",
            }}
          >
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4, display: "block" }}>
              {saleLabel(player)}
            </Typography>
            <Typography sx={{ fontWeight: 800, fontSize: stage ? "clamp(1.2rem, 2.4vw, 2rem)" : "1.25rem" }}>
              {saleTeamName(sale.team_name, sale.rtm)}
            </Typography>
            <Typography color="success.main" sx={{ fontWeight: 800, fontSize: stage ? "clamp(1.2rem, 2.4vw, 2rem)" : "1.25rem" }}>
              <Amount value={sale.price} unit={sale.funds_unit} />
            </Typography>
          </Box>
        )}
        {details.length > 0 && (
          <Box
            component="dl"
            sx={{
              mt: 2,
              mb: 0,
              display: "grid",
              gridTemplateColumns: "auto 1fr",
              columnGap: 2,
              rowGap: 0.5,
              textAlign: "left",
              fontSize: stage ? "clamp(0.95rem, 1.4vw, 1.2rem)" : "0.95rem",
            }}
          >
            {details.map(([key, value]) => (
              <Box key={key} sx={{ display: "contents" }}>
                <Box component="dt" sx={{ color: "text.secondary" }}>
                  {key}
                </Box>
                <Box component="dd" sx={{ m: 0, wordBreak: "break-word" }}>
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Paper>
  );
}
