// Update Password (/auth/change-password, logged in): then to / (docs/product.md section 2).
import { useNavigate } from "react-router";
import { Seo } from "../../../components/seo.tsx";
import { pushAlert } from "../../../lib/alerts.ts";
import { paths } from "../../../lib/paths.ts";
import { type PasswordValues, useUpdatePasswordMutation } from "../api/auth.ts";
import { AuthHeading } from "../components/auth-heading.tsx";
import { PasswordPairForm } from "../components/password-pair-form.tsx";

export function ChangePasswordPage() {
  const update = useUpdatePasswordMutation();
  const navigate = useNavigate();

  const onSubmit = async (values: PasswordValues) => {
    await update.mutateAsync(values);
    pushAlert({ severity: "success", text: "Your password has been updated." });
    navigate(paths.home.href());
  };

  return (
    <>
      <Seo title="Update Password" description="Change the password of your account." />
      <AuthHeading title="Update Password" />
      <PasswordPairForm label="Update Password" submitLabel="Update Password" pending={update.isPending} onSubmit={onSubmit} />
    </>
  );
}
