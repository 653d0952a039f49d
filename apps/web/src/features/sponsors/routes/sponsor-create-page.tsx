// Add Sponsor (/dashboard/{id}/settings/sponsors/create; docs/product.md section 2): the sponsor form, then the list.
import { newItemPage } from "../../../components/form/item-form-frame.tsx";
import { paths } from "../../../lib/paths.ts";
import { useCreateSponsor } from "../api/sponsors.ts";
import { NEW_SPONSOR, SponsorForm } from "../components/sponsor-form.tsx";

export const SponsorCreatePage = newItemPage("Sponsor", useCreateSponsor, paths.manage.sponsors.href, (actions) => (
  <SponsorForm defaultValues={NEW_SPONSOR} {...actions} />
));
