// "Re-auction at a lower price" (docs/api.md "Second round"; decisions 044 and 053): the
// second round puts every Unsold player back with its base price cut to a percentage, never below the
// event's minimum (a player without a base price opens at the minimum already), so the owners' phones
// can bid every opening price. The percentage's error shows under its field, the server's too; the
// dialog says where the prices stop before the organiser confirms.
import { ReAuctionBody } from "@sah/domain";
import { FormTextField } from "../../../../components/form/fields.tsx";
import { useSchemaForm } from "../../../../components/form/form.tsx";
import { FormDialog } from "../../../../components/form/form-dialog.tsx";

const Schema = ReAuctionBody.required();

type Props = {
  open: boolean;
  /** The unsold players it puts back, when known. */
  unsold: number | undefined;
  /** The event's minimum player price, formatted with its unit ("1,000 Points"). */
  minimum: string;
  onCancel: () => void;
  onSubmit: (percent: number) => Promise<unknown>;
};

export function ReAuctionDialog({ open, unsold, minimum, onCancel, onSubmit }: Props) {
  const form = useSchemaForm(Schema, { base_price_percent: "50" });
  const close = () => {
    form.reset();
    onCancel();
  };
  const who = unsold === undefined ? "Every unsold player goes" : `The ${unsold} unsold player${unsold === 1 ? " goes" : "s go"}`;
  return (
    <FormDialog
      open={open}
      form={form}
      title="Re-auction at a lower price"
      label="Re-auction at a lower price"
      intro={`${who} back to Available at this percentage of the base price, rounded to a whole unit. Undo puts the prices back.`}
      submitLabel="Re-auction"
      onClose={close}
      onSubmit={async (v) => {
        await onSubmit(v.base_price_percent);
        close();
      }}
    >
      <FormTextField
        control={form.control}
        name="base_price_percent"
        label="Percentage of the base price"
        required
        autoFocus
        inputProps={{ inputMode: "numeric" }}
        helperText={`From 1 to 100. No price goes below the event's minimum of ${minimum}.`}
      />
    </FormDialog>
  );
}
