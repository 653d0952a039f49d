// The one form wrapper (docs/style.md habit 9). Validation first runs on submit (docs/product.md section 5); after
// that a field is checked again as it changes, so its error goes as soon as it is valid
// (docs/decisions/032-offline-and-forms.md). Server field errors (400 {field: [messages]}) go under
// their fields and leave the same way; everything else goes into a panel above the form (section 8).
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box, { type BoxProps } from "@mui/material/Box";
import { createContext, type FormEvent, type ReactNode, use, useEffect, useRef, useState } from "react";
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { isApiError } from "../../lib/api-client.ts";
import { ALERT_TEXT, describeApiError, detailText, fieldErrors } from "../../lib/api-errors.ts";

export type Schema = z.ZodType<FieldValues, FieldValues>;

/** A react-hook-form form checked by a domain zod schema: first on submit, then on every change. */
export function useSchemaForm<S extends Schema>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
}

/** The text of the panel above a form for a failed submit. */
export function panelText(error: unknown, unplaced: Record<string, string>): string {
  const parts: string[] = [];
  if (isApiError(error)) {
    const detail = detailText(error.body);
    if (detail) parts.push(detail);
  }
  for (const [field, message] of Object.entries(unplaced))
    parts.push(field === "non_field_errors" ? message : `${field}: ${message}`);
  if (parts.length) return parts.join(" ");
  return describeApiError(error)?.text ?? ALERT_TEXT.unexpected;
}

/**
 * How a submit was asked for. "Save and add another": once onSubmit has saved (and not navigated
 * away), the form is blank again with its defaults, no longer counts as submitted (a new entry is
 * checked on submit first) and has focus on its first field.
 */
export type SubmitHow = { another: boolean };

type FormProps<TIn extends FieldValues, TOut> = Omit<BoxProps<"form">, "onSubmit" | "children"> & {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: (values: TOut, how: SubmitHow) => Promise<unknown>;
  /** A create form: the footer offers "Save and add another" (onSubmit gets `another: true`). */
  addAnother?: boolean;
  children: ReactNode;
};

/** What the footer of a form may ask of it: null outside a form that offers adding another. */
const AddAnotherContext = createContext<(() => void) | null>(null);

/** "Save and add another" of the enclosing form, or null when it offers none. */
export function useAddAnother(): (() => void) | null {
  return use(AddAnotherContext);
}

export function Form<TIn extends FieldValues, TOut>({ form, onSubmit, addAnother, children, ...rest }: FormProps<TIn, TOut>) {
  const [panel, setPanel] = useState<string | null>(null);
  const [entries, setEntries] = useState(0);
  // After a reset the fields register again as they render: focus once they have.
  useEffect(() => {
    const first = Object.keys(form.formState.defaultValues ?? {})[0];
    if (entries > 0 && first) form.setFocus(first as Path<TIn>);
  }, [entries, form]);
  const submitWith = (how: SubmitHow) =>
    form.handleSubmit(async (values) => {
      setPanel(null);
      try {
        await onSubmit(values, how);
        if (how.another) {
          form.reset();
          setEntries((n) => n + 1);
        }
      } catch (error) {
        const known = new Set(Object.keys(form.getValues()));
        const unplaced: Record<string, string> = {};
        for (const [field, message] of Object.entries(fieldErrors(error))) {
          if (known.has(field)) form.setError(field as Path<TIn>, { type: "server", message }, { shouldFocus: true });
          else unplaced[field] = message;
        }
        const placedAny = Object.keys(fieldErrors(error)).length > Object.keys(unplaced).length;
        const hasDetail = isApiError(error) && detailText(error.body) !== null;
        if (!placedAny || hasDetail || Object.keys(unplaced).length) setPanel(panelText(error, unplaced));
      }
    });
  // No double submit: a second Enter or click while the first save runs is ignored.
  const inFlight = useRef(false);
  const run = async (how: SubmitHow, event?: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) {
      event?.preventDefault();
      return;
    }
    inFlight.current = true;
    try {
      await submitWith(how)(event);
    } finally {
      inFlight.current = false;
    }
  };
  const onSubmitEvent = (event: FormEvent<HTMLFormElement>) => run({ another: false }, event);
  const submitAnother = addAnother ? () => void run({ another: true }) : null;
  return (
    <Box component="form" noValidate onSubmit={onSubmitEvent} {...rest}>
      {panel && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setPanel(null)}>
          {panel}
        </Alert>
      )}
      <AddAnotherContext value={submitAnother}>{children}</AddAnotherContext>
    </Box>
  );
}
