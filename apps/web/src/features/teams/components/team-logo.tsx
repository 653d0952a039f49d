import type { Team } from "@sah/domain";
import { MediaBox } from "../../../components/media-box.tsx";

/** Team logo, aspect 4/3 (docs/product.md section 9), or the team's first letter. */
export function TeamLogo({
  team,
  height,
}: {
  team: Pick<Team, "name" | "logo">;
  height: number | string | Record<string, number>;
}) {
  return (
    <MediaBox
      src={team.logo}
      alt={`${team.name} logo`}
      initial={team.name}
      initialSize={56}
      sx={{
        height,
        aspectRatio: "4 / 3",
        maxWidth: "100%",
        mx: "auto",
        borderRadius: 2,
        background: team.logo ? undefined : "linear-gradient(135deg, rgba(77,208,225,0.3), rgba(245,197,24,0.25))",
      }}
    />
  );
}
