// /{slug}/dashboard (issue 5 point 5), headed by the agency's name for the module: the module's leads,
// spend and running campaigns, or what to do while it has no lead yet.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { ReportDashboard } from '../reports/report-dashboard.tsx';
import { ModuleEmptyState } from './module-empty-state.tsx';
import { useModuleSection } from './module-gate.tsx';
import '../../i18n/en-reports.ts';

export function ModuleDashboardPage() {
  const { t } = useTranslation();
  const section = useModuleSection();
  return (
    <>
      <PageHeader
        title={t('modules.dashboardTitle', { module: section.name })}
        description={t('reports.moduleIntro')}
      />
      {/* A new module section starts on its own range, client and table state. */}
      <ReportDashboard
        key={section.kind}
        moduleType={section.kind}
        renderEmptyState={(facts) => (
          <ModuleEmptyState
            moduleType={section.kind}
            moduleName={section.name}
            slug={section.slug}
            {...facts}
          />
        )}
      />
    </>
  );
}
