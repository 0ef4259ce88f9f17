// What a dashboard shows instead of its charts while a module (or every module) has no lead yet:
// what to do next — build a campaign, or, once one exists, install the pixel / let it run.
import type { ReportModule } from '@lead/shared';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import '../../i18n/en-reports.ts';

type ModuleEmptyStateProps = {
  moduleType: ReportModule;
  moduleName: string;
  /** The module section's slug, for its campaign management (none on the /campaign dashboard). */
  slug?: string;
  /** The selection already has campaigns: they need their pixel or time, not another campaign. */
  hasCampaigns: boolean;
  /** The viewer may open Build Your Campaign (not sales, not a client barred from campaigns). */
  mayBuild: boolean;
};

export function ModuleEmptyState({
  moduleType,
  moduleName,
  slug,
  hasCampaigns,
  mayBuild,
}: ModuleEmptyStateProps) {
  const { t } = useTranslation();
  const text = (() => {
    if (moduleType === 'all') return t(hasCampaigns ? 'reports.empty.allWithCampaigns' : 'reports.empty.all');
    if (moduleType === 'local' && hasCampaigns)
      return t('reports.empty.localWithCampaigns', { module: moduleName });
    if (hasCampaigns) return t('reports.empty.moduleWithCampaigns', { module: moduleName });
    return t(`reports.empty.${moduleType}`, { module: moduleName });
  })();
  const setupPath = moduleType === 'all' ? '/campaign-setup' : `/campaign-setup?module=${moduleType}`;
  const actions = (
    <Group gap="sm" justify="center">
      {mayBuild && (
        <Button component={Link} to={setupPath}>
          {t('reports.buildCampaign')}
        </Button>
      )}
      {hasCampaigns && slug && mayBuild && (
        <Button component={Link} to={`/${slug}/campaign-management`} variant="default">
          {t('reports.empty.toCampaigns')}
        </Button>
      )}
    </Group>
  );
  return (
    <EmptyPanel
      title={t(hasCampaigns ? 'reports.empty.noLeadsTitle' : 'reports.empty.noCampaignsTitle')}
      description={text}
      action={mayBuild ? actions : undefined}
    />
  );
}
