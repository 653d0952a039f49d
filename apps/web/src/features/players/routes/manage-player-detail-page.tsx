// A player in the dashboard (docs/product.md section 2 "Dashboard"): the public detail with the speed dial
// (Player: edit, Auction: sell), inside the event permission guard.
import { useParams } from "react-router";
import { PermissionGuard } from "../../../components/permission-guard.tsx";
import { routeId, useEventId } from "../../../lib/event-outlet.ts";
import { PlayerSpeedDial } from "../components/player-speed-dial.tsx";
import { PlayerDetailPage } from "./player-detail-page.tsx";

export function ManagePlayerDetailPage() {
  const eventId = useEventId();
  const playerId = routeId(useParams().playerId);
  return (
    <>
      <PlayerDetailPage />
      <PermissionGuard>
        <PlayerSpeedDial eventId={eventId} playerId={playerId} />
      </PermissionGuard>
    </>
  );
}
