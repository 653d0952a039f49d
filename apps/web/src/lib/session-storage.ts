// The session user lives in sessionStorage under `user` (docs/product.md section 3 "Session user").
import type { SessionUser } from "@sah/domain";

export const SESSION_KEY = "user";

/** docs/product.md section 4 "Other states": null = unknown, {} = logged out, a user = logged in. */
export type UserState = SessionUser | Record<string, never> | null;

export function isSessionUser(value: unknown): value is SessionUser {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as SessionUser).token === "string" &&
    (value as SessionUser).token !== "" &&
    typeof (value as SessionUser).name === "string"
  );
}

/** The stored user, or {} when there is none (or it cannot be read). */
export function readStoredUser(): SessionUser | Record<string, never> {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

export function storeUser(user: SessionUser): void {
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(user));
}

export function clearStoredUser(): void {
  sessionStorage.removeItem(SESSION_KEY);
}

export function storedToken(): string | undefined {
  const user = readStoredUser();
  return isSessionUser(user) ? user.token : undefined;
}
