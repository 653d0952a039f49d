// Where phones are sent (lib/phone-origin.ts; docs/product.md section 10 "The room"): a warning when the
// big screen's QR code and the share links name this computer (localhost), with the server's addresses
// on the network to choose from. The addresses are the event's managers' (the server answers 403 to
// anyone else), so a visitor sees the warning without them.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { addressesQueryOptions } from "../lib/event-queries.ts";
import { choosePhoneOrigin, usePhoneOrigin } from "../lib/phone-origin.ts";
import { useSessionUser } from "../lib/session.tsx";

export const PHONE_ADDRESS_TEXT = {
  loopback: (origin: string) =>
    `Phones cannot open ${origin}: the QR code and share links name this computer. Choose an address phones can reach.`,
  use: (origin: string) => `Use ${origin}`,
  noAddress: "This computer has no network address. Join the hall's Wi-Fi, or set APP_URL on the server.",
  signIn: "Sign in as the event's organiser to choose an address phones can reach.",
} as const;

/** The server's reachable base URLs for a signed-in manager; undefined while unknown or refused. */
function useReachable(eventId: number): string[] | undefined {
  const user = useSessionUser();
  const { data } = useQuery({ ...addressesQueryOptions(eventId), enabled: user !== null && Number.isFinite(eventId) });
  return data?.reachable;
}

/** The warning when phones would be sent to loopback, with a button for the first reachable address; nothing otherwise. */
export function LoopbackWarning({ eventId }: { eventId: number }) {
  const { origin, isLoopback } = usePhoneOrigin();
  const user = useSessionUser();
  const reachable = useReachable(eventId);
  if (!isLoopback) return null;
  const best = reachable?.[0];
  return (
    // The button under the text, not beside it: on a phone the text keeps the width (an address does
    // not break at a space, so it may break anywhere).
    <Alert severity="warning" data-testid="loopback-warning" sx={{ overflowWrap: "anywhere" }}>
      {PHONE_ADDRESS_TEXT.loopback(origin)}
      {user === null ? ` ${PHONE_ADDRESS_TEXT.signIn}` : reachable && !best ? ` ${PHONE_ADDRESS_TEXT.noAddress}` : ""}
      {best && (
        <Box sx={{ mt: 0.75 }}>
          <Button color="inherit" size="small" variant="outlined" onClick={() => choosePhoneOrigin(best)}>
            {PHONE_ADDRESS_TEXT.use(best)}
          </Button>
        </Box>
      )}
    </Alert>
  );
}

/** The choice of address phones are sent to (the big screen's settings): this page's own, or one of the server's. */
export function PhoneAddressChoice({ eventId }: { eventId: number }) {
  const { origin } = usePhoneOrigin();
  const reachable = useReachable(eventId) ?? [];
  const own = typeof window === "undefined" ? "" : window.location.origin;
  const options = [...new Set([own, ...reachable, origin])].filter(Boolean);
  return (
    <Stack spacing={1.5}>
      <LoopbackWarning eventId={eventId} />
      <Typography id="phone-address-label" variant="subtitle2" component="h3">
        Address on the QR code and share links
      </Typography>
      <RadioGroup
        aria-labelledby="phone-address-label"
        value={origin}
        onChange={(e) => choosePhoneOrigin(e.target.value === own ? null : e.target.value)}
      >
        {options.map((o) => (
          <FormControlLabel key={o} value={o} control={<Radio />} label={o === own ? `${o} (this page's address)` : o} />
        ))}
      </RadioGroup>
    </Stack>
  );
}
