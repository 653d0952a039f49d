// The console's draw control (docs/api.md "Draw control"; docs/product.md section 10):
// the automatic draw by default (N, as before), or a chosen player (searched by name), or a draw
// within a grade or a named set; and what is left to draw per grade and per set. The server's
// refusals ("Nobody is left to draw in grade A+.") show under their fields.
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Typography from "@mui/material/Typography";
import { compareSetNames, DRAW_MSG, type DrawAsk, type DrawLeft, MSG, type Player } from "@sah/domain";
import { useState } from "react";
import { useController, useWatch } from "react-hook-form";
import { useHotkeys } from "react-hotkeys-hook";
import { z } from "zod";
import { fieldInput } from "../../../../components/form/field-input.tsx";
import { Form, useSchemaForm } from "../../../../components/form/form.tsx";
import { FormSelectField } from "../../../../components/form/select-field.tsx";
import { Keys } from "../../../../components/keys.tsx";
import { AUCTION_KEYS } from "../../../../lib/shortcuts.ts";

export const DRAW_MODES = [
  { value: "auto", label: "Automatic" },
  { value: "player", label: "Choose a player" },
  { value: "grade", label: "Within grade" },
  { value: "set", label: "Within set" },
] as const;
type Mode = (typeof DRAW_MODES)[number]["value"];

const Schema = z
  .object({
    mode: z.enum(["auto", "player", "grade", "set"]),
    player: z.number().int().nullable(),
    grade: z.union([z.number().int(), z.literal("")]),
    set: z.union([z.string(), z.literal("")]),
  })
  .superRefine((v, ctx) => {
    if (v.mode === "player" && v.player === null) ctx.addIssue({ code: "custom", path: ["player"], message: MSG.playerRequired });
    if (v.mode === "grade" && v.grade === "") ctx.addIssue({ code: "custom", path: ["grade"], message: MSG.gradeRequired });
    if (v.mode === "set" && v.set === "") ctx.addIssue({ code: "custom", path: ["set"], message: DRAW_MSG.setRequired });
  });
type Values = z.output<typeof Schema>;

/** The body the choice sends: null for the automatic draw. */
export function drawAskOfChoice(v: Values): DrawAsk | null {
  if (v.mode === "player" && v.player !== null) return { player: v.player };
  if (v.mode === "grade" && v.grade !== "") return { grade: v.grade };
  if (v.mode === "set" && v.set !== "") return { set: v.set };
  return null;
}

const leftText = (n: number) => `${n} left`;

/** Past this many sets the set field is a searchable select (typed to filter), not a plain list (decision 059). */
export const SETS_SEARCHABLE_PAST = 12;

type SetLeft = DrawLeft["sets"][number];

/** The event's sets in their natural order (M1, M2 … AL9, AL10), as everywhere sets are listed. */
const sortedSets = (left: DrawLeft | undefined): SetLeft[] =>
  [...(left?.sets ?? [])].sort((a, b) => compareSetNames(a.set, b.set));

type Props = {
  left: DrawLeft | undefined;
  /** The players matching `search`, Available and Unsold (the server's answer). */
  players: readonly Player[];
  playersLoading?: boolean;
  onSearch: (text: string) => void;
  onDraw: (ask: DrawAsk | null) => Promise<unknown>;
  /** Keyboard shortcuts on (off while a dialog is open). */
  hotkeys?: boolean;
};

/** The set to draw from, searched by typing: for events with many sets. */
function SetPicker({ control, sets }: { control: ReturnType<typeof useSchemaForm<typeof Schema>>["control"]; sets: SetLeft[] }) {
  const { field, fieldState } = useController({ name: "set", control });
  return (
    <Autocomplete<SetLeft, false, false, false>
      options={sets}
      value={sets.find((s) => s.set === field.value) ?? null}
      getOptionLabel={(s) => `${s.set} · ${leftText(s.left)}`}
      isOptionEqualToValue={(a, b) => a.set === b.set}
      noOptionsText="No set matches"
      autoHighlight
      onChange={(_e, s) => field.onChange(s?.set ?? "")}
      onBlur={field.onBlur}
      renderInput={fieldInput(field, {
        label: "Set",
        required: true,
        error: Boolean(fieldState.error),
        helperText: fieldState.error?.message ?? `Type to search the ${sets.length} sets`,
      })}
    />
  );
}

function PlayerPicker({
  control,
  players,
  loading,
  onSearch,
}: {
  control: ReturnType<typeof useSchemaForm<typeof Schema>>["control"];
  players: readonly Player[];
  loading?: boolean;
  onSearch: (text: string) => void;
}) {
  const { field, fieldState } = useController({ name: "player", control });
  // The chosen player stays shown while the search's answer moves on.
  const [chosen, setChosen] = useState<Player | null>(null);
  const options = chosen && !players.some((p) => p.id === chosen.id) ? [chosen, ...players] : [...players];
  return (
    <Autocomplete<Player, false, false, false>
      options={options}
      value={options.find((p) => p.id === field.value) ?? null}
      loading={loading}
      getOptionLabel={(p) => `${p.name} · ${p.grade_name} · ${p.status_name}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(o) => o}
      noOptionsText="No Available or Unsold player matches"
      onInputChange={(_e, text, reason) => {
        if (reason === "input" || reason === "clear") onSearch(text);
      }}
      onChange={(_e, p) => {
        setChosen(p);
        field.onChange(p?.id ?? null);
      }}
      onBlur={field.onBlur}
      renderInput={fieldInput(field, {
        label: "Player",
        required: true,
        error: Boolean(fieldState.error),
        helperText: fieldState.error?.message ?? "Search by name: Available and Unsold players",
      })}
    />
  );
}

export function DrawControl({ left, players, playersLoading, onSearch, onDraw, hotkeys = true }: Props) {
  const form = useSchemaForm(Schema, { mode: "auto", player: null, grade: "", set: "" });
  const mode = useWatch({ control: form.control, name: "mode" }) as Mode;
  const modeField = useController({ name: "mode", control: form.control }).field;
  const grades = left?.grades ?? [];
  const sets = sortedSets(left);
  const modes = DRAW_MODES.filter((m) => m.value !== "set" || sets.length > 0);
  // A draw within a group: the grade or set to draw from, each with how many players it has left.
  const groups = {
    grade: { label: "Grade", options: grades.map((g) => ({ value: g.grade, label: `${g.grade_name} · ${leftText(g.left)}` })) },
    set: { label: "Set", options: sets.map((s) => ({ value: s.set, label: `${s.set} · ${leftText(s.left)}` })) },
  };
  useHotkeys(AUCTION_KEYS.draw, () => document.querySelector<HTMLInputElement>('[name="mode"]:checked')?.focus(), {
    enabled: hotkeys,
    preventDefault: true,
  });
  const busy = form.formState.isSubmitting;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="draw-control-title" sx={{ p: { mobile: 2, tablet: 2.5 } }}>
      <Box sx={{ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}>
        <Typography id="draw-control-title" variant="h6" component="h2">
          Draw
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: { mobile: "none", laptop: "block" } }}>
          <Keys keys={AUCTION_KEYS.next} /> automatic draw · <Keys keys={AUCTION_KEYS.draw} /> choose here
        </Typography>
      </Box>
      <Form
        form={form}
        aria-label="Draw control"
        onSubmit={async (v) => {
          await onDraw(drawAskOfChoice(v));
          form.reset({ ...v, player: null });
        }}
      >
        <RadioGroup
          row
          aria-label="How to draw"
          name="mode"
          value={modeField.value}
          onChange={(e) => {
            form.clearErrors();
            modeField.onChange(e.target.value);
          }}
        >
          {modes.map((m) => (
            <FormControlLabel key={m.value} value={m.value} control={<Radio size="small" />} label={m.label} />
          ))}
        </RadioGroup>
        <Box
          sx={{
            display: "grid",
            gap: 1.5,
            mt: 1.5,
            gridTemplateColumns: { mobile: "minmax(0, 1fr)", tablet: "minmax(0, 1fr) auto" },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            {mode === "player" && (
              <PlayerPicker control={form.control} players={players} loading={playersLoading} onSearch={onSearch} />
            )}
            {mode === "set" && sets.length > SETS_SEARCHABLE_PAST && <SetPicker control={form.control} sets={sets} />}
            {(mode === "grade" || (mode === "set" && sets.length <= SETS_SEARCHABLE_PAST)) && (
              <FormSelectField
                key={mode}
                control={form.control}
                name={mode}
                label={groups[mode].label}
                required
                options={groups[mode].options}
              />
            )}
            {mode === "auto" && (
              <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                Lowest grade first (A+ before A … NA last), at random within the grade.
              </Typography>
            )}
          </Box>
          <Box>
            <Button
              type="submit"
              variant="contained"
              loading={busy}
              sx={{ minHeight: 56, width: { mobile: "100%", tablet: "auto" } }}
            >
              {mode === "player" ? "Put on the block" : "Draw"}
            </Button>
          </Box>
        </Box>
      </Form>
      <LeftToDraw left={left} />
    </Paper>
  );
}

/** "A+: 3 left" per grade, and per set when there are sets; Unsold counted apart. */
export function LeftToDraw({ left }: { left: DrawLeft | undefined }) {
  if (!left || left.grades.length === 0) return null;
  const group = (label: string, items: { key: string; name: string; left: number; unsold: number }[]) => (
    <Box component="ul" aria-label={label} sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, listStyle: "none", p: 0, m: 0 }}>
      {items.map((i) => (
        <li key={i.key}>
          <Chip
            size="small"
            variant={i.left > 0 ? "filled" : "outlined"}
            label={`${i.name}: ${leftText(i.left)}${i.unsold ? ` · ${i.unsold} unsold` : ""}`}
          />
        </li>
      ))}
    </Box>
  );
  return (
    <Box sx={{ mt: 2, display: "grid", gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        Left to draw
      </Typography>
      {group(
        "Left per grade",
        left.grades.map((g) => ({ key: String(g.grade), name: g.grade_name, left: g.left, unsold: g.unsold })),
      )}
      {left.sets.length > 0 &&
        group(
          "Left per set",
          sortedSets(left).map((s) => ({ key: s.set, name: s.set, left: s.left, unsold: s.unsold })),
        )}
    </Box>
  );
}
