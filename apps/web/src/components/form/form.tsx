// The one form wrapper (STYLE.md habit 9). Validation runs on submit only (spec section 5); server
// field errors (400 {field: [messages]}) go under their fields, everything else into a panel above
// the form (spec section 8).
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box, { type BoxProps } from "@mui/material/Box";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { isApiError } from "../../lib/api-client.ts";
import { ALERT_TEXT, describeApiError, detailText, fieldErrors } from "../../lib/api-errors.ts";

type Schema = z.ZodType<FieldValues, FieldValues>;

/** A react-hook-form form checked by a domain zod schema, on submit only. */
export function useSchemaForm<S extends Schema>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
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

type FormProps<TIn extends FieldValues, TOut> = Omit<BoxProps<"form">, "onSubmit" | "children"> & {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: (values: TOut) => Promise<unknown>;
  children: ReactNode;
};

export function Form<TIn extends FieldValues, TOut>({ form, onSubmit, children, ...rest }: FormProps<TIn, TOut>) {
  const [panel, setPanel] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setPanel(null);
    try {
      await onSubmit(values);
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
  const onSubmitEvent = async (event: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) {
      event.preventDefault();
      return;
    }
    inFlight.current = true;
    try {
      await submit(event);
    } finally {
      inFlight.current = false;
    }
  };
  return (
    <Box component="form" noValidate onSubmit={onSubmitEvent} {...rest}>
      {panel && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setPanel(null)}>
          {panel}
        </Alert>
      )}
      {children}
    </Box>
  );
}
