// The buttons under a dashboard form: Cancel goes back, the submit button shows the save in
// progress and cannot be pressed twice. A create form (Form's addAnother) also gets "Save and add
// another": a plain button, so Enter in a field still means the submit button.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { ReactNode } from "react";
import { useAddAnother } from "./form.tsx";

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
