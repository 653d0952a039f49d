// Authentication calls (docs/product.md section 7, docs/api.md "Users"). Errors show in the form's panel and under
// its fields, so these mutations raise no alert of their own.
import type { SessionUser } from "@sah/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export type LoginValues = { email: string; password: string };
export type PasswordValues = { password: string; password_re: string };

export function useLoginMutation() {
  return useMutation({
    mutationFn: (body: LoginValues) => api.post<SessionUser>("users/login/", body),
    meta: { alert: false },
  });
}

export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (body: { email: string }) => api.post<{ detail: string }>("users/initiate-forgot-password/", body),
    meta: { alert: false },
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (body: PasswordValues & { uid: string; token: string }) =>
      api.post<SessionUser>("users/complete-forgot-password/", body),
    meta: { alert: false },
  });
}

export function useUpdatePasswordMutation() {
  return useMutation({
    mutationFn: (body: PasswordValues) => api.post<unknown>("users/update-password/", body),
    meta: { alert: false },
  });
}
