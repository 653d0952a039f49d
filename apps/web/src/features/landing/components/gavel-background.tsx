// The landing page's background (docs/product.md section 2): the gavel illustration over a dark glow.
import Box from "@mui/material/Box";
import { BACKGROUND_LAYER } from "../../../components/backgrounds.tsx";
import { lightSchemeSx } from "../../../lib/theme.ts";
import { GavelIllustration } from "./gavel-illustration.tsx";

export function GavelBackground() {
  return (
    <Box
      sx={(theme) => ({
        ...BACKGROUND_LAYER,
        background: "radial-gradient(ellipse at 75% 30%, #2a2410 0%, #12131a 45%, #090a0e 100%)",
        ...lightSchemeSx(theme, {
          background: "radial-gradient(ellipse at 75% 30%, #fff3c4 0%, #f5f3ee 50%, #ebe7dc 100%)",
        }),
      })}
    >
      <GavelIllustration
        sx={{
          position: "absolute",
          // Below laptop width the gavel sits above the hero text; beside it on wide screens.
          right: { mobile: "-12%", tablet: "-4%", laptop: "2%" },
          top: { mobile: 60, tablet: 48, laptop: 40 },
          width: { mobile: "92vw", tablet: "66vw", laptop: "52vw" },
          maxWidth: 900,
          opacity: { mobile: 0.85, laptop: 0.9 },
        }}
      />
      <Box
        sx={(theme) => ({
          position: "absolute",
          inset: 0,
          background: "linear-gradient(180deg, rgba(9,10,14,0) 0%, rgba(9,10,14,0.35) 30%, rgba(9,10,14,0.92) 58%)",
          [theme.breakpoints.up("laptop")]: {
            background: "linear-gradient(90deg, rgba(9,10,14,0.92) 0%, rgba(9,10,14,0.55) 50%, rgba(9,10,14,0.1) 100%)",
          },
          ...lightSchemeSx(theme, {
            background: "linear-gradient(180deg, rgba(245,243,238,0) 0%, rgba(245,243,238,0.4) 30%, rgba(245,243,238,0.95) 58%)",
            [theme.breakpoints.up("laptop")]: {
              background:
                "linear-gradient(90deg, rgba(245,243,238,0.95) 0%, rgba(245,243,238,0.6) 50%, rgba(245,243,238,0.05) 100%)",
            },
          }),
        })}
      />
    </Box>
  );
}
