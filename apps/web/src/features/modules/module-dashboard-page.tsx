import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { ModuleEmptyState } from './module-empty-state.tsx';
import { useModuleSection } from './module-gate.tsx';

/** /{slug}/dashboard, headed by the agency's name for the module. */
export function ModuleDashboardPage() {
  const { t } = useTranslation();
  const section = useModuleSection();
  return (
    <>
      <PageHeader title={t('modules.dashboardTitle', { module: section.name })} />
      <ModuleEmptyState moduleName={section.name} />
    </>
  );
}
