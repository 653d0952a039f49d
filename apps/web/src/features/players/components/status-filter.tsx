// The player status filter (docs/product.md section 2 "Players"): multi-select chips for the 7 statuses.

import CheckIcon from "@mui/icons-material/Check";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import { PLAYER_STATUSES } from "@sah/domain";

type Props = { selected: readonly number[]; onChange: (next: number[]) => void };

export function StatusFilter({ selected, onChange }: Props) {
  const toggle = (code: number) =>
    onChange(selected.includes(code) ? selected.filter((c) => c !== code) : [...selected, code].sort((a, b) => a - b));
  return (
    <Box role="group" aria-label="Filter by status" sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
      {PLAYER_STATUSES.map((s) => {
        const on = selected.includes(s.code);
        return (
          <Chip
            key={s.code}
            label={s.name}
            color={s.color}
            variant={on ? "filled" : "outlined"}
            icon={on ? <CheckIcon /> : undefined}
            onClick={() => toggle(s.code)}
            aria-pressed={on}
            role="button"
          />
        );
      })}
      {selected.length > 0 && <Chip label="Clear" variant="outlined" onClick={() => onChange([])} />}
    </Box>
  );
}
