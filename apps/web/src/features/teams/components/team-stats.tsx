import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { type Team, teamSpent } from "@sah/domain";
import { MaxBidSentence } from "../../../components/max-bid-sentence.tsx";
import { PurseAdjustments } from "../../../components/purse-adjustments.tsx";
import { TEAM_FIGURE } from "../../../components/team-figures.ts";
import { Amount } from "../../../lib/amount.tsx";

/** Funds and slots of a team (docs/api.md "Teams"; the budget rule gives max_bid). */
export function TeamStats({ team, large = false }: { team: Team; large?: boolean }) {
  const stats = [
    { label: TEAM_FIGURE.fundsLeft, value: <Amount value={team.funds_remaining} unit={team.funds_unit} /> },
    { label: TEAM_FIGURE.totalFunds, value: <Amount value={team.total_funds} unit={team.funds_unit} /> },
    // The team page adds what was spent, so that with the adjustments below the money adds up (decision 062).
    ...(large ? [{ label: TEAM_FIGURE.spent, value: <Amount value={teamSpent(team)} unit={team.funds_unit} /> }] : []),
    { label: TEAM_FIGURE.maxBid, value: <Amount value={team.max_bid} unit={team.funds_unit} /> },
    { label: TEAM_FIGURE.players, value: `${team.players_count} / ${team.max_players}` },
    { label: TEAM_FIGURE.openSlots, value: String(team.players_remaining) },
  ];
  return (
    <Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: "grid",
          gap: 1.5,
          gridTemplateColumns: large
            ? // Columns at least 8.5rem wide, as many as fit: a 10-digit amount ("1,20,00,00,000 INR") keeps
              // its digits on one line, its unit under them at worst; one column on a 320 px phone (decision 062).
              { mobile: "repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr))", tablet: "repeat(auto-fit, minmax(130px, 1fr))" }
            : "repeat(2, minmax(0, 1fr))",
        }}
      >
        {stats.map((s) => (
          <Box key={s.label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: "block" }}>
              {s.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 700, fontSize: large ? "1.15rem" : "1rem", overflowWrap: "break-word" }}
            >
              {s.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {/* The team page explains its max bid; a card in a list does not ask for every team's budget. */}
      {large && (
        <Box sx={{ mt: 1 }}>
          <MaxBidSentence team={team} />
        </Box>
      )}
      {/* Each adjustment with its reason, and the sum that adds up (decision 062). */}
      {large && <PurseAdjustments team={team} />}
      {/* The squad rules' unmet minimums (docs/api.md "Squad quotas"): "Needs 1 Wicket-keeper". */}
      {large && team.quota_needs.length > 0 && (
        <Box component="ul" aria-label="Squad rules still to meet" sx={{ m: 0, mt: 1, p: 0, listStyle: "none" }}>
          {team.quota_needs.map((n) => (
            <Typography key={`${n.kind}-${n.id}`} component="li" sx={{ color: "warning.main", fontWeight: 700 }}>
              {n.text}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

export function ownerNames(team: Team): string {
  return team.owners_details.map((o) => o.name).join(", ");
}
