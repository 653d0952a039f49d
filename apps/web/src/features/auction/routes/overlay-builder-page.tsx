// The overlay's URL builder in the dashboard (docs/product.md section 10 "The room"): choose the
// panels, position, theme and scale; copy the URL for an OBS browser source (1920×1080); the preview
// shows the overlay as OBS will, scaled down over a checkerboard (where the video would be). Also
// links the big screen.
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Event } from "@sah/domain";
import { useEffect, useRef, useState } from "react";
import { Seo } from "../../../components/seo.tsx";
import { useTeamLabels } from "../../../components/team-short-name.tsx";
import { pushAlert } from "../../../lib/alerts.ts";
import { useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useCurrentPlayer, useTeamSummary } from "../api/auction.ts";
import { LiveBoundary } from "../components/common/live-boundary.tsx";
import { lastResultText, useSoldMoment } from "../components/common/sold-moment.tsx";
import {
  OVERLAY_DEFAULTS,
  OVERLAY_PANELS,
  OVERLAY_POSITIONS,
  OVERLAY_SCALE,
  type OverlayOptions,
  type OverlayPanel,
  OverlayView,
  overlayQuery,
} from "../components/room/overlay-view.tsx";

const PANEL_LABELS: Record<OverlayPanel, string> = {
  player: "Player on the block",
  sale: "Last sale and the SOLD banner",
  bid: "Highest bid (when owners bid)",
};

const THEME_CHOICES = [
  { value: "dark", label: "Dark" },
  { value: "light", label: "Light" },
] as const;

/** One of the overlay's options: its label, then its choices as a row of radio buttons. */
function RowRadios(props: {
  id: string;
  label: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <FormControl>
      <FormLabel id={props.id}>{props.label}</FormLabel>
      <RadioGroup row aria-labelledby={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.choices.map((c) => (
          <FormControlLabel key={c.value} value={c.value} control={<Radio />} label={c.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** The size OBS's browser source is set to; the preview scales it down. */
const SOURCE = { width: 1920, height: 1080 } as const;

export const SCALE_ERROR = `Enter a scale from ${OVERLAY_SCALE.min} to ${OVERLAY_SCALE.max}.`;

function absolute(path: string): string {
  return new URL(path, window.location.origin).href;
}

/** The preview's scale: its width over the source's. */
function usePreviewScale() {
  const ref = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.4);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setScale(entry.contentRect.width / SOURCE.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, scale };
}

export function OverlayBuilderPage() {
  const eventId = useEventId();
  return (
    <LiveBoundary eventId={eventId}>
      <OverlayBuilder eventId={eventId} />
    </LiveBoundary>
  );
}

/** The builder's first options: the overlay's defaults, with the highest bid for an event whose owners bid. */
export function overlayDefaultsFor(event: Pick<Event, "bidding"> | undefined): OverlayOptions {
  if (event?.bidding !== "owners") return OVERLAY_DEFAULTS;
  return { ...OVERLAY_DEFAULTS, panels: OVERLAY_PANELS.filter((p) => OVERLAY_DEFAULTS.panels.includes(p) || p === "bid") };
}

function OverlayBuilder({ eventId }: { eventId: number }) {
  const event = useOutletEvent();
  const current = useCurrentPlayer(eventId);
  const teams = useTeamSummary(eventId);
  // The preview names teams as the overlay does: by their short labels.
  const labels = useTeamLabels(teams.data);
  const { moment, last } = useSoldMoment(eventId, { fundsUnit: event?.funds_unit ?? "", teamLabels: labels });
  // Untouched, the options follow the event: its owners bid, so "Highest bid" starts ticked.
  const [chosen, setChosen] = useState<OverlayOptions | null>(null);
  const options = chosen ?? overlayDefaultsFor(event);
  const setOptions = (change: (o: OverlayOptions) => OverlayOptions) => setChosen(change(options));
  const [scaleText, setScaleText] = useState(String(OVERLAY_DEFAULTS.scale));
  const scaleValue = Number(scaleText);
  const scaleOk =
    scaleText.trim() !== "" && Number.isFinite(scaleValue) && scaleValue >= OVERLAY_SCALE.min && scaleValue <= OVERLAY_SCALE.max;
  const url = absolute(`${paths.room.overlay.href(eventId)}?${overlayQuery(options)}`);
  const preview = usePreviewScale();

  const togglePanel = (panel: OverlayPanel, on: boolean) =>
    setOptions((o) => ({ ...o, panels: OVERLAY_PANELS.filter((p) => (p === panel ? on : o.panels.includes(p))) }));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      pushAlert({ severity: "success", text: "The overlay's URL is copied." });
    } catch {
      pushAlert({ severity: "error", text: "Could not copy: select the URL and copy it." });
    }
  };

  return (
    <>
      <Seo title={`Broadcast overlay · ${event?.name ?? "Event"}`} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Broadcast overlay
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { mobile: "minmax(0, 1fr)", laptop: "minmax(0, 4fr) minmax(0, 8fr)" },
          alignItems: "start",
        }}
      >
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2.5} component="form" aria-label="Overlay options" onSubmit={(e) => e.preventDefault()}>
            <FormControl component="fieldset">
              <FormLabel component="legend">Panels</FormLabel>
              <FormGroup>
                {OVERLAY_PANELS.map((panel) => (
                  <FormControlLabel
                    key={panel}
                    control={
                      <Checkbox checked={options.panels.includes(panel)} onChange={(e) => togglePanel(panel, e.target.checked)} />
                    }
                    label={PANEL_LABELS[panel]}
                  />
                ))}
              </FormGroup>
            </FormControl>
            <RowRadios
              id="overlay-position"
              label="Position"
              value={options.position}
              choices={OVERLAY_POSITIONS.map((p) => ({ value: p, label: p === "bottom" ? "Bottom" : "Top" }))}
              onChange={(v) => setOptions((o) => ({ ...o, position: v as OverlayOptions["position"] }))}
            />
            <RowRadios
              id="overlay-theme"
              label="Theme"
              value={options.theme}
              choices={THEME_CHOICES}
              onChange={(v) => setOptions((o) => ({ ...o, theme: v === "light" ? "light" : "dark" }))}
            />
            <TextField
              label="Scale"
              type="number"
              value={scaleText}
              onChange={(e) => {
                setScaleText(e.target.value);
                const n = Number(e.target.value);
                if (e.target.value.trim() !== "" && n >= OVERLAY_SCALE.min && n <= OVERLAY_SCALE.max)
                  setOptions((o) => ({ ...o, scale: n }));
              }}
              error={!scaleOk}
              helperText={scaleOk ? "1 fits a 1920×1080 browser source." : SCALE_ERROR}
              slotProps={{ htmlInput: { min: OVERLAY_SCALE.min, max: OVERLAY_SCALE.max, step: OVERLAY_SCALE.step } }}
            />
            {options.panels.length === 0 && (
              <Typography role="alert" color="error">
                Choose at least one panel: the overlay would show nothing.
              </Typography>
            )}
            <TextField
              label="URL for the OBS browser source (1920×1080)"
              value={url}
              slotProps={{ htmlInput: { readOnly: true, "data-testid": "overlay-url" } }}
              onFocus={(e) => e.target.select()}
              multiline
            />
            <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", gap: 1 }}>
              <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()} disabled={!scaleOk}>
                Copy URL
              </Button>
              <Button
                variant="outlined"
                startIcon={<OpenInNewIcon />}
                href={paths.room.screen.href(eventId)}
                target="_blank"
                rel="noopener"
              >
                Open the big screen
              </Button>
            </Stack>
          </Stack>
        </Paper>
        <Box>
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            Preview
          </Typography>
          <Box
            ref={preview.ref}
            data-testid="overlay-preview"
            sx={{
              position: "relative",
              width: "100%",
              aspectRatio: `${SOURCE.width} / ${SOURCE.height}`,
              overflow: "hidden",
              borderRadius: 1,
              border: 1,
              borderColor: "divider",
              // The checkerboard stands for the video under the overlay.
              backgroundColor: "#BFBFBF",
              backgroundImage:
                "linear-gradient(45deg, #8C8C8C 25%, transparent 25%), linear-gradient(-45deg, #8C8C8C 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #8C8C8C 75%), linear-gradient(-45deg, transparent 75%, #8C8C8C 75%)",
              backgroundSize: "32px 32px",
              backgroundPosition: "0 0, 0 16px, 16px -16px, -16px 0",
            }}
          >
            <Box
              sx={{
                position: "absolute",
                left: 0,
                top: 0,
                width: SOURCE.width,
                height: SOURCE.height,
                transform: `scale(${preview.scale})`,
                transformOrigin: "0 0",
              }}
            >
              <OverlayView
                options={options}
                current={current.data}
                event={event}
                lastSale={lastResultText(last, current.data?.player ?? null, event?.amount_style, labels)}
                moment={moment}
                teams={teams.data}
              />
            </Box>
          </Box>
        </Box>
      </Box>
    </>
  );
}
