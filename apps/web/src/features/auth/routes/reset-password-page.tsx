// Reset Password (/auth/reset-password/{uid}/{token}): a new password; the server logs the user in,
// then to /events/ (docs/product.md section 2).
import { useNavigate, useParams } from "react-router";
import { Seo } from "../../../components/seo.tsx";
import { AFTER_LOGIN } from "../../../lib/paths.ts";
import { useUser } from "../../../lib/session.tsx";
import { type PasswordValues, useResetPasswordMutation } from "../api/auth.ts";
import { AuthHeading } from "../components/auth-heading.tsx";
import { PasswordPairForm } from "../components/password-pair-form.tsx";

export function ResetPasswordPage() {
  const { uid = "", token = "" } = useParams();
  const reset = useResetPasswordMutation();
  const session = useUser();
  const navigate = useNavigate();

  const onSubmit = async (values: PasswordValues) => {
    const user = await reset.mutateAsync({ ...values, uid, token });
    session.login(user);
    navigate(AFTER_LOGIN, { replace: true });
  };

  return (
    <>
      <Seo title="Reset Password" description="Choose a new password." />
      <AuthHeading title="Reset Password" subtitle="Choose a new password for your account." />
      <PasswordPairForm label="Reset Password" submitLabel="Reset Password" pending={reset.isPending} onSubmit={onSubmit} />
    </>
  );
}
