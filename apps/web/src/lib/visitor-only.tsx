// The visitor-only rule of part 1 §4 as a wrapper: the router's visitor routes use it, and so does a
// page that is visitor-only in one of its states (the single sign-on page without a token).
import { guardRoute } from '@lead/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { visitorLandingPath } from './landing.ts';
import { useAccessToken, useSessionUser } from './session.tsx';

/** Visitor-only routes send a signed-in user onward: agency list, dashboard or profile setup. */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const signedIn = useAccessToken() !== null;
  if (guardRoute('visitor', signedIn) === 'allow') return children;
  return <OnwardRedirect>{children}</OnwardRedirect>;
}

function OnwardRedirect({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (user.data) return <Navigate to={visitorLandingPath(user.data)} replace />;
  // A token the server no longer accepts is cleared by the API client; other failures leave the page usable.
  if (user.isError) return children;
  return <PageLoader />;
}
