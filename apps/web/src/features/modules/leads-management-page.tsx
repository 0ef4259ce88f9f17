import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { LeadsManagement } from '../leads/leads-management.tsx';
import { useModuleSection } from './module-gate.tsx';
import '../../i18n/en-leads.ts';

/** /{slug}/leads-management: administrators only, hidden from the menu (part 1 §2). */
export function LeadsManagementPage() {
  const { t } = useTranslation();
  const section = useModuleSection();
  return (
    <>
      <PageHeader
        title={t('modules.leadsTitle', { module: section.name })}
        description={t('leads.management.intro')}
      />
      {/* Another module section starts on its own search, sort and page. */}
      <LeadsManagement key={section.kind} moduleType={section.kind} />
    </>
  );
}
