// The buttons under a dashboard form: Cancel goes back, the submit button shows the save in
// progress and cannot be pressed twice. A create form (Form's addAnother) also gets "Save and add
// another": a plain button, so Enter in a field still means the submit button.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { ReactNode } from "react";
import { ConfirmDeleteButton } from "../confirm-delete-button.tsx";
import { useAddAnother } from "./form.tsx";
import type { FormMode } from "./use-save-form.tsx";

export const ADD_ANOTHER_LABEL = "Save and add another";

type Props = { submitLabel: string; submitting: boolean; onCancel: () => void; extra?: ReactNode };

export function FormFooter({ submitLabel, submitting, onCancel, extra }: Props) {
  const addAnother = useAddAnother();
  return (
    <Box
      sx={{
        display: "flex",
        // On a phone the save button comes first and full width, then Cancel, then any extra action.
        flexDirection: { mobile: "column-reverse", tablet: "row" },
        alignItems: { mobile: "stretch", tablet: "center" },
        justifyContent: "flex-end",
        gap: 1.5,
        pt: 1,
      }}
    >
      {extra && (
        <Box sx={{ mr: { tablet: "auto" }, display: "flex", justifyContent: { mobile: "center", tablet: "flex-start" } }}>
          {extra}
        </Box>
      )}
      <Button onClick={onCancel} disabled={submitting} color="inherit">
        Cancel
      </Button>
      {addAnother && (
        <Button variant="outlined" size="large" onClick={addAnother} disabled={submitting}>
          {ADD_ANOTHER_LABEL}
        </Button>
      )}
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        {submitLabel}
      </Button>
    </Box>
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

/** The footer of the form of an event's item (a team, a player, a sponsor). */
export function ItemFormFooter({ noun, mode, submitting, onCancel, onDelete, onDeleted, deleteTitle, deleteText, allowNavigation }: ItemProps) {
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
