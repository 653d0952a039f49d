// The user form (docs/product.md sections 2 and 5 "Users"): Create User with name, email, password and
// "Is Admin?"; Edit User with name and "Is Admin?", the email shown disabled and no password. An edit
// sends only the changed fields (PATCH). API errors show above the form, field errors under fields.
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import Stack from "@mui/material/Stack";
import { type User, UserCreateBody, type UserPatchBody, UserUpdateBody } from "@sah/domain";
import { type ReactNode, useId } from "react";
import type { z } from "zod";
import { FormCheckboxField } from "../../../components/form/checkbox-field.tsx";
import { FormPasswordField, FormTextField } from "../../../components/form/fields.tsx";
import { Form, type SubmitHow, useSchemaForm } from "../../../components/form/form.tsx";
import { FormFooter } from "../../../components/form/form-footer.tsx";
import { changedValues } from "../../../lib/form-payload.ts";

type CreateProps = {
  /** Creates the user; a thrown ApiError goes to the form's panel and fields. */
  onSubmit: (body: UserCreateBody) => Promise<unknown>;
  /** After a create, unless it was "Save and add another" (then the form starts a new user). */
  onDone: () => void;
  onCancel: () => void;
};

export function CreateUserForm({ onSubmit, onDone, onCancel }: CreateProps) {
  const form = useSchemaForm(UserCreateBody, { name: "", email: "", password: "", is_staff: false });
  const submit = async (body: UserCreateBody, how: SubmitHow) => {
    await onSubmit(body);
    // After "Save and add another" the Form starts the next user itself.
    if (!how.another) onDone();
  };
  return (
    <Form form={form} onSubmit={submit} addAnother aria-label="Create User">
      <Stack spacing={2.5}>
        <FormTextField control={form.control} name="name" label="Name" autoComplete="off" autoFocus />
        <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="off" />
        <FormPasswordField control={form.control} name="password" label="Password" autoComplete="new-password" />
        <FormCheckboxField control={form.control} name="is_staff" label="Is Admin?" />
        <FormFooter submitLabel="Create User" submitting={form.formState.isSubmitting} onCancel={onCancel} />
      </Stack>
    </Form>
  );
}

/** The e-mail cannot be changed here (docs/product.md section 2): shown, not part of the form. */
function DisabledEmail({ email }: { email: string }) {
  const id = useId();
  return (
    <FormControl fullWidth disabled>
      <InputLabel htmlFor={id}>Email</InputLabel>
      <OutlinedInput id={id} label="Email" value={email} readOnly />
    </FormControl>
  );
}

type EditProps = {
  user: User;
  /** Only the changed fields among name and is_staff; not called when nothing changed. */
  onSubmit: (changes: UserPatchBody) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
  /** Another action beside the buttons (Archive / Restore). */
  extra?: ReactNode;
};

export function EditUserForm({ user, onSubmit, onDone, onCancel, extra }: EditProps) {
  const form = useSchemaForm(UserUpdateBody, { name: user.name, is_staff: user.is_staff });
  // Read during render: react-hook-form tracks only the form state a component reads.
  void form.formState.dirtyFields;
  const submit = async (values: z.output<typeof UserUpdateBody>) => {
    const changes = changedValues(form.formState.dirtyFields, values);
    if (Object.keys(changes).length > 0) await onSubmit(changes);
    onDone();
  };
  return (
    <Form form={form} onSubmit={submit} aria-label="Edit User">
      <Stack spacing={2.5}>
        <FormTextField control={form.control} name="name" label="Name" autoComplete="off" />
        <DisabledEmail email={user.email} />
        <FormCheckboxField control={form.control} name="is_staff" label="Is Admin?" />
        <FormFooter submitLabel="Update User" submitting={form.formState.isSubmitting} onCancel={onCancel} extra={extra} />
      </Stack>
    </Form>
  );
}
