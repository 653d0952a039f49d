// A team's logo in the auction's team lists (purses and summary): square, its initial when it has none.
import type { Team } from "@sah/domain";
import { MediaBox } from "../../../components/media-box.tsx";

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
