// The import wizard (docs/api.md "Player import", "Team import"), for players and for teams: upload a sheet (and a
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
  formatNumber,
  type ImportKind,
  type ImportMapping,
  type ImportReport,
  importResultText,
  importSummaryText,
  type LiveTopic,
  PLAYER_IMPORT_FIELDS,
  TEAM_IMPORT_FIELDS,
  type ValueMap,
} from "@sah/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { pushAlert } from "../../../lib/alerts.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { detailText, fieldErrors, showApiError } from "../../../lib/api-errors.ts";
import { invalidateTopics } from "../../../lib/live.tsx";
import { importSheet } from "../api/imports.ts";
import { FilePicker } from "./file-picker.tsx";

/** The header rows the wizard offers: the top rows the server looks in when it finds the header. */
const HEADER_ROW_CHOICES = 20;

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
      "A CSV or Excel sheet with a header row (a title above it is found and left out); photos in an optional zip, each named in a Photo column. Links in the sheet are not fetched: put the photos in the zip. A row with an ID or a Ref updates that player; without them, a row with the name (and contact number) of one player updates it, and a name two players share is an error.",
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
      "A CSV or Excel sheet with a header row: each team's name, its owners' e-mails (users of this site, separated by commas) and its logo's file name in an optional zip. Links are not fetched. A row with the name of a team of this event updates that team; a new team without owners is yours.",
    images: "Choose logos (zip, optional)",
    fields: TEAM_IMPORT_FIELDS,
    fallback: "ignore",
    topics: ["teams"],
  },
};

/** "India → nothing, any other → Overseas": a value map as the preview says it. */
export function valueMapText(values: ValueMap): string {
  const say = (v: string) => (v === "" ? "nothing" : v);
  const own = Object.entries(values)
    .filter(([k]) => k !== "*")
    .map(([k, v]) => `${k} → ${say(v)}`);
  const other = "*" in values ? [`any other → ${say(values["*"])}`] : [];
  return [...own, ...other].join(", ");
}

/** The value map of the wizard's two boxes: values that give nothing, and what any other value gives. */
export function valueMapOf(nothing: string, other: string): ValueMap {
  const values: ValueMap = {};
  for (const v of nothing
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean))
    values[v] = "";
  if (other.trim()) values["*"] = other.trim();
  return values;
}

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
  const [headerRow, setHeaderRow] = useState<number | null>(null);
  const [valueMaps, setValueMaps] = useState<Record<string, ValueMap>>({});
  const [addSkills, setAddSkills] = useState(false);
  const [overrideLimits, setOverrideLimits] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(
    dryRun: boolean,
    next: {
      mapping?: ImportMapping | null;
      sheet?: string | null;
      addSkills?: boolean;
      headerRow?: number | null;
      valueMaps?: Record<string, ValueMap>;
      overrideLimits?: boolean;
    } = {},
  ) {
    if (!file) return;
    const m = next.mapping !== undefined ? next.mapping : mapping;
    const s = next.sheet !== undefined ? next.sheet : sheet;
    const h = next.headerRow !== undefined ? next.headerRow : headerRow;
    const v = next.valueMaps ?? valueMaps;
    const a = next.addSkills ?? addSkills;
    const o = next.overrideLimits ?? overrideLimits;
    setBusy(true);
    setProblem(null);
    try {
      const result = await importSheet(kind, eventId, {
        file,
        images,
        mapping: m,
        valueMaps: v,
        sheet: s,
        headerRow: h,
        dryRun,
        skipInvalid: !dryRun && (report?.skipped ?? 0) > 0,
        addSkills: a,
        overrideLimits: o,
      });
      if (dryRun) {
        setReport(result);
        setMapping(result.mapping);
        setValueMaps(result.value_maps);
        setSheet(result.sheet);
      } else {
        await invalidateTopics(client, eventId, texts.topics);
        pushAlert({
          severity: "success",
          text: `Imported: ${result.created} new, ${result.updated} updated, ${result.unchanged} unchanged, ${result.skipped} skipped.`,
        });
        setReport(null);
        setMapping(null);
        setValueMaps({});
        setHeaderRow(null);
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
  const warningsByRow = new Map<number, string[]>();
  for (const w of report?.warnings ?? [])
    warningsByRow.set(w.row, [...(warningsByRow.get(w.row) ?? []), `${w.field}: ${w.messages.join(" ")}`]);
  const showsBasePrice = report?.outcomes.some((o) => o.base_price !== undefined) ?? false;
  // Results before the auction (retained players): a column of the table and a line per team.
  const showsResults = report?.results !== undefined;
  const mappedColumns = Object.entries(valueMaps);

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
          setHeaderRow(null);
          setValueMaps({});
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
          <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
            <TextField
              select
              size="small"
              label="Header row"
              value={report.header_row}
              onChange={(e) => {
                const n = Number(e.target.value);
                setHeaderRow(n);
                void send(true, { headerRow: n, mapping: null, valueMaps: {} });
              }}
              sx={{ width: 140 }}
            >
              {Array.from({ length: Math.max(HEADER_ROW_CHOICES, report.header_row) }, (_, i) => i + 1).map((n) => (
                <MenuItem key={n} value={n}>
                  {`Row ${n}`}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="body2" color="text.secondary">
              {report.header_row > 1
                ? `The header is row ${report.header_row}: the ${report.header_row - 1 === 1 ? "row" : `${report.header_row - 1} rows`} above it (a title) ${report.header_row - 1 === 1 ? "is" : "are"} left out.`
                : "The header is the first row."}
            </Typography>
          </Box>
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
          {kind === "players" && (
            <ValueMapEditor
              columns={report.columns.filter((c) => mapping[c] === "skills")}
              valueMaps={valueMaps}
              onChange={(next) => {
                setValueMaps(next);
                void send(true, { valueMaps: next });
              }}
            />
          )}
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
          {showsResults && report.results && (
            <Box component="section" aria-labelledby="import-results-heading">
              <Typography id="import-results-heading" variant="subtitle2" component="h4">
                Results before the auction
              </Typography>
              {report.results.length === 0 ? (
                <Typography variant="body2">No team gets a player from this sheet.</Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {report.results.map((t) => (
                    <Typography component="li" variant="body2" key={t.team}>
                      {importSummaryText(t)}
                    </Typography>
                  ))}
                </Box>
              )}
              <FormControlLabel
                control={
                  <Checkbox
                    checked={overrideLimits}
                    onChange={(e) => {
                      setOverrideLimits(e.target.checked);
                      void send(true, { overrideLimits: e.target.checked });
                    }}
                  />
                }
                label="Override limits (as the sell form's: the price rules and the max bid, never a full team or the funds)"
              />
            </Box>
          )}
          {mappedColumns.length > 0 && (
            <Typography variant="body2">
              {mappedColumns.map(([c, values]) => `${c}: ${valueMapText(values)}.`).join(" ")}
            </Typography>
          )}
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
                  {showsBasePrice && <TableCell align="right">Base price</TableCell>}
                  {showsResults && <TableCell>Before the auction</TableCell>}
                  <TableCell>Result</TableCell>
                  <TableCell>Errors and notes</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.outcomes.map((o) => (
                  <TableRow key={o.row}>
                    <TableCell>{o.row}</TableCell>
                    <TableCell>{o.name}</TableCell>
                    {showsBasePrice && (
                      <TableCell align="right">{o.base_price == null ? "Event minimum" : formatNumber(o.base_price)}</TableCell>
                    )}
                    {showsResults && <TableCell>{o.result ? importResultText(o.result) : ""}</TableCell>}
                    <TableCell>{OUTCOME_TEXT[o.outcome]}</TableCell>
                    <TableCell sx={{ minWidth: 220, overflowWrap: "anywhere" }}>
                      <Box component="span" sx={{ color: "error.main" }}>
                        {(errorsByRow.get(o.row) ?? []).join("; ")}
                      </Box>
                      {warningsByRow.has(o.row) && (
                        <Box component="span" sx={{ display: "block", color: "text.secondary" }}>
                          {`Note: ${(warningsByRow.get(o.row) ?? []).join("; ")}`}
                        </Box>
                      )}
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

/**
 * Value maps for the columns that feed skills: the values that give nothing and what any other value
 * gives ("India" → nothing, any other → "Overseas"), so a quota can come straight from a Country column.
 */
function ValueMapEditor({
  columns,
  valueMaps,
  onChange,
}: {
  columns: string[];
  valueMaps: Record<string, ValueMap>;
  onChange: (next: Record<string, ValueMap>) => void;
}) {
  if (columns.length === 0) return null;
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3">
        Values to skills
      </Typography>
      {columns.map((c) => (
        <ValueMapRow
          key={c}
          column={c}
          values={valueMaps[c] ?? {}}
          onSave={(values) => onChange(withMap(valueMaps, c, values))}
        />
      ))}
    </Stack>
  );
}

function withMap(maps: Record<string, ValueMap>, column: string, values: ValueMap): Record<string, ValueMap> {
  const next = { ...maps };
  if (Object.keys(values).length) next[column] = values;
  else delete next[column];
  return next;
}

function ValueMapRow({ column, values, onSave }: { column: string; values: ValueMap; onSave: (values: ValueMap) => void }) {
  const [nothing, setNothing] = useState(
    Object.entries(values)
      .filter(([k, v]) => k !== "*" && v === "")
      .map(([k]) => k)
      .join(", "),
  );
  const [other, setOther] = useState(values["*"] ?? "");
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(valueMapOf(nothing, other));
      }}
      sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "center" }}
    >
      <TextField
        size="small"
        label={`${column}: values that give no skill`}
        placeholder="India"
        value={nothing}
        onChange={(e) => setNothing(e.target.value)}
      />
      <TextField
        size="small"
        label={`${column}: any other value gives`}
        placeholder="Overseas"
        value={other}
        onChange={(e) => setOther(e.target.value)}
      />
      <Button type="submit" variant="outlined">
        Apply to {column}
      </Button>
    </Box>
  );
}
