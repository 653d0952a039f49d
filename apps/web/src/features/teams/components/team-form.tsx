// The team form, for create and edit (docs/product.md sections 2 and 5): name, owners (users as options:
// label = email, value = id, docs/product.md section 3), logo; on edit also Delete, after a confirmation.
import { deriveShortName, LIMITS, type Team, TeamBody } from "@sah/domain";
import { FormTextField } from "../../../components/form/fields.tsx";
import { FormImageField } from "../../../components/form/image-field.tsx";
import { ItemForm, type ItemFormProps, useItemForm } from "../../../components/form/item-form.tsx";
import { FormMultiSelectField } from "../../../components/form/multi-select-field.tsx";
import { useOwnerPicker } from "../../../lib/user-options.ts";

export type TeamFormValues = { name: string; short_name: string; owners: number[]; logo: File | "" | null };

export const NEW_TEAM: TeamFormValues = { name: "", short_name: "", owners: [], logo: null };

export function teamFormValues(team: Team): TeamFormValues {
  // A short name that is the one derived from the name shows blank: left blank, it follows a rename.
  const own = team.short_name === deriveShortName(team.name) ? "" : team.short_name;
  return { name: team.name, short_name: own, owners: team.owners, logo: null };
}

type Props = ItemFormProps<TeamFormValues> & {
  currentLogo?: string | null;
  /** The saved owners by name (owners_details), shown as chips before any search. */
  currentOwners?: readonly { id: number; name: string }[];
};

export function TeamForm({ currentLogo, currentOwners, ...props }: Props) {
  const { form, item } = useItemForm(TeamBody, props, (v) => ({
    name: v.name,
    short_name: v.short_name,
    owners: v.owners,
    logo: v.logo instanceof Blob ? v.logo : undefined,
  }));
  const users = useOwnerPicker(currentOwners);
  const { control } = form;
  return (
    <ItemForm
      noun="Team"
      item={item}
      deleteTitle="Delete this team?"
      deleteText={`${props.defaultValues.name} and its logo will be removed from the event. A team with players cannot be deleted.`}
    >
      <FormTextField control={control} name="name" label="Name" required autoFocus={props.mode === "create"} />
      <FormTextField
        control={control}
        name="short_name"
        label="Short name"
        inputProps={{ maxLength: LIMITS.teamShortNameMax }}
        helperText={`Up to ${LIMITS.teamShortNameMax} characters, shown where space is short (the big screen from 10 teams). Blank: the name's initials.`}
      />
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
    </ItemForm>
  );
}
