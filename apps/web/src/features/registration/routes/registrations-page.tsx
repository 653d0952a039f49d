// The organiser's queue (/dashboard/{id}/registrations; docs/product.md section 10 "Players register
// themselves"): the pending registrations with photo, answers and flags; approve with grade, base price
// and set, reject with a reason, approve the ticked ones at once. Keyboard: J/K (or ↓/↑) move, A
// approves, R rejects, X ticks. It follows the live topic `registrations` (lib/query-keys.ts).
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { FLAG_TEXT, GRADE_CODES, gradeName, initialOf, NO_GRADE, type Registration } from "@sah/domain";
import { type KeyboardEvent, useState } from "react";
import { Link as RouterLink } from "react-router";
import { EmptyView, ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { PermissionGuard } from "../../../components/permission-guard.tsx";
import { Seo } from "../../../components/seo.tsx";
import { fieldErrors } from "../../../lib/api-errors.ts";
import { useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useDecide, useRegistrations } from "../api/registrations.ts";

export const QUEUE_KEYS = "J/K or ↓/↑ move · A approve · R reject · X tick";

function RegistrationRow({
  r,
  active,
  ticked,
  onTick,
}: {
  r: Registration;
  active: boolean;
  ticked: boolean;
  onTick: () => void;
}) {
  return (
    <Paper
      variant="outlined"
      data-testid={`registration-${r.id}`}
      aria-current={active ? "true" : undefined}
      sx={{
        p: 1.5,
        display: "flex",
        gap: 1.5,
        alignItems: "flex-start",
        borderColor: active ? "primary.main" : undefined,
        borderWidth: active ? 2 : 1,
      }}
    >
      <Checkbox checked={ticked} onChange={onTick} slotProps={{ input: { "aria-label": `Tick ${r.name}` } }} />
      <Avatar src={r.photo ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
        {initialOf(r.name)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {r.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[r.date_of_birth, r.phone, r.email].filter(Boolean).join(" · ")}
        </Typography>
        {Object.entries(r.answers).map(([k, v]) => (
          <Typography key={k} variant="body2">
            {k}: {String(v)}
          </Typography>
        ))}
        {r.flags.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: "wrap" }}>
            {r.flags.map((f) => (
              <Chip key={f} size="small" color="warning" label={FLAG_TEXT[f]} />
            ))}
          </Stack>
        )}
      </Box>
    </Paper>
  );
}

function Queue({ eventId }: { eventId: number }) {
  const pending = useRegistrations(eventId, "pending");
  const decide = useDecide(eventId);
  const [index, setIndex] = useState(0);
  const [ticked, setTicked] = useState<number[]>([]);
  const [grade, setGrade] = useState<number>(NO_GRADE);
  const [basePrice, setBasePrice] = useState("");
  const [set, setSet] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [said, setSaid] = useState<string | null>(null);
  if (pending.isError) return <ErrorView error={pending.error} onRetry={() => void pending.refetch()} />;
  if (!pending.data) return <LoadingView />;
  const rows = pending.data.results;
  const current = rows[Math.min(index, rows.length - 1)];

  async function approve() {
    if (!current) return;
    try {
      await decide.approve.mutateAsync({
        id: current.id,
        body: { grade, base_price: basePrice === "" ? null : Number(basePrice), set: set || null },
      });
      setErrors({});
      setSaid(`${current.name} approved.`);
    } catch (error) {
      setErrors(fieldErrors(error));
    }
  }
  async function reject() {
    if (!current) return;
    await decide.reject.mutateAsync({ id: current.id, reason });
    setReason("");
    setSaid(`${current.name} rejected.`);
  }
  async function approveTicked() {
    const ids = ticked.filter((id) => rows.some((r) => r.id === id));
    if (!ids.length) return;
    await decide.approveMany.mutateAsync({ ids, grade });
    setTicked([]);
    setSaid(`${ids.length} approved.`);
  }
  function onKey(e: KeyboardEvent<HTMLDivElement>) {
    if ((e.target as HTMLElement).closest("input, textarea, [role=combobox]")) return;
    const key = e.key.toLowerCase();
    if (key === "j" || key === "arrowdown") setIndex((i) => Math.min(i + 1, rows.length - 1));
    else if (key === "k" || key === "arrowup") setIndex((i) => Math.max(i - 1, 0));
    else if (key === "a") void approve();
    else if (key === "r") void reject();
    else if (key === "x" && current)
      setTicked((t) => (t.includes(current.id) ? t.filter((x) => x !== current.id) : [...t, current.id]));
    else return;
    e.preventDefault();
  }

  return (
    <Box
      // The queue takes the keys while it (not a field inside it) has the focus.
      tabIndex={0}
      onKeyDown={onKey}
      aria-label={`Pending registrations. ${QUEUE_KEYS}`}
      data-testid="registration-queue"
      sx={{ outline: "none", "&:focus-visible": { boxShadow: (t) => `0 0 0 2px ${t.palette.primary.main}` }, borderRadius: 1 }}
    >
      <div role="status" aria-live="polite">
        {said && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {said}
          </Alert>
        )}
      </div>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {QUEUE_KEYS}
      </Typography>
      {rows.length === 0 ? (
        <EmptyView text="No registrations waiting." />
      ) : (
        <Stack direction={{ mobile: "column", laptop: "row" }} spacing={3} sx={{ alignItems: "flex-start" }}>
          <Stack spacing={1.5} sx={{ flex: 1, width: "100%" }}>
            {rows.map((r, i) => (
              <Box key={r.id} onClick={() => setIndex(i)}>
                <RegistrationRow
                  r={r}
                  active={r.id === current?.id}
                  ticked={ticked.includes(r.id)}
                  onTick={() => setTicked((t) => (t.includes(r.id) ? t.filter((x) => x !== r.id) : [...t, r.id]))}
                />
              </Box>
            ))}
          </Stack>
          <Paper
            variant="outlined"
            sx={{ p: 2, width: { mobile: "100%", laptop: 360 }, position: { laptop: "sticky" }, top: 80 }}
          >
            <Typography variant="h6" component="h2" gutterBottom>
              {current ? current.name : "—"}
            </Typography>
            <Stack spacing={2}>
              <TextField
                select
                label="Grade"
                value={grade}
                onChange={(e) => setGrade(Number(e.target.value))}
                error={!!errors.grade}
                helperText={errors.grade}
              >
                {GRADE_CODES.map((g) => (
                  <MenuItem key={g} value={g}>
                    {gradeName(g)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Base price (optional)"
                value={basePrice}
                onChange={(e) => setBasePrice(e.target.value)}
                slotProps={{ htmlInput: { inputMode: "numeric" } }}
                error={!!errors.base_price}
                helperText={errors.base_price}
              />
              <TextField
                label="Set (optional)"
                value={set}
                onChange={(e) => setSet(e.target.value)}
                error={!!errors.set}
                helperText={errors.set}
              />
              <Button variant="contained" onClick={() => void approve()} disabled={!current}>
                Approve (A)
              </Button>
              <TextField label="Reason for rejecting (optional)" value={reason} onChange={(e) => setReason(e.target.value)} />
              <Button variant="outlined" color="error" onClick={() => void reject()} disabled={!current}>
                Reject (R)
              </Button>
              <Button variant="outlined" onClick={() => void approveTicked()} disabled={ticked.length === 0}>
                Approve ticked ({ticked.length}) with this grade
              </Button>
            </Stack>
          </Paper>
        </Stack>
      )}
    </Box>
  );
}

export function RegistrationsPage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  return (
    <>
      <Seo title={`Registrations · ${event?.name ?? "Event"}`} />
      <PermissionGuard verbose>
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: "wrap" }}>
          <Button component={RouterLink} to={paths.manage.registrationSettings.href(eventId)} variant="outlined">
            Form settings
          </Button>
          <Button component={RouterLink} to={paths.manage.poster.href(eventId)} variant="outlined">
            QR poster
          </Button>
        </Stack>
        <Queue eventId={eventId} />
      </PermissionGuard>
    </>
  );
}

/** How many registrations wait: the dashboard card's badge. */
export function usePendingCount(eventId: number): number | null {
  const pending = useRegistrations(eventId, "pending", 1);
  return pending.data?.count ?? null;
}
