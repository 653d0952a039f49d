// A team's logo in the auction's team lists (purses and summary): square, its initial when it has none;
// and the tables' team cell built on it.
import Box from "@mui/material/Box";
import type { Team } from "@sah/domain";
import { MediaBox } from "../../../components/media-box.tsx";
import { NeedsMore } from "./squad-text.tsx";

export function TeamLogo({ team, size }: { team: Pick<Team, "logo" | "name">; size: number }) {
  return (
    <MediaBox
      src={team.logo}
      alt=""
      initial={team.name}
      initialSize={size / 2}
      shownAt={size}
      sx={{ width: size, height: size, borderRadius: 1.5, bgcolor: "action.hover", flexShrink: 0 }}
    />
  );
}

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
