// The one form wrapper: when errors show and when they go (docs/product.md section 5; docs/decisions/032).
import { LoginBody, MSG } from "@sah/domain";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { renderAlone } from "../../test/dashboard.tsx";
import { FormPasswordField, FormTextField } from "./fields.tsx";
import { Form, useSchemaForm } from "./form.tsx";
import { ADD_ANOTHER_LABEL, FormFooter } from "./form-footer.tsx";

function LoginLikeForm({ onSubmit }: { onSubmit: (values: LoginBody) => Promise<unknown> }) {
  const form = useSchemaForm(LoginBody, { email: "", password: "" });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Probe">
      <FormTextField control={form.control} name="email" label="Email" />
      <FormPasswordField control={form.control} name="password" label="Password" />
      <FormFooter submitLabel="Send" submitting={form.formState.isSubmitting} onCancel={() => undefined} />
    </Form>
  );
}

const email = () => screen.getByRole("textbox", { name: "Email" });
const password = () => screen.getByLabelText("Password");

describe("Form: validation first on submit, then as fields change", () => {
  it("shows nothing while typing before a submit", async () => {
    const { user } = renderAlone(<LoginLikeForm onSubmit={vi.fn()} />);
    await user.type(email(), "not-an-email");
    await user.tab();
    expect(screen.queryByText(MSG.emailInvalid)).not.toBeInTheDocument();
  });

  it("after a submit, a field's error goes as soon as it is valid; the others stay", async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = renderAlone(<LoginLikeForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(MSG.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();

    await user.type(email(), "a");
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    await user.type(email(), "sha@example.com");
    await waitFor(() => expect(screen.queryByText(MSG.emailInvalid)).not.toBeInTheDocument());
    expect(email()).not.toHaveAccessibleDescription(MSG.emailRequired);
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();

    await user.type(password(), "x");
    await waitFor(() => expect(screen.queryByText(MSG.passwordRequired)).not.toBeInTheDocument());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("a server field error leaves when its field changes", async () => {
    const taken = "A user with this email already exists.";
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, { email: [taken] });
    });
    const { user } = renderAlone(<LoginLikeForm onSubmit={onSubmit} />);
    await user.type(email(), "asha@example.com");
    await user.type(password(), "secret");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    await user.type(email(), "m");
    await waitFor(() => expect(screen.queryByText(taken)).not.toBeInTheDocument());
  });

  it("a form that does not create offers no Save and add another", () => {
    renderAlone(<LoginLikeForm onSubmit={vi.fn()} />);
    expect(screen.queryByRole("button", { name: ADD_ANOTHER_LABEL })).not.toBeInTheDocument();
  });
});
