// /configuration/data-enrichment (part 1 §2): the price of a matched row, a contact file to enrich,
// and the past jobs with their files.
import { can, type ModulePermissions } from '@lead/shared';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { AgencyPricesPanel } from './agency-prices-panel.tsx';
import { EnrichFilePanel } from './enrich-file-panel.tsx';
import { PastJobs } from './past-jobs.tsx';
import { PricesPanel } from './prices-panel.tsx';
import '../../i18n/en-enrichment.ts';

export function DataEnrichmentPage() {
  const { t } = useTranslation();
  const { facts } = useShell();
  const mayChangePrices = can(facts.permissions as ModulePermissions, 'Settings', 'update');
  // The platform root sells enrichment; agencies enrich their own files too.
  const enriches = !facts.rootcomp;
  return (
    <>
      <PageHeader
        title={t('configurationPages.data-enrichment')}
        description={enriches ? t('enrichment.intro') : t('enrichment.rootIntro')}
      />
      <Stack gap="lg">
        <PricesPanel mayChange={mayChangePrices} />
        {facts.rootcomp && <AgencyPricesPanel mayChange={mayChangePrices} />}
        {enriches && <EnrichFilePanel mayRun={mayChangePrices} />}
        {enriches && <PastJobs />}
      </Stack>
    </>
  );
}
