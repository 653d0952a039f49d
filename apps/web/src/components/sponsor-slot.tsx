// The room's sponsor rotation slot (docs/api.md "Sponsor exposure"): one sponsor at a time,
// the title sponsor (order 1) larger, each for SLOT_MS; it reports which sponsor it showed and for how
// long, and the sold moments shown while it was there (lib/exposure-beacon.ts). Self-contained: a screen places it with one line.
import Box from "@mui/material/Box";
import type { ExposureScreen, Sponsor } from "@sah/domain";
import { useEffect, useState } from "react";
import { useExposureBeacon } from "../lib/exposure-beacon.ts";
import { MediaBox } from "./media-box.tsx";

export const SLOT_MS = 10_000;

export function SponsorSlot({
  eventId,
  kind,
  sponsors,
  inHeader = false,
  soldMoment = null,
}: {
  eventId: number;
  kind: ExposureScreen;
  sponsors: readonly Sponsor[];
  /** In the big screen's header row: as tall as the row, beside the screen's controls, never over them. */
  inHeader?: boolean;
  /** The key of the sold moment the screen shows (null when none): counted for the sponsor in the slot. */
  soldMoment?: number | null;
}) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (sponsors.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % sponsors.length), SLOT_MS);
    return () => clearInterval(timer);
  }, [sponsors.length]);
  const sponsor = sponsors.length ? sponsors[index % sponsors.length]! : null;
  useExposureBeacon(eventId, kind, sponsor?.id ?? null, soldMoment);
  if (!sponsor) return null;
  const title = sponsor.order === 1;
  const size = inHeader ? (title ? "min(7vh, 4vw)" : "min(5vh, 3vw)") : title ? "min(12vh, 8vw)" : "min(7vh, 5vw)";
  return (
    <Box
      component="aside"
      aria-label="Sponsor"
      data-testid="sponsor-slot"
      sx={{
        display: "flex",
        alignItems: "center",
        gap: "0.8vw",
        p: inHeader ? "0.3vh 0.6vw" : "0.6vh 0.8vw",
        flexShrink: 0,
        minWidth: 0,
        borderRadius: "0.8vh",
        bgcolor: "rgba(0,0,0,0.55)",
      }}
    >
      <MediaBox
        src={sponsor.logo}
        alt=""
        initial={sponsor.name}
        lazy={false}
        initialSize="2.4vh"
        sx={{ width: size, height: size, borderRadius: "0.6vh", bgcolor: "#FFFFFF", color: "#0B1020" }}
      />
      <Box component="span" sx={{ color: "#FFFFFF", fontWeight: 700, fontSize: title ? "min(2.8vh, 1.6vw)" : "min(2vh, 1.2vw)" }}>
        {title ? `${sponsor.name} · Title sponsor` : sponsor.name}
      </Box>
    </Box>
  );
}
