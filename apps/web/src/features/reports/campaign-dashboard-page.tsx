// /campaign (issue 5 point 5): the dashboard across every module, with the ways to Build Your Campaign
// and to the Campaign Audience List.
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { ModuleEmptyState } from '../modules/module-empty-state.tsx';
import { ReportDashboard, useMayBuildCampaigns } from './report-dashboard.tsx';
import '../../i18n/en-reports.ts';

export function CampaignDashboardPage() {
  const { t } = useTranslation();
  const mayBuild = useMayBuildCampaigns();
  return (
    <>
      <PageHeader
        title={t('reports.campaignTitle')}
        description={t('reports.campaignIntro')}
        actions={
          <Group gap="sm">
            <Button component={Link} to="/Audience" variant="default">
              {t('reports.audienceList')}
            </Button>
            {mayBuild && (
              <Button component={Link} to="/campaign-setup">
                {t('reports.buildCampaign')}
              </Button>
            )}
          </Group>
        }
      />
      <ReportDashboard
        moduleType="all"
        renderEmptyState={(facts) => <ModuleEmptyState moduleType="all" moduleName="" {...facts} />}
      />
    </>
  );
}
