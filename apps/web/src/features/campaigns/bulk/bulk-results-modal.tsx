// What a bulk pause or resume did, per campaign: done, or not changed with the reason the single
// action would have given.
import type { BulkCampaignResult } from '@lead/shared';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../../i18n/en-campaigns.ts';
import '../../../i18n/en-campaign-bulk.ts';

export function BulkResultsModal({
  results,
  onClose,
}: {
  results: BulkCampaignResult[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const done = results.filter((row) => row.result === 'done').length;
  return (
    <Modal opened onClose={onClose} title={t('campaignBulk.resultsTitle')} size="lg">
      <Stack gap="sm">
        <Text size="sm" role="status">
          {t('campaignBulk.resultsSummary', { done, refused: results.length - done })}
        </Text>
        <Table data-testid="bulk-results">
          <Table.Tbody>
            {results.map((row) => (
              <Table.Tr key={row.leadspeek_api_id} data-campaign={row.leadspeek_api_id}>
                <Table.Td>
                  <Text size="sm">{row.campaign_name}</Text>
                  <Text size="xs" c="dimmed">
                    {t('campaigns.row.id', { id: row.leadspeek_api_id })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={row.result === 'done' ? 'green' : 'red'} variant="light">
                    {t(row.result === 'done' ? 'campaignBulk.done' : 'campaignBulk.refused')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.result === 'done' ? '' : row.message}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('campaignBulk.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
