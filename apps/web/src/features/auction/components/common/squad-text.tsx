// Teams short of players (docs/api.md "Budget rule": min_players per team): "needs N more" in the team
// summary and the purses, and the list of such teams when the auction has concluded. The count is
// the domain's playersNeeded (min_players − players_count), derived in one place.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { playersNeeded, type Team } from "@sah/domain";
import { useId } from "react";

/** "needs 2 more", or null when the team has its minimum. */
export function needsMoreText(team: Team): string | null {
  const n = playersNeeded(team);
  return n > 0 ? `needs ${n} more` : null;
}

/** The teams below their minimum, in the order given. */
export function teamsShortOfPlayers(teams: readonly Team[]): Team[] {
  return teams.filter((t) => playersNeeded(t) > 0);
}

/**
 * What the team still needs: "needs 2 more" and the squad rules' unmet minimums ("Needs 1
 * Wicket-keeper", docs/api.md "Squad quotas"); null when it needs nothing.
 */
export function squadNeedsText(team: Team): string | null {
  const parts = [needsMoreText(team), ...team.quota_needs.map((n) => n.text)].filter((p) => p !== null);
  return parts.length ? parts.join(" · ") : null;
}

/**
 * A team's needs as a small warning-coloured label ("needs 2 more"), and the squad rules' needs on a
 * quieter line of their own; nothing when it needs nothing.
 */
export function NeedsMore({ team }: { team: Team }) {
  const more = needsMoreText(team);
  const rules = team.quota_needs.map((n) => n.text).join(" · ");
  if (!more && !rules) return null;
  return (
    <>
      {more && (
        <Box component="span" sx={{ color: "warning.main", fontWeight: 700, whiteSpace: "nowrap" }}>
          {more}
        </Box>
      )}
      {rules && (
        <Box
          component="span"
          sx={{ display: "block", color: "warning.main", fontWeight: 600, fontSize: "0.8rem", lineHeight: 1.3 }}
        >
          {rules}
        </Box>
      )}
    </>
  );
}

/** The concluded panels' list: which teams ended below their minimum, and by how many. */
export function ShortTeams({ teams }: { teams: readonly Team[] }) {
  const titleId = useId();
  const short = teamsShortOfPlayers(teams);
  if (short.length === 0) return null;
  return (
    <Box sx={{ textAlign: "left", mt: 1 }}>
      <Typography id={titleId} component="h3" sx={{ fontWeight: 700, fontSize: "clamp(1rem, 1.4vw, 1.25rem)" }}>
        {short.length === 1 ? "1 team is" : `${short.length} teams are`} short of players
      </Typography>
      <Box component="ul" aria-labelledby={titleId} sx={{ m: 0, mt: 0.5, pl: 3 }}>
        {short.map((t) => (
          <li key={t.id}>
            <Typography sx={{ fontSize: "clamp(1rem, 1.3vw, 1.2rem)" }}>
              <strong>{t.name}</strong> {needsMoreText(t)} ({t.players_count} of at least {t.min_players})
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
