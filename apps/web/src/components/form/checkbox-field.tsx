// A checkbox for react-hook-form (e.g. the user form's "Is Admin?"); its error shows under it.
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import type { Control, FieldValues, Path } from "react-hook-form";
import { useFormField } from "./use-form-field.ts";

type Props<T extends FieldValues> = { name: Path<T>; control: Control<T>; label: string; disabled?: boolean };

export function FormCheckboxField<T extends FieldValues>({ name, control, label, disabled }: Props<T>) {
  const { field, invalid, message, helperId, describedBy } = useFormField(name, control);
  return (
    <FormControl error={invalid} disabled={disabled}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, "aria-describedby": describedBy } }}
          />
        }
      />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
