// A multi-select of ids for react-hook-form (player skills, team and event owners), shown as chips.
// With `onCreate`, typing a name that is not an option offers to add it (a player's new skill).
import Autocomplete, { createFilterOptions } from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { fieldErrors } from "../../lib/api-errors.ts";

export type IdOption = { label: string; value: number };
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
};

const filter = createFilterOptions<Choice>();

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
}: Props<T>) {
  const { field, fieldState } = useController({ name, control });
  const [createError, setCreateError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const ids: number[] = Array.isArray(field.value) ? (field.value as number[]) : [];
  // Selected ids unknown to the options (still loading, or since removed) keep a placeholder label.
  const selected: Choice[] = ids.map((id) => options.find((o) => o.value === id) ?? { label: `#${id}`, value: id });
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
      getOptionLabel={(o) => o.label}
      getOptionKey={(o) => (o.create ? `create:${o.create}` : o.value)}
      filterOptions={(opts, state) => {
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
        field.onChange(next.map((o) => o.value));
      }}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          error={Boolean(createError ?? fieldState.error)}
          helperText={message}
        />
      )}
    />
  );
}
