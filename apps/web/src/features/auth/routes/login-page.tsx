// Log In (docs/product.md section 2 "Authentication screens", section 5 "Login"): email and password, checked
// on submit; then to ?next= or /events/.

import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { BRAND, LoginBody } from "@sah/domain";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { FormPasswordField, FormTextField } from "../../../components/form/fields.tsx";
import { Form, useSchemaForm } from "../../../components/form/form.tsx";
import { Seo } from "../../../components/seo.tsx";
import { AFTER_LOGIN, paths, safeNext } from "../../../lib/paths.ts";
import { useUser } from "../../../lib/session.tsx";
import { useLoginMutation } from "../api/auth.ts";
import { AuthHeading } from "../components/auth-heading.tsx";

export function LoginPage() {
  const form = useSchemaForm(LoginBody, { email: "", password: "" });
  const login = useLoginMutation();
  const session = useUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const onSubmit = async (values: LoginBody) => {
    const user = await login.mutateAsync(values);
    session.login(user);
    navigate(safeNext(params.get("next"), AFTER_LOGIN), { replace: true });
  };

  return (
    <>
      <Seo title="Log In" description="Log in to manage your auctions and follow your teams." />
      <AuthHeading title="Log In" subtitle={`Welcome back to ${BRAND}.`} />
      <Form form={form} onSubmit={onSubmit} aria-label="Log In">
        <Stack spacing={2.5}>
          <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" autoFocus />
          <FormPasswordField control={form.control} name="password" label="Password" autoComplete="current-password" />
          <Button type="submit" variant="contained" size="large" loading={login.isPending}>
            Log In
          </Button>
          <Link component={RouterLink} to={paths.auth.forgotPassword.href()} sx={{ alignSelf: "center" }}>
            Forgot Password?
          </Link>
        </Stack>
      </Form>
    </>
  );
}
