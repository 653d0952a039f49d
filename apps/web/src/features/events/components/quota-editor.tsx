// The squad rules of an event (docs/api.md "Squad quotas"; decision 044): a small table,
// one rule per row (grade or skill, which one, min, max), in the event's settings form. Each cell shows
// its own error (min ≤ max, min ≤ the event's max players, a grade or skill chosen, no duplicate); the
// server's refusals, numbered by rule, show under the table.
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Typography from "@mui/material/Typography";
import { GRADES, QUOTAS_MAX, type Skill } from "@sah/domain";
import { type Control, type FieldValues, type Path, useFieldArray, useFormState, useWatch } from "react-hook-form";
import { FormTextField } from "../../../components/form/fields.tsx";
import { FormSelectField } from "../../../components/form/select-field.tsx";
import { visuallyHidden } from "../../../lib/theme.ts";
import { EditorRow, RemoveRowButton } from "./editor-row.tsx";

export type QuotaFormRow = { kind: "grade" | "skill"; id: number | ""; min: number | ""; max: number | "" };

const KINDS = [
  { label: "Grade", value: "grade" },
  { label: "Skill", value: "skill" },
];
const GRADE_OPTIONS = GRADES.map((g) => ({ label: g.name, value: g.code }));
const whole = { min: 0, step: 1 };

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** The event's skills (none yet on a new event: its type's skills are copied in when it is created). */
  skills: readonly Skill[];
};

export function QuotaEditor<T extends FieldValues>({ control, skills }: Props<T>) {
  // The form's values hold `quotas: QuotaFormRow[]`; react-hook-form's path types cannot see through T.
  const name = "quotas" as Path<T>;
  const { fields, append, remove } = useFieldArray({ control, name: name as never });
  const rows = (useWatch({ control, name }) ?? []) as QuotaFormRow[];
  const { errors } = useFormState({ control, name });
  const listError = errors.quotas as { message?: string; root?: { message?: string } } | undefined;
  const message = listError?.message ?? listError?.root?.message;
  const skillOptions = skills.map((s) => ({ label: s.name, value: s.id }));
  const path = (i: number, field: keyof QuotaFormRow) => `quotas.${i}.${field}` as Path<T>;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, position: "relative" }}>
      {/* The group's name for assistive technology; the form's section heading shows it. */}
      <Box component="legend" sx={visuallyHidden}>
        Squad rules
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Per team, e.g. at most 2 players of grade A+, at least 1 Wicket-keeper. Leave min or max blank for no bound. A sale that
        breaks a rule is refused unless the organiser ticks "Override limits".
      </Typography>
      {fields.map((f, i) => (
        <EditorRow
          key={f.id}
          label={`Rule ${i + 1}`}
          columns={{ mobile: "1fr 1fr", tablet: "8rem 1fr 6.5rem 6.5rem auto" }}
          sx={{ mb: 2, pb: { mobile: 2, tablet: 0 }, borderBottom: { mobile: 1, tablet: 0 }, borderColor: "divider" }}
        >
          <FormSelectField control={control} name={path(i, "kind")} label="Kind" options={KINDS} required />
          <FormSelectField
            control={control}
            name={path(i, "id")}
            label={rows[i]?.kind === "skill" ? "Skill" : "Grade"}
            options={rows[i]?.kind === "skill" ? skillOptions : GRADE_OPTIONS}
            required
          />
          <FormTextField control={control} name={path(i, "min")} label="Min" type="number" inputProps={whole} />
          <FormTextField control={control} name={path(i, "max")} label="Max" type="number" inputProps={whole} />
          <RemoveRowButton label={`Remove rule ${i + 1}`} onClick={() => remove(i)} />
        </EditorRow>
      ))}
      {message && <FormHelperText error>{message}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ kind: "grade", id: "", min: "", max: "" } as never)}
        disabled={fields.length >= QUOTAS_MAX}
        sx={{ mt: 0.5 }}
      >
        Add a rule
      </Button>
    </Box>
  );
}
