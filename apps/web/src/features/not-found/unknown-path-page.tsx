// Catch-all: a signed-in user's module base path (/siteid) goes to its dashboard; anything else is not found.
import { shellView } from '@lead/shared';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { moduleDashboardPath } from '../../lib/landing.ts';
import { useShellFacts } from '../../lib/session.tsx';
import { visibleModuleForSlug } from '../modules/module-slug.ts';
import { NotFoundPage } from './not-found-page.tsx';

export function UnknownPathPage() {
  const { pathname } = useLocation();
  const facts = useShellFacts();
  const slug = /^\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!slug || facts.isError || (!facts.data && facts.fetchStatus === 'idle')) return <NotFoundPage />;
  if (!facts.data) return <PageLoader />;
  if (visibleModuleForSlug(facts.data, shellView(facts.data).sidebar, slug)) {
    return <Navigate to={moduleDashboardPath(slug)} replace />;
  }
  return <NotFoundPage />;
}
