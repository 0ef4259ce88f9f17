// Said before the billing method's confirmation (issue 23 point 8): running campaigns block the
// change (the API's own sentence), how many run, and a button that pauses them all after one question.
import { type BulkCampaignResult, billingMethodChangeBlocker, messages } from '@lead/shared';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { setStatuses } from '../campaigns/bulk/bulk-api.ts';
import { BulkResultsModal } from '../campaigns/bulk/bulk-results-modal.tsx';
import { CAMPAIGNS_KEY } from '../campaigns/campaigns-api.ts';
import '../../i18n/en-campaign-bulk.ts';

/** Rendered always: shows itself while campaigns run. */
export function BillingMethodBlocker({ activeIds }: { activeIds: string[] }) {
  const { t } = useTranslation();
  const [results, setResults] = useState<BulkCampaignResult[] | null>(null);
  const count = activeIds.length;
  const pause = useMutation({
    mutationFn: () => setStatuses(activeIds, 'paused'),
    onSuccess: (answer) => {
      setResults(answer);
      void queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
    },
  });
  const ask = () =>
    openConfirmAction({
      title: t('campaignBulk.pauseTitle', { count }),
      children: <Text size="sm">{t('campaignBulk.pauseText')}</Text>,
      labels: { confirm: t('campaignBulk.pauseConfirm'), cancel: t('common.cancel') },
      onConfirm: () => pause.mutateAsync(),
    });
  const resultsModal = results && <BulkResultsModal results={results} onClose={() => setResults(null)} />;
  // Stays mounted once the campaigns are paused, so what happened to each is still shown.
  if (billingMethodChangeBlocker(count) === null) return resultsModal;
  return (
    <Alert color="yellow" data-testid="billing-method-blocker">
      <Text size="sm" fw={600}>
        {t('billingMethodBlocker.title', { count })}
      </Text>
      <Text size="sm">{messages.billingMethodBusy}</Text>
      {pause.isError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" mt="xs">
          {errorMessageOf(pause.error)}
        </Text>
      )}
      <Group mt="sm">
        <Button size="xs" variant="default" onClick={ask} loading={pause.isPending}>
          {t('billingMethodBlocker.pause', { count })}
        </Button>
      </Group>
      {resultsModal}
    </Alert>
  );
}
