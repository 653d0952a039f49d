// The frame of a dashboard form page: a titled panel of a readable width.
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type Props = { title: string; children: ReactNode; headingLevel?: "h1" | "h2" };

export function FormCard({ title, children, headingLevel = "h2" }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: { mobile: 2, tablet: 3, laptop: 4 }, width: "100%", maxWidth: 820, mx: "auto", mb: 3 }}>
      <Typography variant="h5" component={headingLevel} sx={{ mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
