// The console's lot when team owners bid (docs/product.md section 10, "Bidding by team owners";
// docs/api.md): the highest bid and its team, the clock, the bid history, and the auctioneer's
// controls, each with a key: pause or resume (K), extend by 10 s (E), withdraw the highest bid with
// a reason (W), sell now to the highest bid (H: the usual sale, with that team and amount), Unsold (U).
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ADJUST_MSG, BIDDING_LIMITS, type CurrentPlayer, PLAYER_STATUS } from "@sah/domain";
import { useState } from "react";
import { useHotkeys } from "react-hotkeys-hook";
import { Keys } from "../../../../components/keys.tsx";
import { Amount, useAmountText, useFigureText } from "../../../../lib/amount.tsx";
import { formatClockTimeSeconds } from "../../../../lib/format.ts";
import { AUCTION_KEYS } from "../../../../lib/shortcuts.ts";
import type { SellPayload } from "../../api/auction-console.ts";
import { bidRefusalOf, useBids, useClockAction, useWithdrawBid } from "../../api/bids.ts";
import { LotLine } from "../common/lot-clock.tsx";

type Props = {
  eventId: number;
  current: CurrentPlayer;
  receivedAt: number;
  unit: string;
  /** Keys off while a dialog elsewhere has the keyboard. */
  hotkeys: boolean;
  onSell: (payload: SellPayload) => Promise<unknown>;
};

export function LotPanel({ eventId, current, receivedAt, unit, hotkeys, onSell }: Props) {
  const player = current.player;
  const lot = current.lot;
  const bids = useBids(eventId, player?.id ?? null);
  const clock = useClockAction(eventId);
  const withdraw = useWithdrawBid(eventId);
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  /** The bid the dialog was opened for: the withdrawal names it, so a repeat (or a newer bid) is never taken instead. */
  const [withdrawTarget, setWithdrawTarget] = useState<number | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [selling, setSelling] = useState(false);
  const onBlock = player !== null && player.status === PLAYER_STATUS.AUCTIONING;
  const keys = hotkeys && onBlock && !withdrawOpen;
  const highest = lot?.highest ?? null;
  const amountText = useAmountText();
  const figureText = useFigureText();

  const pauseOrResume = () => clock.mutate({ action: lot?.paused ? "resume" : "pause" });
  const extend = () => clock.mutate({ action: "extend", seconds: BIDDING_LIMITS.extendDefault });
  const sell = async (status: "sold" | "unsold") => {
    if (!player || selling) return;
    setSelling(true);
    try {
      await onSell(
        status === "sold" && highest
          ? { player: player.id, status: PLAYER_STATUS.SOLD, team: highest.team, price: highest.amount }
          : { player: player.id, status: PLAYER_STATUS.UNSOLD },
      );
    } finally {
      setSelling(false);
    }
  };
  const openWithdraw = () => {
    if (!highest) return;
    setReason("");
    setReasonError(null);
    setWithdrawTarget(highest.bid);
    withdraw.reset();
    setWithdrawOpen(true);
  };
  const confirmWithdraw = () => {
    if (!reason.trim()) {
      setReasonError(ADJUST_MSG.reasonRequired);
      return;
    }
    if (withdrawTarget === null) return;
    withdraw.mutate({ reason: reason.trim(), bid: withdrawTarget }, { onSuccess: () => setWithdrawOpen(false) });
  };

  useHotkeys(AUCTION_KEYS.pauseResume, pauseOrResume, { enabled: keys, preventDefault: true });
  useHotkeys(AUCTION_KEYS.extend, extend, { enabled: keys, preventDefault: true });
  useHotkeys(AUCTION_KEYS.withdraw, openWithdraw, { enabled: keys && highest !== null, preventDefault: true });
  useHotkeys(AUCTION_KEYS.sellToHighest, () => void sell("sold"), { enabled: keys && highest !== null, preventDefault: true });
  useHotkeys(AUCTION_KEYS.unsold, () => void sell("unsold"), { enabled: keys, preventDefault: true });

  const clockError = clock.isError ? (bidRefusalOf(clock.error)?.detail ?? "The clock could not be changed.") : null;
  return (
    <Paper variant="outlined" sx={{ p: { mobile: 2, tablet: 3 } }} component="section" aria-label="Bidding">
      <Typography variant="overline" color="primary">
        Bidding by team owners
      </Typography>
      <LotLine current={current} receivedAt={receivedAt} unit={unit} />
      {clockError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {clockError}
        </Alert>
      ) : null}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1.5 }}>
        <Button variant="outlined" onClick={pauseOrResume} disabled={!onBlock} loading={clock.isPending}>
          {lot?.paused ? "Resume" : "Pause"} <Keys keys={AUCTION_KEYS.pauseResume} />
        </Button>
        <Button variant="outlined" onClick={extend} disabled={!onBlock}>
          +{BIDDING_LIMITS.extendDefault} s <Keys keys={AUCTION_KEYS.extend} />
        </Button>
        <Button variant="outlined" onClick={openWithdraw} disabled={!onBlock || !highest}>
          Withdraw highest <Keys keys={AUCTION_KEYS.withdraw} />
        </Button>
        <Button variant="contained" onClick={() => void sell("sold")} disabled={!onBlock || !highest} loading={selling}>
          {highest ? `Sell to ${highest.team_name} for ${figureText(highest.amount, unit)}` : "Sell to highest"}{" "}
          <Keys keys={AUCTION_KEYS.sellToHighest} />
        </Button>
        <Button variant="outlined" onClick={() => void sell("unsold")} disabled={!onBlock}>
          Unsold <Keys keys={AUCTION_KEYS.unsold} />
        </Button>
      </Box>
      {(bids.data ?? []).length > 0 ? (
        <Box component="ol" sx={{ m: 0, mt: 1.5, pl: 2.5, maxHeight: 160, overflow: "auto" }} aria-label="Bids">
          {(bids.data ?? []).map((b) => (
            <li key={b.id}>
              <Typography variant="body2">
                <Amount value={b.amount} unit={unit} /> — {b.team_name} ({formatClockTimeSeconds(b.at)})
              </Typography>
            </li>
          ))}
        </Box>
      ) : null}
      <Dialog open={withdrawOpen} onClose={() => setWithdrawOpen(false)} aria-labelledby="withdraw-title">
        <DialogTitle id="withdraw-title">Withdraw the highest bid</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            {highest
              ? `${highest.team_name}'s bid of ${amountText(highest.amount, unit)} is taken back; the bid before it leads again.`
              : ""}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            label="Reason"
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim()) setReasonError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === "Enter") confirmWithdraw();
            }}
            error={Boolean(reasonError)}
            helperText={reasonError ?? " "}
          />
          {withdraw.isError ? <Alert severity="error">{bidRefusalOf(withdraw.error)?.detail ?? "Not withdrawn."}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setWithdrawOpen(false)}>Cancel</Button>
          <Button variant="contained" color="warning" onClick={confirmWithdraw} loading={withdraw.isPending}>
            Withdraw
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
