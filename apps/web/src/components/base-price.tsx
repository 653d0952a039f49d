// A player's base price, the opening price of its sale (docs/api.md "Base price"): its own, or
// the event's minimum player price when it has none or the minimum is higher (domain openingPrice). The event is the one the
// page has loaded already (same query), so this adds no request of its own.
import Typography from "@mui/material/Typography";
import { basePriceText, type Player } from "@sah/domain";
import { useQuery } from "@tanstack/react-query";
import { eventQueryOptions } from "../lib/event-queries.ts";

/** The base price as a line of secondary text, for cards and lists. */
export function BasePriceLine({
  player,
  size = "body2",
}: {
  player: Pick<Player, "base_price" | "event">;
  size?: "body2" | "body1";
}) {
  const { data: event } = useQuery(eventQueryOptions(player.event));
  if (!event) return null;
  return (
    <Typography variant={size} color="text.secondary">
      {basePriceText(player, event)}
    </Typography>
  );
}
