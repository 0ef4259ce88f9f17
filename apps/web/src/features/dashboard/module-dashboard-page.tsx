// /:moduleSlug/dashboard: the slug must be one of the user's four module URLs (part 1 §2), else not found.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../app/session.tsx';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { moduleNameForSlug } from './module-slug.ts';
import { ShellPage } from './shell-page.tsx';

export function ModuleDashboardPage() {
  const { t } = useTranslation();
  const { moduleSlug } = useParams();
  const user = useCurrentUser();
  const moduleName = moduleNameForSlug(user, moduleSlug);
  if (!moduleName) return <NotFoundPage />;
  return <ShellPage title={t('pages.moduleDashboard', { module: moduleName })} />;
}
