// What every field adapter of the form needs from react-hook-form: the field, its id, and the text
// under it (the field's error, else its help) with that text's id for aria-describedby.
import { useId } from "react";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";

/** The props every field adapter takes. */
export type FieldBase<T extends FieldValues> = {
  name: Path<T>;
  control: Control<T>;
  label: string;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
};

export function useFormField<T extends FieldValues>({ name, control, helperText }: FieldBase<T>) {
  const { field, fieldState } = useController({ name, control });
  const id = useId();
  const message = fieldState.error?.message ?? helperText;
  return {
    field,
    id,
    invalid: fieldState.error !== undefined,
    message,
    helperId: `${id}-helper`,
    /** The input's aria-describedby: the text under it, when there is one. */
    describedBy: message ? `${id}-helper` : undefined,
  };
}
