// The blurred background of every page but the landing page (docs/product.md section 2), drawn with CSS.
import Box from "@mui/material/Box";
import { lightSchemeSx } from "../lib/theme.ts";

export const BACKGROUND_LAYER = { position: "fixed", inset: 0, zIndex: -1, overflow: "hidden", pointerEvents: "none" } as const;

export function BlurredBackground() {
  const blob = (color: string, size: string, at: Record<string, string>) => ({
    position: "absolute",
    width: size,
    height: size,
    borderRadius: "50%",
    background: color,
    filter: "blur(90px)",
    ...at,
  });
  return (
    <Box
      sx={(theme) => ({
        ...BACKGROUND_LAYER,
        bgcolor: "background.default",
        "& > span": { opacity: 0.35 },
        ...lightSchemeSx(theme, { "& > span": { opacity: 0.25 } }),
      })}
    >
      <Box component="span" sx={blob("#f5c518", "45vmax", { top: "-18vmax", left: "-12vmax" })} />
      <Box component="span" sx={blob("#4dd0e1", "38vmax", { bottom: "-16vmax", right: "-10vmax" })} />
      <Box component="span" sx={blob("#f06292", "26vmax", { top: "40%", left: "55%" })} />
    </Box>
  );
}
