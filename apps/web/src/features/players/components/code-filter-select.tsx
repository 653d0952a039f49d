// The select of a players-list filter (code-filter.tsx), loaded when the filter is first used: a labelled
// MUI multi-select, with a Clear entry once something is picked.
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import OutlinedInput from "@mui/material/OutlinedInput";
import Select, { type SelectChangeEvent } from "@mui/material/Select";
import { useId } from "react";
import { type CodeFilterProps, FILTER_SIZE, filterText } from "./code-filter-props.ts";

const CLEAR = -1;

/** Mounted by the click or key that loaded it: it opens at once and has the focus. */
export function CodeFilterSelect({ label, options, selected, onChange, disabled }: CodeFilterProps) {
  const id = useId();
  const change = (e: SelectChangeEvent<number[]>) => {
    const value = e.target.value;
    const picked = (typeof value === "string" ? value.split(",").map(Number) : value).filter(Number.isFinite);
    if (picked.includes(CLEAR)) onChange([]);
    else onChange([...new Set(picked)].sort((a, b) => a - b));
  };
  return (
    <FormControl size="small" sx={FILTER_SIZE} disabled={disabled}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select<number[]>
        labelId={`${id}-label`}
        id={id}
        multiple
        value={[...selected]}
        onChange={change}
        input={<OutlinedInput label={label} />}
        defaultOpen
        autoFocus
        renderValue={(values) => filterText(options, values)}
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
