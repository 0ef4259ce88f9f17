// Route guards of part 1 §4, deciding with the shared guardRoute/visitorRedirect rules.
import { guardRoute } from '@lead/shared';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { visitorLandingPath } from './landing.ts';
import { useAccessToken, useSessionUser } from './session.tsx';

/** Authenticated routes send a signed-out user to /login. */
export function RequireAuth() {
  const signedIn = useAccessToken() !== null;
  if (guardRoute('authenticated', signedIn) === 'login') return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** Visitor-only routes send a signed-in user onward: agency list, dashboard or profile setup. */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const signedIn = useAccessToken() !== null;
  if (guardRoute('visitor', signedIn) === 'allow') return children;
  return <OnwardRedirect>{children}</OnwardRedirect>;
}

export function RequireVisitor() {
  return (
    <VisitorOnly>
      <Outlet />
    </VisitorOnly>
  );
}

function OnwardRedirect({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (user.data) return <Navigate to={visitorLandingPath(user.data)} replace />;
  // A token the server no longer accepts is cleared by the API client; other failures leave the page usable.
  if (user.isError) return children;
  return <PageLoader />;
}
