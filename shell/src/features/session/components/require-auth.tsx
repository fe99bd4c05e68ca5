import { useIsLoggedIn } from '@tjas/auth';
import { Navigate, Outlet, useLocation } from '@tjas/router';

export interface ReturnTo {
  from?: string;
}

/** Logged-out visitors are sent to /login, which brings them back here after logging in. */
export function RequireAuth() {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  if (!loggedIn) {
    const state: ReturnTo = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
