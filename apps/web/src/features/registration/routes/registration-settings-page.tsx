// Registration form settings (/dashboard/{id}/settings/registration, reached from Edit Auction
// Details and the queue): open or closed, closing time, note, cap, which fields are asked, and up to
// 10 questions. Errors from the server under their fields (docs/api.md "Registration").
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  FIELD_ASKS,
  type FieldAsk,
  QUESTION_KINDS,
  type QuestionKind,
  REGISTRATION_FIELDS,
  REGISTRATION_LIMITS,
  type RegistrationField,
  type RegistrationSettings,
} from "@sah/domain";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { PermissionGuard } from "../../../components/permission-guard.tsx";
import { Seo } from "../../../components/seo.tsx";
import { fieldErrors } from "../../../lib/api-errors.ts";
import { useEventId } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useRegistrationSettings, useSaveRegistrationSettings } from "../api/registrations.ts";

const FIELD_LABEL: Record<RegistrationField, string> = {
  photo: "Photo",
  date_of_birth: "Date of birth",
  skills: "Skills",
  phone: "Phone (private)",
  email: "E-mail (private)",
};
const ASK_LABEL: Record<FieldAsk, string> = { off: "Not asked", optional: "Optional", required: "Required" };
const KIND_LABEL: Record<QuestionKind, string> = {
  text: "Short text",
  number: "Number",
  choice: "One choice",
  yes_no: "Yes / no",
};

type Question = { key: number; label: string; kind: QuestionKind; options: string; required: boolean };
let nextKey = 0;

/** A stored instant as the datetime-local field's value (the browser's zone), and back. */
const toLocal = (iso: string | null) => {
  if (!iso) return "";
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function SettingsForm({ eventId, initial }: { eventId: number; initial: RegistrationSettings }) {
  const save = useSaveRegistrationSettings(eventId);
  const [open, setOpen] = useState(initial.enabled);
  const [closesAt, setClosesAt] = useState(toLocal(initial.closes_at));
  const [note, setNote] = useState(initial.note);
  const [cap, setCap] = useState(initial.cap === null ? "" : String(initial.cap));
  const [fields, setFields] = useState(initial.fields);
  const [questions, setQuestions] = useState<Question[]>(() =>
    initial.questions.map((q) => ({ ...q, key: nextKey++, options: q.options.join(", ") })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const change = (i: number, patch: Partial<Question>) =>
    setQuestions((qs) => qs.map((q, k) => (k === i ? { ...q, ...patch } : q)));

  async function submit() {
    setSaved(false);
    try {
      await save.mutateAsync({
        open,
        closes_at: closesAt ? new Date(closesAt).toISOString() : null,
        note,
        cap: cap.trim() === "" ? null : Number(cap),
        fields,
        questions: questions.map((q) => ({
          label: q.label,
          kind: q.kind,
          required: q.required,
          options:
            q.kind === "choice"
              ? q.options
                  .split(",")
                  .map((o) => o.trim())
                  .filter(Boolean)
              : [],
        })),
      });
      setErrors({});
      setSaved(true);
    } catch (error) {
      setErrors(fieldErrors(error));
    }
  }

  return (
    <Stack
      spacing={2.5}
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {saved && <Alert severity="success">Registration settings saved.</Alert>}
      {Object.keys(errors).length > 0 && <Alert severity="error">Please correct the fields marked below.</Alert>}
      <FormControlLabel
        control={<Switch checked={open} onChange={(e) => setOpen(e.target.checked)} />}
        label="Registration open"
      />
      <TextField
        label="Closes at (optional)"
        type="datetime-local"
        value={closesAt}
        onChange={(e) => setClosesAt(e.target.value)}
        error={!!errors.closes_at}
        helperText={errors.closes_at}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Note shown on the form"
        multiline
        minRows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={!!errors.note}
        helperText={errors.note ?? "For example the fee and how to pay (no payment is taken here)."}
        slotProps={{ htmlInput: { maxLength: REGISTRATION_LIMITS.noteMax } }}
      />
      <TextField
        label="Cap on registrations (optional)"
        value={cap}
        onChange={(e) => setCap(e.target.value)}
        error={!!errors.cap}
        helperText={errors.cap}
        slotProps={{ htmlInput: { inputMode: "numeric" } }}
      />
      <Typography variant="subtitle1" component="h2">
        Fields asked (the name always is)
      </Typography>
      {REGISTRATION_FIELDS.map((f) => (
        <TextField
          key={f}
          select
          label={FIELD_LABEL[f]}
          value={fields[f]}
          onChange={(e) => setFields((x) => ({ ...x, [f]: e.target.value as FieldAsk }))}
        >
          {FIELD_ASKS.map((a) => (
            <MenuItem key={a} value={a}>
              {ASK_LABEL[a]}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <Typography variant="subtitle1" component="h2">
        Questions (they become player details)
      </Typography>
      {errors.questions && <Alert severity="error">{errors.questions}</Alert>}
      {questions.map((q, i) => (
        <Paper key={q.key} variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1.5}>
            <TextField label={`Question ${i + 1}`} value={q.label} onChange={(e) => change(i, { label: e.target.value })} />
            <TextField select label="Kind" value={q.kind} onChange={(e) => change(i, { kind: e.target.value as QuestionKind })}>
              {QUESTION_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {KIND_LABEL[k]}
                </MenuItem>
              ))}
            </TextField>
            {q.kind === "choice" && (
              <TextField
                label="Options, separated by commas"
                value={q.options}
                onChange={(e) => change(i, { options: e.target.value })}
              />
            )}
            <FormControlLabel
              control={<Switch checked={q.required} onChange={(e) => change(i, { required: e.target.checked })} />}
              label="Required"
            />
            <Button color="error" onClick={() => setQuestions((qs) => qs.filter((_, k) => k !== i))}>
              Remove question {i + 1}
            </Button>
          </Stack>
        </Paper>
      ))}
      <Button
        variant="outlined"
        disabled={questions.length >= REGISTRATION_LIMITS.questionsMax}
        onClick={() => setQuestions((qs) => [...qs, { key: nextKey++, label: "", kind: "text", options: "", required: false }])}
      >
        Add a question
      </Button>
      <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
        Save registration settings
      </Button>
    </Stack>
  );
}

export function RegistrationSettingsPage() {
  const eventId = useEventId();
  const settings = useRegistrationSettings(eventId);
  return (
    <Paper sx={{ maxWidth: 820, mx: "auto", p: { mobile: 2, tablet: 3 } }}>
      <Seo title="Registration" />
      <Typography variant="h5" component="h1" gutterBottom>
        Registration
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: "wrap" }}>
        <Button component={RouterLink} to={paths.manage.registrations.href(eventId)}>
          The queue
        </Button>
        <Button component={RouterLink} to={paths.register.form.href(eventId)}>
          The public form
        </Button>
        <Button component={RouterLink} to={paths.manage.poster.href(eventId)}>
          QR poster
        </Button>
      </Stack>
      <PermissionGuard verbose>
        {settings.isError ? (
          <ErrorView error={settings.error} onRetry={() => void settings.refetch()} />
        ) : settings.data ? (
          <SettingsForm eventId={eventId} initial={settings.data} />
        ) : (
          <LoadingView />
        )}
      </PermissionGuard>
    </Paper>
  );
}
