// "Adjust a purse" (docs/api.md "Purse adjustments"): a bonus or a penalty (a negative
// amount) for one team, with the reason the audit keeps. The server's refusals ("would take its funds
// below zero", "must keep ... to complete its squad") show under their fields; "Override limits"
// lets a penalty eat into the squad's reserve, never below zero.
import Stack from "@mui/material/Stack";
import { AdjustmentBody, idField, MSG, type Team } from "@sah/domain";
import { FormCheckboxField } from "../../../../components/form/checkbox-field.tsx";
import { FormTextField } from "../../../../components/form/fields.tsx";
import { useSchemaForm } from "../../../../components/form/form.tsx";
import { FormDialog } from "../../../../components/form/form-dialog.tsx";
import { FormSelectField } from "../../../../components/form/select-field.tsx";
import type { AdjustmentPayload } from "../../api/auction-console.ts";

const Schema = AdjustmentBody.extend({ team: idField(MSG.teamRequired) });

type Props = {
  open: boolean;
  teams: readonly Team[];
  onCancel: () => void;
  onSubmit: (payload: AdjustmentPayload & { team: number }) => Promise<unknown>;
};

export function AdjustPurseDialog({ open, teams, onCancel, onSubmit }: Props) {
  const form = useSchemaForm(Schema, { team: "", amount: "", reason: "", override_limits: false });
  const close = () => {
    form.reset();
    onCancel();
  };
  return (
    <FormDialog
      open={open}
      form={form}
      title="Adjust a purse"
      label="Adjust a purse"
      intro="A bonus adds money; a penalty (a negative amount, e.g. -5000) takes it. The reason is kept in the audit log, and Undo takes the adjustment back."
      submitLabel="Adjust purse"
      onClose={close}
      onSubmit={async (v) => {
        await onSubmit({
          team: v.team,
          amount: v.amount,
          reason: v.reason,
          ...(v.override_limits ? { override_limits: true as const } : {}),
        });
        close();
      }}
    >
      <Stack spacing={2.5}>
        <FormSelectField
          control={form.control}
          name="team"
          label="Team"
          options={teams.map((t) => ({ label: t.name, value: t.id }))}
          required
        />
        <FormTextField control={form.control} name="amount" label="Amount" required inputProps={{ inputMode: "numeric" }} />
        <FormTextField control={form.control} name="reason" label="Reason" required />
        <FormCheckboxField
          control={form.control}
          name="override_limits"
          label="Override limits: let a penalty eat into the money kept for the minimum squad (logged)"
        />
      </Stack>
    </FormDialog>
  );
}
