// /data-enrichment (issue 27 item 2), the client's own page from the profile menu: clients have no
// configuration pages, so the agency's prices are not shown here; the preview tells the client its
// price per matched row before anything is charged. Other users enrich on the configuration page.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { configurationPath } from '../../lib/shell-paths.ts';
import { EnrichFilePanel } from './enrich-file-panel.tsx';
import { PastJobs } from './past-jobs.tsx';
import '../../i18n/en-enrichment.ts';

export function ClientDataEnrichmentPage() {
  const { t } = useTranslation();
  const { facts } = useShell();
  if (facts.user_type !== 'client') return <Navigate to={configurationPath('data-enrichment')} replace />;
  return (
    <>
      <PageHeader title={t('enrichment.clientTitle')} description={t('enrichment.intro')} />
      <Stack gap="lg">
        <EnrichFilePanel />
        <PastJobs />
      </Stack>
    </>
  );
}
