// The one confirmation of a bulk pause or resume (issue 23 point 8): how many, and for a resume what
// each campaign is charged at the start (its own total, as its single confirmation says) and the sum.
import {
  type BulkCampaignResult,
  type CampaignListRow,
  centsToDollars,
  formatCurrency,
  isWalletTerm,
} from '@lead/shared';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { prepaidLeadsQuery } from '../prepaid-leads.tsx';
import { startChargesOf, summedTotalCents } from '../start-charges.ts';
import { setStatuses } from './bulk-api.ts';
import '../../../i18n/en-campaigns.ts';
import '../../../i18n/en-campaign-bulk.ts';

const money = (cents: number) => formatCurrency(centsToDollars(cents));

type BulkConfirmModalProps = {
  rows: CampaignListRow[];
  status: 'active' | 'paused';
  onClose: () => void;
  onDone: (results: BulkCampaignResult[]) => void;
};

export function BulkConfirmModal({ rows, status, onClose, onDone }: BulkConfirmModalProps) {
  const { t } = useTranslation();
  const resume = status === 'active';
  // A Prepaid campaign's pool size comes from its pools, as on its own confirmation.
  const pools = useQueries({
    queries: rows.map((row) => ({
      ...prepaidLeadsQuery(row.leadspeek_api_id),
      enabled: resume && isWalletTerm(row.payment_term),
    })),
  });
  const charges = rows.map((row, index) => startChargesOf(row, pools[index]?.data));
  const reading = resume && pools.some((pool) => pool.isLoading);
  const change = useMutation({
    mutationFn: () =>
      setStatuses(
        rows.map((row) => row.leadspeek_api_id),
        status,
      ),
    onSuccess: onDone,
  });
  const count = rows.length;
  return (
    <Modal
      opened
      onClose={change.isPending ? () => undefined : onClose}
      title={t(resume ? 'campaignBulk.resumeTitle' : 'campaignBulk.pauseTitle', { count })}
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm">{t(resume ? 'campaignBulk.resumeText' : 'campaignBulk.pauseText')}</Text>
        <Table data-testid="bulk-campaigns">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('campaignBulk.campaign')}</Table.Th>
              {resume && <Table.Th ta="right">{t('campaignBulk.charges')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.leadspeek_api_id} data-campaign={row.leadspeek_api_id}>
                <Table.Td>
                  <Text size="sm">{row.campaign_name}</Text>
                  <Text size="xs" c="dimmed">
                    {t('campaigns.row.id', { id: row.leadspeek_api_id })} · {row.company_name}
                  </Text>
                </Table.Td>
                {resume && (
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(charges[index]?.totalCents ?? 0)}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {resume && (
          <>
            <Text size="sm" fw={600} data-testid="bulk-total">
              {reading
                ? t('campaignBulk.loadingCharges')
                : t('campaignBulk.sum', { count, amount: money(summedTotalCents(charges)) })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('campaignBulk.perLeadNote')}
            </Text>
          </>
        )}
        {change.isError && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {errorMessageOf(change.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            color={resume ? 'green' : undefined}
            loading={change.isPending}
            disabled={reading}
            onClick={() => change.mutate()}
          >
            {t(resume ? 'campaignBulk.resumeConfirm' : 'campaignBulk.pauseConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
