// The form of an event's item (a team, a player, a sponsor; docs/product.md section 2): named "Add Team"
// or "Edit Team", offering "Save and add another" on create; its footer saves, cancels and, on edit,
// deletes after a confirmation (docs/decisions/034-archive-and-delete.md). A form names its schema,
// its create body and its fields; the wiring between the page's callbacks, the save and the footer is
// here once.
import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";
import type { DefaultValues, FieldValues, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { ConfirmDeleteButton } from "../confirm-delete-button.tsx";
import { Form, type Schema, useSchemaForm } from "./form.tsx";
import { FormFooter } from "./form-footer.tsx";
import { type FormMode, type SaveForm, useSaveForm } from "./use-save-form.tsx";

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

/** An item's form as ItemForm takes it: the page's callbacks, the react-hook-form form and its save. */
export type ItemFormState<TIn extends FieldValues, TOut> = Omit<ItemFormProps<unknown>, "defaultValues" | "onSave" | "onDone"> & {
  form: UseFormReturn<TIn, unknown, TOut>;
  save: SaveForm<TOut>;
};

/**
 * The form of an item checked by `schema`, saved as useSaveForm saves (create sends `createPayload` of
 * the checked values, edit the changed fields): `form` for the fields, `item` for ItemForm.
 */
export function useItemForm<S extends Schema>(
  schema: S,
  { defaultValues, onSave, onDone, ...props }: ItemFormProps<DefaultValues<z.input<S>>>,
  createPayload: (values: z.output<S>) => Record<string, unknown>,
) {
  const form = useSchemaForm(schema, defaultValues);
  const save = useSaveForm(form, { mode: props.mode, onSave, onDone, createPayload });
  const item: ItemFormState<z.input<S>, z.output<S>> = { ...props, form, save };
  return { form, item };
}

type Props<TIn extends FieldValues, TOut> = {
  /** What the form holds, e.g. "Team": the form is "Add Team" or "Edit Team", its button "Add Team" or "Save Team". */
  noun: string;
  item: ItemFormState<TIn, TOut>;
  /** Edit only: Delete asks `deleteTitle` and says `deleteText` first. */
  deleteTitle: string;
  deleteText: string;
  /** The fields. */
  children: ReactNode;
};

/** The form: its fields, then "Add Team" or "Save Team", Cancel, and on edit Delete. */
export function ItemForm<TIn extends FieldValues, TOut>({ noun, item, deleteTitle, deleteText, children }: Props<TIn, TOut>) {
  const { mode, form, save, onCancel, onDelete, onDeleted } = item;
  return (
    <Form
      form={form}
      onSubmit={save.submit}
      aria-label={`${mode === "create" ? "Add" : "Edit"} ${noun}`}
      addAnother={mode === "create"}
    >
      <Stack spacing={2.5}>
        {children}
        <FormFooter
          submitLabel={mode === "create" ? `Add ${noun}` : `Save ${noun}`}
          submitting={save.submitting}
          onCancel={onCancel}
          extra={
            onDelete && (
              <ConfirmDeleteButton
                title={deleteTitle}
                text={deleteText}
                onDelete={onDelete}
                onDeleted={() => {
                  save.allowNavigation();
                  onDeleted?.();
                }}
                disabled={save.submitting}
              />
            )
          }
        />
      </Stack>
      {save.dialog}
    </Form>
  );
}
