// One player: the player card; Ctrl+Shift+E shows the image full screen (docs/product.md section 9). Organisers
// also see the private details, in a section marked so (docs/api.md "Players").
import { useParams } from "react-router";
import { ImageViewer, useExpandedImage } from "../../../components/image-viewer.tsx";
import { ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { PermissionGuard } from "../../../components/permission-guard.tsx";
import { PlayerCard, skillsText } from "../../../components/player-card.tsx";
import { Seo } from "../../../components/seo.tsx";
import { routeId, useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { usePlayer } from "../api/players.ts";
import { PrivateDetails, privateEntries } from "../components/private-details.tsx";

export function PlayerDetailPage() {
  const eventId = useEventId();
  const playerId = routeId(useParams().playerId);
  const event = useOutletEvent();
  const player = usePlayer(eventId, playerId);
  const image = useExpandedImage(Boolean(player.data?.image));

  if (player.isPending) return <LoadingView />;
  if (player.isError) return <ErrorView error={player.error} onRetry={() => void player.refetch()} />;
  const p = player.data;
  const skills = skillsText(p);
  // Only organisers are ever sent private fields, so without any there is no permission to ask about.
  const privates = privateEntries(p);
  return (
    <>
      <Seo
        title={`${p.name} · ${event?.name ?? "Player"}`}
        description={`${p.name} in ${event?.name ?? "the auction"}${skills ? `: ${skills}` : ""}.`}
        image={p.image}
        type="profile"
      />
      <PlayerCard player={p} onExpandImage={image.expand} />
      {privates.length > 0 && (
        <PermissionGuard eventId={eventId}>
          <PrivateDetails entries={privates} />
        </PermissionGuard>
      )}
      <ImageViewer open={image.expanded} onClose={image.close} src={p.image} alt={p.name} />
    </>
  );
}
