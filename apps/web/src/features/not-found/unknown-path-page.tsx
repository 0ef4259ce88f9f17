// Catch-all: a signed-in user's module base path (/siteid) goes to its dashboard; anything else is not found.
import { Navigate, useLocation } from 'react-router';
import { moduleDashboardPath } from '../../app/landing.ts';
import { useSessionUser } from '../../app/session.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { moduleNameForSlug } from '../dashboard/module-slug.ts';
import { NotFoundPage } from './not-found-page.tsx';

export function UnknownPathPage() {
  const { pathname } = useLocation();
  const user = useSessionUser();
  const slug = /^\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!slug || user.isError || (!user.data && user.fetchStatus === 'idle')) return <NotFoundPage />;
  if (!user.data) return <PageLoader />;
  if (moduleNameForSlug(user.data, slug)) return <Navigate to={moduleDashboardPath(slug)} replace />;
  return <NotFoundPage />;
}
