// The big screen /view/{id}/screen (docs/product.md section 10 "The room"): for a projector, without
// the site's chrome. Everything at once without scrolling at 1280×720 to 4K: the player on the block,
// the last result, every team's purse, the top 5 buys, the sponsors, the event's logo and a QR code
// to the phone live page. Sales arrive as the sold moment (banner, sound, highlight). The screen
// stays awake (Wake Lock API where the browser has it); a button goes full screen. Dark by
// default, light with ?theme=light.
import FullscreenIcon from "@mui/icons-material/Fullscreen";
import FullscreenExitIcon from "@mui/icons-material/FullscreenExit";
import SettingsIcon from "@mui/icons-material/Settings";
import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import GlobalStyles from "@mui/material/GlobalStyles";
import IconButton from "@mui/material/IconButton";
import { maxBidSentence, type Team, teamLabels } from "@sah/domain";
import { useQueries } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { MediaBox } from "../../../components/media-box.tsx";
import { ErrorView } from "../../../components/page-views.tsx";
import { PhoneAddressChoice } from "../../../components/phone-address.tsx";
import { QrCode } from "../../../components/qr-code.tsx";
import { PendingState, RECONNECTING } from "../../../components/screen-boundary.tsx";
import { Seo } from "../../../components/seo.tsx";
import { SponsorSlot } from "../../../components/sponsor-slot.tsx";
import { useFigureText } from "../../../lib/amount.tsx";
import { teamBudgetQueryOptions, useEvent, useSponsors } from "../../../lib/event-queries.ts";
import { useLiveStatus } from "../../../lib/live.tsx";
import { paths } from "../../../lib/paths.ts";
import { phoneUrl, usePhoneOrigin } from "../../../lib/phone-origin.ts";
import { useCurrentPlayer, useTeamSummary, useTopTransactions } from "../api/auction.ts";
import { resultHeadline } from "../components/common/current-player-panel.tsx";
import { LotLine } from "../components/common/lot-clock.tsx";
import { ROOM_PALETTES, ROOM_TEXT, roomThemeOf } from "../components/common/room-look.ts";
import { useSaleSound } from "../components/common/sale-sound.ts";
import { SoldBanner, useLastResult, useShownBehindMoment, useSoldMoment } from "../components/common/sold-moment.tsx";
import { SoundToggle } from "../components/common/sound-toggle.tsx";
import { LiveRoomPage } from "../components/room/live-room-page.tsx";
import {
  BOARD_SENTENCE_MAX_TEAMS,
  BOARD_SHORT_NAMES_FROM,
  LastResult,
  ScreenBoard,
  ScreenStage,
  SponsorRibbon,
  TopBuys,
} from "../components/room/room.tsx";

/** Keeps the screen awake while the page is shown (re-asked when the page comes back into view). */
function useWakeLock() {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: "screen"): Promise<{ release(): Promise<void> }> } })
      .wakeLock;
    if (!wakeLock) return;
    let lock: { release(): Promise<void> } | null = null;
    let stopped = false;
    const request = () => {
      if (document.visibilityState !== "visible") return;
      wakeLock
        .request("screen")
        .then((l) => {
          if (stopped) void l.release();
          else lock = l;
        })
        .catch(() => {});
    };
    request();
    document.addEventListener("visibilitychange", request);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", request);
      void lock?.release().catch(() => {});
    };
  }, []);
}

function useFullscreen() {
  const [on, setOn] = useState(() => typeof document !== "undefined" && Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void document.documentElement.requestFullscreen?.().catch(() => {});
  };
  return { on, toggle, supported: typeof document !== "undefined" && document.fullscreenEnabled !== false };
}

export function ScreenPage() {
  const [params] = useSearchParams();
  const palette = ROOM_PALETTES[roomThemeOf(params.get("theme"))];
  // While the screen recovers from an error: Reconnecting… on the room's own background, not a white flash.
  const pending = (
    <Box sx={{ position: "fixed", inset: 0, bgcolor: palette.bg, display: "grid", placeItems: "center" }}>
      <PendingState text={RECONNECTING} />
    </Box>
  );
  return <LiveRoomPage render={(eventId) => <BigScreen eventId={eventId} />} pending={pending} />;
}

/**
 * The sentence behind each team's max bid (domain maxBidSentence, from each team's budget/, as the
 * console and the team page show it; docs/decisions/041), while the board has room for it.
 */
function useBoardSentences(eventId: number, teams: readonly Team[]): ReadonlyMap<number, string> | undefined {
  const shown = teams.length > 0 && teams.length <= BOARD_SENTENCE_MAX_TEAMS;
  const budgets = useQueries({
    queries: (shown ? teams : []).map((t) => ({ ...teamBudgetQueryOptions(eventId, t.id), meta: { alert: false as const } })),
  });
  const figureText = useFigureText();
  if (!shown) return undefined;
  const sentences = new Map<number, string>();
  budgets.forEach((b, i) => {
    const team = teams[i];
    if (b.data && team)
      sentences.set(
        team.id,
        maxBidSentence(b.data, (n) => figureText(n, team.funds_unit), team),
      );
  });
  return sentences;
}

function BigScreen({ eventId }: { eventId: number }) {
  const [params] = useSearchParams();
  const palette = ROOM_PALETTES[roomThemeOf(params.get("theme"))];
  const event = useEvent(eventId);
  const current = useCurrentPlayer(eventId);
  const teams = useTeamSummary(eventId);
  const sentences = useBoardSentences(eventId, teams.data ?? []);
  const top = useTopTransactions(eventId);
  const sponsors = useSponsors(eventId);
  const live = useLiveStatus();
  // On by default here (browsers start it with the first click or key press); a toggle mutes it.
  const [sound, setSound] = useState(true);
  const play = useSaleSound(sound);
  const { moment, highlightTeam, last } = useSoldMoment(eventId, {
    fundsUnit: event.data?.funds_unit ?? "",
    onMoment: (m) => play(m.kind),
  });
  const fullscreen = useFullscreen();
  useWakeLock();
  // Sell + Next: the next player enters once the sold moment is over.
  const shown = useShownBehindMoment(current.data, moment);

  const player = shown?.player ?? null;
  const lastResult = useLastResult(eventId, last, player);
  // Behind the moment the sold player's result, even when its messages came faster than a render.
  const headline =
    moment && player?.id === moment.player.id
      ? moment.headline
      : player
        ? resultHeadline(player, event.data?.amount_style)
        : null;
  // The address phones open (lib/phone-origin.ts): this page's, or the one chosen in the settings.
  const phone = usePhoneOrigin();
  const liveUrl = phoneUrl(paths.view.auctions.href(eventId), phone.origin || window.location.origin);
  const [settingsOpen, setSettingsOpen] = useState(false);

  // From 10 teams the board takes the whole right column (every row whole at 1280×720 with 16 teams)
  // and Top buys with the QR code go under the stage (docs/decisions/061).
  const many = (teams.data?.length ?? 0) >= BOARD_SHORT_NAMES_FROM;
  const teamList = teams.data;
  const buyLabels = useMemo(() => {
    if (!many || !teamList) return undefined;
    const labels = teamLabels(teamList);
    return new Map(teamList.map((t) => [t.name, labels.get(t.id) ?? t.name]));
  }, [many, teamList]);
  const buysAndQr = (
    <Box sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", gap: "1vw", alignItems: "stretch" }}>
      <TopBuys items={top.data ?? []} palette={palette} labels={buyLabels} />
      <Box
        component="section"
        aria-label="Follow on your phone"
        sx={{ display: "flex", flexDirection: "column", alignItems: "center", justifyContent: "center", gap: "0.6vh" }}
      >
        <QrCode url={liveUrl} label={`QR code: ${liveUrl}`} size={many ? "min(14vh, 8vw)" : "min(17vh, 10vw)"} />
        <Box component="p" sx={{ m: 0, fontSize: ROOM_TEXT.label, fontWeight: 700, color: palette.muted }}>
          Follow live
        </Box>
      </Box>
    </Box>
  );
  if (event.isError) return <ErrorView error={event.error} onRetry={() => void event.refetch()} />;
  return (
    <>
      <Seo title={`Big screen · ${event.data?.name ?? "Event"}`} />
      <GlobalStyles styles={{ "html, body": { overflow: "hidden", background: palette.bg } }} />
      <Box
        data-testid="big-screen"
        data-theme={palette === ROOM_PALETTES.light ? "light" : "dark"}
        sx={{
          position: "fixed",
          inset: 0,
          overflow: "hidden",
          bgcolor: palette.bg,
          color: palette.fg,
          display: "grid",
          gridTemplateRows: "min(9vh, 5vw) minmax(0, 1fr) auto",
          gap: "1.5vh",
          p: "2vh 1.5vw",
          fontFamily: "inherit",
        }}
      >
        <Box component="header" sx={{ display: "flex", alignItems: "center", gap: "1.2vw", minWidth: 0 }}>
          <MediaBox
            src={event.data?.logo}
            alt=""
            initial={event.data?.name ?? "·"}
            lazy={false}
            initialSize="3.5vh"
            sx={{ height: "100%", aspectRatio: "1", borderRadius: "1vh", bgcolor: "#FFFFFF", color: "#0B1020" }}
          />
          <Box
            component="p"
            sx={{
              m: 0,
              flex: 1,
              minWidth: 0,
              fontSize: "min(4.6vh, 2.6vw)",
              fontWeight: 900,
              whiteSpace: "nowrap",
              overflow: "hidden",
              textOverflow: "ellipsis",
            }}
          >
            {event.data?.name ?? ""}
          </Box>
          {/* The sponsor in the header row, beside the controls rather than over them. */}
          <SponsorSlot
            eventId={eventId}
            kind="big-screen"
            sponsors={sponsors.data ?? []}
            inHeader
            soldMoment={moment?.kind === "sold" ? moment.key : null}
          />
          <Box
            component="span"
            role="status"
            aria-label={live === "live" ? "Live" : live === "offline" ? "Offline" : "Reconnecting"}
            sx={{
              fontSize: ROOM_TEXT.label,
              fontWeight: 800,
              letterSpacing: "0.12em",
              color: live === "live" ? palette.accent : palette.muted,
            }}
          >
            {live === "live" ? "● LIVE" : live === "offline" ? "○ OFFLINE" : "○ RECONNECTING"}
          </Box>
          <SoundToggle
            on={sound}
            onChange={setSound}
            sx={{ color: palette.fg, borderColor: palette.line, "& .label": { display: "none" }, minWidth: 0 }}
          />
          {phone.isLoopback && (
            // Phones cannot open the QR code's localhost: said on the screen, and the settings fix it.
            <Button
              onClick={() => setSettingsOpen(true)}
              startIcon={<WarningAmberIcon />}
              sx={{ color: "#1A1200", bgcolor: "#FFB300", fontWeight: 800, "&:hover": { bgcolor: "#FFCA28" } }}
            >
              QR code: localhost
            </Button>
          )}
          <IconButton
            aria-label="Screen settings"
            title="Screen settings"
            onClick={() => setSettingsOpen(true)}
            sx={{ color: palette.fg }}
          >
            <SettingsIcon />
          </IconButton>
          {fullscreen.supported && (
            <IconButton
              aria-label={fullscreen.on ? "Exit full screen" : "Full screen"}
              title={fullscreen.on ? "Exit full screen" : "Full screen"}
              onClick={fullscreen.toggle}
              sx={{ color: palette.fg }}
            >
              {fullscreen.on ? <FullscreenExitIcon /> : <FullscreenIcon />}
            </IconButton>
          )}
        </Box>

        <Box
          component="main"
          sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1.3fr) minmax(0, 1fr)", gap: "1.2vw", minHeight: 0 }}
        >
          <Box
            sx={{
              display: "grid",
              gridTemplateRows: many ? "minmax(0, 1fr) auto auto auto" : "minmax(0, 1fr) auto auto",
              gap: "1.5vh",
              minHeight: 0,
            }}
          >
            <ScreenStage current={shown} event={event.data} headline={headline} palette={palette} compact={many} />
            {/* The lot is over once there is a result (also one a sold moment shows before its render). */}
            {headline === null && (
              <LotLine current={shown} receivedAt={current.dataUpdatedAt} unit={event.data?.funds_unit ?? ""} palette={palette} />
            )}
            <LastResult text={lastResult} palette={palette} />
            {many && buysAndQr}
          </Box>
          <Box
            sx={{
              display: "grid",
              gridTemplateRows: many ? "minmax(0, 1fr)" : "minmax(0, 1fr) auto",
              gap: "1.5vh",
              minHeight: 0,
            }}
          >
            <ScreenBoard
              teams={teams.data ?? []}
              highlight={highlightTeam}
              palette={palette}
              sentences={sentences}
              minPrice={event.data?.min_player_price}
            />
            {!many && buysAndQr}
          </Box>
        </Box>

        <SponsorRibbon sponsors={sponsors.data ?? []} palette={palette} />
      </Box>
      <SoldBanner moment={moment} variant="screen" />
      <Dialog
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        aria-labelledby="screen-settings-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="screen-settings-title">Screen settings</DialogTitle>
        <DialogContent>
          <PhoneAddressChoice eventId={eventId} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSettingsOpen(false)}>Done</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
