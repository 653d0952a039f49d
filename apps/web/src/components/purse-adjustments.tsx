// A team's purse adjustments, each with its reason, and the sum that makes its money add up ("Spent
// 107.95 Cr + adjustments 12 Cr + left 0.05 Cr = purse 120 Cr"): the team page and the live page's team
// summary (docs/decisions/062-phones-adjustments-out.md). Worded by the domain (adjustmentText,
// purseSumText); nothing when the team has no adjustment.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { adjustmentText, BUDGET_TEXT, purseSumText, type Team } from "@sah/domain";
import { useId } from "react";
import { useAmountText } from "../lib/amount.tsx";

type AdjustedTeam = Pick<Team, "name" | "total_funds" | "adjustments_total" | "funds_remaining" | "funds_unit" | "adjustments">;

export function PurseAdjustments({ team, dense = false }: { team: AdjustedTeam; dense?: boolean }) {
  const titleId = useId();
  const amountText = useAmountText();
  if (team.adjustments.length === 0) return null;
  const format = (n: number) => amountText(n, team.funds_unit);
  const size = dense ? "0.8rem" : "0.9rem";
  return (
    <Box data-testid="purse-adjustments" sx={{ mt: dense ? 0.5 : 1.5, minWidth: 0 }}>
      <Typography id={titleId} component="h3" sx={{ fontSize: size, fontWeight: 700, color: "text.secondary" }}>
        {BUDGET_TEXT.adjustments}
      </Typography>
      <Box component="ul" aria-labelledby={titleId} sx={{ m: 0, p: 0, listStyle: "none" }}>
        {team.adjustments.map((a) => (
          <Typography key={a.id} component="li" sx={{ fontSize: size, overflowWrap: "anywhere" }}>
            {adjustmentText(a, format)}
          </Typography>
        ))}
      </Box>
      <Typography sx={{ fontSize: size, color: "text.secondary", overflowWrap: "anywhere" }} data-testid="purse-sum">
        {purseSumText(team, format)}
      </Typography>
    </Box>
  );
}
