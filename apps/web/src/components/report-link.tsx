// The link to the auction report (docs/api.md "The auction report"): on the live page once the
// auction has concluded, and in the dashboard's settings.
import BarChartIcon from "@mui/icons-material/BarChart";
import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import { paths } from "../lib/paths.ts";

export function ReportLink({ eventId }: { eventId: number }) {
  return (
    <Button component={RouterLink} to={paths.report.href(eventId)} variant="outlined" startIcon={<BarChartIcon />} sx={{ mt: 2 }}>
      See the auction report
    </Button>
  );
}
