// A checkbox for react-hook-form (e.g. the user form's "Is Admin?"); its error shows under it.
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import type { FieldValues } from "react-hook-form";
import { type FieldBase, useFormField } from "./use-form-field.ts";

type Props<T extends FieldValues> = Omit<FieldBase<T>, "helperText" | "required">;

export function FormCheckboxField<T extends FieldValues>(props: Props<T>) {
  const { label, disabled } = props;
  const { field, invalid, message, helperId, describedBy } = useFormField(props);
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
