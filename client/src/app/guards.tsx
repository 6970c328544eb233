import { Navigate, Outlet, useLocation } from 'react-router';
import { useStoredUser } from '../lib/session';

/** Pages that need a stored user send everyone else to /login. */
export function RequireUser() {
  const user = useStoredUser();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** /login and /register send a signed-in user to /dashboard. */
export function RedirectIfSignedIn() {
  const user = useStoredUser();
  if (user) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
