// The header of an event's pages (docs/product.md section 2): back button and the event name, with a
// placeholder while it loads. On a phone its actions (the connection chip, Share) take a line of their
// own under the name, so the name is not cut for them (docs/decisions/052).
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";

type Props = { title: string | undefined; backTo: string; actions?: ReactNode; overline?: string };

export function PageHeader({ title, backTo, actions, overline }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  // Back within the app when there is history to go back to; otherwise to the list.
  const goBack = () => (location.key === "default" ? navigate(backTo) : navigate(-1));
  return (
    <Box
      component="header"
      sx={{ display: "flex", flexWrap: { mobile: "wrap", tablet: "nowrap" }, alignItems: "center", gap: 1, py: 1.5, minWidth: 0 }}
    >
      <IconButton aria-label="Back" onClick={goBack} edge="start">
        <ArrowBackIcon />
      </IconButton>
      <Box sx={{ minWidth: 0, flex: { mobile: "1 1 calc(100% - 56px)", tablet: 1 } }}>
        {overline && (
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.2, display: "block" }}>
            {overline}
          </Typography>
        )}
        <Typography variant="h5" component="h1" noWrap sx={{ fontSize: { mobile: "1.25rem", tablet: "1.5rem" } }}>
          {/* A label needs a role to be read (aria-prohibited-attr): the placeholder is a progress bar. */}
          {title ?? <Skeleton width="min(60vw, 320px)" role="progressbar" aria-label="Loading event name" />}
        </Typography>
      </Box>
      {actions && (
        <Box sx={{ ml: { mobile: 6, tablet: 0 }, flexShrink: 0, display: "flex", justifyContent: "flex-start" }}>{actions}</Box>
      )}
    </Box>
  );
}
