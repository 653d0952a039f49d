// Reset Password (/auth/reset-password/{uid}/{token}): a new password; the server logs the user in,
// then to /events/ (docs/product.md section 2). An invitation's link (`?invited=1`, domain
// INVITED_QUERY) opens the same form as "Set your password": the account never had one.
import { INVITED_QUERY } from "@sah/domain";
import { useNavigate, useParams, useSearchParams } from "react-router";
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
  const [query] = useSearchParams();
  const invited = query.get(INVITED_QUERY) === "1";
  const title = invited ? "Set your password" : "Reset Password";

  const onSubmit = async (values: PasswordValues) => {
    const user = await reset.mutateAsync({ ...values, uid, token });
    session.login(user);
    navigate(AFTER_LOGIN, { replace: true });
  };

  return (
    <>
      <Seo title={title} description={invited ? "Choose a password for your new account." : "Choose a new password."} />
      <AuthHeading
        title={title}
        subtitle={invited ? "Choose a password for your new account." : "Choose a new password for your account."}
      />
      <PasswordPairForm
        label={title}
        submitLabel={invited ? "Set password" : "Reset Password"}
        pending={reset.isPending}
        onSubmit={onSubmit}
      />
    </>
  );
}
