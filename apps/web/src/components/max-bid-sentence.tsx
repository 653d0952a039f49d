// The sentence behind a team's max bid ("94,000 = 1,00,000 left − 1,000 × 6 more players needed for the minimum of 7"), from the
// server's budget/ (docs/api.md "Budget rule"), worded by the domain's maxBidSentence: the one
// place every max bid shown (console, team pages) takes its explanation from.
import Typography from "@mui/material/Typography";
import { maxBidSentence, type Team } from "@sah/domain";
import { useQuery } from "@tanstack/react-query";
import { useFigureText } from "../lib/amount.tsx";
import { teamBudgetQueryOptions } from "../lib/event-queries.ts";

export function MaxBidSentence({
  team,
}: {
  team: Pick<Team, "id" | "event" | "name" | "players_count" | "min_players" | "max_players" | "funds_unit">;
}) {
  const { data } = useQuery(teamBudgetQueryOptions(team.event, team.id));
  const figureText = useFigureText();
  if (!data) return null;
  return (
    <Typography
      component="span"
      variant="caption"
      color="text.secondary"
      sx={{ display: "block" }}
      data-testid="max-bid-sentence"
    >
      Max bid {maxBidSentence(data, (n) => figureText(n, team.funds_unit), team)}
    </Typography>
  );
}
