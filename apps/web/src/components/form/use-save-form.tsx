// The save flow every dashboard form shares (docs/product.md section 5): create sends every field, edit only
// the changed ones (react-hook-form's dirtyFields), both as multipart; unsaved changes are guarded
// until the save succeeds; then the page moves on, or, for "Save and add another" on a create form,
// the form starts a new entry and the page stays.
import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { changedValues, toFormData } from "../../lib/form-payload.ts";
import type { SubmitHow } from "./form.tsx";
import { useUnsavedChanges } from "./unsaved-changes.tsx";

export type FormMode = "create" | "edit";

type Options<TOut> = {
  mode: FormMode;
  /** Sends the body; a thrown ApiError goes to the form's panel and fields. */
  onSave: (body: FormData) => Promise<unknown>;
  /**
   * After a successful save (or an edit with nothing changed): where to go next. Not called after
   * "Save and add another", so a create page raises its success alert in onSave.
   */
  onDone: () => void;
  /** The create body from the checked values (defaults to the values as they are). */
  createPayload?: (values: TOut) => Record<string, unknown>;
};

/** A form's save: the submit handler, whether it is sending, the unsaved-changes dialog to render. */
export type SaveForm<TOut> = {
  submit: (values: TOut, how?: SubmitHow) => Promise<void>;
  submitting: boolean;
  dialog: ReactNode;
  /** After a delete or another way out that needs no question about unsaved changes. */
  allowNavigation: () => void;
};

export function useSaveForm<TIn extends FieldValues, TOut extends Record<string, unknown>>(
  form: UseFormReturn<TIn, unknown, TOut>,
  { mode, onSave, onDone, createPayload = (v) => v }: Options<TOut>,
): SaveForm<TOut> {
  // Read during render: react-hook-form tracks only the form state a component reads.
  const { isDirty, isSubmitting } = form.formState;
  void form.formState.dirtyFields;
  const unsaved = useUnsavedChanges(isDirty);

  const submit = async (values: TOut, how?: SubmitHow) => {
    const payload = mode === "create" ? createPayload(values) : changedValues(form.formState.dirtyFields, values);
    if (mode === "edit" && Object.keys(payload).length === 0) {
      unsaved.allowNavigation();
      onDone();
      return;
    }
    await onSave(toFormData(payload));
    // The Form starts the next entry itself.
    if (mode === "create" && how?.another) return;
    unsaved.allowNavigation();
    onDone();
  };
  return { submit, submitting: isSubmitting, dialog: unsaved.dialog, allowNavigation: unsaved.allowNavigation };
}
