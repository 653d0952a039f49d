// The frame of the auction pages, the console and the live auction page (docs/product.md sections 2
// and 4): a title bar with the page's heading and its tools (ToolButton), and under the status counters
// a main column and a side column, one column below laptop width.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** The page's heading, then its tools, on one line; the tools go under the heading when they do not fit (a row of their own on a phone). */
export function TitleBar({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ flex: "1 0 auto", fontSize: "clamp(1.3rem, 2.2vw, 2rem)" }}>
        {title}
      </Typography>
      <Box
        role="group"
        aria-label={`${title} tools`}
        sx={{
          display: "flex",
          flexWrap: { mobile: "nowrap", tablet: "wrap" },
          gap: 1,
          flex: { mobile: "1 1 100%", tablet: "0 1 auto" },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** The main column and the side column, `main` to `side` in width from laptop width. */
export function MainAndSide({ main, side, children }: { main: number; side: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        mt: { mobile: 2, laptop: 3 },
        display: "grid",
        gap: { mobile: 2, laptop: 3 },
        gridTemplateColumns: { mobile: "minmax(0, 1fr)", laptop: `minmax(0, ${main}fr) minmax(0, ${side}fr)` },
        alignItems: "start",
      }}
    >
      {children}
    </Box>
  );
}
