// The import wizard (docs/api.md "Organiser data"), for players and for teams: upload a sheet (and a
// zip of photos or logos) → check how each column is read (every match can be changed) → preview every
// row with its errors → import. Each step asks the server for a dry run, so the preview is exactly
// what the import does. The two kinds differ only in the texts and fields of KINDS below.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import {
  type ImportKind,
  type ImportMapping,
  type ImportReport,
  type LiveTopic,
  PLAYER_IMPORT_FIELDS,
  TEAM_IMPORT_FIELDS,
} from "@sah/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { pushAlert } from "../../../lib/alerts.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { detailText, fieldErrors, showApiError } from "../../../lib/api-errors.ts";
import { invalidateTopics } from "../../../lib/live.tsx";
import { importSheet } from "../api/imports.ts";
import { FilePicker } from "./file-picker.tsx";

const OUTCOME_TEXT = { created: "New", updated: "Updated", unchanged: "Unchanged", error: "Skipped: errors" } as const;

/** What each kind of import says and offers; everything else is the same wizard. */
const KINDS: Record<
  ImportKind,
  {
    label: string;
    title: string;
    noun: [string, string];
    description: string;
    images: string;
    fields: readonly { field: string; label: string }[];
    /** Where a column the mapping does not name goes (domain matchColumns' fallback). */
    fallback: string;
    /** What a finished import changes (the live topics its log entry names). */
    topics: LiveTopic[];
  }
> = {
  players: {
    label: "Players",
    title: "Import players",
    noun: ["player", "players"],
    description:
      "A CSV or Excel sheet with a header row; photos in an optional zip, each named in a Photo column. Links in the sheet are not fetched: put the photos in the zip. Rows with an ID, or the same name and contact number as a player, update that player.",
    images: "Choose photos (zip, optional)",
    fields: PLAYER_IMPORT_FIELDS,
    fallback: "detail",
    topics: ["players", "teams", "auction"],
  },
  teams: {
    label: "Teams",
    title: "Import teams",
    noun: ["team", "teams"],
    description:
      "A CSV or Excel sheet with a header row: each team's name, its owners' e-mails (users of this site, separated by commas) and its logo's file name in an optional zip. Links are not fetched. A row with the name of a team of this event updates that team.",
    images: "Choose logos (zip, optional)",
    fields: TEAM_IMPORT_FIELDS,
    fallback: "ignore",
    topics: ["teams"],
  },
};

/** "Import 57 players, skip 3 with errors". */
export function importButtonText(r: ImportReport, kind: ImportKind = "players"): string {
  const writing = r.created + r.updated;
  const [one, many] = KINDS[kind].noun;
  const what = `${writing} ${writing === 1 ? one : many}`;
  return r.skipped ? `Import ${what}, skip ${r.skipped} with errors` : `Import ${what}`;
}

/** Both kinds in one section: choosing the other kind starts over with its own texts and fields. */
export function ImportWizard({ eventId }: { eventId: number }) {
  const [kind, setKind] = useState<ImportKind>("players");
  return (
    <Paper component="section" aria-labelledby="import-heading" variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", mb: 1 }}>
        <Typography id="import-heading" variant="h6" component="h2">
          {KINDS[kind].title}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="What to import"
          value={kind}
          onChange={(_e, next: ImportKind | null) => next && setKind(next)}
        >
          {(Object.keys(KINDS) as ImportKind[]).map((k) => (
            <ToggleButton key={k} value={k}>
              {KINDS[k].label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {/* A new kind is a new wizard: nothing of the other kind's file, mapping or preview carries over. */}
      <ImportSteps key={kind} kind={kind} eventId={eventId} />
    </Paper>
  );
}

function ImportSteps({ kind, eventId }: { kind: ImportKind; eventId: number }) {
  const texts = KINDS[kind];
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [images, setImages] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [sheet, setSheet] = useState<string | null>(null);
  const [addSkills, setAddSkills] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(
    dryRun: boolean,
    next: { mapping?: ImportMapping | null; sheet?: string | null; addSkills?: boolean } = {},
  ) {
    if (!file) return;
    const m = next.mapping !== undefined ? next.mapping : mapping;
    const s = next.sheet !== undefined ? next.sheet : sheet;
    const a = next.addSkills ?? addSkills;
    setBusy(true);
    setProblem(null);
    try {
      const result = await importSheet(kind, eventId, {
        file,
        images,
        mapping: m,
        sheet: s,
        dryRun,
        skipInvalid: !dryRun && (report?.skipped ?? 0) > 0,
        addSkills: a,
      });
      if (dryRun) {
        setReport(result);
        setMapping(result.mapping);
        setSheet(result.sheet);
      } else {
        await invalidateTopics(client, eventId, texts.topics);
        pushAlert({
          severity: "success",
          text: `Imported: ${result.created} new, ${result.updated} updated, ${result.unchanged} unchanged, ${result.skipped} skipped.`,
        });
        setReport(null);
        setMapping(null);
        setFile(null);
        setImages(null);
      }
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        const fields = fieldErrors(error);
        setProblem(detailText(error.body) ?? (Object.values(fields).join(" ") || "The file could not be imported."));
      } else showApiError(error);
    } finally {
      setBusy(false);
    }
  }

  const errorsByRow = new Map<number, string[]>();
  for (const e of report?.errors ?? [])
    errorsByRow.set(e.row, [...(errorsByRow.get(e.row) ?? []), `${e.field}: ${e.messages.join(" ")}`]);

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {texts.description}
      </Typography>
      <FilePicker
        label="Choose sheet (CSV or XLSX)"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        file={file}
        onChange={(f) => {
          setFile(f);
          setReport(null);
          setSheet(null);
        }}
      />
      <FilePicker label={texts.images} accept=".zip,application/zip" file={images} onChange={setImages} />
      <Box>
        <Button variant="contained" disabled={!file || busy} onClick={() => void send(true)}>
          {report ? "Update preview" : "Preview"}
        </Button>
      </Box>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {report && mapping && (
        <>
          {report.sheets.length > 1 && (
            <TextField
              select
              label="Sheet"
              value={sheet ?? ""}
              onChange={(e) => void send(true, { sheet: e.target.value, mapping: null })}
              sx={{ maxWidth: 320 }}
            >
              {report.sheets.map((s) => (
                <MenuItem key={s} value={s}>
                  {s}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Typography variant="subtitle1" component="h3">
            Columns
          </Typography>
          <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" }}>
            {report.columns.map((column) => (
              <TextField
                key={column}
                select
                size="small"
                label={column}
                value={mapping[column] ?? texts.fallback}
                onChange={(e) => {
                  const next = { ...mapping, [column]: e.target.value };
                  setMapping(next);
                  void send(true, { mapping: next });
                }}
              >
                {texts.fields.map((f) => (
                  <MenuItem key={f.field} value={f.field}>
                    {f.label}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Box>
          {report.new_skills.length > 0 && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={addSkills}
                  onChange={(e) => {
                    setAddSkills(e.target.checked);
                    void send(true, { addSkills: e.target.checked });
                  }}
                />
              }
              label={`Add the new skills: ${report.new_skills.join(", ")}`}
            />
          )}
          <Typography variant="subtitle1" component="h3">
            Preview
          </Typography>
          <Typography>
            {`${report.rows} rows: ${report.created} new, ${report.updated} updated, ${report.unchanged} unchanged, ${report.skipped} with errors.`}
          </Typography>
          {/* On a phone the table scrolls sideways, its errors column kept wide enough to read: the
              scrolling box takes the focus so the arrow keys scroll it (docs/decisions/043-accessibility.md). */}
          <TableContainer
            sx={{ maxHeight: 420, "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: 2 } }}
            tabIndex={0}
            role="region"
            aria-label="Preview rows"
          >
            <Table size="small" stickyHeader aria-label="Preview of the import">
              <TableHead>
                <TableRow>
                  <TableCell>Row</TableCell>
                  <TableCell>Name</TableCell>
                  <TableCell>Result</TableCell>
                  <TableCell>Errors</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.outcomes.map((o) => (
                  <TableRow key={o.row}>
                    <TableCell>{o.row}</TableCell>
                    <TableCell>{o.name}</TableCell>
                    <TableCell>{OUTCOME_TEXT[o.outcome]}</TableCell>
                    <TableCell sx={{ color: "error.main", minWidth: 220, overflowWrap: "anywhere" }}>
                      {(errorsByRow.get(o.row) ?? []).join("; ")}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
            <Button variant="contained" disabled={busy || report.created + report.updated === 0} onClick={() => void send(false)}>
              {importButtonText(report, kind)}
            </Button>
            {report.skipped > 0 && (
              <Typography variant="body2" color="text.secondary">
                Or fix the sheet and choose it again.
              </Typography>
            )}
          </Box>
        </>
      )}
    </Stack>
  );
}
