// Edit User (/users/{userId}; docs/product.md section 2 "Users"): after an edit, back to the list. The screen
// says "Loading..." while it fetches. It also archives or restores the account (not one's own;
// docs/decisions/034-archive-and-delete.md).
import Typography from "@mui/material/Typography";
import { useNavigate, useParams } from "react-router";
import { ArchiveButton } from "../../../components/archive-button.tsx";
import { FormCard } from "../../../components/form/form-card.tsx";
import { ErrorView } from "../../../components/page-views.tsx";
import { Seo } from "../../../components/seo.tsx";
import { pushAlert } from "../../../lib/alerts.ts";
import { routeId } from "../../../lib/event-outlet.ts";
import { paths } from "../../../lib/paths.ts";
import { useSessionUser } from "../../../lib/session.tsx";
import { useSetUserArchived, useUpdateUser, useUser } from "../api/users.ts";
import { EditUserForm } from "../components/user-form.tsx";

export function UserEditPage() {
  const userId = routeId(useParams().userId);
  const navigate = useNavigate();
  const user = useUser(userId);
  const update = useUpdateUser(userId);
  const setArchived = useSetUserArchived(userId);
  const me = useSessionUser();
  const back = () => navigate(paths.users.href());
  return (
    <>
      <Seo title="Edit User" />
      <FormCard title="Edit User" headingLevel="h1">
        {user.isError || !Number.isFinite(userId) ? (
          <ErrorView error={user.error} onRetry={() => void user.refetch()} />
        ) : user.isPending ? (
          <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
            Loading...
          </Typography>
        ) : (
          <EditUserForm
            key={user.data.id}
            user={user.data}
            onSubmit={(changes) => update.mutateAsync(changes)}
            onDone={back}
            onCancel={back}
            extra={
              // Staff cannot archive themselves (docs/api.md "Archive").
              (user.data.archived || user.data.id !== me?.id) && (
                <ArchiveButton
                  kind="user"
                  name={user.data.name}
                  archived={user.data.archived}
                  onChange={(archived) => setArchived.mutateAsync(archived)}
                  onDone={(archived) => {
                    pushAlert({ severity: "success", text: archived ? "User archived." : "User restored." });
                    back();
                  }}
                />
              )
            }
          />
        )}
      </FormCard>
    </>
  );
}
