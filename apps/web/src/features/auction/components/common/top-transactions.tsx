// The 5 highest sales (docs/product.md sections 2 and 9); hidden when there are none.

import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { saleTeamName, type TopTransaction } from "@sah/domain";
import { Amount } from "../../../../lib/amount.tsx";
import { PanelSection } from "./panel-section.tsx";

export function TopTransactions({ items }: { items: readonly TopTransaction[] | undefined }) {
  if (!items?.length) return null;
  return (
    <PanelSection title={`Top ${items.length} buys`} padding={{ mobile: 2, tablet: 2.5 }} titleSize="clamp(0.8rem, 1.1vw, 1rem)">
      {/* One column no wider than the panel: a long name is cut (its title has it whole), and on a
          phone the amount goes under it rather than push the page sideways (decision 062). */}
      <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 1 }}>
        {items.map((t, i) => (
          <Box
            component="li"
            key={t.id}
            sx={{
              display: "flex",
              flexWrap: "wrap",
              alignItems: "center",
              columnGap: 1.5,
              rowGap: 0.25,
              py: 0.75,
              borderBottom: 1,
              borderColor: "divider",
              "&:last-of-type": { borderBottom: 0 },
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: 32,
                height: 32,
                flexShrink: 0,
                borderRadius: "50%",
                display: "grid",
                placeItems: "center",
                fontWeight: 800,
                bgcolor: i === 0 ? "primary.main" : "action.selected",
                color: i === 0 ? "primary.contrastText" : "text.primary",
              }}
            >
              {i + 1}
            </Box>
            <Box sx={{ flex: "1 1 8rem", minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, fontSize: "clamp(1rem, 1.4vw, 1.25rem)" }} noWrap title={t.player_name}>
                {t.player_name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap title={saleTeamName(t.team_name, t.rtm)}>
                {saleTeamName(t.team_name, t.rtm)}
              </Typography>
            </Box>
            <Typography
              sx={{
                fontWeight: 800,
                color: "success.main",
                fontSize: "clamp(1rem, 1.4vw, 1.25rem)",
                whiteSpace: "nowrap",
                ml: "auto",
              }}
            >
              <Amount value={t.price} unit={t.funds_unit} />
            </Typography>
          </Box>
        ))}
      </Box>
    </PanelSection>
  );
}
