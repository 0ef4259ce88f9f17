// An agency's margin by client and module (retail − wholesale) over the filtered period range.
import { Alert, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error.ts';
import { moneyOf } from './invoice-format.ts';
import { marginKey, readMargins } from './invoices-api.ts';
import { useModuleLabel } from './use-module-label.ts';

type MarginSummaryProps = { from?: string; to?: string; agencyId?: number };

export function MarginSummary({ from, to, agencyId }: MarginSummaryProps) {
  const { t } = useTranslation();
  const moduleLabel = useModuleLabel();
  const range = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const margins = useQuery({
    queryKey: marginKey(range, agencyId),
    queryFn: () => readMargins(range, agencyId),
  });
  return (
    <Paper className="wl-box" withBorder radius="md" p="lg" data-testid="margin-summary">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('invoices.margins.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('invoices.margins.intro')}
          </Text>
        </div>
        {margins.isPending && <Skeleton h={80} />}
        {margins.isError && (
          <Alert color="red" title={t('invoices.margins.loadFailed')}>
            {errorMessageOf(margins.error)}
          </Alert>
        )}
        {margins.data && margins.data.rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('invoices.margins.empty')}
          </Text>
        )}
        {margins.data && margins.data.rows.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('invoices.columns.client')}</Table.Th>
                  <Table.Th>{t('invoices.columns.module')}</Table.Th>
                  <Table.Th ta="right">{t('invoices.columns.retail')}</Table.Th>
                  <Table.Th ta="right">{t('invoices.columns.wholesale')}</Table.Th>
                  <Table.Th ta="right">{t('invoices.columns.margin')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {margins.data.rows.map((row) => (
                  <Table.Tr key={`${row.client_company_id}:${row.module}`} data-margin-row={row.client_name}>
                    <Table.Td>{row.client_name}</Table.Td>
                    <Table.Td>{moduleLabel(row.module)}</Table.Td>
                    <Table.Td ta="right">{moneyOf(row.retail_cents)}</Table.Td>
                    <Table.Td ta="right">{moneyOf(row.wholesale_cents)}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {moneyOf(row.margin_cents)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={2}>{t('invoices.margins.total')}</Table.Th>
                  <Table.Th ta="right">{moneyOf(margins.data.totals.retail_cents)}</Table.Th>
                  <Table.Th ta="right">{moneyOf(margins.data.totals.wholesale_cents)}</Table.Th>
                  <Table.Th ta="right" data-testid="margin-total">
                    {moneyOf(margins.data.totals.margin_cents)}
                  </Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
