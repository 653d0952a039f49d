// Add Sponsor (/dashboard/{id}/settings/sponsors/create; docs/product.md section 2): the sponsor form, then the list.
import { useNavigate } from "react-router";
import { NewItemFrame } from "../../../components/form/item-form-frame.tsx";
import { pushAlert } from "../../../lib/alerts.ts";
import { useEventId } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useCreateSponsor } from "../api/sponsors.ts";
import { NEW_SPONSOR, SponsorForm } from "../components/sponsor-form.tsx";

export function SponsorCreatePage() {
  const eventId = useEventId();
  const navigate = useNavigate();
  const create = useCreateSponsor(eventId);
  const toList = () => void navigate(paths.manage.sponsors.href(eventId));
  return (
    <NewItemFrame title="Add Sponsor">
      <SponsorForm
        mode="create"
        defaultValues={NEW_SPONSOR}
        onSave={async (body) => {
          await create.mutateAsync(body);
          pushAlert({ severity: "success", text: "Sponsor added." });
        }}
        onDone={toList}
        onCancel={toList}
      />
    </NewItemFrame>
  );
}
