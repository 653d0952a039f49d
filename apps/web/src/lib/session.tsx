// The user context (docs/product.md section 3 "User context", section 4 "Other states"): user, isLoggedIn,
// reload, plus login and logout with the transitions of section 4.
import type { SessionUser } from "@sah/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { api, setUnauthorizedHandler } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";
import { askOpenTabs, shareSession } from "./session-handoff.ts";
import { clearStoredUser, isSessionUser, readStoredUser, storedToken, storeUser, type UserState } from "./session-storage.ts";

export type UserContextValue = {
  user: UserState;
  isLoggedIn: boolean;
  /** Reads the stored user, or {} if none. */
  reload: () => void;
  /** Stores the user returned by login (or by a completed password reset). */
  login: (user: SessionUser) => void;
  /** Calls the server logout, removes the stored user, resets to {}, then reloads from storage. */
  logout: () => Promise<void>;
};

export const UserContext = createContext<UserContextValue | null>(null);

export function logoutRequest(): Promise<void> {
  return api.post<void>("users/logout/");
}

export function UserProvider({ children, initialUser = null }: { children: ReactNode; initialUser?: UserState }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<UserState>(initialUser);

  const reload = useCallback(() => setUser(readStoredUser()), []);

  // Data fetched for one user (Your Auctions, is_owner, staff) must not be shown to the next.
  const forgetUserData = useCallback(() => void queryClient.resetQueries(), [queryClient]);

  const login = useCallback(
    (next: SessionUser) => {
      storeUser(next);
      setUser(next);
      forgetUserData();
    },
    [forgetUserData],
  );

  // This tab's session for the site's other tabs of this browser (lib/session-handoff.ts).
  const shared = useRef<ReturnType<typeof shareSession> | null>(null);

  const logout = useCallback(async () => {
    const token = storedToken();
    try {
      await logoutRequest();
    } catch {
      // The token may already be gone on the server; the local session ends either way.
    }
    // The other tabs holding this session log out too (docs/decisions/057-hall-setup.md).
    if (token) shared.current?.announceLogout(token);
    clearStoredUser();
    setUser({});
    reload();
    forgetUserData();
  }, [reload, forgetUserData]);

  // The stored session, else one an open tab of this browser hands over (a tab opened from the
  // console: the big screen, the audit log); the state stays unknown (null) while the tabs answer.
  useEffect(() => {
    if (initialUser !== null) return;
    if (isSessionUser(readStoredUser())) return reload();
    let live = true;
    void askOpenTabs().then((given) => {
      if (!live) return;
      if (given && !isSessionUser(readStoredUser())) storeUser(given);
      reload();
    });
    return () => {
      live = false;
    };
  }, [initialUser, reload]);

  useEffect(() => {
    const share = shareSession(
      () => {
        const stored = readStoredUser();
        return isSessionUser(stored) ? stored : null;
      },
      () => {
        clearStoredUser();
        reload();
        forgetUserData();
      },
    );
    shared.current = share;
    return share.stop;
  }, [reload, forgetUserData]);

  // A refused token (revoked by a password change elsewhere, or expired) ends the session here too.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearStoredUser();
      reload();
      forgetUserData();
    });
    return () => setUnauthorizedHandler(null);
  }, [reload, forgetUserData]);

  const value = useMemo<UserContextValue>(
    () => ({ user, isLoggedIn: isSessionUser(user), reload, login, logout }),
    [user, reload, login, logout],
  );
  return <UserContext value={value}>{children}</UserContext>;
}

export function useUser(): UserContextValue {
  const value = use(UserContext);
  if (!value) throw new Error("useUser must be used inside <UserProvider>");
  return value;
}

/** The logged-in user, or null. */
export function useSessionUser(): SessionUser | null {
  const { user } = useUser();
  return isSessionUser(user) ? user : null;
}

function staffQueryOptions(user: SessionUser | null) {
  return {
    queryKey: queryKeys.checkStaff(user?.id ?? 0),
    queryFn: ({ signal }: { signal: AbortSignal }) => api.get<{ is_staff: boolean }>("users/check-staff/", undefined, signal),
    enabled: user !== null,
    meta: { alert: false as const },
  };
}

/** Staff status from GET users/check-staff/, cached 1 hour (docs/product.md sections 6 and 9). */
export function useIsStaff(): boolean {
  const user = useSessionUser();
  const { data } = useQuery(staffQueryOptions(user));
  return user !== null && data?.is_staff === true;
}

/** The same check with its unknown state: undefined while it runs (a page can wait instead of refusing). */
export function useStaffStatus(): boolean | undefined {
  const user = useSessionUser();
  const { data, isError } = useQuery(staffQueryOptions(user));
  if (user === null || isError) return false;
  return data?.is_staff;
}

/** Initials of a name: first letters of its parts, at most 2 (docs/product.md section 2 "Top bar"). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .join("")
    .slice(0, 2);
}
