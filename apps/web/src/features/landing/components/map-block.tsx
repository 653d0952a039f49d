// A drawn map with a pin: the page needs no map tiles (it works offline); the button opens the
// address in OpenStreetMap. Only the drawing is the image: a button inside an image would be hidden
// from assistive technology (docs/decisions/043-accessibility.md).
import MapIcon from "@mui/icons-material/Map";
import PlaceIcon from "@mui/icons-material/Place";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { mapUrl } from "../../../lib/config.ts";
import { lightSchemeSx } from "../../../lib/theme.ts";

export function MapBlock({ label }: { label: string }) {
  return (
    <Box
      sx={(theme) => ({
        position: "relative",
        minHeight: 280,
        height: "100%",
        borderRadius: 4,
        overflow: "hidden",
        border: 1,
        borderColor: "divider",
        bgcolor: "#1b2029",
        ...lightSchemeSx(theme, { bgcolor: "#e9e4d8" }),
      })}
    >
      <Box role="img" aria-label={`Map: ${label}`} sx={{ position: "absolute", inset: 0 }}>
        <Box
          component="svg"
          viewBox="0 0 400 300"
          preserveAspectRatio="xMidYMid slice"
          aria-hidden
          sx={{ position: "absolute", inset: 0, width: "100%", height: "100%" }}
        >
          <g fill="none" strokeLinecap="round">
            <path d="M-20 210 C80 190 140 250 240 215 S380 160 440 190" stroke="#3a7bd5" strokeOpacity="0.55" strokeWidth="18" />
            <g stroke="currentColor" strokeOpacity="0.22" strokeWidth="10">
              <path d="M0 80 H400" />
              <path d="M0 150 H400" />
              <path d="M120 0 V300" />
              <path d="M280 0 V300" />
            </g>
            <g stroke="currentColor" strokeOpacity="0.12" strokeWidth="4">
              <path d="M0 40 H400 M0 115 H400 M0 260 H400 M60 0 V300 M200 0 V300 M340 0 V300" />
              <path d="M0 0 L400 300" />
            </g>
          </g>
          <rect x="205" y="88" width="68" height="54" rx="8" fill="#66bb6a" fillOpacity="0.35" />
          <rect x="130" y="160" width="60" height="40" rx="6" fill="currentColor" fillOpacity="0.08" />
        </Box>
        <Box
          sx={{
            position: "absolute",
            left: "50%",
            top: "42%",
            transform: "translate(-50%, -100%)",
            color: "primary.main",
            filter: "drop-shadow(0 6px 8px rgba(0,0,0,0.45))",
          }}
        >
          <PlaceIcon sx={{ fontSize: 64 }} />
        </Box>
      </Box>
      <Button
        href={mapUrl()}
        target="_blank"
        rel="noopener noreferrer"
        variant="contained"
        size="small"
        startIcon={<MapIcon />}
        sx={{ position: "absolute", left: 16, bottom: 16 }}
      >
        Open in OpenStreetMap
      </Button>
    </Box>
  );
}
