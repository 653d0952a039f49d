// A single-choice select for react-hook-form (grade, event type, sponsor order). Dashboard forms
// only: MUI's Select brings Menu and Popover along, which the public pages do not load.
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import type { FieldValues } from "react-hook-form";
import { type FieldBase, useFormField } from "./use-form-field.ts";

export type SelectOption = { label: string; value: number | string };

type Props<T extends FieldValues> = FieldBase<T> & { options: readonly SelectOption[] };

export function FormSelectField<T extends FieldValues>({ options, ...base }: Props<T>) {
  const { label, disabled, required } = base;
  const { field, id, invalid, message, helperId, describedBy } = useFormField(base);
  // A value not (yet) among the options shows as empty instead of making MUI warn.
  const known = options.some((o) => String(o.value) === String(field.value));
  return (
    <FormControl fullWidth error={invalid} required={required} disabled={disabled}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={label}
        name={field.name}
        value={known ? String(field.value) : ""}
        onChange={(e) => {
          const picked = options.find((o) => String(o.value) === e.target.value);
          field.onChange(picked ? picked.value : e.target.value);
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        aria-describedby={describedBy}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={String(o.value)}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
