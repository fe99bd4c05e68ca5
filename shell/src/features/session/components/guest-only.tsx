import { useIsLoggedIn } from '@tjas/auth';
import { Navigate, Outlet, useLocation } from '@tjas/router';
import { returnTarget } from '../return-target.ts';

/** /login and /login/vergeten: a logged-in member goes to / (or back where they came from). */
export function GuestOnly() {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  if (loggedIn) return <Navigate to={returnTarget(location.state)} replace />;
  return <Outlet />;
}
