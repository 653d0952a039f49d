import { useColorScheme } from "@mui/material/styles";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { MODE_ICON, MODE_LABEL, type Mode } from "./mode-switch.tsx";

export function ModeToggleGroup() {
  const { mode, setMode } = useColorScheme();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      fullWidth
      value={mode ?? "system"}
      onChange={(_e, value: Mode | null) => value && setMode(value)}
      aria-label="Colour mode"
    >
      {(["system", "light", "dark"] as const).map((m) => {
        const Icon = MODE_ICON[m];
        return (
          <ToggleButton key={m} value={m} aria-label={MODE_LABEL[m]} sx={{ gap: 0.5 }}>
            <Icon fontSize="small" />
            {m[0]!.toUpperCase() + m.slice(1)}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
