// One player: the player card; Ctrl+Shift+E shows the image full screen (spec section 9).
import { useState } from "react";
import { useHotkeys } from "react-hotkeys-hook";
import { useParams } from "react-router";
import { ImageViewer } from "../../../components/image-viewer.tsx";
import { ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { PlayerCard, skillsText } from "../../../components/player-card.tsx";
import { Seo } from "../../../components/seo.tsx";
import { routeId, useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { HOTKEYS } from "../../../lib/shortcuts.ts";
import { usePlayer } from "../api/players.ts";

export function PlayerDetailPage() {
  const eventId = useEventId();
  const playerId = routeId(useParams().playerId);
  const event = useOutletEvent();
  const player = usePlayer(eventId, playerId);
  const [expanded, setExpanded] = useState(false);
  useHotkeys(HOTKEYS.expandImage, () => setExpanded(true), { preventDefault: true, enabled: Boolean(player.data?.image) });

  if (player.isPending) return <LoadingView />;
  if (player.isError) return <ErrorView error={player.error} onRetry={() => void player.refetch()} />;
  const p = player.data;
  const skills = skillsText(p);
  return (
    <>
      <Seo
        title={`${p.name} · ${event?.name ?? "Player"}`}
        description={`${p.name} in ${event?.name ?? "the auction"}${skills ? `: ${skills}` : ""}.`}
        image={p.image}
        type="profile"
      />
      <PlayerCard player={p} onExpandImage={() => setExpanded(true)} />
      <ImageViewer open={expanded} onClose={() => setExpanded(false)} src={p.image} alt={p.name} />
    </>
  );
}
