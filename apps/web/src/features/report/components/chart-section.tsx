// One section of the report: a title, its chart, and the same figures as a table behind "Show data"
// (the chart's text alternative; docs/decisions/066-report-and-exposure.md). Each section starts a
// printed page of its own when it does not fit on the one before (report-print.tsx).
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId, useState } from "react";
import { visuallyHidden } from "../../../lib/theme.ts";

export type DataTable = { columns: readonly string[]; rows: readonly (readonly (string | number)[])[] };

/**
 * A table of figures. On a phone a wide one (a column per team or per skill) scrolls sideways: its
 * scrolling box takes the focus, so the arrow keys scroll it, and says whose figures it holds
 * (scrollable-region-focusable; docs/decisions/043-accessibility.md, 066-report-and-exposure.md).
 */
export function DataTableView({ table, caption }: { table: DataTable; caption: string }) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={`${caption}: figures`}
      // An amount stays on one line (the table scrolls rather than break "1,00,000 pts" in two).
      sx={{
        "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: 2 },
        "& td, & tbody th": { whiteSpace: "nowrap" },
      }}
    >
      <Table size="small">
        <caption style={{ captionSide: "top", textAlign: "left", padding: 0 }}>
          <Box component="span" sx={visuallyHidden}>
            {caption}
          </Box>
        </caption>
        <TableHead>
          <TableRow>
            {table.columns.map((c, i) => (
              <TableCell key={c} align={i === 0 ? "left" : "right"} scope="col" component="th">
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed table, never reordered
            <TableRow key={r}>
              {row.map((cell, i) => (
                <TableCell
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row
                  key={i}
                  align={i === 0 ? "left" : "right"}
                  component={i === 0 ? "th" : "td"}
                  scope={i === 0 ? "row" : undefined}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function ChartSection({
  title,
  description,
  table,
  children,
}: {
  title: string;
  description: string;
  table: DataTable;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const headingId = `${id}-title`;
  return (
    <Paper component="section" aria-labelledby={headingId} className="report-section" sx={{ p: { mobile: 2, tablet: 3 }, mb: 3 }}>
      <Box sx={{ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}>
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        <Button
          size="small"
          className="report-no-print"
          aria-expanded={open}
          aria-controls={`${id}-data`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? "Hide data" : "Show data"}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {description}
      </Typography>
      {/* The chart is a picture of the table: screen readers get the table (role img with its description). */}
      <Box role="img" aria-label={`${title}. ${description}`} sx={{ width: "100%" }}>
        {children}
      </Box>
      <Box id={`${id}-data`} hidden={!open} sx={{ mt: 2 }}>
        {open && <DataTableView table={table} caption={title} />}
      </Box>
    </Paper>
  );
}
