// The team form, for create and edit (docs/product.md sections 2 and 5): name, owners (users as options:
// label = email, value = id, docs/product.md section 3), logo; on edit also Delete, after a confirmation.
import Stack from "@mui/material/Stack";
import { type Team, TeamBody } from "@sah/domain";
import { FormTextField } from "../../../components/form/fields.tsx";
import { useSchemaForm } from "../../../components/form/form.tsx";
import { FormImageField } from "../../../components/form/image-field.tsx";
import { ItemForm, ItemFormFooter, type ItemFormProps } from "../../../components/form/item-form.tsx";
import { FormMultiSelectField } from "../../../components/form/multi-select-field.tsx";
import { useSaveForm } from "../../../components/form/use-save-form.tsx";
import { useOwnerPicker } from "../../../lib/user-options.ts";

export type TeamFormValues = { name: string; owners: number[]; logo: File | "" | null };

export const NEW_TEAM: TeamFormValues = { name: "", owners: [], logo: null };

export function teamFormValues(team: Team): TeamFormValues {
  return { name: team.name, owners: team.owners, logo: null };
}

type Props = ItemFormProps<TeamFormValues> & {
  currentLogo?: string | null;
  /** The saved owners by name (owners_details), shown as chips before any search. */
  currentOwners?: readonly { id: number; name: string }[];
};

export function TeamForm({
  mode,
  defaultValues,
  currentLogo,
  currentOwners,
  onSave,
  onDone,
  onCancel,
  onDelete,
  onDeleted,
}: Props) {
  const form = useSchemaForm(TeamBody, defaultValues);
  const users = useOwnerPicker(currentOwners);
  const { submit, submitting, dialog, allowNavigation } = useSaveForm(form, {
    mode,
    onSave,
    onDone,
    createPayload: (v) => ({ name: v.name, owners: v.owners, logo: v.logo instanceof Blob ? v.logo : undefined }),
  });
  const { control } = form;
  return (
    <ItemForm noun="Team" mode={mode} form={form} onSubmit={submit}>
      <Stack spacing={2.5}>
        <FormTextField control={control} name="name" label="Name" required autoFocus={mode === "create"} />
        <FormMultiSelectField
          control={control}
          name="owners"
          label="Owners"
          required
          options={users.options}
          selectedOptions={users.selectedOptions}
          onInputChange={users.onInputChange}
          noOptionsText={users.noOptionsText}
          loading={users.loading}
          helperText={users.isError ? "The users could not be loaded." : undefined}
        />
        <FormImageField control={control} name="logo" label="Team logo" currentUrl={currentLogo} aspectRatio="4 / 3" />
        <ItemFormFooter
          noun="Team"
          {...{ mode, submitting, onCancel, onDelete, onDeleted, allowNavigation }}
          deleteTitle="Delete this team?"
          deleteText={`${defaultValues.name} and its logo will be removed from the event. A team with players cannot be deleted.`}
        />
      </Stack>
      {dialog}
    </ItemForm>
  );
}
