// Forgot Password (docs/product.md sections 2 and 4): one email field and "Send Email"; once sent, the form
// gives way to the confirmation.

import MarkEmailReadIcon from "@mui/icons-material/MarkEmailRead";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ForgotPasswordBody } from "@sah/domain";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import type { z } from "zod";
import { FormTextField } from "../../../components/form/fields.tsx";
import { Form, useSchemaForm } from "../../../components/form/form.tsx";
import { Seo } from "../../../components/seo.tsx";
import { paths } from "../../../lib/paths.ts";
import { useForgotPasswordMutation } from "../api/auth.ts";
import { AuthHeading } from "../components/auth-heading.tsx";

export const SENT_TEXT = "An Email has been sent to your email address.";

export function ForgotPasswordPage() {
  const form = useSchemaForm(ForgotPasswordBody, { email: "" });
  const send = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);

  const onSubmit = async (values: z.output<typeof ForgotPasswordBody>) => {
    await send.mutateAsync(values);
    setSent(true);
  };

  const backToLogin = (
    <Link component={RouterLink} to={paths.auth.login.href()} sx={{ alignSelf: "center" }}>
      Back to Log In
    </Link>
  );

  return (
    <>
      <Seo title="Forgot Password" description="Get a link to set a new password." />
      <AuthHeading
        title="Forgot Password"
        subtitle={sent ? undefined : "Enter your email and we will send you a link to reset your password."}
      />
      {sent ? (
        <Stack spacing={3} sx={{ alignItems: "center", textAlign: "center" }}>
          <Box sx={{ color: "success.main" }}>
            <MarkEmailReadIcon sx={{ fontSize: 56 }} />
          </Box>
          <Typography role="status">{SENT_TEXT}</Typography>
          {backToLogin}
        </Stack>
      ) : (
        <Form form={form} onSubmit={onSubmit} aria-label="Forgot Password">
          <Stack spacing={2.5}>
            <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" autoFocus />
            <Button type="submit" variant="contained" size="large" loading={send.isPending}>
              Send Email
            </Button>
            {backToLogin}
          </Stack>
        </Form>
      )}
    </>
  );
}
