// A multi-select filter of the players list (docs/api.md "Players": grade and skill, each matching any of
// the picked values): a labelled select, reachable and operable from the keyboard like every MUI
// select, with a Clear entry once something is picked.
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import OutlinedInput from "@mui/material/OutlinedInput";
import Select, { type SelectChangeEvent } from "@mui/material/Select";
import { useId } from "react";

export type CodeOption = { value: number; label: string };

type Props = {
  label: string;
  options: readonly CodeOption[];
  selected: readonly number[];
  onChange: (next: number[]) => void;
  disabled?: boolean;
};

const CLEAR = -1;

export function CodeFilter({ label, options, selected, onChange, disabled }: Props) {
  const id = useId();
  const labelOf = new Map(options.map((o) => [o.value, o.label]));
  const change = (e: SelectChangeEvent<number[]>) => {
    const value = e.target.value;
    const picked = (typeof value === "string" ? value.split(",").map(Number) : value).filter(Number.isFinite);
    if (picked.includes(CLEAR)) onChange([]);
    else onChange([...new Set(picked)].sort((a, b) => a - b));
  };
  return (
    <FormControl size="small" sx={{ minWidth: 160, maxWidth: 320 }} disabled={disabled}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select<number[]>
        labelId={`${id}-label`}
        id={id}
        multiple
        value={[...selected]}
        onChange={change}
        input={<OutlinedInput label={label} />}
        renderValue={(values) => values.map((v) => labelOf.get(v) ?? String(v)).join(", ")}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            <Checkbox checked={selected.includes(o.value)} size="small" sx={{ p: 0, mr: 1 }} />
            <ListItemText primary={o.label} />
          </MenuItem>
        ))}
        {selected.length > 0 && (
          <MenuItem value={CLEAR}>
            <ListItemText primary="Clear" />
          </MenuItem>
        )}
      </Select>
    </FormControl>
  );
}
