// The live auction page (docs/product.md section 2): status counters, the current player, top 5 sales and the
// team summary; a manual refresh; Ctrl+Shift+S shows the team summary full screen and Ctrl+Shift+E
// the current player's image (section 9). Built to be read on a wall as well as on a phone.
import FullscreenIcon from "@mui/icons-material/Fullscreen";
import RefreshIcon from "@mui/icons-material/Refresh";
import TvIcon from "@mui/icons-material/Tv";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useHotkeys } from "react-hotkeys-hook";
import { ImageViewer, useExpandedImage } from "../../../components/image-viewer.tsx";
import { lazyPart } from "../../../components/lazy-part.tsx";
import { ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { Seo } from "../../../components/seo.tsx";
import { useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { motionSx } from "../../../lib/motion.ts";
import { paths } from "../../../lib/paths.ts";
import { usePrefetchOnIdle } from "../../../lib/prefetch-on-idle.ts";
import { HOTKEYS, titleWithKeys } from "../../../lib/shortcuts.ts";
import { refreshAuction, useCurrentPlayer, useStatusCounts, useTeamSummary, useTopTransactions } from "../api/auction.ts";
import { CurrentPlayerPanel } from "../components/common/current-player-panel.tsx";
import { LotLine } from "../components/common/lot-clock.tsx";
import { MainAndSide, TitleBar } from "../components/common/page-layout.tsx";
import { useSaleSound } from "../components/common/sale-sound.ts";
import { SoldBanner, useSoldMoment } from "../components/common/sold-moment.tsx";
import { SoundToggle } from "../components/common/sound-toggle.tsx";
import { StatusCounters } from "../components/common/status-counters.tsx";
import { ToolButton, toolButtonSx } from "../components/common/tool-button.tsx";
import { TopTransactions } from "../components/common/top-transactions.tsx";
import { TeamSummary } from "../components/live/team-summary.tsx";

// The full-screen team summary loads when first opened, and on idle before (decision 047).
const loadSummaryDialog = () => import("../components/live/team-summary-dialog.tsx");
const TeamSummaryDialog = lazyPart(loadSummaryDialog, (m) => m.TeamSummaryDialog);
const PARTS = [loadSummaryDialog] as const;

export function AuctionPage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  const client = useQueryClient();
  const current = useCurrentPlayer(eventId);
  const counts = useStatusCounts(eventId);
  const teams = useTeamSummary(eventId);
  const top = useTopTransactions(eventId);
  const [filter, setFilter] = useState("");
  // null: never opened (not loaded); then mounted, so that it plays its closing transition.
  const [summaryOpen, setSummaryOpen] = useState<boolean | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const player = current.data?.player ?? null;
  const [sound, setSound] = useState(false);
  const play = useSaleSound(sound);
  // A sale arriving on the stream: the banner, then the buying team's highlight (docs/product.md section 10).
  const { moment, highlightTeam } = useSoldMoment(eventId, {
    fundsUnit: event?.funds_unit ?? "",
    onMoment: (m) => play(m.kind),
  });

  usePrefetchOnIdle(PARTS);
  useHotkeys(HOTKEYS.teamSummary, () => setSummaryOpen(true), { preventDefault: true });
  const image = useExpandedImage(Boolean(player?.image));

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshAuction(client, eventId);
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <>
      <Seo
        title={`Live Auction · ${event?.name ?? "Event"}`}
        description={event ? `Follow the ${event.name} auction live.` : undefined}
      />
      <TitleBar title="Live Auction">
        <ToolButton
          icon={<FullscreenIcon fontSize="small" />}
          label="Team summary"
          short="Summary"
          title={titleWithKeys("Team summary", HOTKEYS.teamSummary)}
          onClick={() => setSummaryOpen(true)}
        />
        <ToolButton
          icon={<TvIcon fontSize="small" />}
          label="Big screen"
          title="Big screen (for a projector; opens a new tab)"
          newTab={paths.room.screen.href(eventId)}
        />
        <SoundToggle on={sound} onChange={setSound} sx={toolButtonSx} />
        <ToolButton
          icon={
            <RefreshIcon
              fontSize="small"
              sx={refreshing ? motionSx("sah-spin", { to: { transform: "rotate(360deg)" } }, "800ms linear infinite") : undefined}
            />
          }
          label="Refresh"
          title="Refresh"
          onClick={() => void refresh()}
          disabled={refreshing}
        />
      </TitleBar>

      <StatusCounters counts={counts.data} />

      <MainAndSide main={8} side={4}>
        <Box component="section" aria-label="Current player" sx={{ display: "flex", flexDirection: "column" }}>
          {current.isPending ? (
            <LoadingView />
          ) : current.isError && !current.data ? (
            <ErrorView error={current.error} onRetry={() => void current.refetch()} />
          ) : current.data ? (
            <CurrentPlayerPanel current={current.data} event={event} teams={teams.data} onExpandImage={image.expand} />
          ) : null}
          {/* Bidding by team owners: the highest bid, its team and the clock (decision 046); on a phone
              above the player, so they are in view without scrolling (decision 052). */}
          <Box sx={{ order: { mobile: -1, laptop: 0 }, mb: { mobile: 1, laptop: 0 } }}>
            <LotLine current={current.data} receivedAt={current.dataUpdatedAt} unit={event?.funds_unit ?? ""} />
          </Box>
        </Box>
        <TopTransactions items={top.data} />
      </MainAndSide>

      <Box component="section" aria-labelledby="team-summary-title" sx={{ mt: { mobile: 3, laptop: 4 } }}>
        <Typography id="team-summary-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Team summary
        </Typography>
        {teams.isPending ? (
          <LoadingView />
        ) : teams.isError && !teams.data ? (
          <ErrorView error={teams.error} onRetry={() => void teams.refetch()} />
        ) : (
          <TeamSummary
            teams={teams.data ?? []}
            filter={filter}
            onFilter={setFilter}
            highlight={highlightTeam}
            minPrice={event?.min_player_price}
          />
        )}
      </Box>

      {summaryOpen !== null && (
        <TeamSummaryDialog
          open={summaryOpen}
          onClose={() => setSummaryOpen(false)}
          eventName={event?.name}
          teams={teams.data ?? []}
          filter={filter}
          onFilter={setFilter}
          highlight={highlightTeam}
          minPrice={event?.min_player_price}
        />
      )}
      <SoldBanner moment={moment} variant="page" placement="bottom" />
      {player && <ImageViewer open={image.expanded} onClose={image.close} src={player.image} alt={player.name} />}
    </>
  );
}
