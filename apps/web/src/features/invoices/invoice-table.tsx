// A table of invoices, for the Invoices page and the billing-history panel: number (a link to the
// printable invoice), who pays and is paid, period, status, total; and for an agency or the platform,
// the wholesale and margin of client invoices.
import {
  formatUsdCents,
  type InvoiceSummary,
  type InvoiceViewer,
  invoiceShownStatus,
  showsWholesale,
} from '@lead/shared';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dayOf, periodOf } from './invoice-format.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';
import '../../i18n/en-invoices.ts';

type InvoiceTableProps = {
  rows: readonly InvoiceSummary[];
  viewer: InvoiceViewer;
  /** The payer column is left out where every row has the same payer (a client's own list). */
  withPayer?: boolean;
};

const cellMoney = (cents: number | undefined) => (cents === undefined ? '—' : formatUsdCents(cents));

export function InvoiceTable({ rows, viewer, withPayer = viewer !== 'client' }: InvoiceTableProps) {
  const { t } = useTranslation();
  const margins = showsWholesale(viewer);
  return (
    <Table.ScrollContainer minWidth={margins ? 860 : 600}>
      <Table striped highlightOnHover data-testid="invoice-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.columns.number')}</Table.Th>
            {withPayer && <Table.Th>{t('invoices.columns.payer')}</Table.Th>}
            <Table.Th>{t('invoices.columns.payee')}</Table.Th>
            <Table.Th>{t('invoices.columns.period')}</Table.Th>
            <Table.Th>{t('invoices.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('invoices.columns.total')}</Table.Th>
            {margins && <Table.Th ta="right">{t('invoices.columns.wholesale')}</Table.Th>}
            {margins && <Table.Th ta="right">{t('invoices.columns.margin')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-invoice={row.number} data-status={row.status}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/invoices/${row.id}`}
                  aria-label={t('invoices.open', { number: row.number })}
                >
                  {row.number}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t(`invoices.levels.${row.level}`)} · {row.term}
                </Text>
              </Table.Td>
              {withPayer && <Table.Td>{row.payer_name}</Table.Td>}
              <Table.Td>{row.payee_name}</Table.Td>
              <Table.Td>{periodOf(row.period_start, row.period_end)}</Table.Td>
              <Table.Td>
                <InvoiceStatusBadge status={invoiceShownStatus(row)} reason={row.status_reason} />
                {row.refunded_cents > 0 && row.refunded_at && (
                  <Text size="xs" data-testid="refund-summary">
                    {t('invoices.refunds.summary', {
                      amount: formatUsdCents(row.refunded_cents),
                      date: dayOf(row.refunded_at.slice(0, 10)),
                    })}
                  </Text>
                )}
                {row.status === 'failed' && row.status_reason && (
                  <Text size="xs" c="red.9" maw={220} data-testid="failed-reason">
                    {row.status_reason}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" data-cell="total">
                {formatUsdCents(row.total_cents)}
              </Table.Td>
              {margins && (
                <Table.Td ta="right" data-cell="wholesale">
                  {cellMoney(row.wholesale_cents)}
                </Table.Td>
              )}
              {margins && (
                <Table.Td ta="right" data-cell="margin">
                  {cellMoney(row.margin_cents)}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
