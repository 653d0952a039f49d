// The rotating sponsor carousel (docs/product.md sections 2, 4 and 9): advances every 3000 ms and wraps;
// pauses while hovered and after a manual pick (a play button resumes it).

import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import LanguageIcon from "@mui/icons-material/Language";
import PauseIcon from "@mui/icons-material/Pause";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { Sponsor } from "@sah/domain";
import { useEffect, useState } from "react";
import { motionSx } from "../lib/motion.ts";
import { MediaBox } from "./media-box.tsx";

export const SPONSOR_ROTATION_MS = 3000;

export function useCarousel(count: number, intervalMs = SPONSOR_ROTATION_MS) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [picked, setPicked] = useState(false);
  const running = count > 1 && !hovered && !picked;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [running, count, intervalMs]);

  const pick = (i: number) => {
    setPicked(true);
    setIndex(((i % count) + count) % count);
  };
  return {
    index: count ? index % count : 0,
    running,
    paused: picked,
    pick,
    resume: () => setPicked(false),
    pause: () => setPicked(true),
    hoverProps: { onMouseEnter: () => setHovered(true), onMouseLeave: () => setHovered(false) },
  };
}

function SponsorLogo({ sponsor }: { sponsor: Sponsor }) {
  return (
    <MediaBox
      src={sponsor.logo}
      alt={`${sponsor.name} logo`}
      initial={sponsor.name}
      lazy={false}
      initialSize={48}
      sx={{
        width: { mobile: 140, tablet: 180 },
        aspectRatio: "1",
        borderRadius: 3,
        bgcolor: "#fff",
        color: "#333",
        p: 1.5,
        "& img": { p: 1.5 },
      }}
    />
  );
}

export function SponsorCarousel({ sponsors }: { sponsors: readonly Sponsor[] }) {
  const carousel = useCarousel(sponsors.length);
  const sponsor = sponsors[carousel.index];
  if (!sponsor) return null;
  return (
    <Paper
      component="section"
      aria-roledescription="carousel"
      aria-label="Sponsors"
      variant="outlined"
      {...carousel.hoverProps}
      sx={{ p: { mobile: 2, tablet: 3 }, position: "relative", overflow: "hidden" }}
    >
      <Typography variant="overline" color="primary" component="h2" sx={{ display: "block", mb: 1 }}>
        Sponsors
      </Typography>
      <Box
        key={sponsor.id}
        role="group"
        aria-roledescription="slide"
        aria-label={`${carousel.index + 1} of ${sponsors.length}: ${sponsor.name}`}
        aria-live={carousel.running ? "off" : "polite"}
        sx={{
          display: "flex",
          flexDirection: { mobile: "column", tablet: "row" },
          alignItems: "center",
          gap: { mobile: 2, tablet: 4 },
          textAlign: { mobile: "center", tablet: "left" },
          // Slides in without a fade: half-transparent text would be unreadable for a moment (and
          // fail a contrast check that happens to run then; docs/decisions/043-accessibility.md).
          ...motionSx("sah-slide-in", { from: { transform: "translateX(12px)" } }, "400ms ease"),
        }}
      >
        <SponsorLogo sponsor={sponsor} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" sx={{ display: "block", lineHeight: 1.5 }}>
            {sponsor.category}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontSize: "clamp(1.5rem, 3.5vw, 2.5rem)", wordBreak: "break-word" }}>
            {sponsor.name}
          </Typography>
          <Button
            component="a"
            href={sponsor.link || undefined}
            disabled={!sponsor.link}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<LanguageIcon />}
            sx={{ mt: 1 }}
          >
            Website Link
          </Button>
        </Box>
      </Box>
      {sponsors.length > 1 && (
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "center", gap: 0.5, mt: 2 }}>
          <IconButton aria-label="Previous sponsor" onClick={() => carousel.pick(carousel.index - 1)} size="small">
            <ChevronLeftIcon />
          </IconButton>
          <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap", justifyContent: "center" }}>
            {sponsors.map((s, i) => (
              <Box
                key={s.id}
                component="button"
                type="button"
                aria-label={`Show sponsor ${i + 1}: ${s.name}`}
                aria-current={i === carousel.index ? "true" : undefined}
                onClick={() => carousel.pick(i)}
                sx={{
                  width: i === carousel.index ? 22 : 10,
                  height: 10,
                  p: 0,
                  border: 0,
                  borderRadius: 999,
                  cursor: "pointer",
                  bgcolor: i === carousel.index ? "primary.main" : "action.disabled",
                  transition: "width 200ms",
                }}
              />
            ))}
          </Box>
          <IconButton aria-label="Next sponsor" onClick={() => carousel.pick(carousel.index + 1)} size="small">
            <ChevronRightIcon />
          </IconButton>
          <IconButton
            aria-label={carousel.paused ? "Resume rotation" : "Pause rotation"}
            onClick={carousel.paused ? carousel.resume : carousel.pause}
            size="small"
          >
            {carousel.paused ? <PlayArrowIcon /> : <PauseIcon />}
          </IconButton>
        </Box>
      )}
    </Paper>
  );
}
