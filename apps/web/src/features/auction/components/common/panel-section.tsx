// A titled panel of the auction pages (team purses, recent activity, top buys): an outlined section
// named by its small heading.
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

type Props = {
  title: ReactNode;
  /** The panel's padding (MUI spacing, per breakpoint). */
  padding: { mobile: number; tablet: number };
  titleSize?: string;
  children: ReactNode;
};

export function PanelSection({ title, padding, titleSize = "clamp(0.8rem, 1vw, 1rem)", children }: Props) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: padding }}>
      <Typography id={titleId} variant="overline" color="primary" component="h2" sx={{ fontSize: titleSize }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
