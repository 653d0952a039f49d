// Colour mode: system (default), light or dark, stored under `mode` by the theme provider.
import DarkModeIcon from "@mui/icons-material/DarkMode";
import LightModeIcon from "@mui/icons-material/LightMode";
import SettingsBrightnessIcon from "@mui/icons-material/SettingsBrightness";
import IconButton from "@mui/material/IconButton";
import { useColorScheme } from "@mui/material/styles";

export type Mode = "system" | "light" | "dark";
const NEXT: Record<Mode, Mode> = { system: "light", light: "dark", dark: "system" };
export const MODE_LABEL: Record<Mode, string> = { system: "System colours", light: "Light colours", dark: "Dark colours" };
export const MODE_ICON = { system: SettingsBrightnessIcon, light: LightModeIcon, dark: DarkModeIcon };

export function ModeButton() {
  const { mode, setMode } = useColorScheme();
  const current: Mode = mode ?? "system";
  const Icon = MODE_ICON[current];
  return (
    <IconButton
      aria-label={`${MODE_LABEL[current]}: change`}
      title={`${MODE_LABEL[current]} (click to change)`}
      onClick={() => setMode(NEXT[current])}
      color="inherit"
    >
      <Icon />
    </IconButton>
  );
}
