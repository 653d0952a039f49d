// A multi-select of ids for react-hook-form (player skills, team and event owners), shown as chips.
// With `onCreate`, typing a name that is not an option offers to add it (a player's new skill).
// With `onInputChange`, the options are the server's answer to what is typed (the owner search of
// users/all/, docs/api.md "Users"): they are not filtered again here, and chosen ones keep their chips.
import Autocomplete, { createFilterOptions } from "@mui/material/Autocomplete";
import { useMemo, useState } from "react";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { fieldErrors } from "../../lib/api-errors.ts";
import { fieldInput } from "./field-input.tsx";

/** `label` is what the list shows; `chip`, when set, what the chip of a chosen option reads. */
export type IdOption = { label: string; value: number; chip?: string };
type Choice = IdOption & { create?: string };

type Props<T extends FieldValues> = {
  name: Path<T>;
  control: Control<T>;
  label: string;
  options: readonly IdOption[];
  loading?: boolean;
  required?: boolean;
  helperText?: string;
  /** Adds an option named by the user and returns it; it is selected at once. */
  onCreate?: (name: string) => Promise<IdOption>;
  /** What the add option reads, e.g. name => `Add skill "${name}"`. */
  createLabel?: (name: string) => string;
  /** Options for ids already chosen that `options` may not hold (e.g. owners by name, before any search). */
  selectedOptions?: readonly IdOption[];
  /** The typed text, for a server-side search: `options` are then its answer, shown as they are. */
  onInputChange?: (text: string) => void;
  noOptionsText?: string;
};

// Typing matches what the list shows and what the chip reads (an owner's e-mail or name).
const filter = createFilterOptions<Choice>({ stringify: (o) => (o.chip ? `${o.label} ${o.chip}` : o.label) });

export function FormMultiSelectField<T extends FieldValues>({
  name,
  control,
  label,
  options,
  loading,
  required,
  helperText,
  onCreate,
  createLabel = (text) => `Add "${text}"`,
  selectedOptions = [],
  onInputChange,
  noOptionsText,
}: Props<T>) {
  const { field, fieldState } = useController({ name, control });
  const [createError, setCreateError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  // Options chosen here: a search's answer moves on as the user types, their chips must stay.
  const [picked, setPicked] = useState<readonly IdOption[]>([]);
  const ids: number[] = Array.isArray(field.value) ? (field.value as number[]) : [];
  // Selected ids unknown to every source (still loading, or since removed) keep a placeholder label.
  const known = (id: number) =>
    options.find((o) => o.value === id) ?? picked.find((o) => o.value === id) ?? selectedOptions.find((o) => o.value === id);
  const fresh: Choice[] = ids.map((id) => known(id) ?? { label: `#${id}`, value: id });
  // A new value array makes the Autocomplete clear what is typed: keep the same one while the chips
  // read the same, so a search's answer arriving (or any re-render) leaves the typed text alone.
  const selectedKey = JSON.stringify(fresh.map((o) => [o.value, o.chip ?? o.label]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `fresh` is what `selectedKey` spells.
  const selected = useMemo(() => fresh, [selectedKey]);
  const message = createError ?? fieldState.error?.message ?? helperText;

  const create = async (text: string) => {
    if (!onCreate) return;
    setCreating(true);
    setCreateError(null);
    try {
      const added = await onCreate(text);
      field.onChange([...ids.filter((id) => id !== added.value), added.value]);
    } catch (error) {
      setCreateError(Object.values(fieldErrors(error))[0] ?? "The option could not be added.");
    } finally {
      setCreating(false);
    }
  };

  return (
    <Autocomplete<Choice, true, false, false>
      multiple
      options={options as Choice[]}
      value={selected}
      loading={loading || creating}
      filterSelectedOptions
      isOptionEqualToValue={(a, b) => a.value === b.value}
      // The chip (and the input's text) reads `chip`; the list reads `label` (renderOption).
      getOptionLabel={(o) => o.chip ?? o.label}
      getOptionKey={(o) => (o.create ? `create:${o.create}` : o.value)}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          {o.label}
        </li>
      )}
      noOptionsText={noOptionsText}
      onInputChange={onInputChange ? (_e, text) => onInputChange(text) : undefined}
      filterOptions={(opts, state) => {
        if (onInputChange) return opts;
        const found = filter(opts, state);
        const text = state.inputValue.trim();
        if (onCreate && text && !opts.some((o) => o.label.toLowerCase() === text.toLowerCase()))
          found.push({ label: createLabel(text), value: -1, create: text });
        return found;
      }}
      onChange={(_e, next) => {
        const toCreate = next.find((o) => o.create);
        if (toCreate?.create) {
          void create(toCreate.create);
          return;
        }
        setCreateError(null);
        setPicked((before) => [...before.filter((o) => !next.some((n) => n.value === o.value)), ...next]);
        field.onChange(next.map((o) => o.value));
      }}
      onBlur={field.onBlur}
      renderInput={fieldInput(field, { label, required, error: Boolean(createError ?? fieldState.error), helperText: message })}
    />
  );
}
