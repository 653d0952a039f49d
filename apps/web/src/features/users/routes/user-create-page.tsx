// Create User (/users/create; docs/product.md section 2 "Users"): after a create, back to the list, which is
// refetched (or, after "Save and add another", a blank form again).
import { useNavigate } from "react-router";
import { FormCard } from "../../../components/form/form-card.tsx";
import { Seo } from "../../../components/seo.tsx";
import { pushAlert } from "../../../lib/alerts.ts";
import { paths } from "../../../lib/paths.ts";
import { useCreateUser } from "../api/users.ts";
import { CreateUserForm } from "../components/user-form.tsx";

export function UserCreatePage() {
  const navigate = useNavigate();
  const create = useCreateUser();
  return (
    <>
      <Seo title="Create User" />
      <FormCard title="Create User" headingLevel="h1">
        <CreateUserForm
          onSubmit={async (body) => {
            await create.mutateAsync(body);
            pushAlert({ severity: "success", text: "User created." });
          }}
          onDone={() => navigate(paths.users.href())}
          onCancel={() => navigate(paths.users.href())}
        />
      </FormCard>
    </>
  );
}
