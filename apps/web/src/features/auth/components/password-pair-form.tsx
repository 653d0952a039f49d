// password and password_re (docs/product.md section 5 "Reset and update password"), shared by the reset and
// update screens.

import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { UpdatePasswordBody } from "@sah/domain";
import type { ReactNode } from "react";
import { FormPasswordField } from "../../../components/form/fields.tsx";
import { Form, useSchemaForm } from "../../../components/form/form.tsx";
import type { PasswordValues } from "../api/auth.ts";

type Props = {
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: PasswordValues) => Promise<unknown>;
  label: string;
  footer?: ReactNode;
};

export function PasswordPairForm({ submitLabel, pending, onSubmit, label, footer }: Props) {
  const form = useSchemaForm(UpdatePasswordBody, { password: "", password_re: "" });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={label}>
      <Stack spacing={2.5}>
        <FormPasswordField control={form.control} name="password" label="New password" autoComplete="new-password" autoFocus />
        <FormPasswordField control={form.control} name="password_re" label="Confirm new password" autoComplete="new-password" />
        <Button type="submit" variant="contained" size="large" loading={pending}>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </Form>
  );
}
