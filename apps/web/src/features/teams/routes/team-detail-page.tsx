// A team and its players; each player links to ../../players/{id} (docs/product.md section 2), in the public
// view and in the dashboard alike. Ctrl+Shift+E
// shows the logo full screen (section 9).

import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { Player, Team } from "@sah/domain";
import { useParams } from "react-router";
import { CardLink } from "../../../components/card-link.tsx";
import { ExpandImageButton } from "../../../components/expand-image-button.tsx";
import { ImageViewer, useExpandedImage } from "../../../components/image-viewer.tsx";
import { InfiniteList } from "../../../components/infinite-list.tsx";
import { ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { PlayerImage } from "../../../components/player-card.tsx";
import { Seo } from "../../../components/seo.tsx";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { TeamLogo } from "../../../components/team-logo.tsx";
import { Amount } from "../../../lib/amount.tsx";
import { routeId, useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { useEventArea } from "../../../lib/paths.ts";
import { useTeam, useTeamPlayers } from "../api/teams.ts";
import { ownerNames, TeamStats } from "../components/team-stats.tsx";

function TeamPanel({ team, onExpand }: { team: Team; onExpand: () => void }) {
  const owners = ownerNames(team);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { mobile: 2, tablet: 3 }, display: "flex", flexDirection: { mobile: "column", tablet: "row" }, gap: 3 }}
    >
      <Box sx={{ position: "relative", flexShrink: 0, alignSelf: { mobile: "center", tablet: "flex-start" } }}>
        <TeamLogo team={team} height={{ mobile: 160, tablet: 180 }} />
        {team.logo && <ExpandImageButton what="logo" onClick={onExpand} inset={4} />}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h2" sx={{ fontSize: "clamp(1.5rem, 3vw, 2.25rem)", wordBreak: "break-word" }}>
          {team.name}
        </Typography>
        {owners && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Owners: {owners}
          </Typography>
        )}
        <TeamStats team={team} large />
      </Box>
    </Paper>
  );
}

function TeamPlayerRow({ player, to }: { player: Player; to: string }) {
  const sale = player.transaction_detail;
  return (
    <Card>
      <CardLink to={to} sx={{ p: 1.5, display: "flex", gap: 1.5, alignItems: "center", justifyContent: "flex-start" }}>
        <PlayerImage player={player} size={56} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {player.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {sale ? <Amount value={sale.price} unit={sale.funds_unit} /> : player.grade_name}
          </Typography>
        </Box>
        <StatusBadge status={player.status} name={player.status_name} />
      </CardLink>
    </Card>
  );
}

export function TeamDetailPage() {
  const eventId = useEventId();
  const teamId = routeId(useParams().teamId);
  const event = useOutletEvent();
  const area = useEventArea();
  const team = useTeam(eventId, teamId);
  const players = useTeamPlayers(eventId, teamId);
  const image = useExpandedImage(Boolean(team.data?.logo));

  if (team.isPending) return <LoadingView />;
  if (team.isError) return <ErrorView error={team.error} onRetry={() => void team.refetch()} />;
  const t = team.data;
  return (
    <>
      <Seo
        title={`${t.name} · ${event?.name ?? "Team"}`}
        description={`${t.name}${ownerNames(t) ? `, owned by ${ownerNames(t)}` : ""}, in ${event?.name ?? "the auction"}.`}
        image={t.logo}
        type="profile"
      />
      <TeamPanel team={t} onExpand={image.expand} />
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 2 }}>
        Players
      </Typography>
      <InfiniteList
        query={players}
        label={`Players of ${t.name}`}
        itemKey={(p) => p.id}
        renderItem={(p) => <TeamPlayerRow player={p} to={area.player.href(eventId, p.id)} />}
        gridSx={{
          display: "grid",
          gap: 1.5,
          gridTemplateColumns: { mobile: "1fr", tablet: "repeat(2, minmax(0, 1fr))", laptop: "repeat(3, minmax(0, 1fr))" },
        }}
      />
      <ImageViewer open={image.expanded} onClose={image.close} src={t.logo} alt={`${t.name} logo`} />
    </>
  );
}
