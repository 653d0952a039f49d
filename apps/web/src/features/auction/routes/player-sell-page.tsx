// Player sell (/dashboard/{eventId}/players/{playerId}/sell; docs/product.md sections 2 and 4): the player's
// name and image and the sell form, which starts from where the player stands and sends
// suppress_player_check (docs/product.md section 7), so a player off the block can be retained, made an Icon
// Player or corrected. A player whose result is recorded can only be corrected, with a reason (decision 052).
// After a sale, back to the player.
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { hasRecordedResult, openingPrice } from "@sah/domain";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { PlayerImage } from "../../../components/player-card.tsx";
import { Seo } from "../../../components/seo.tsx";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { Amount } from "../../../lib/amount.tsx";
import { routeId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useTeamSummary } from "../api/auction.ts";
import { type SellPayload, useCorrectPlayer, usePlayerToSell, useSellPlayer } from "../api/auction-console.ts";
import { ManagerLivePage } from "../components/common/live-boundary.tsx";
import { SellForm } from "../components/console/sell-form.tsx";

function PlayerSell({ eventId, playerId }: { eventId: number; playerId: number }) {
  const event = useOutletEvent();
  const player = usePlayerToSell(eventId, playerId);
  const teams = useTeamSummary(eventId);
  const sell = useSellPlayer(eventId);
  const correct = useCorrectPlayer(eventId);
  const navigate = useNavigate();
  // The spec's sell page records as sell-player; the switch makes it a correction with a reason.
  const [asCorrection, setCorrecting] = useState(false);

  if (player.isPending || teams.isPending) return <LoadingView />;
  if (player.isError) return <ErrorView error={player.error} onRetry={() => void player.refetch()} />;
  if (teams.isError) return <ErrorView error={teams.error} onRetry={() => void teams.refetch()} />;
  const p = player.data;
  const sale = p.transaction_detail;
  // A recorded result changes only as a correction with its reason (docs/decisions/052).
  const recorded = hasRecordedResult(p.status);
  const correcting = asCorrection || recorded;

  const onSubmit = async (payload: SellPayload) => {
    if (correcting) {
      const { suppress_player_check: _check, ...body } = payload;
      await correct.mutateAsync(body);
    } else await sell.mutateAsync(payload);
    navigate(paths.manage.player.href(eventId, playerId));
  };

  return (
    <>
      <Seo title={`Sell ${p.name}`} />
      <Paper variant="outlined" sx={{ p: { mobile: 2, tablet: 3 }, maxWidth: 960, mx: "auto" }}>
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: { mobile: "88px minmax(0, 1fr)", tablet: "160px minmax(0, 1fr)" },
            gap: { mobile: 2, tablet: 3 },
            alignItems: "center",
            mb: 3,
          }}
        >
          <PlayerImage player={p} size="100%" />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4, display: "block" }}>
              Sell Player
            </Typography>
            <Typography variant="h4" component="h1" sx={{ fontSize: "clamp(1.4rem, 3vw, 2.25rem)", overflowWrap: "anywhere" }}>
              {p.name}
            </Typography>
            <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mt: 1 }}>
              <StatusBadge status={p.status} name={p.status_name} />
              {sale && (
                <Typography color="text.secondary">
                  {sale.team_name} · <Amount value={sale.price} unit={sale.funds_unit} />
                </Typography>
              )}
            </Box>
          </Box>
        </Box>
        <FormControlLabel
          sx={{ mb: recorded ? 0 : 2 }}
          control={
            <Switch
              checked={correcting}
              disabled={recorded}
              onChange={(e) => setCorrecting(e.target.checked)}
              slotProps={{ input: { "aria-describedby": recorded ? "correction-only" : undefined } }}
            />
          }
          label="Correct an earlier result (kept in the audit log with a reason)"
        />
        {recorded && (
          <Typography id="correction-only" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {p.name} is {p.status_name}: the result is recorded, so a change is a correction with its reason.
          </Typography>
        )}
        <SellForm
          key={`${p.id}-${correcting}`}
          withReason={correcting}
          player={p}
          teams={teams.data}
          unit={event?.funds_unit ?? teams.data[0]?.funds_unit ?? ""}
          from="player"
          openingPrice={event ? openingPrice(p, event) : undefined}
          onSubmit={onSubmit}
        />
      </Paper>
    </>
  );
}

export function PlayerSellPage() {
  const playerId = routeId(useParams().playerId);
  return <ManagerLivePage render={(eventId) => <PlayerSell eventId={eventId} playerId={playerId} />} />;
}
