// The sold moment's sound on or off (docs/product.md section 10): a toggle button with its state. Its
// name is the text it shows, so that a voice user can say what they see (docs/decisions/043-accessibility.md).
import VolumeOffIcon from "@mui/icons-material/VolumeOff";
import VolumeUpIcon from "@mui/icons-material/VolumeUp";
import Button from "@mui/material/Button";
import type { SxProps, Theme } from "@mui/material/styles";

type Props = { on: boolean; onChange: (on: boolean) => void; sx?: SxProps<Theme> };

export function SoundToggle({ on, onChange, sx }: Props) {
  return (
    <Button
      aria-pressed={on}
      title={on ? "Sale sound on (click to mute)" : "Sale sound off (click to turn on)"}
      onClick={() => onChange(!on)}
      variant="outlined"
      size="small"
      sx={sx}
    >
      {on ? <VolumeUpIcon fontSize="small" /> : <VolumeOffIcon fontSize="small" />}
      <span className="label">{on ? "Sound on" : "Sound off"}</span>
    </Button>
  );
}
