// A player's status as a coloured badge (docs/product.md section 4 "Player status").

import Chip from "@mui/material/Chip";
import { playerStatusInfo } from "@sah/domain";

export function statusColor(code: number) {
  return playerStatusInfo(code)?.color ?? "primary";
}

export function StatusBadge({ status, name, size = "small" }: { status: number; name: string; size?: "small" | "medium" }) {
  return <Chip label={name} color={statusColor(status)} size={size} sx={{ fontWeight: 700 }} />;
}
