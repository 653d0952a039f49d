// The text input of an Autocomplete bound to a react-hook-form field: it carries the field's name and
// ref (so the form focuses it on an error), and the error or the help under it.
import type { AutocompleteRenderInputParams } from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import type { ReactNode } from "react";
import type { ControllerRenderProps, FieldValues, Path } from "react-hook-form";

type Input = { label: string; required?: boolean; error: boolean; helperText: ReactNode };

export function fieldInput<T extends FieldValues>(field: ControllerRenderProps<T, Path<T>>, input: Input) {
  return (params: AutocompleteRenderInputParams) => <TextField {...params} name={field.name} inputRef={field.ref} {...input} />;
}
