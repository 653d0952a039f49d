// The details only organisers see (docs/api.md "Players": `Contact Number`, keys starting with _, and the
// e-mail and the Ref). The server sends them only to callers who pass the event permission check; the page still
// shows this section only inside the permission guard, clearly marked as private.
import LockIcon from "@mui/icons-material/LockOutlined";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { isPrivateDetailKey, type Player } from "@sah/domain";
import { useId } from "react";

export const PRIVATE_DETAILS_TITLE = "Private — visible to organisers only";

/** The private entries of a player as [label, text] pairs (the Ref and the e-mail first). */
export function privateEntries(player: Pick<Player, "details" | "email" | "ref">): [string, string][] {
  const entries: [string, string][] = [];
  if (player.ref) entries.push(["Ref", player.ref]);
  if (player.email) entries.push(["Email", player.email]);
  for (const [key, value] of Object.entries(player.details ?? {})) {
    if (isPrivateDetailKey(key) && value !== null && value !== "") entries.push([key, String(value)]);
  }
  return entries;
}

export function PrivateDetails({ entries }: { entries: [string, string][] }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ mt: 3, p: { mobile: 2, tablet: 3 }, borderStyle: "dashed", borderColor: "warning.main", maxWidth: 960, mx: "auto" }}
    >
      <Typography
        id={headingId}
        variant="h6"
        component="h2"
        sx={{ display: "flex", alignItems: "center", gap: 1, fontSize: "1.05rem", mb: 1.5 }}
      >
        <LockIcon fontSize="small" aria-hidden />
        {PRIVATE_DETAILS_TITLE}
      </Typography>
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 1, m: 0 }}>
        {entries.map(([label, text]) => (
          <Box key={label} sx={{ display: "contents" }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
              {text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
