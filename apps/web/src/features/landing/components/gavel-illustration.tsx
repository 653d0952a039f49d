// An auctioneer's gavel on its sound block, drawn in SVG so the landing page needs no network image.
import Box, { type BoxProps } from "@mui/material/Box";

export function GavelIllustration(props: BoxProps) {
  return (
    <Box component="svg" viewBox="0 0 640 560" aria-hidden="true" focusable="false" {...props}>
      <defs>
        <linearGradient id="gv-wood" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#c8873e" />
          <stop offset="0.45" stopColor="#9a5b22" />
          <stop offset="1" stopColor="#5e3411" />
        </linearGradient>
        <linearGradient id="gv-wood-side" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#6b3b14" />
          <stop offset="0.5" stopColor="#a8662a" />
          <stop offset="1" stopColor="#5a3010" />
        </linearGradient>
        <linearGradient id="gv-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe27a" />
          <stop offset="0.5" stopColor="#f5c518" />
          <stop offset="1" stopColor="#a67c00" />
        </linearGradient>
        <radialGradient id="gv-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#f5c518" stopOpacity="0.55" />
          <stop offset="1" stopColor="#f5c518" stopOpacity="0" />
        </radialGradient>
      </defs>
      {/* impact glow */}
      <ellipse cx="330" cy="430" rx="300" ry="120" fill="url(#gv-glow)" />
      {/* motion arcs */}
      <g fill="none" stroke="#f5c518" strokeLinecap="round" strokeOpacity="0.55">
        <path d="M455 95 q70 40 95 120" strokeWidth="10" />
        <path d="M495 60 q85 55 110 150" strokeWidth="6" strokeOpacity="0.35" />
        <path d="M160 360 l-60 -20 M175 395 l-70 10 M205 330 l-40 -45" strokeWidth="8" />
      </g>
      {/* sound block */}
      <ellipse cx="330" cy="470" rx="185" ry="42" fill="#2b1708" />
      <path d="M145 430 v40 a185 42 0 0 0 370 0 v-40 z" fill="url(#gv-wood-side)" />
      <ellipse cx="330" cy="430" rx="185" ry="42" fill="url(#gv-wood)" />
      <ellipse cx="330" cy="430" rx="150" ry="30" fill="none" stroke="#f5c518" strokeOpacity="0.55" strokeWidth="4" />
      {/* gavel */}
      <g transform="rotate(-32 330 250)">
        <rect x="280" y="297" width="290" height="26" rx="13" fill="url(#gv-wood)" />
        <rect x="552" y="292" width="34" height="36" rx="12" fill="url(#gv-gold)" />
        <rect x="180" y="210" width="110" height="200" rx="26" fill="url(#gv-wood)" />
        <rect x="172" y="228" width="126" height="26" rx="10" fill="url(#gv-gold)" />
        <rect x="172" y="366" width="126" height="26" rx="10" fill="url(#gv-gold)" />
        <rect x="196" y="266" width="14" height="90" rx="7" fill="#ffffff" fillOpacity="0.18" />
      </g>
    </Box>
  );
}
