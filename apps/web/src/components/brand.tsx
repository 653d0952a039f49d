// The product's brand: a gavel mark and the name (docs/product.md section 1).
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { BRAND } from "../lib/config.ts";

export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 64 64" aria-hidden="true" sx={{ width: size, height: size, flexShrink: 0 }}>
      <rect width="64" height="64" rx="14" fill="#14161c" />
      <g transform="rotate(-35 32 32)">
        <rect x="14" y="14" width="30" height="14" rx="4" fill="#f5c518" />
        <rect x="27" y="27" width="5" height="28" rx="2.5" fill="#f5c518" />
      </g>
      <rect x="10" y="50" width="26" height="6" rx="3" fill="#c99a00" />
    </Box>
  );
}

export function BrandName({ compact = false }: { compact?: boolean }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, minWidth: 0 }}>
      <BrandMark size={compact ? 28 : 32} />
      <Typography
        component="span"
        noWrap
        sx={{ fontWeight: 800, letterSpacing: 0.2, fontSize: compact ? "1rem" : "1.125rem", color: "text.primary" }}
      >
        {BRAND}
      </Typography>
    </Box>
  );
}
