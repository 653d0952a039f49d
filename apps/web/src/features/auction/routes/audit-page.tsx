// The audit page (/dashboard/{eventId}/audit; docs/api.md "The log"): every entry of the
// event's log, newest first — who, when, what, why, before → after — filtered by team, player and
// action, and the log's CSV export (the export endpoint, linked through lib/paths.ts).

import DownloadIcon from "@mui/icons-material/Download";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import NativeSelect from "@mui/material/NativeSelect";
import OutlinedInput from "@mui/material/OutlinedInput";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import {
  AUCTION_ACTION_NAMES,
  type AuctionLogEntry,
  beforeAfter,
  describeEntry,
  type Names,
  type Paged,
  type Player,
} from "@sah/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { Seo } from "../../../components/seo.tsx";
import { api, downloadFile } from "../../../lib/api-client.ts";
import { describeApiError } from "../../../lib/api-errors.ts";
import { browserTimeZone, formatDateTimeSeconds } from "../../../lib/format.ts";
import { apiFiles } from "../../../lib/paths.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useTeamSummary } from "../api/auction.ts";
import { useAuctionEvent } from "../api/auction-console.ts";
import { ManagerLivePage } from "../components/common/live-boundary.tsx";

const PAGE_SIZE = 50;
/** The player filter's choices: the first players by name (the list's page size limit). */
const PLAYER_CHOICES = 100;

type Filter = { team: string; player: string; action: string };

function Select({
  label,
  value,
  onChange,
  all,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  /** The blank choice: no filter, e.g. "Every team". */
  all: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <FormControl sx={{ minWidth: 180, flex: "1 1 180px" }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        input={<OutlinedInput label={label} notched />}
      >
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

function Audit({ eventId }: { eventId: number }) {
  const [filter, setFilter] = useState<Filter>({ team: "", player: "", action: "" });
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState<string | null>(null);
  const event = useAuctionEvent(eventId);
  const teams = useTeamSummary(eventId);
  const players = useQuery({
    queryKey: [...queryKeys.event.group(eventId, "players"), "audit-choices"],
    queryFn: ({ signal }) => api.get<Paged<Player>>("players/", { event_id: eventId, page_size: PLAYER_CHOICES }, signal),
  });
  const log = useQuery({
    queryKey: [...queryKeys.event.auctionLog(eventId), "audit", filter, page],
    queryFn: ({ signal }) =>
      api.get<Paged<AuctionLogEntry>>(
        "auctions/log/",
        {
          event_id: eventId,
          page,
          page_size: PAGE_SIZE,
          team: filter.team || undefined,
          player: filter.player || undefined,
          action: filter.action || undefined,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const set = (key: keyof Filter) => (value: string) => {
    setFilter((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  const names: Names = {
    players: new Map((players.data?.results ?? []).map((p) => [p.id, p.name])),
    teams: new Map((teams.data ?? []).map((t) => [t.id, t.name])),
    unit: event.data?.funds_unit ?? "",
  };
  // The log's times in the organiser's own zone (docs/api.md "Exports": `tz`).
  const exportUrl = apiFiles.eventExport(eventId, "log", "csv", browserTimeZone());
  const entries = log.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((log.data?.count ?? 0) / PAGE_SIZE));

  return (
    <>
      <Seo title={`Audit log · ${event.data?.name ?? "Event"}`} />
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 0 }}>
          Audit log
        </Typography>
        <Button
          variant="outlined"
          href={exportUrl}
          startIcon={<DownloadIcon />}
          onClick={(e) => {
            e.preventDefault();
            setExportError(null);
            downloadFile(exportUrl, `event-${eventId}-log.csv`).catch((err: unknown) =>
              setExportError(describeApiError(err)?.text ?? "The export could not be downloaded."),
            );
          }}
        >
          Export CSV
        </Button>
      </Box>
      {exportError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {exportError}
        </Alert>
      )}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 2 }} role="group" aria-label="Filters">
        <Select
          label="Team"
          all="Every team"
          value={filter.team}
          onChange={set("team")}
          options={(teams.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        />
        <Select
          label="Player"
          all="Every player"
          value={filter.player}
          onChange={set("player")}
          options={(players.data?.results ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        />
        <Select
          label="Action"
          all="Every action"
          value={filter.action}
          onChange={set("action")}
          options={AUCTION_ACTION_NAMES.map((a) => ({ value: a, label: a.replace("auction.", "") }))}
        />
      </Box>
      {log.isPending ? (
        <LoadingView />
      ) : log.isError ? (
        <ErrorView error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        // On a phone the table scrolls sideways: the scrolling box takes the focus, so that the arrow
        // keys scroll it, and says what it holds (scrollable-region-focusable; docs/decisions/043-accessibility.md).
        <TableContainer
          component={Paper}
          variant="outlined"
          tabIndex={0}
          role="region"
          aria-label="Audit log entries"
          sx={{ "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: 2 } }}
        >
          <Table size="small" aria-label="Audit log">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>What</TableCell>
                <TableCell>Why</TableCell>
                <TableCell>Before → after</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>No entries.</TableCell>
                </TableRow>
              )}
              {entries.map((e) => (
                // An undone entry is greyed with the secondary text colour, which keeps 4.5:1 (a lower opacity would not).
                <TableRow key={e.seq} sx={e.undone ? { "& td": { color: "text.secondary" } } : undefined}>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTimeSeconds(e.created_at)}</TableCell>
                  <TableCell>{e.user?.name ?? "—"}</TableCell>
                  <TableCell>
                    {describeEntry(e, names, entries)}
                    {e.undone ? " (undone)" : ""}
                  </TableCell>
                  <TableCell>{e.reason ?? ""}</TableCell>
                  <TableCell>{beforeAfter(e, names)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mt: 2 }}>
        <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          Newer
        </Button>
        <Typography variant="body2">
          Page {page} of {pages}
        </Typography>
        <Button disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          Older
        </Button>
      </Box>
    </>
  );
}

export function AuditPage() {
  return <ManagerLivePage render={(eventId) => <Audit eventId={eventId} />} />;
}
