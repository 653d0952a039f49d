// A team's cell in the auction's team tables (the console's purses, the live page's summary): its
// square logo (components/team-logo.tsx), its name and what it still needs.
import Box from "@mui/material/Box";
import type { Team } from "@sah/domain";
import { TeamLogo } from "../../../../components/team-logo.tsx";
import { NeedsMore } from "./squad-text.tsx";

/**
 * A team's cell in the purse and summary tables: its logo, then its name over what it still needs
 * (NeedsMore). `dense` is the console's side panel: the logo closer, the lines tighter.
 */
export function TeamNameCell({ team, logoSize, dense = false }: { team: Team; logoSize: number; dense?: boolean }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: dense ? 1 : 1.5, ...(dense ? { minWidth: 0 } : {}) }}>
      <TeamLogo team={team} size={logoSize} />
      <Box sx={{ display: "flex", flexDirection: "column", ...(dense ? { lineHeight: 1.25 } : {}) }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {team.name}
        </Box>
        <NeedsMore team={team} />
      </Box>
    </Box>
  );
}
