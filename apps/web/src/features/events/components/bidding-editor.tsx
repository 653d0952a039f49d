// Bidding by team owners in the event form (docs/api.md "Bidding by team owners"; docs/product.md
// section 10; decision 046): the mode (owners bid from their phones, or the auctioneer types each
// sale), the ladder of bid steps as a small table ("Below 10,000 add 500", ..., "Then add 2,500"),
// the clock's seconds for the first bid and after each bid, and whether the clock sells by itself.
// Each cell shows its own error (domain BidStepsField puts it at the rung and field at fault); the
// server's refusal of the whole ladder shows under the table.
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { BIDDING_LIMITS, type BiddingMode, type BidStep } from "@sah/domain";
import { type Control, type FieldValues, type Path, useController, useFieldArray, useFormState, useWatch } from "react-hook-form";
import { FormCheckboxField } from "../../../components/form/checkbox-field.tsx";
import { FormTextField } from "../../../components/form/fields.tsx";
import { formatNumber } from "../../../lib/format.ts";
import { EditorRow, RemoveRowButton } from "./editor-row.tsx";

/** A rung as the form holds it: blank while being typed; the last rung has no bound (null). */
export type BidStepRow = { below: number | "" | null; step: number | "" };

/** The ladder as the form edits it (the last rung's `below` is null). */
export function bidStepRows(steps: readonly BidStep[]): BidStepRow[] {
  return steps.map((s) => ({ below: s.below, step: s.step }));
}

/** "+500 below 10,000, +1,000 below 50,000, then +2,500", or null while a cell is blank. */
export function ladderSentence(rows: readonly BidStepRow[]): string | null {
  const parts: string[] = [];
  for (const [i, row] of rows.entries()) {
    const step = Number(row.step);
    if (row.step === "" || !Number.isFinite(step)) return null;
    if (i === rows.length - 1) parts.push(`${i === 0 ? "" : "then "}+${formatNumber(step)}`);
    else {
      const below = Number(row.below);
      if (row.below === "" || row.below === null || !Number.isFinite(below)) return null;
      parts.push(`+${formatNumber(step)} below ${formatNumber(below)}`);
    }
  }
  return parts.length ? `Each bid adds ${parts.join(", ")}.` : null;
}

const whole = { min: 1, step: 1 };
const seconds = { min: BIDDING_LIMITS.secondsMin, max: BIDDING_LIMITS.secondsMax, step: 1 };
// The two clocks of owner bidding, in seconds within the same limits.
const CLOCKS = [
  { name: "first_bid_seconds", label: "Seconds for the first bid", help: "From the draw until the first bid" },
  { name: "bid_seconds", label: "Seconds after each bid", help: "The clock starts again from this after every bid" },
] as const;

type Props<T extends FieldValues> = { control: Control<T> };

export function BiddingEditor<T extends FieldValues>({ control }: Props<T>) {
  // The form's values hold the bidding fields; react-hook-form's path types cannot see through T.
  const field = (name: string) => name as Path<T>;
  const mode = useController({ control, name: field("bidding") });
  const owners = (mode.field.value as BiddingMode) === "owners";
  const { fields, insert, remove } = useFieldArray({ control, name: field("bid_steps") as never });
  const rows = (useWatch({ control, name: field("bid_steps") }) ?? []) as BidStepRow[];
  const { errors } = useFormState({ control, name: field("bid_steps") });
  const listError = errors.bid_steps as { message?: string; root?: { message?: string } } | undefined;
  const message = listError?.message ?? listError?.root?.message;
  const sentence = ladderSentence(rows);
  const last = fields.length - 1;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5 }}>
      <Box>
        <FormControlLabel
          control={
            <Switch
              name={mode.field.name}
              checked={owners}
              onChange={(e) => mode.field.onChange(e.target.checked ? "owners" : "auctioneer")}
              onBlur={mode.field.onBlur}
              slotProps={{ input: { ref: mode.field.ref } }}
            />
          }
          label="Team owners bid from their phones"
        />
        <Typography variant="body2" color="text.secondary">
          {owners
            ? "Each team's owners bid on the bid page against a clock; the auctioneer can pause, extend, withdraw a bid or sell from the console. Takes effect from the next player drawn."
            : "Off: the auctioneer records each sale in the console. The settings below apply once owners bid."}
        </Typography>
      </Box>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
          Bid steps
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Bidding opens at the player's base price; each bid adds the step for the highest bid so far. {sentence ?? ""}
        </Typography>
        {fields.map((f, i) => (
          <EditorRow
            key={f.id}
            label={i === last ? "Then" : `Step ${i + 1}`}
            columns={{ mobile: "1fr 1fr auto", tablet: "10rem 10rem auto" }}
            sx={{ mb: 1.5 }}
          >
            {/* The last, open rung has no bound and cannot be removed; every rung adds its step. */}
            {i === last ? (
              <Typography sx={{ alignSelf: "center", color: "text.secondary" }}>
                {last === 0 ? "Every bid" : "Then, above that"}
              </Typography>
            ) : (
              <FormTextField
                control={control}
                name={field(`bid_steps.${i}.below`)}
                label="Below"
                type="number"
                inputProps={whole}
              />
            )}
            <FormTextField control={control} name={field(`bid_steps.${i}.step`)} label="Add" type="number" inputProps={whole} />
            {i !== last && <RemoveRowButton label={`Remove step ${i + 1}`} onClick={() => remove(i)} />}
          </EditorRow>
        ))}
        {message && <FormHelperText error>{message}</FormHelperText>}
        <Button
          startIcon={<AddIcon />}
          // A new rung goes before the last, open one ("then ..."), which stays last.
          onClick={() => insert(Math.max(0, last), { below: "", step: "" } as never)}
          disabled={fields.length >= BIDDING_LIMITS.stepsMax}
        >
          Add a step
        </Button>
      </Box>

      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { mobile: "1fr", tablet: "1fr 1fr" } }}>
        {CLOCKS.map((c) => (
          <FormTextField
            key={c.name}
            control={control}
            name={field(c.name)}
            label={c.label}
            type="number"
            inputProps={seconds}
            helperText={c.help}
          />
        ))}
      </Box>
      <FormCheckboxField
        control={control}
        name={field("auto_sell")}
        label="Sell to the highest bid when the clock runs out (off: the auctioneer confirms)"
      />
    </Box>
  );
}
