// Restore an event from a backup (docs/api.md "Backup and restore", "Backup format"; staff): choose the zip,
// restore, and either read the server's refusal (what is wrong with the file; nothing was changed) or
// open the new event, told what could not be kept as it was (a taken name, owners with no account here).
import RestoreIcon from "@mui/icons-material/Restore";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { BACKUP_TEXT, type RestoreResult } from "@sah/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { isApiError } from "../../../lib/api-client.ts";
import { detailText, fieldErrors, showApiError } from "../../../lib/api-errors.ts";
import { paths } from "../../../lib/paths.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { restoreBackup } from "../api/backup.ts";
import { FilePicker } from "./file-picker.tsx";

/** The answers that say what is wrong with the file (400), that it is too large (413), or that it clashes (409). */
const REFUSALS = [400, 409, 413];

export function RestoreForm() {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [restored, setRestored] = useState<RestoreResult | null>(null);

  async function restore() {
    if (!file) {
      setProblem(BACKUP_TEXT.fileRequired);
      return;
    }
    setBusy(true);
    setProblem(null);
    setRestored(null);
    try {
      const result = await restoreBackup(file);
      setRestored(result);
      setFile(null);
      await client.invalidateQueries({ queryKey: queryKeys.eventLists });
    } catch (error) {
      if (isApiError(error) && REFUSALS.includes(error.status)) {
        const fields = fieldErrors(error);
        setProblem(fields.file ?? detailText(error.body) ?? "The backup could not be restored.");
      } else showApiError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack
      spacing={2}
      component="form"
      aria-label="Restore an event from a backup"
      onSubmit={(e) => {
        e.preventDefault();
        void restore();
      }}
    >
      <Typography variant="body2" color="text.secondary">
        Choose a backup downloaded from an event's Import and Export page. It becomes a new event on this site, with its teams,
        players, sponsors, sales, adjustments, log and images; the event it came from is not changed. Owners are matched by e-mail
        to this site's users.
      </Typography>
      <FilePicker
        label="Choose backup (zip)"
        accept=".zip,application/zip"
        file={file}
        onChange={(f) => {
          setFile(f);
          setProblem(null);
        }}
      />
      <Box>
        <Button type="submit" variant="contained" startIcon={<RestoreIcon />} disabled={busy} aria-busy={busy}>
          {busy ? "Restoring…" : "Restore"}
        </Button>
      </Box>
      {problem && (
        <Alert severity="error" role="alert">
          <AlertTitle>Not restored</AlertTitle>
          {problem}
        </Alert>
      )}
      {restored && (
        <Alert severity="success" role="status">
          <AlertTitle>{`Restored “${restored.name}”`}</AlertTitle>
          {restored.restore.renamed_from && (
            <Typography variant="body2">{`An event named “${restored.restore.renamed_from}” already exists, so this one is “${restored.name}”.`}</Typography>
          )}
          {restored.restore.owners_not_found.length > 0 && (
            <Typography variant="body2">
              {`No account here for ${restored.restore.owners_not_found.join(", ")}: left out of the owners. Add them as users, then as owners.`}
            </Typography>
          )}
          <Button
            component={RouterLink}
            to={paths.manage.root.href(restored.id)}
            variant="outlined"
            color="inherit"
            size="small"
            sx={{ mt: 1 }}
          >
            Open the event
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
