// An agency's margin by client and module (retail − wholesale) over the filtered period range.
import { formatUsdCents } from '@lead/shared';
import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReportCard } from '../../components/report-card.tsx';
import { marginKey, readMargins } from './invoices-api.ts';
import { useModuleLabel } from './use-module-label.ts';
import '../../i18n/en-invoices.ts';

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
    <ReportCard
      title={t('invoices.margins.title')}
      intro={t('invoices.margins.intro')}
      testId="margin-summary"
      query={margins}
      loadFailed={t('invoices.margins.loadFailed')}
      empty={t('invoices.margins.empty')}
      rows={margins.data?.rows}
    >
      {margins.data && (
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
                  <Table.Td ta="right">{formatUsdCents(row.retail_cents)}</Table.Td>
                  <Table.Td ta="right">{formatUsdCents(row.wholesale_cents)}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {formatUsdCents(row.margin_cents)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={2}>{t('invoices.margins.total')}</Table.Th>
                <Table.Th ta="right">{formatUsdCents(margins.data.totals.retail_cents)}</Table.Th>
                <Table.Th ta="right">{formatUsdCents(margins.data.totals.wholesale_cents)}</Table.Th>
                <Table.Th ta="right" data-testid="margin-total">
                  {formatUsdCents(margins.data.totals.margin_cents)}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </ReportCard>
  );
}
