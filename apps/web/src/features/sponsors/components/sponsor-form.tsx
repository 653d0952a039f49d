// The sponsor form, for create and edit (docs/product.md sections 2, 3 and 5): name, category, order (1 to 24,
// default 1), website link (optional), logo; on edit also Delete, after a confirmation.
import Box from "@mui/material/Box";
import { LIMITS, type Sponsor, SponsorBody } from "@sah/domain";
import { FormTextField } from "../../../components/form/fields.tsx";
import { FormImageField } from "../../../components/form/image-field.tsx";
import { ItemForm, type ItemFormProps, useItemForm } from "../../../components/form/item-form.tsx";
import { FormSelectField } from "../../../components/form/select-field.tsx";

export type SponsorFormValues = { name: string; category: string; order: number | ""; link: string; logo: File | "" | null };

export const NEW_SPONSOR: SponsorFormValues = {
  name: "",
  category: "",
  order: LIMITS.sponsorOrderDefault,
  link: "",
  logo: null,
};

export function sponsorFormValues(sponsor: Sponsor): SponsorFormValues {
  return { name: sponsor.name, category: sponsor.category, order: sponsor.order, link: sponsor.link, logo: null };
}

/** docs/product.md section 9: order runs 1 to 24. */
export const ORDER_OPTIONS = Array.from({ length: LIMITS.sponsorOrderMax - LIMITS.sponsorOrderMin + 1 }, (_, i) => {
  const n = LIMITS.sponsorOrderMin + i;
  return { label: String(n), value: n };
});

type Props = ItemFormProps<SponsorFormValues> & { currentLogo?: string | null };

export function SponsorForm({ currentLogo, ...props }: Props) {
  const { form, item } = useItemForm(SponsorBody, props, (v) => ({
    name: v.name,
    category: v.category,
    order: v.order,
    link: v.link ?? "",
    logo: v.logo instanceof Blob ? v.logo : undefined,
  }));
  const { control } = form;
  return (
    <ItemForm
      noun="Sponsor"
      item={item}
      deleteTitle="Delete this sponsor?"
      deleteText={`${props.defaultValues.name} and its logo will be removed from the event.`}
    >
      <FormTextField control={control} name="name" label="Name" required autoFocus={props.mode === "create"} />
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { mobile: "1fr", tablet: "2fr 1fr" } }}>
        <FormTextField
          control={control}
          name="category"
          label="Category"
          required
          helperText="e.g. Title Sponsor, Associate Sponsor"
        />
        <FormSelectField control={control} name="order" label="Order" options={ORDER_OPTIONS} required />
      </Box>
      <FormTextField
        control={control}
        name="link"
        label="Website link (optional)"
        type="url"
        helperText="Without a link, the Website Link button is disabled."
      />
      <FormImageField control={control} name="logo" label="Sponsor logo" currentUrl={currentLogo} aspectRatio="1" />
    </ItemForm>
  );
}
