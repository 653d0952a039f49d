// The phone bidding page /view/{id}/bid (docs/product.md section 10, "Bidding by team owners";
// docs/api.md "Bidding by team owners"): for a team owner, one-handed at 390 px. The player on the
// block, the highest bid and its team, the clock, the team's funds, slots and max bid with its
// reason, one large "Bid <next amount>" button (disabled with the reason when the team leads, cannot
// afford, is full or bidding is paused), the bid history. Outbid: a banner and a vibration. A refused
// bid shows why and the new highest bid. Live messages refresh it; a reconnect replays what was
// missed (lib/live.tsx) and refetches.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  BID_MSG,
  type CurrentPlayer,
  type Event,
  gradeName,
  lotRefusal,
  maxBidSentence,
  nextBidAmount,
  openingPrice,
  PLAYER_STATUS,
  purseRefusal,
  RTM_TEXT,
  saleStandingOfTeam,
  type Team,
} from "@sah/domain";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { LiveIndicator } from "../../../components/live-indicator.tsx";
import { PlayerPhoto } from "../../../components/media-box.tsx";
import { ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { Seo } from "../../../components/seo.tsx";
import { Amount, EventAmountStyle, useAmountStyle, useAmountText, useFigureText } from "../../../lib/amount.tsx";
import { useEventId } from "../../../lib/event-outlet.ts";
import { eventQueryOptions, teamBudgetQueryOptions } from "../../../lib/event-queries.ts";
import { formatClockTimeSeconds } from "../../../lib/format.ts";
import { LiveEventProvider, useLiveEvent } from "../../../lib/live.tsx";
import { useSessionUser } from "../../../lib/session.tsx";
import { useCurrentPlayer, useTeamSummary } from "../api/auction.ts";
import { bidRefusalOf, useAnswerMatch, useBids, usePlaceBid } from "../api/bids.ts";
import { resultHeadline } from "../components/common/current-player-panel.tsx";
import { clockText, useLotSeconds } from "../components/common/lot-clock.tsx";
import { inTheBidding, maxBidText } from "../components/common/max-bid-text.ts";

/** How long a phone buzzes when its team is outbid (ms). */
const OUTBID_VIBRATION_MS = 200;

export function BidPage() {
  const eventId = useEventId();
  return (
    <LiveEventProvider eventId={eventId}>
      <EventAmountStyle eventId={eventId}>
        <BidScreen eventId={eventId} />
      </EventAmountStyle>
    </LiveEventProvider>
  );
}

/** The bid button's reason while no player is being auctioned (the domain's "not the one on the block" is a refusal's). */
const WAITING = "Waiting for the next player on the block.";

/**
 * Why the button is disabled, or null when the next bid may go: the server's checks of a bid, from the
 * domain, in its order: the lot (lotRefusal: the mode, the block, the right-to-match window, the clock
 * as this page counts it, `seconds` left), the team leading already, then the sale's purse rule on the
 * next amount (purseRefusal over the team JSON: a full team, a price above its max bid).
 */
export function bidBlocker(input: {
  event: Event;
  current: CurrentPlayer | undefined;
  team: Team;
  next: number;
  seconds: number | null;
}): string | null {
  const { event, current, team, next, seconds } = input;
  const lot = current?.lot;
  const lotReason = lotRefusal({
    mode: event.bidding,
    onBlock: current?.player?.status === PLAYER_STATUS.AUCTIONING && Boolean(lot),
    matching: lot?.match?.team_name ?? null,
    // Seconds from now (0): a clock without a deadline, or at 0 s, is closed; an unknown count is not.
    clock: { deadline: lot?.deadline ? (seconds ?? 1) : null, pausedRemainingMs: lot?.paused ? 0 : null },
    now: 0,
  });
  if (lotReason === BID_MSG.notOnBlock) return WAITING;
  if (lotReason !== null) return lotReason;
  if (lot?.highest?.team === team.id) return BID_MSG.leading;
  return purseRefusal(saleStandingOfTeam(team), next, { lift: false, fundsUnit: event.funds_unit })?.message ?? null;
}

function BidScreen({ eventId }: { eventId: number }) {
  const user = useSessionUser();
  const event = useQuery(eventQueryOptions(eventId));
  const current = useCurrentPlayer(eventId);
  const teams = useTeamSummary(eventId);
  const mine = (teams.data ?? []).filter((t) => user && t.owners.includes(user.id));
  const [chosen, setChosen] = useState<number | null>(null);
  const team = mine.find((t) => t.id === chosen) ?? mine[0];
  const player = current.data?.player ?? null;
  const bids = useBids(eventId, player?.id ?? null);
  const budget = useQuery({ ...teamBudgetQueryOptions(eventId, team?.id ?? Number.NaN), enabled: team !== undefined });
  const seconds = useLotSeconds(current.data?.lot, current.dataUpdatedAt);
  const place = usePlaceBid(eventId);
  const answer = useAnswerMatch(eventId);
  const style = useAmountStyle();
  const amountText = useAmountText();
  const figureText = useFigureText();
  const [outbid, setOutbid] = useState<string | null>(null);
  const leading = useRef(false);
  leading.current = team !== undefined && current.data?.lot?.highest?.team === team.id;

  useLiveEvent((live) => {
    // A new lot opens: a refusal of a bid on the last one no longer applies (docs/product.md, bidding).
    if (live.action === "draw") {
      place.reset();
      setOutbid(null);
      return;
    }
    // The auctioneer took back this team's bid: its phone says why (docs/product.md section 10).
    const withdrawn = live.action === "clock" ? live.detail.withdrawn : undefined;
    if (withdrawn && team && withdrawn.team === team.id) {
      setOutbid(BID_MSG.yourBidWithdrawn(amountText(withdrawn.amount, event.data?.funds_unit), withdrawn.reason));
      navigator.vibrate?.(OUTBID_VIBRATION_MS);
      return;
    }
    if (live.action !== "bid" || !team) return;
    if (live.detail.team.id === team.id) {
      setOutbid(null);
      return;
    }
    if (leading.current) {
      setOutbid(`Outbid: ${live.detail.team.name} bid ${amountText(live.detail.amount, event.data?.funds_unit)}`);
      navigator.vibrate?.(OUTBID_VIBRATION_MS);
    }
  });

  if (event.isPending || current.isPending || teams.isPending) return <LoadingView />;
  // A read that fails once the page has loaded (venue Wi-Fi drops) keeps what the page showed: the
  // connection's state beside the title says it is not current, and the page catches up by itself.
  // Only a page that never loaded shows the error.
  if (event.data === undefined) return <ErrorView error={event.error} onRetry={() => void event.refetch()} />;
  if (current.data === undefined) return <ErrorView error={current.error} onRetry={() => void current.refetch()} />;
  if (teams.data === undefined) return <ErrorView error={teams.error} onRetry={() => void teams.refetch()} />;
  const ev = event.data;
  const unit = ev.funds_unit;
  const amount = (n: number) => amountText(n, unit);
  const lot = current.data.lot;
  // Only a player still being auctioned has a next amount; once recorded the button just says "Bid".
  const next =
    player?.status === PLAYER_STATUS.AUCTIONING
      ? nextBidAmount(lot?.highest?.amount ?? null, openingPrice(player, ev), ev.bid_steps)
      : null;
  // Without a next amount bidBlocker says why (the mode, or no player being auctioned) before it looks at one.
  const blocker = team ? bidBlocker({ event: ev, current: current.data, team, next: next ?? 0, seconds }) : null;
  // A refusal is about the player it was made on: another player on the block (a draw this page did
  // not hear of) hides it too.
  const refusal = place.isError && place.variables?.player === player?.id ? bidRefusalOf(place.error) : null;
  // The player's result once recorded (by the clock or the auctioneer): "SOLD to <team> for <price>".
  const result = player ? resultHeadline(player, style) : null;

  const bid = () => {
    if (!team || !player || next === null || blocker) return;
    setOutbid(null);
    place.mutate({ player: player.id, amount: next, ...(mine.length > 1 ? { team: team.id } : {}) });
  };

  return (
    // No wider than the window, whatever the names and amounts (decision 062).
    <Box
      sx={{
        maxWidth: 520,
        width: "100%",
        minWidth: 0,
        boxSizing: "border-box",
        mx: "auto",
        px: 2,
        py: 2,
        display: "flex",
        flexDirection: "column",
        gap: 1.5,
      }}
    >
      <Seo title={`Bid — ${ev.name}`} />
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: "anywhere", minWidth: 0 }}>
          Bid — {ev.name}
        </Typography>
        {/* The owner sees at once when the phone's updates stop (venue Wi-Fi), as on the live page. */}
        <LiveIndicator />
      </Box>
      {!team ? (
        <Alert severity="info">You are not an owner of a team in this event, so there is nothing to bid for here.</Alert>
      ) : (
        <>
          {mine.length > 1 ? (
            <TextField
              select
              label="Bidding for"
              value={team.id}
              onChange={(e) => setChosen(Number(e.target.value))}
              size="small"
            >
              {mine.map((t) => (
                <MenuItem key={t.id} value={t.id}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Typography color="text.secondary">Bidding for {team.name}</Typography>
          )}

          {outbid ? (
            <Alert severity="warning" variant="filled" role="alert" onClose={() => setOutbid(null)} data-testid="outbid-banner">
              {outbid}
            </Alert>
          ) : null}

          <Paper variant="outlined" sx={{ p: 2, display: "flex", gap: 2, alignItems: "center" }}>
            {player ? (
              <>
                <PlayerPhoto player={player} shownAt={72} sx={{ width: 72, height: 72, borderRadius: 1 }} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} noWrap title={player.name}>
                    {player.name}
                  </Typography>
                  <Typography color="text.secondary">
                    Grade {gradeName(player.grade)} · opens at {amount(openingPrice(player, ev))}
                  </Typography>
                </Box>
              </>
            ) : (
              <Typography>No player on the block yet.</Typography>
            )}
          </Paper>

          {result ? (
            <Typography
              component="p"
              role="status"
              data-testid="bid-result"
              sx={{ fontSize: "1.5rem", fontWeight: 800, color: player?.transaction_detail ? "success.main" : "error.main" }}
            >
              {result}
            </Typography>
          ) : null}

          {result ? null : (
            <Paper variant="outlined" sx={{ p: 2 }} data-testid="bid-lot">
              <Box sx={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", alignItems: "baseline", gap: 1 }}>
                <Box>
                  <Typography variant="overline" color="text.secondary">
                    Highest bid
                  </Typography>
                  <Typography sx={{ fontSize: "1.75rem", fontWeight: 800, lineHeight: 1.1 }} data-testid="bid-highest">
                    {lot?.highest ? <Amount value={lot.highest.amount} unit={unit} /> : "No bid yet"}
                  </Typography>
                  {lot?.highest ? (
                    <Typography sx={{ fontWeight: 600 }}>
                      {lot.highest.team_name}
                      {lot.highest.team === team.id ? " (you)" : ""}
                    </Typography>
                  ) : null}
                </Box>
                <Box sx={{ textAlign: "right", ml: "auto" }}>
                  <Typography variant="overline" color="text.secondary">
                    Time left
                  </Typography>
                  <Typography
                    data-testid="lot-clock"
                    sx={{ fontSize: "2rem", fontWeight: 800, fontVariantNumeric: "tabular-nums" }}
                  >
                    {lot?.paused ? "Paused" : seconds === null ? "—" : clockText(seconds)}
                  </Typography>
                </Box>
              </Box>
            </Paper>
          )}

          {refusal ? (
            <Alert severity="error" role="alert" data-testid="bid-refused">
              {refusal.detail}
              {refusal.highest ? ` Highest bid now ${amount(refusal.highest.amount)}.` : ""}
            </Alert>
          ) : null}

          {lot?.match && lot.highest && lot.match.team === team.id && player?.status === PLAYER_STATUS.AUCTIONING ? (
            // Right to match: this team had the player last season and may buy him at the winning bid.
            <Paper variant="outlined" sx={{ p: 2, borderColor: "secondary.main", borderWidth: 2 }} data-testid="match-offer">
              <Typography component="h2" variant="h6" sx={{ fontWeight: 800 }}>
                {RTM_TEXT.matchAt(amount(lot.highest.amount))}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                {lot.highest.team_name} won the bidding. Matching uses one of your {team.rtm_cards_left} right-to-match card
                {team.rtm_cards_left === 1 ? "" : "s"}
                {seconds !== null ? ` · ${seconds} s left` : ""}.
              </Typography>
              <Box sx={{ display: "flex", gap: 1.5 }}>
                <Button
                  variant="contained"
                  color="secondary"
                  size="large"
                  sx={{ flex: 1, minHeight: 56, fontWeight: 800 }}
                  loading={answer.isPending && answer.variables?.match === true}
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ match: true })}
                >
                  Match
                </Button>
                <Button
                  variant="outlined"
                  size="large"
                  sx={{ flex: 1, minHeight: 56 }}
                  loading={answer.isPending && answer.variables?.match === false}
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ match: false })}
                >
                  Let {lot.highest.team_name} have him
                </Button>
              </Box>
            </Paper>
          ) : null}

          <Box>
            <Button
              variant="contained"
              size="large"
              fullWidth
              disabled={Boolean(blocker) || next === null || place.isPending}
              onClick={bid}
              aria-describedby={blocker ? "bid-blocker" : undefined}
              sx={{ minHeight: 72, fontSize: "1.4rem", fontWeight: 800 }}
              data-testid="bid-button"
            >
              {next === null ? "Bid" : `Bid ${amount(next)}`}
            </Button>
            {blocker ? (
              <Typography id="bid-blocker" color="text.secondary" sx={{ mt: 0.75 }} data-testid="bid-blocker">
                {blocker}
              </Typography>
            ) : null}
          </Box>

          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {team.name}: <Amount value={team.funds_remaining} unit={unit} /> left · {team.max_players - team.players_count} of{" "}
              {team.max_players} slots open
            </Typography>
            {/* Out of the bidding (a max bid below the minimum price, or a full squad): why, not a max bid (decision 062). */}
            {inTheBidding(team, ev.min_player_price) ? (
              <Typography color="text.secondary" data-testid="bid-max-bid">
                Max bid{" "}
                {budget.data ? (
                  maxBidSentence(budget.data, (n) => figureText(n, unit), team)
                ) : (
                  <Amount value={team.max_bid} unit={unit} bare />
                )}
              </Typography>
            ) : (
              <Typography sx={{ fontWeight: 700 }} data-testid="bid-max-bid">
                {maxBidText(team, ev.min_player_price, amount)}
              </Typography>
            )}
          </Paper>

          <Box component="section" aria-labelledby="bid-history">
            <Typography id="bid-history" component="h2" variant="h6">
              Bids
            </Typography>
            {(bids.data ?? []).length === 0 ? (
              <Typography color="text.secondary">No bids on this player yet.</Typography>
            ) : (
              <List dense>
                {(bids.data ?? []).map((b) => (
                  <ListItem key={b.id} disableGutters>
                    <ListItemText primary={`${amount(b.amount)} — ${b.team_name}`} secondary={formatClockTimeSeconds(b.at)} />
                  </ListItem>
                ))}
              </List>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
