// The state of the auction when no player is on the block (docs/product.md section 4 "Auction status"):
// an icon, a title and a line of text, centred. The console shows it with its action; the public live
// page (`live`) larger, filling its column, and announced as a status when it changes.
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

const SIZES = {
  console: {
    padding: 5,
    icon: "clamp(3rem, 6vw, 5rem)",
    title: "clamp(1.6rem, 3.2vw, 2.75rem)",
    text: "clamp(1rem, 1.4vw, 1.25rem)",
    textWidth: 600,
  },
  live: {
    padding: 6,
    icon: "clamp(3rem, 7vw, 5.5rem)",
    title: "clamp(1.6rem, 3.6vw, 3rem)",
    text: "clamp(1rem, 1.6vw, 1.35rem)",
    textWidth: 560,
  },
} as const;

type Props = { icon: ReactNode; title: string; text: string; live?: boolean; children?: ReactNode };

export function StatePanel({ icon, title, text, live = false, children }: Props) {
  const size = SIZES[live ? "live" : "console"];
  return (
    <Paper
      variant="outlined"
      role={live ? "status" : undefined}
      sx={{
        p: { mobile: 3, tablet: size.padding },
        textAlign: "center",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        gap: 1.5,
        ...(live && { height: "100%", justifyContent: "center" }),
      }}
    >
      <Box sx={{ color: "primary.main", "& svg": { fontSize: size.icon } }}>{icon}</Box>
      <Typography variant="h3" component="h2" sx={{ fontSize: size.title }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: size.text, maxWidth: size.textWidth }}>
        {text}
      </Typography>
      {children}
    </Paper>
  );
}
