// MUI field adapters for react-hook-form: the error of a field shows under it. Built from
// FormControl and OutlinedInput rather than TextField, which would bring Select and Menu along.
import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import { type ReactNode, useState } from "react";
import type { FieldValues } from "react-hook-form";
import { type FieldBase, useFormField } from "./use-form-field.ts";

type FieldProps<T extends FieldValues> = FieldBase<T> & {
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
  multiline?: boolean;
  minRows?: number;
  /** Attributes of the <input> itself (e.g. min, step). */
  inputProps?: Record<string, unknown>;
};

export function FormTextField<T extends FieldValues>({
  type = "text",
  autoComplete,
  autoFocus,
  endAdornment,
  multiline,
  minRows,
  inputProps,
  ...base
}: FieldProps<T>) {
  const { label, disabled, required } = base;
  const { field, id, invalid, message, helperId, describedBy } = useFormField(base);
  return (
    <FormControl fullWidth error={invalid} disabled={disabled} required={required}>
      <InputLabel htmlFor={id} shrink={type === "date" || type === "time" ? true : undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={field.name}
        type={type}
        value={field.value ?? ""}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        endAdornment={endAdornment}
        multiline={multiline}
        minRows={minRows}
        inputProps={inputProps}
        notched={type === "date" || type === "time" ? true : undefined}
        aria-describedby={describedBy}
      />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}

export function FormPasswordField<T extends FieldValues>(props: Omit<FieldProps<T>, "type" | "endAdornment">) {
  const [shown, setShown] = useState(false);
  return (
    <FormTextField
      {...props}
      type={shown ? "text" : "password"}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={shown ? "Hide password" : "Show password"}
            onClick={() => setShown((s) => !s)}
            edge="end"
            size="small"
          >
            {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
