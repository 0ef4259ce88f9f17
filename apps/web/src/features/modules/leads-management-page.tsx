import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useModuleSection } from './module-gate.tsx';

/** /{slug}/leads-management: administrators only, hidden from the menu (part 1 §2). */
export function LeadsManagementPage() {
  const { t } = useTranslation();
  const section = useModuleSection();
  return (
    <>
      <PageHeader title={t('modules.leadsTitle', { module: section.name })} />
      <EmptyPanel title={t('modules.noLeads')} description={t('modules.noLeadsText')} />
    </>
  );
}
