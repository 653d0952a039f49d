// Edit Sponsor (/dashboard/{id}/settings/sponsors/{sponsorId}; docs/product.md section 2): the sponsor form,
// with Delete (lib/delete-item.ts); both lead back to the list.
import { useParams } from "react-router";
import { EditItemFrame, useEditItemActions } from "../../../components/form/item-form-frame.tsx";
import { routeId, useEventId } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useDeleteSponsor, useSponsor, useUpdateSponsor } from "../api/sponsors.ts";
import { SponsorForm, sponsorFormValues } from "../components/sponsor-form.tsx";

export function SponsorEditPage() {
  const eventId = useEventId();
  const sponsorId = routeId(useParams().sponsorId);
  const sponsor = useSponsor(eventId, sponsorId);
  const update = useUpdateSponsor(eventId, sponsorId);
  const remove = useDeleteSponsor(eventId, sponsorId);
  const actions = useEditItemActions("Sponsor", {
    save: update.mutateAsync,
    remove: () => remove.mutateAsync(),
    back: paths.manage.sponsors.href(eventId),
    list: paths.manage.sponsors.href(eventId),
  });
  return (
    <EditItemFrame query={sponsor} title={(s) => `Edit ${s?.name ?? "Sponsor"}`}>
      {(s) => <SponsorForm key={s.id} defaultValues={sponsorFormValues(s)} currentLogo={s.logo} {...actions} />}
    </EditItemFrame>
  );
}
