// The public registration form (/view/{id}/register; docs/product.md section 10 "Players register
// themselves"): the fields and questions the organiser chose, the photo made smaller in the browser,
// field errors under their fields (`answers.<index>` under its question). Its confirmation page, and
// the registrant's private link (/view/{id}/register/mine/{rid}/{token}) with the same form to correct it.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  answerErrorKey,
  type CLOSED_REASONS,
  type FIELD_ASKS,
  REG_TEXT,
  type Registration,
  type RegistrationSettings,
  STATE_TEXT,
} from "@sah/domain";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { Seo } from "../../../components/seo.tsx";
import { fieldErrors } from "../../../lib/api-errors.ts";
import { useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { skillsQueryOptions } from "../../../lib/event-queries.ts";
import { formatDate, formatDateTime } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";
import { useCorrectRegistration, useOwnRegistration, useRegister, useRegistrationSettings } from "../api/registrations.ts";
import { shrinkPhoto } from "../components/shrink-photo.ts";

const CLOSED_TEXT: Record<(typeof CLOSED_REASONS)[number], string> = {
  closed: REG_TEXT.closed,
  past: REG_TEXT.past,
  full: REG_TEXT.full,
};
const label = (text: string, how: (typeof FIELD_ASKS)[number]) => (how === "required" ? text : `${text} (optional)`);

type Answers = Record<string, string>;

/** The form, for a new registration or the registrant's correction. */
function RegistrationForm({
  settings,
  initial,
  submitLabel,
  onSubmit,
}: {
  settings: RegistrationSettings;
  initial?: Registration;
  submitLabel: string;
  onSubmit: (body: FormData) => Promise<unknown>;
}) {
  const eventId = settings.event;
  const skills = useQuery({ ...skillsQueryOptions(eventId), enabled: settings.fields.skills !== "off" });
  const [name, setName] = useState(initial?.name ?? "");
  const [dob, setDob] = useState(initial?.date_of_birth ?? "");
  const [phone, setPhone] = useState(initial?.phone ?? "");
  const [email, setEmail] = useState(initial?.email ?? "");
  const [chosen, setChosen] = useState<number[]>(initial?.skills ?? []);
  const [answers, setAnswers] = useState<Answers>(
    Object.fromEntries(Object.entries(initial?.answers ?? {}).map(([k, v]) => [k, v === null ? "" : String(v)])),
  );
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { fields, questions } = settings;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData();
    form.set("name", name);
    if (fields.date_of_birth !== "off") form.set("date_of_birth", dob);
    if (fields.phone !== "off") form.set("phone", phone);
    if (fields.email !== "off") form.set("email", email);
    for (const id of chosen) form.append("skills", String(id));
    form.set("answers", JSON.stringify(answers));
    form.set("website", (e.currentTarget.elements.namedItem("website") as HTMLInputElement | null)?.value ?? "");
    if (photo) form.set("photo", photo, "photo.jpg");
    setBusy(true);
    setRefusal(null);
    try {
      await onSubmit(form);
      setErrors({});
    } catch (error) {
      const found = fieldErrors(error);
      setErrors(found);
      const detail = (error as { body?: { detail?: unknown } }).body?.detail;
      setRefusal(
        Object.keys(found).length
          ? "Please correct the fields marked below."
          : typeof detail === "string"
            ? detail
            : "The registration could not be sent; try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Stack spacing={2.5}>
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <TextField
          label="Name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={!!errors.name}
          helperText={errors.name}
          autoComplete="name"
        />
        {fields.date_of_birth !== "off" && (
          <TextField
            label={label("Date of birth", fields.date_of_birth)}
            type="date"
            required={fields.date_of_birth === "required"}
            value={dob}
            onChange={(e) => setDob(e.target.value)}
            error={!!errors.date_of_birth}
            helperText={errors.date_of_birth}
            slotProps={{ inputLabel: { shrink: true } }}
            autoComplete="bday"
          />
        )}
        {fields.phone !== "off" && (
          <TextField
            label={label("Phone", fields.phone)}
            type="tel"
            required={fields.phone === "required"}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            error={!!errors.phone}
            helperText={errors.phone ?? "Seen only by the organisers."}
            autoComplete="tel"
          />
        )}
        {fields.email !== "off" && (
          <TextField
            label={label("E-mail", fields.email)}
            type="email"
            required={fields.email === "required"}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={!!errors.email}
            helperText={errors.email ?? "Seen only by the organisers; your private link is sent here."}
            autoComplete="email"
          />
        )}
        {fields.skills !== "off" && skills.data && skills.data.length > 0 && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2">
              {label("Skills", fields.skills)}
            </Typography>
            {skills.data.map((s) => (
              <FormControlLabel
                key={s.id}
                control={
                  <Checkbox
                    checked={chosen.includes(s.id)}
                    onChange={(e) => setChosen((c) => (e.target.checked ? [...c, s.id] : c.filter((x) => x !== s.id)))}
                  />
                }
                label={s.name}
              />
            ))}
            {errors.skills && <FormHelperText error>{errors.skills}</FormHelperText>}
          </Box>
        )}
        {questions.map((q, i) => {
          const key = answerErrorKey(i);
          const value = answers[q.label] ?? "";
          const set = (v: string) => setAnswers((a) => ({ ...a, [q.label]: v }));
          const common = {
            label: q.required ? q.label : `${q.label} (optional)`,
            required: q.required,
            value,
            error: !!errors[key],
            helperText: errors[key],
          };
          if (q.kind === "choice" || q.kind === "yes_no") {
            const options = q.kind === "choice" ? q.options : ["Yes", "No"];
            return (
              <TextField key={q.label} select {...common} onChange={(e) => set(e.target.value)}>
                <MenuItem value="">—</MenuItem>
                {options.map((o) => (
                  <MenuItem key={o} value={o}>
                    {o}
                  </MenuItem>
                ))}
              </TextField>
            );
          }
          return (
            <TextField
              key={q.label}
              {...common}
              type={q.kind === "number" ? "number" : "text"}
              slotProps={{ htmlInput: q.kind === "number" ? { inputMode: "decimal" } : { maxLength: 500 } }}
              onChange={(e) => set(e.target.value)}
            />
          );
        })}
        {fields.photo !== "off" && (
          <Box>
            <Button variant="outlined" component="label" fullWidth sx={{ minHeight: 48 }}>
              {photo ? "Change photo" : label("Add a photo", fields.photo)}
              <input
                hidden
                type="file"
                name="photo"
                accept="image/*"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) void shrinkPhoto(file).then(setPhoto);
                }}
              />
            </Button>
            {photo && <FormHelperText>Photo ready ({Math.round(photo.size / 1024)} KB).</FormHelperText>}
            {errors.photo && <FormHelperText error>{errors.photo}</FormHelperText>}
          </Box>
        )}
        {/* The honeypot: hidden from people and from screen readers; only robots fill it in. */}
        <Box aria-hidden="true" sx={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}>
          <label>
            Website
            <input name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ minHeight: 52 }}>
          {busy ? "Sending…" : submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}

function EventHeading({ settings }: { settings: RegistrationSettings }) {
  const event = useOutletEvent();
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Typography variant="h5" component="h1">
        Register{event ? ` for ${event.name}` : ""}
      </Typography>
      {event && <Typography color="text.secondary">{formatDate(event.date)}</Typography>}
      {settings.note && (
        <Typography sx={{ whiteSpace: "pre-wrap" }} data-testid="registration-note">
          {settings.note}
        </Typography>
      )}
      {settings.closes_at && (
        <Typography variant="body2" color="text.secondary">
          Closes {formatDateTime(settings.closes_at)}
        </Typography>
      )}
    </Stack>
  );
}

const FRAME = { maxWidth: 560, mx: "auto", p: { mobile: 2, tablet: 3 } } as const;

export function RegisterPage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  const navigate = useNavigate();
  const settings = useRegistrationSettings(eventId);
  const register = useRegister(eventId);
  if (settings.isError) return <ErrorView error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <LoadingView />;
  const s = settings.data;
  return (
    <Paper sx={FRAME}>
      <Seo title={`Register · ${event?.name ?? "Event"}`} />
      <EventHeading settings={s} />
      {s.closed_reason ? (
        <Alert severity="info">{CLOSED_TEXT[s.closed_reason]}</Alert>
      ) : (
        <RegistrationForm
          settings={s}
          submitLabel="Send registration"
          onSubmit={async (body) => {
            await register.mutateAsync(body);
            void navigate(paths.register.done.href(eventId));
          }}
        />
      )}
    </Paper>
  );
}

export function RegisterDonePage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  return (
    <Paper sx={FRAME}>
      <Seo title={`Registration sent · ${event?.name ?? "Event"}`} />
      <Typography variant="h5" component="h1" gutterBottom>
        Registration sent
      </Typography>
      <Typography sx={{ mb: 2 }}>
        The organiser will look at it. If you gave an e-mail, we have sent you a private link to see your registration and correct
        it until it is decided.
      </Typography>
      <Button component={RouterLink} to={paths.view.root.href(eventId)} variant="outlined">
        Back to {event?.name ?? "the event"}
      </Button>
    </Paper>
  );
}

export function OwnRegistrationPage() {
  const eventId = useEventId();
  const params = useParams();
  const id = Number(params.id);
  const token = params.token ?? "";
  const settings = useRegistrationSettings(eventId);
  const mine = useOwnRegistration(id, token);
  const correct = useCorrectRegistration(id, token);
  const [saved, setSaved] = useState(false);
  if (mine.isError) return <ErrorView error={mine.error} />;
  if (settings.isError) return <ErrorView error={settings.error} />;
  if (!mine.data || !settings.data) return <LoadingView />;
  const r = mine.data;
  return (
    <Paper sx={FRAME}>
      <Seo title="Your registration" />
      <EventHeading settings={settings.data} />
      <Alert severity={r.state === "rejected" ? "warning" : r.state === "approved" ? "success" : "info"} sx={{ mb: 2 }}>
        {STATE_TEXT[r.state]}
        {r.reason ? ` — ${r.reason}` : ""}
      </Alert>
      {saved && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Your corrections are saved.
        </Alert>
      )}
      {r.state === "pending" && (
        <RegistrationForm
          settings={settings.data}
          initial={r}
          submitLabel="Save corrections"
          onSubmit={async (body) => {
            await correct.mutateAsync(body);
            setSaved(true);
            void mine.refetch();
          }}
        />
      )}
    </Paper>
  );
}
