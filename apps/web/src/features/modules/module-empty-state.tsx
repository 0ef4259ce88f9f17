import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../components/empty-panel.tsx';

/** Campaigns arrive in a later issue; until then every module page explains where they come from. */
export function ModuleEmptyState({ moduleName }: { moduleName: string }) {
  const { t } = useTranslation();
  return (
    <EmptyPanel
      title={t('modules.noCampaigns')}
      description={t('modules.noCampaignsText', { module: moduleName })}
    />
  );
}
