// The live auction console (/dashboard/{eventId}/auctions; docs/product.md sections 2 and 4): the summary
// counts, the player on the block with the sell form, the team purses, recent activity and the top 5;
// start player selection, re-auction, undo. Built for a laptop projected on a wall, usable on a
// phone, and runnable from the keyboard alone (lib/shortcuts.ts AUCTION_KEYS). It follows the
// event's live stream, so two consoles and every public page stay in step.

import AccountBalanceWalletIcon from "@mui/icons-material/AccountBalanceWallet";
import CastIcon from "@mui/icons-material/Cast";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import RefreshIcon from "@mui/icons-material/Refresh";
import SkipNextIcon from "@mui/icons-material/SkipNext";
import UndoIcon from "@mui/icons-material/Undo";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import {
  AUCTION_STATUS,
  describeUndo,
  everyTeamFull,
  isAuctionAction,
  latestUndoable,
  type Names,
  openingPrice,
  PLAYER_STATUS,
  type Player,
  playerIdsOf,
} from "@sah/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useHotkeys } from "react-hotkeys-hook";
import { Link as RouterLink } from "react-router";
import { Keys } from "../../../components/keys.tsx";
import { ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { LoopbackWarning } from "../../../components/phone-address.tsx";
import { Seo } from "../../../components/seo.tsx";
import { pushAlert } from "../../../lib/alerts.ts";
import { Amount, useAmountStyle, useAmountText } from "../../../lib/amount.tsx";
import { paths } from "../../../lib/paths.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { AUCTION_KEYS } from "../../../lib/shortcuts.ts";
import { useApplyLiveEvents } from "../api/apply-live.ts";
import { refreshAuction, useCurrentPlayer, useStatusCounts, useTeamSummary, useTopTransactions } from "../api/auction.ts";
import {
  type SellPayload,
  useAdjustPurse,
  useAuctionEvent,
  useAuctionLog,
  useDrawablePlayers,
  useDrawLeft,
  useDrawNextPlayer,
  usePlayerNames,
  useReAuction,
  useSellPlayer,
  useUndoLastAction,
} from "../api/auction-console.ts";
import { resultHeadline } from "../components/common/current-player-panel.tsx";
import { ManagerLivePage } from "../components/common/live-boundary.tsx";
import { MainAndSide, TitleBar } from "../components/common/page-layout.tsx";
import { StatusCounters } from "../components/common/status-counters.tsx";
import { ToolButton } from "../components/common/tool-button.tsx";
import { TopTransactions } from "../components/common/top-transactions.tsx";
import { AdjustPurseDialog } from "../components/console/adjust-purse-dialog.tsx";
import { BlockPlayer } from "../components/console/block-player.tsx";
import { ConsoleStatePanel } from "../components/console/console-state-panel.tsx";
import { DrawControl } from "../components/console/draw-control.tsx";
import { LotPanel } from "../components/console/lot-panel.tsx";
import { ReAuctionDialog } from "../components/console/re-auction-dialog.tsx";
import { RecentActivity } from "../components/console/recent-activity.tsx";
import { SellForm, type SellIntent } from "../components/console/sell-form.tsx";
import { TeamPurses } from "../components/console/team-purses.tsx";
import { UndoDialog } from "../components/console/undo-dialog.tsx";

const RECENT = 8;

function KeyHint({ keys }: { keys: string }) {
  return (
    <Box component="span" sx={{ display: { mobile: "none", laptop: "inline-flex" }, ml: 1, opacity: 0.85 }}>
      <Keys keys={keys} />
    </Box>
  );
}

/**
 * The block once its result is recorded: the result, and the way to change it (a correction with its
 * reason on the player's sell page), never a live form that would record it again (docs/decisions/052).
 */
function RecordedResult({ eventId, player }: { eventId: number; player: Player }) {
  const headline = resultHeadline(player, useAmountStyle());
  return (
    <Box data-testid="recorded-result" sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
      <Typography sx={{ fontWeight: 700, flex: "1 1 auto" }}>{headline}</Typography>
      <Button component={RouterLink} to={paths.manage.playerSell.href(eventId, player.id)} variant="outlined">
        Correct this result…
      </Button>
    </Box>
  );
}

function AuctionConsole({ eventId }: { eventId: number }) {
  const client = useQueryClient();
  const event = useAuctionEvent(eventId);
  const current = useCurrentPlayer(eventId);
  const counts = useStatusCounts(eventId);
  const teams = useTeamSummary(eventId);
  const top = useTopTransactions(eventId);
  const log = useAuctionLog(eventId);
  const draw = useDrawNextPlayer(eventId);
  const drawChosen = useDrawNextPlayer(eventId, { inForm: true });
  const left = useDrawLeft(eventId);
  const [pickerSearch, setPickerSearch] = useState("");
  const drawable = useDrawablePlayers(eventId, pickerSearch.trim());
  const reAuction = useReAuction(eventId);
  const sell = useSellPlayer(eventId);
  const undo = useUndoLastAction(eventId);
  const adjust = useAdjustPurse(eventId);
  const [adjustOpen, setAdjustOpen] = useState(false);
  const [discountOpen, setDiscountOpen] = useState(false);
  // Another console's (or the player page's) action shows here at once too.
  useApplyLiveEvents(eventId);
  const [undoOpen, setUndoOpen] = useState(false);
  /** When the undo dialog opened: it names an action once the log has been read since then. */
  const [undoOpenedAt, setUndoOpenedAt] = useState(0);
  /** A confirm waiting for the log's re-read: Undo is busy, a second press does nothing. */
  const [undoWaiting, setUndoWaiting] = useState(false);
  const undoWaitingRef = useRef(false);
  const [highlight, setHighlight] = useState<number | undefined>();
  const [refreshing, setRefreshing] = useState(false);
  const wide = useMediaQuery(useTheme().breakpoints.up("laptop"));

  const unit = event.data?.funds_unit ?? teams.data?.[0]?.funds_unit ?? "";
  const amountText = useAmountText();
  const teamList = teams.data ?? [];
  const entries = log.data?.results ?? [];
  const recent = entries.filter((e) => isAuctionAction(e.action)).slice(0, RECENT);
  const undoable = latestUndoable(entries);
  // The page holds the newest entries; an older undoable action may lie beyond it.
  const canUndo = undoable !== undefined || Boolean(log.data?.next);

  const playerIds = useMemo(() => {
    const undoneTargets = recent.flatMap((e) => entries.filter((t) => t.seq === e.undo_of));
    return [...new Set([...recent, ...undoneTargets, ...(undoable ? [undoable] : [])].flatMap(playerIdsOf))].sort(
      (a, b) => a - b,
    );
  }, [recent, entries, undoable]);
  const playerNames = usePlayerNames(eventId, playerIds);
  const names: Names = { players: playerNames, teams: new Map(teamList.map((t) => [t.id, t.name])), unit };

  const status = current.data?.status;
  const player = current.data?.status === AUCTION_STATUS.ON_BLOCK ? current.data.player : null;
  // The player stays on the block with the recorded status until the next draw (decision 013).
  const recorded = player !== null && player.status !== PLAYER_STATUS.AUCTIONING;
  const moving = draw.isPending || drawChosen.isPending || reAuction.isPending;
  // Nobody can buy another player: no draw, no re-auction (the server refuses them too), but concluding.
  const teamsFull = teams.data !== undefined && everyTeamFull(teams.data);

  /** N: whatever moves the auction on from where it stands. */
  // N pressed while a sale is still being answered: kept, and carried out once the sale has gone
  // through (the block then shows it recorded); dropped if the sale fails. A key is never ignored.
  const [advanceAfterSale, setAdvanceAfterSale] = useState(false);
  const advance = () => {
    if (moving) return;
    if (sell.isPending) {
      setAdvanceAfterSale(true);
      return;
    }
    if (teamsFull && !player) return;
    if (status === AUCTION_STATUS.PREPARATION || recorded) draw.mutate();
    else if (status === AUCTION_STATUS.UNSOLD_REMAIN) reAuction.mutate();
  };
  useEffect(() => {
    if (!advanceAfterSale || sell.isPending) return;
    setAdvanceAfterSale(false);
    if (sell.isSuccess) advance();
  });
  // The console applies its own answers before the log is read again (docs/decisions/033), so the log
  // may lag the block by a moment: the dialog reads it again and names what it will undo only then.
  const openUndo = () => {
    if (!canUndo && !log.isFetching) return;
    undo.reset();
    setUndoOpen(true);
    setUndoOpenedAt(Date.now());
    void log.refetch();
  };
  // Named once read since the dialog opened; a later re-read (a live message's) keeps the name shown and
  // Undo answering, and confirmUndo checks the name against it.
  const undoChecked = undoOpen && log.dataUpdatedAt >= undoOpenedAt;
  useHotkeys(AUCTION_KEYS.next, advance, { enabled: !undoOpen && !discountOpen, preventDefault: true });
  useHotkeys([AUCTION_KEYS.undo, "meta+z"], openUndo, { enabled: !undoOpen, preventDefault: true });

  const onSell = async (payload: SellPayload, intent: SellIntent) => {
    await sell.mutateAsync(payload);
    // "Sell Player + Next Player": the next player is drawn only after a successful sale (docs/product.md section 4).
    if (intent === "next") {
      // The draw it asks for is the one an N pressed meanwhile would ask for: one draw, not two.
      setAdvanceAfterSale(false);
      draw.mutate();
    }
  };

  const undoWhat = undoable ? describeUndo(undoable, names) : "the latest draw, re-auction or sale";
  const confirmUndo = async () => {
    if (undoWaitingRef.current || undo.isPending) return;
    const named = undoable?.seq;
    // A re-read of the log under way (a live message's) may name a newer action: Undo waits for it and
    // acts only if the action is still the one the dialog named; otherwise the dialog now names the
    // newer one and Undo asks again. A confirm is never dropped, and never undoes what was not named.
    // The cache's own state, not this render's: a re-read may have started since.
    if (client.getQueryState(queryKeys.event.auctionLog(eventId))?.fetchStatus === "fetching") {
      undoWaitingRef.current = true;
      setUndoWaiting(true);
      try {
        const fresh = await log.refetch({ cancelRefetch: false });
        if (latestUndoable(fresh.data?.results ?? [])?.seq !== named) return;
      } finally {
        undoWaitingRef.current = false;
        setUndoWaiting(false);
      }
    }
    undo.mutate(undefined, {
      onSuccess: () => {
        setUndoOpen(false);
        pushAlert({ severity: "success", text: `Undone: ${undoWhat}.` });
      },
    });
  };

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([
        refreshAuction(client, eventId),
        client.refetchQueries({ queryKey: queryKeys.event.auctionLog(eventId) }),
      ]);
    } finally {
      setRefreshing(false);
    }
  };

  const block = () => {
    if (current.isPending) return <LoadingView />;
    if (current.isError && !current.data) return <ErrorView error={current.error} onRetry={() => void current.refetch()} />;
    if (player)
      return (
        <Paper variant="outlined" sx={{ p: { mobile: 2, tablet: 3 } }}>
          <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, mb: 1.5, minHeight: 40 }}>
            <Typography variant="overline" color="primary" sx={{ fontSize: "clamp(0.8rem, 1vw, 1rem)", lineHeight: 1.4 }}>
              {recorded ? "Recorded" : "On the block"}
            </Typography>
            {recorded && (
              <Button variant="contained" onClick={advance} loading={draw.isPending} startIcon={<SkipNextIcon />}>
                Next Player
                <KeyHint keys={AUCTION_KEYS.next} />
              </Button>
            )}
          </Box>
          <BlockPlayer
            player={player}
            basePrice={event.data ? <Amount value={openingPrice(player, event.data)} unit={event.data.funds_unit} /> : undefined}
          />
          <Divider sx={{ my: { mobile: 2, tablet: 2.5 } }} />
          {recorded ? (
            <RecordedResult eventId={eventId} player={player} />
          ) : (
            <SellForm
              key={player.id}
              player={player}
              teams={teamList}
              unit={unit}
              openingPrice={event.data ? openingPrice(player, event.data) : undefined}
              from="block"
              withNext
              hotkeys={!undoOpen}
              onSubmit={onSell}
              onTeamChange={setHighlight}
            />
          )}
        </Paper>
      );
    if (teamsFull && (status === AUCTION_STATUS.UNSOLD_REMAIN || status === AUCTION_STATUS.PREPARATION))
      return (
        <ConsoleStatePanel
          status={status}
          unsold={counts.data?.Unsold}
          teams={teamList}
          full
          action={
            <Button variant="contained" size="large" component={RouterLink} to={paths.manage.data.href(eventId)}>
              Conclude: export the results
            </Button>
          }
        />
      );
    if (status === AUCTION_STATUS.UNSOLD_REMAIN)
      return (
        <ConsoleStatePanel
          status={status}
          unsold={counts.data?.Unsold}
          action={
            <Stack direction={{ mobile: "column", tablet: "row" }} spacing={1.5} sx={{ alignItems: { tablet: "center" } }}>
              <Button variant="contained" size="large" onClick={advance} loading={reAuction.isPending}>
                Re-auction
                <KeyHint keys={AUCTION_KEYS.next} />
              </Button>
              <Button variant="outlined" size="large" onClick={() => setDiscountOpen(true)} disabled={reAuction.isPending}>
                Second round at lower prices…
              </Button>
            </Stack>
          }
        />
      );
    if (status === AUCTION_STATUS.CONCLUDED) return <ConsoleStatePanel status={status} unsold={0} teams={teamList} />;
    return (
      <ConsoleStatePanel
        status={AUCTION_STATUS.PREPARATION}
        unsold={undefined}
        action={
          <Button variant="contained" size="large" onClick={advance} loading={draw.isPending}>
            Start player selection
            <KeyHint keys={AUCTION_KEYS.next} />
          </Button>
        }
      />
    );
  };

  return (
    <>
      <Seo title={`Auction Console · ${event.data?.name ?? "Event"}`} />
      <TitleBar title="Auction Console">
        <ToolButton
          icon={<UndoIcon fontSize="small" />}
          label="Undo last action"
          short="Undo"
          title="Undo last action (Ctrl+Z)"
          color="warning"
          onClick={openUndo}
          disabled={!canUndo || undo.isPending}
        />
        <ToolButton
          icon={<ReceiptLongIcon fontSize="small" />}
          label="Audit log"
          title="Audit log: every change, who, when and why"
          to={paths.manage.audit.href(eventId)}
        />
        <ToolButton
          icon={<AccountBalanceWalletIcon fontSize="small" />}
          label="Adjust a purse"
          short="Adjust"
          title="Adjust a purse: a bonus or a penalty, with a reason"
          onClick={() => setAdjustOpen(true)}
        />
        <ToolButton
          icon={<RefreshIcon fontSize="small" />}
          label="Refresh"
          title="Refresh"
          onClick={() => void refresh()}
          disabled={refreshing}
        />
        <ToolButton
          icon={<CastIcon fontSize="small" />}
          label="Big screen and overlay"
          short="Big screen"
          title="Big screen and broadcast overlay"
          to={paths.manage.overlay.href(eventId)}
        />
      </TitleBar>

      {/* The big screen's QR code would send phones to this computer (docs/product.md section 10). */}
      <Box sx={{ "&:has(> *)": { mb: 2 } }}>
        <LoopbackWarning eventId={eventId} />
      </Box>

      <StatusCounters counts={counts.data} />

      <MainAndSide main={7} side={5}>
        <Box sx={{ display: "grid", gap: { mobile: 2, laptop: 3 }, minWidth: 0 }}>
          {/* Bidding by team owners: the lot, its clock and the auctioneer's controls (decision 046). */}
          {event.data?.bidding === "owners" && current.data && player && !recorded ? (
            <LotPanel
              eventId={eventId}
              current={current.data}
              receivedAt={current.dataUpdatedAt}
              unit={unit}
              hotkeys={!undoOpen}
              onSell={(payload) => sell.mutateAsync(payload)}
            />
          ) : null}
          <Box component="section" aria-label="Current player">
            {block()}
          </Box>
          {status !== undefined && status !== AUCTION_STATUS.CONCLUDED && !(teamsFull && !player) && (
            <DrawControl
              left={left.data}
              players={drawable.data?.results ?? []}
              playersLoading={drawable.isFetching}
              onSearch={setPickerSearch}
              onDraw={(ask) => drawChosen.mutateAsync(ask)}
              hotkeys={!undoOpen && !adjustOpen}
            />
          )}
          {wide && <RecentActivity entries={recent} all={entries} names={names} />}
        </Box>
        <Box sx={{ display: "grid", gap: { mobile: 2, laptop: 3 }, minWidth: 0 }}>
          {teams.isError && !teams.data ? (
            <ErrorView error={teams.error} onRetry={() => void teams.refetch()} />
          ) : (
            <TeamPurses
              teams={teamList}
              highlight={player && !recorded ? highlight : undefined}
              minPrice={event.data?.min_player_price}
            />
          )}
          <TopTransactions items={top.data} />
          {/* Below laptop width the activity comes last, after what the room needs most. */}
          {!wide && <RecentActivity entries={recent} all={entries} names={names} />}
        </Box>
      </MainAndSide>

      <ReAuctionDialog
        open={discountOpen}
        unsold={counts.data?.Unsold}
        minimum={event.data ? amountText(event.data.min_player_price, event.data.funds_unit) : ""}
        onCancel={() => setDiscountOpen(false)}
        onSubmit={(percent) => reAuction.mutateAsync(percent)}
      />
      <AdjustPurseDialog
        open={adjustOpen}
        teams={teamList}
        onCancel={() => setAdjustOpen(false)}
        onSubmit={(payload) => adjust.mutateAsync(payload)}
      />
      <UndoDialog
        open={undoOpen}
        what={undoChecked ? undoWhat : null}
        busy={undo.isPending || undoWaiting}
        error={undo.error}
        onCancel={() => setUndoOpen(false)}
        onConfirm={() => void confirmUndo()}
      />
    </>
  );
}

export function AuctionConsolePage() {
  return <ManagerLivePage render={(eventId) => <AuctionConsole eventId={eventId} />} />;
}
