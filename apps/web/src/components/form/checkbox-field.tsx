// A checkbox for react-hook-form (e.g. the user form's "Is Admin?"); its error shows under it.
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import { useId } from "react";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";

type Props<T extends FieldValues> = { name: Path<T>; control: Control<T>; label: string; disabled?: boolean };

export function FormCheckboxField<T extends FieldValues>({ name, control, label, disabled }: Props<T>) {
  const { field, fieldState } = useController({ name, control });
  const id = useId();
  const message = fieldState.error?.message;
  return (
    <FormControl error={Boolean(message)} disabled={disabled}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, "aria-describedby": message ? `${id}-helper` : undefined } }}
          />
        }
      />
      {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
    </FormControl>
  );
}
