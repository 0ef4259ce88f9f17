// The bar over the campaign table while campaigns are selected: how many, Pause and Resume selected
// (one confirmation, then what happened to each), and Clear selection.
import type { BulkCampaignResult } from '@lead/shared';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../../lib/query-client.ts';
import { CAMPAIGNS_KEY } from '../campaigns-api.ts';
import { BulkConfirmModal } from './bulk-confirm-modal.tsx';
import { BulkResultsModal } from './bulk-results-modal.tsx';
import type { CampaignSelection } from './use-campaign-selection.ts';
import '../../../i18n/en-campaign-bulk.ts';

export function BulkStatusBar({ selection }: { selection: CampaignSelection }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<'active' | 'paused' | null>(null);
  const [results, setResults] = useState<BulkCampaignResult[] | null>(null);
  const count = selection.selectedRows.length;
  return (
    <>
      {count > 0 && (
        <Paper withBorder p="xs" mb="sm" role="toolbar" aria-label={t('campaignBulk.toolbar')}>
          <Group justify="space-between" gap="sm">
            <Text size="sm" fw={500} aria-live="polite" data-testid="bulk-selected">
              {t('campaignBulk.selected', { count })}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setAsking('paused')}>
                {t('campaignBulk.pause')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setAsking('active')}>
                {t('campaignBulk.resume')}
              </Button>
              <Button size="xs" variant="subtle" onClick={selection.clear}>
                {t('campaignBulk.clear')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      {asking && (
        <BulkConfirmModal
          rows={selection.selectedRows}
          status={asking}
          onClose={() => setAsking(null)}
          onDone={(answer) => {
            setAsking(null);
            setResults(answer);
            selection.clear();
            void queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
          }}
        />
      )}
      {results && <BulkResultsModal results={results} onClose={() => setResults(null)} />}
    </>
  );
}
