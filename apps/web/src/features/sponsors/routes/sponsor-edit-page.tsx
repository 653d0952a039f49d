// Edit Sponsor (/dashboard/{id}/settings/sponsors/{sponsorId}; docs/product.md section 2): the sponsor form,
// with Delete (lib/delete-item.ts); both lead back to the list.
import { useNavigate, useParams } from "react-router";
import { EditItemFrame } from "../../../components/form/item-form-frame.tsx";
import { pushAlert } from "../../../lib/alerts.ts";
import { routeId, useEventId } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useDeleteSponsor, useSponsor, useUpdateSponsor } from "../api/sponsors.ts";
import { SponsorForm, sponsorFormValues } from "../components/sponsor-form.tsx";

export function SponsorEditPage() {
  const eventId = useEventId();
  const sponsorId = routeId(useParams().sponsorId);
  const navigate = useNavigate();
  const sponsor = useSponsor(eventId, sponsorId);
  const update = useUpdateSponsor(eventId, sponsorId);
  const remove = useDeleteSponsor(eventId, sponsorId);
  const toList = () => void navigate(paths.manage.sponsors.href(eventId));
  return (
    <EditItemFrame query={sponsor} title={(s) => `Edit ${s?.name ?? "Sponsor"}`}>
      {(s) => (
        <SponsorForm
          key={s.id}
          mode="edit"
          defaultValues={sponsorFormValues(s)}
          currentLogo={s.logo}
          onSave={(body) => update.mutateAsync(body)}
          onDone={() => {
            pushAlert({ severity: "success", text: "Sponsor saved." });
            toList();
          }}
          onCancel={toList}
          onDelete={() => remove.mutateAsync()}
          onDeleted={() => {
            pushAlert({ severity: "success", text: "Sponsor deleted." });
            toList();
          }}
        />
      )}
    </EditItemFrame>
  );
}
