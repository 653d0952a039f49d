// Route guards (docs/product.md section 2 "Route guard"): nothing while the user is unknown, the content when
// logged in, otherwise the login page with ?next= the current path.
import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation, useSearchParams } from "react-router";
import { AFTER_LOGIN, loginWithNext, paths, safeNext } from "../lib/paths.ts";
import { useUser } from "../lib/session.tsx";

export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, isLoggedIn } = useUser();
  const location = useLocation();
  if (user === null) return null;
  if (!isLoggedIn) return <Navigate to={loginWithNext(`${location.pathname}${location.search}`)} replace />;
  return children ?? <Outlet />;
}

/** The login page is shown only when logged out (docs/product.md section 2 "Route table"). */
export function RequireLoggedOut({ children }: { children?: ReactNode }) {
  const { user, isLoggedIn } = useUser();
  const [params] = useSearchParams();
  if (user === null) return null;
  if (isLoggedIn) return <Navigate to={safeNext(params.get("next"), AFTER_LOGIN)} replace />;
  return children ?? <Outlet />;
}

/** /events: Your Auctions when logged in, otherwise All Auctions (docs/product.md section 2). */
export function EventsRedirect() {
  const { user, isLoggedIn } = useUser();
  if (user === null) return null;
  return <Navigate to={isLoggedIn ? paths.forYou.href() : paths.allEvents.href()} replace />;
}
