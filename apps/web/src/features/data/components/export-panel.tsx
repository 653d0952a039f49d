// The export buttons (docs/api.md "Exports"): results, rosters and, for the event's managers,
// the log, each as CSV or Excel, and the event's backup (a zip to restore it from). A failed download
// raises the usual alert.
import DownloadIcon from "@mui/icons-material/Download";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { EXPORT_FORMATS, EXPORT_KINDS, type ExportFormat, type ExportWhat } from "@sah/domain";
import { useState } from "react";
import { showApiError } from "../../../lib/api-errors.ts";
import { saveFile } from "../../../lib/save-file.ts";
import { fetchBackup } from "../api/backup.ts";
import { fetchExport } from "../api/exports.ts";

const DESCRIPTION: Record<ExportWhat, string> = {
  results: "Every player: status, team, price, grade, skills and details (private details included).",
  rosters: "One sheet per team: its players and prices, what it spent, has left and still needs.",
  log: "Every change to the event: when, who, what, before and after, and why.",
};

export function ExportPanel({ eventId }: { eventId: number }) {
  const [busy, setBusy] = useState<string | null>(null);
  async function run(what: ExportWhat | "backup", format: ExportFormat | "zip") {
    setBusy(`${what}-${format}`);
    try {
      const file = what === "backup" ? await fetchBackup(eventId) : await fetchExport(eventId, what, format as ExportFormat);
      saveFile(file.blob, file.fileName);
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(null);
    }
  }
  return (
    <Paper component="section" aria-labelledby="export-heading" variant="outlined" sx={{ p: 2 }}>
      <Typography id="export-heading" variant="h6" component="h2" gutterBottom>
        Export
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 2 }}>
        {EXPORT_KINDS.map((kind) => (
          <li key={kind.what}>
            <Typography variant="subtitle1" component="h3" id={`export-${kind.what}`}>
              {kind.label}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {DESCRIPTION[kind.what]}
            </Typography>
            <Box role="group" aria-labelledby={`export-${kind.what}`} sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
              {EXPORT_FORMATS.map((f) => (
                <Button
                  key={f.format}
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  disabled={busy !== null}
                  aria-busy={busy === `${kind.what}-${f.format}`}
                  onClick={() => void run(kind.what, f.format)}
                >
                  {`${kind.label} (${f.label})`}
                </Button>
              ))}
            </Box>
          </li>
        ))}
        <li>
          <Typography variant="subtitle1" component="h3" id="export-backup">
            Backup
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            The whole event in one zip: teams, players, sponsors, sales, adjustments, the log and every image. An admin can
            restore it as a new event, here or on another server.
          </Typography>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={busy !== null}
            aria-busy={busy === "backup-zip"}
            aria-describedby="export-backup"
            onClick={() => void run("backup", "zip")}
          >
            Download backup
          </Button>
        </li>
      </Box>
    </Paper>
  );
}
