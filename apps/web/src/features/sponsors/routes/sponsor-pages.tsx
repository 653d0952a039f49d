// Sponsors in the dashboard settings (spec section 2): the list (cards to ./{sponsorId}, an add
// button to ./create), and one form for create (./create) and edit (./{sponsorId}, with delete).
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useNavigate, useParams } from "react-router";
import { ActionFab } from "../../../components/action-fab.tsx";
import { FormCard } from "../../../components/form/form-card.tsx";
import { CARD_GRID } from "../../../components/infinite-list.tsx";
import { EmptyView, ErrorView, LoadingView } from "../../../components/page-views.tsx";
import { PermissionGuard } from "../../../components/permission-guard.tsx";
import { Seo } from "../../../components/seo.tsx";
import { pushAlert } from "../../../lib/alerts.ts";
import { routeId, useEventId, useOutletEvent } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { HOTKEYS } from "../../../lib/shortcuts.ts";
import { useCreateSponsor, useDeleteSponsor, useSponsor, useSponsors, useUpdateSponsor } from "../api/sponsors.ts";
import { SponsorCard } from "../components/sponsor-card.tsx";
import { NEW_SPONSOR, SponsorForm, sponsorFormValues } from "../components/sponsor-form.tsx";

export function SponsorListPage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  const sponsors = useSponsors(eventId);
  return (
    <>
      <Seo title={`Sponsors · ${event?.name ?? "Event"}`} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Sponsors
      </Typography>
      {sponsors.isPending ? (
        <LoadingView />
      ) : sponsors.isError ? (
        <ErrorView error={sponsors.error} onRetry={() => void sponsors.refetch()} />
      ) : sponsors.data.length === 0 ? (
        <EmptyView />
      ) : (
        <Box
          component="ul"
          aria-label="Sponsors"
          sx={[{ listStyle: "none", p: 0, m: 0 }, ...(Array.isArray(CARD_GRID) ? CARD_GRID : [CARD_GRID])]}
        >
          {sponsors.data.map((s) => (
            <Box component="li" key={s.id} sx={{ minWidth: 0 }}>
              <SponsorCard sponsor={s} to={String(s.id)} />
            </Box>
          ))}
        </Box>
      )}
      <PermissionGuard>
        <ActionFab to="create" label="Add Sponsor" icon={<AddIcon sx={{ mr: 1 }} />} hotkey={HOTKEYS.add} />
      </PermissionGuard>
    </>
  );
}

export function SponsorCreatePage() {
  const eventId = useEventId();
  const event = useOutletEvent();
  const navigate = useNavigate();
  const create = useCreateSponsor(eventId);
  const toList = () => void navigate(paths.manage.sponsors(eventId));
  return (
    <>
      <Seo title={`Add Sponsor · ${event?.name ?? "Event"}`} />
      <PermissionGuard verbose>
        <FormCard title="Add Sponsor">
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
        </FormCard>
      </PermissionGuard>
    </>
  );
}

export function SponsorEditPage() {
  const eventId = useEventId();
  const sponsorId = routeId(useParams().sponsorId);
  const event = useOutletEvent();
  const navigate = useNavigate();
  const sponsor = useSponsor(eventId, sponsorId);
  const update = useUpdateSponsor(eventId, sponsorId);
  const remove = useDeleteSponsor(eventId, sponsorId);
  const toList = () => void navigate(paths.manage.sponsors(eventId));
  return (
    <>
      <Seo title={`Edit ${sponsor.data?.name ?? "Sponsor"} · ${event?.name ?? "Event"}`} />
      <PermissionGuard verbose>
        {sponsor.isPending ? (
          <LoadingView />
        ) : sponsor.isError ? (
          <ErrorView error={sponsor.error} onRetry={() => void sponsor.refetch()} />
        ) : (
          <FormCard title={`Edit ${sponsor.data.name}`}>
            <SponsorForm
              key={sponsor.data.id}
              mode="edit"
              defaultValues={sponsorFormValues(sponsor.data)}
              currentLogo={sponsor.data.logo}
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
          </FormCard>
        )}
      </PermissionGuard>
    </>
  );
}
