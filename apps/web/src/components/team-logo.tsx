// A team's logo, or the team's first letter when it has none, in both of its shapes: `height`, the team
// pages' picture (aspect 4/3, docs/product.md section 9); `size`, the auction's team lists' square.
import type { Team } from "@sah/domain";
import { MediaBox } from "./media-box.tsx";

type Props = { team: Pick<Team, "name" | "logo"> } & (
  | { height: number | string | Record<string, number>; size?: never }
  | { size: number; height?: never }
);

export function TeamLogo({ team, height, size }: Props) {
  if (size !== undefined)
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
