// Route guards of part 1 §4, deciding with the shared guardRoute/visitorRedirect rules.
import { guardRoute } from '@lead/shared';
import { Navigate, Outlet } from 'react-router';
import { useAccessToken } from '../lib/session.tsx';
import { VisitorOnly } from '../lib/visitor-only.tsx';

/** Authenticated routes send a signed-out user to /login. */
export function RequireAuth() {
  const signedIn = useAccessToken() !== null;
  if (guardRoute('authenticated', signedIn) === 'login') return <Navigate to="/login" replace />;
  return <Outlet />;
}

export function RequireVisitor() {
  return (
    <VisitorOnly>
      <Outlet />
    </VisitorOnly>
  );
}
