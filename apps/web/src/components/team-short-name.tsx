// A team shown by its short label where space is short (the broadcast overlay, phone-width team lists:
// docs/decisions/061): the label comes from the domain's teamLabels (never two teams alike), the full
// name stays the accessible name and the title (hover), so nothing is lost to a screen reader.
import Box from "@mui/material/Box";
import { teamLabels } from "@sah/domain";
import { useMemo } from "react";
import { visuallyHidden } from "../lib/theme.ts";

type Named = { id: number; name: string; short_name?: string | null };

/** Each team's label by id (domain teamLabels), kept while the teams are the same. */
export function useTeamLabels(teams: readonly Named[] | undefined): ReadonlyMap<number, string> {
  return useMemo(() => teamLabels(teams ?? []), [teams]);
}

/** `label` on screen, `name` to a screen reader and as the title; the name alone when they are the same. */
export function TeamShortName({ name, label }: { name: string; label: string | undefined }) {
  if (!label || label === name) return name;
  return (
    <Box component="span" title={name} data-testid="team-short-name">
      <span aria-hidden="true">{label}</span>
      <Box component="span" sx={visuallyHidden}>
        {name}
      </Box>
    </Box>
  );
}
