// A landing page's sections as cards: icon, title, description and the section's shortcut (shown
// on laptop width, where there is a keyboard). An event's public index, the dashboard and its settings use it.
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import type { ReactElement, ReactNode } from "react";
import { CardLink } from "./card-link.tsx";
import { Keys } from "./keys.tsx";

export type SectionCardItem = { title: string; description: string; to: string; icon: ReactElement; hotkey?: string };

export function SectionCard({ item }: { item: SectionCardItem }) {
  return (
    <Card sx={{ height: "100%" }}>
      <CardLink to={item.to} sx={{ p: { mobile: 2, tablet: 3 }, display: "flex", alignItems: "center", gap: 2, height: "100%" }}>
        <Box
          sx={{
            color: "primary.main",
            display: "grid",
            placeItems: "center",
            width: 56,
            height: 56,
            borderRadius: 3,
            bgcolor: "action.hover",
            flexShrink: 0,
          }}
        >
          {item.icon}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            {item.title}
          </Typography>
          <Typography color="text.secondary">{item.description}</Typography>
          {item.hotkey && (
            <Box sx={{ mt: 1, display: { mobile: "none", laptop: "block" } }}>
              <Keys keys={item.hotkey} />
            </Box>
          )}
        </Box>
        <ChevronRightIcon color="action" />
      </CardLink>
    </Card>
  );
}

/** The cards as a list: one column on phones, two from laptop width. `children` adds more items. */
export function SectionCards({
  items,
  label,
  children,
}: {
  items: readonly SectionCardItem[];
  label?: string;
  children?: ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 2, gridTemplateColumns: { mobile: "1fr", laptop: "1fr 1fr" } }}
    >
      {items.map((item) => (
        <li key={item.to}>
          <SectionCard item={item} />
        </li>
      ))}
      {children}
    </Box>
  );
}
