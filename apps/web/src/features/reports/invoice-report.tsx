// The dashboards' Invoice card (part 2 §7 /leadspeek/report/invoice; issue 15 item 7): for the
// selected client and range, each campaign's billable leads, its prices and what its leads cost,
// biggest spend first, with the total. The API offers no file for it, so there is no download.
import type { ReportRange, ReportSelection } from '@lead/shared';
import { Table } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReportCard } from '../../components/report-card.tsx';
import { dollarsOf } from './report-format.ts';
import { getInvoiceReport, invoiceReportKey, LIVE_REFRESH_MS } from './reports-api.ts';
import '../../i18n/en-invoices.ts';

type InvoiceReportProps = { selection: ReportSelection; range: ReportRange; withClientColumn: boolean };

export function InvoiceReport({ selection, range, withClientColumn }: InvoiceReportProps) {
  const { t } = useTranslation();
  const report = useQuery({
    queryKey: invoiceReportKey(selection, range),
    queryFn: () => getInvoiceReport(selection, range),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });
  return (
    <ReportCard
      title={t('invoices.report.title')}
      intro={t('invoices.report.intro')}
      testId="invoice-report"
      query={report}
      loadFailed={t('invoices.report.loadFailed')}
      empty={t('invoices.report.empty')}
      rows={report.data?.campaigns}
      mb="md"
    >
      {report.data && (
        <Table.ScrollContainer minWidth={600}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.report.columns.campaign')}</Table.Th>
                {withClientColumn && <Table.Th>{t('invoices.report.columns.client')}</Table.Th>}
                <Table.Th ta="right">{t('invoices.report.columns.leads')}</Table.Th>
                <Table.Th ta="right">{t('invoices.report.columns.costPerLead')}</Table.Th>
                <Table.Th ta="right">{t('invoices.report.columns.setupFee')}</Table.Th>
                <Table.Th ta="right">{t('invoices.report.columns.spend')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.data.campaigns.map((row) => (
                <Table.Tr key={row.leadspeek_api_id}>
                  <Table.Td>{row.campaign_name}</Table.Td>
                  {withClientColumn && <Table.Td>{row.company_name}</Table.Td>}
                  <Table.Td ta="right">{row.leads}</Table.Td>
                  <Table.Td ta="right">{dollarsOf(row.cost_per_lead_cents)}</Table.Td>
                  <Table.Td ta="right">{dollarsOf(row.platform_fee_cents)}</Table.Td>
                  <Table.Td ta="right">{dollarsOf(row.spend_cents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={withClientColumn ? 2 : 1}>{t('invoices.report.total')}</Table.Th>
                <Table.Th ta="right">{report.data.totals.leads}</Table.Th>
                <Table.Th />
                <Table.Th />
                <Table.Th ta="right" data-testid="invoice-report-total">
                  {dollarsOf(report.data.totals.spend_cents)}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </ReportCard>
  );
}
