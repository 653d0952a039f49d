// Add Sponsor (/dashboard/{id}/settings/sponsors/create; docs/product.md section 2): the sponsor form, then the list.
import { NewItemFrame, useNewItemActions } from "../../../components/form/item-form-frame.tsx";
import { useEventId } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useCreateSponsor } from "../api/sponsors.ts";
import { NEW_SPONSOR, SponsorForm } from "../components/sponsor-form.tsx";

export function SponsorCreatePage() {
  const eventId = useEventId();
  const create = useCreateSponsor(eventId);
  const actions = useNewItemActions("Sponsor", create.mutateAsync, paths.manage.sponsors.href(eventId));
  return (
    <NewItemFrame title="Add Sponsor">
      <SponsorForm defaultValues={NEW_SPONSOR} {...actions} />
    </NewItemFrame>
  );
}
