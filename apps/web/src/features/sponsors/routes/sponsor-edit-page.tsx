// Edit Sponsor (/dashboard/{id}/settings/sponsors/{sponsorId}; docs/product.md section 2): the sponsor form,
// with Delete (lib/delete-item.ts); both lead back to the list.
import { editItemPage } from "../../../components/form/item-form-frame.tsx";
import { paths } from "../../../lib/paths.ts";
import { useDeleteSponsor, useSponsor, useUpdateSponsor } from "../api/sponsors.ts";
import { SponsorForm, sponsorFormValues } from "../components/sponsor-form.tsx";

export const SponsorEditPage = editItemPage({
  noun: "Sponsor",
  param: "sponsorId",
  useItem: useSponsor,
  useUpdate: useUpdateSponsor,
  useDelete: useDeleteSponsor,
  back: paths.manage.sponsors.href,
  list: paths.manage.sponsors.href,
  form: (s, actions) => <SponsorForm key={s.id} defaultValues={sponsorFormValues(s)} currentLogo={s.logo} {...actions} />,
});
