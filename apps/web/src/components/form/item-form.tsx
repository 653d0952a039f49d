// The form of an event's item (a team, a player, a sponsor; docs/product.md section 2): named "Add Team"
// or "Edit Team", offering "Save and add another" on create; its footer saves, cancels and, on edit,
// deletes after a confirmation (docs/decisions/034-archive-and-delete.md).
import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { ConfirmDeleteButton } from "../confirm-delete-button.tsx";
import { Form, type SubmitHow } from "./form.tsx";
import { FormFooter } from "./form-footer.tsx";
import type { FormMode } from "./use-save-form.tsx";

/** What the page gives the form of an item (useNewItemActions and useEditItemActions make the callbacks). */
export type ItemFormProps<V> = {
  mode: FormMode;
  defaultValues: V;
  onSave: (body: FormData) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
  /** Edit only: deletes the item, after a confirmation (a refusal shows in the dialog); then onDeleted. */
  onDelete?: () => Promise<unknown>;
  onDeleted?: () => void;
};

type FormProps<TIn extends FieldValues, TOut> = {
  /** What the form holds, e.g. "Team". */
  noun: string;
  mode: FormMode;
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: (values: TOut, how: SubmitHow) => Promise<unknown>;
  children: ReactNode;
};

export function ItemForm<TIn extends FieldValues, TOut>({ noun, mode, form, onSubmit, children }: FormProps<TIn, TOut>) {
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-label={`${mode === "create" ? "Add" : "Edit"} ${noun}`}
      addAnother={mode === "create"}
    >
      {children}
    </Form>
  );
}

type ItemProps = {
  /** What the form holds, e.g. "Team": the submit button says "Add Team" or "Save Team". */
  noun: string;
  mode: FormMode;
  submitting: boolean;
  onCancel: () => void;
  /** Edit only: Delete, after a confirmation asking `deleteTitle` and saying `deleteText`. */
  onDelete?: () => Promise<unknown>;
  onDeleted?: () => void;
  deleteTitle: string;
  deleteText: string;
  /** useSaveForm's: a deleted item's form may be left without asking about unsaved changes. */
  allowNavigation: () => void;
};

/** The footer: "Add Team" or "Save Team", Cancel, and on edit Delete. */
export function ItemFormFooter({
  noun,
  mode,
  submitting,
  onCancel,
  onDelete,
  onDeleted,
  deleteTitle,
  deleteText,
  allowNavigation,
}: ItemProps) {
  return (
    <FormFooter
      submitLabel={mode === "create" ? `Add ${noun}` : `Save ${noun}`}
      submitting={submitting}
      onCancel={onCancel}
      extra={
        onDelete && (
          <ConfirmDeleteButton
            title={deleteTitle}
            text={deleteText}
            onDelete={onDelete}
            onDeleted={() => {
              allowNavigation();
              onDeleted?.();
            }}
            disabled={submitting}
          />
        )
      }
    />
  );
}
