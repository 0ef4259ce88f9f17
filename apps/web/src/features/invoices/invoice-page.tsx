// /invoices/:invoiceID: one invoice as a printable page (issue 15 item 7): the brand's logo and name,
// who is billed and by whom, the period, status and attempts, the numbered lines and the total; for
// an agency and the platform the wholesale and margin of each line. Print draws only the sheet.
import {
  formatUsdCents,
  type InvoiceDetail,
  invoiceShownStatus,
  invoiceStatusText,
  showsWholesale,
} from '@lead/shared';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { RefundInvoiceDialog } from '../refunds/refund-invoice-dialog.tsx';
import { dayOf, periodOf } from './invoice-format.ts';
import './invoice-print.css';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';
import { downloadInvoice, invoiceKey, showInvoice } from './invoices-api.ts';
import { useDownload } from './use-download.ts';
import { useModuleLabel } from './use-module-label.ts';
import '../../i18n/en-invoices.ts';

export function InvoicePage() {
  const { facts } = useShell();
  const { invoiceId } = useParams();
  const id = Number(invoiceId);
  if (facts.user_type === 'sales') return <Navigate to="/" replace />;
  if (!Number.isSafeInteger(id) || id < 1) return <Navigate to="/invoices" replace />;
  return <Invoice invoiceId={id} />;
}

const timeOf = (iso: string) => DateTime.fromISO(iso).toLocaleString(DateTime.DATETIME_MED);

function Invoice({ invoiceId }: { invoiceId: number }) {
  const { t } = useTranslation();
  const invoice = useQuery({ queryKey: invoiceKey(invoiceId), queryFn: () => showInvoice(invoiceId) });
  useEffect(() => {
    if (invoice.data) document.title = `${invoice.data.invoice.number} · ${t('invoices.title')}`;
  }, [invoice.data, t]);
  return (
    <Stack gap="md">
      <Group justify="space-between" data-print-hide>
        <Anchor component={Link} to="/invoices">
          ← {t('invoices.detail.back')}
        </Anchor>
        {invoice.data && <Actions detail={invoice.data} />}
      </Group>
      {invoice.isPending && <Skeleton h={400} radius="md" />}
      {invoice.isError && (
        <Alert color="red" title={t('invoices.detail.loadFailed')} role="alert">
          {errorMessageOf(invoice.error)}
        </Alert>
      )}
      {invoice.data && <Sheet detail={invoice.data} />}
    </Stack>
  );
}

/** Platform staff may refund what is left of a paid invoice (the API refuses prepaid ones). */
function refundableCentsOf(detail: InvoiceDetail): number {
  if (detail.viewer !== 'platform' || detail.invoice.status !== 'paid') return 0;
  return Math.max(0, detail.invoice.total_cents - detail.refunded_cents);
}

function Actions({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [refunding, setRefunding] = useState(false);
  const csv = useDownload(() => downloadInvoice(detail.invoice.id, detail.invoice.number));
  const refundableCents = refundableCentsOf(detail);
  return (
    <Group gap="sm">
      {/* The dialog stays while open: the last refund leaves nothing refundable, and its outcome shows. */}
      {(refundableCents > 0 || refunding) && (
        <>
          <Button
            disabled={refundableCents <= 0}
            variant="default"
            color="red"
            onClick={() => setRefunding(true)}
            data-testid="invoice-refund"
          >
            {t('invoices.detail.refund')}
          </Button>
          <RefundInvoiceDialog
            invoice={{
              id: detail.invoice.id,
              number: detail.invoice.number,
              payer: detail.invoice.payer_name,
              refundableCents,
            }}
            opened={refunding}
            onClose={() => setRefunding(false)}
            onRefunded={() => queryClient.invalidateQueries({ queryKey: invoiceKey(detail.invoice.id) })}
          />
        </>
      )}
      <Button variant="default" onClick={csv.run} loading={csv.busy} data-testid="invoice-csv">
        {t('invoices.downloadCsv')}
      </Button>
      <Button onClick={() => window.print()} data-testid="invoice-print">
        {t('invoices.detail.print')}
      </Button>
    </Group>
  );
}

/** The brand the invoice is printed under: the viewer's own, a client its agency's (as in the top bar). */
function useBrand() {
  const user = useCurrentUser();
  const isClient = user.user_type === 'client';
  return {
    name: isClient ? (user.companyparentname ?? user.company_name) : user.company_name,
    logo: user.company_logo ?? (isClient ? user.companyparentlogo : null),
  };
}

function Sheet({ detail }: { detail: InvoiceDetail }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const moduleLabel = useModuleLabel();
  const { invoice, lines } = detail;
  const margins = showsWholesale(detail.viewer) && invoice.margin_cents !== undefined;
  // The payer fixes a declined card: a client its own invoices, an agency those it pays the platform.
  const paysIt = detail.viewer === 'client' || (detail.viewer === 'agency' && invoice.level !== 'client');
  return (
    <Paper
      className="wl-box invoice-sheet"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      data-testid="invoice-sheet"
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <BrandMark name={brand.name} logo={brand.logo} />
          <Stack gap={4} align="flex-end">
            <Title order={1} size="h2" data-testid="invoice-number">
              {invoice.number}
            </Title>
            <InvoiceStatusBadge status={invoiceShownStatus(invoice)} reason={invoice.status_reason} />
          </Stack>
        </Group>
        <Group gap="xl" align="flex-start" wrap="wrap">
          <Fact label={t('invoices.detail.billedTo')} value={invoice.payer_name} testId="invoice-payer" />
          <Fact label={t('invoices.detail.from')} value={invoice.payee_name} />
          <Fact
            label={t('invoices.detail.period')}
            value={periodOf(invoice.period_start, invoice.period_end)}
          />
          <Fact label={t('invoices.detail.term')} value={invoice.term} />
          <Fact label={t('invoices.detail.issued')} value={dayOf(invoice.created_at.slice(0, 10))} />
        </Group>
        <Text size="xs" c="dimmed">
          {t('invoices.detail.timezone', { zone: invoice.timezone })}
          {' · '}
          {t('invoices.detail.attempts', { count: invoice.attempts })}
          {invoice.paid_at && ` · ${t('invoices.detail.paidAt', { date: timeOf(invoice.paid_at) })}`}
          {invoice.next_attempt_at &&
            invoice.status === 'failed' &&
            ` · ${t('invoices.detail.nextAttempt', { date: timeOf(invoice.next_attempt_at) })}`}
        </Text>
        {invoice.status === 'failed' && invoice.status_reason && (
          <Alert color="red" data-print-hide>
            {t('invoices.detail.failed', { reason: invoice.status_reason })}
            {paysIt && (
              <Anchor component={Link} to="/user/card-setting" display="block" mt={4} className="wl-link">
                {t('invoices.detail.updateCard')}
              </Anchor>
            )}
          </Alert>
        )}
        {invoice.status === 'external' && detail.viewer === 'client' && (
          <Alert color="violet">{t('invoices.detail.external')}</Alert>
        )}
        <Table.ScrollContainer minWidth={margins ? 720 : 520}>
          <Table data-testid="invoice-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.columns.line')}</Table.Th>
                <Table.Th>{t('invoices.columns.description')}</Table.Th>
                <Table.Th>{t('invoices.columns.module')}</Table.Th>
                <Table.Th ta="right">{t('invoices.columns.quantity')}</Table.Th>
                <Table.Th ta="right">{t('invoices.columns.unit')}</Table.Th>
                <Table.Th ta="right">{t('invoices.columns.amount')}</Table.Th>
                {margins && <Table.Th ta="right">{t('invoices.columns.wholesale')}</Table.Th>}
                {margins && <Table.Th ta="right">{t('invoices.columns.margin')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.line_no} data-line={line.line_no}>
                  <Table.Td>{line.line_no}</Table.Td>
                  <Table.Td>
                    {line.description}
                    {line.campaign_name && (
                      <Text size="xs" c="dimmed">
                        {line.campaign_name}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{moduleLabel(line.module)}</Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">{formatUsdCents(line.unit_cents)}</Table.Td>
                  <Table.Td ta="right">{formatUsdCents(line.amount_cents)}</Table.Td>
                  {margins && <Table.Td ta="right">{formatUsdCents(line.wholesale_cents ?? 0)}</Table.Td>}
                  {margins && <Table.Td ta="right">{formatUsdCents(line.margin_cents ?? 0)}</Table.Td>}
                </Table.Tr>
              ))}
              {detail.refunds.map((refund, index) => (
                <Table.Tr key={refund.refunded_at} data-refund={index + 1}>
                  <Table.Td />
                  <Table.Td>
                    {t('invoices.refunds.line', { date: dayOf(refund.refunded_at.slice(0, 10)) })}
                  </Table.Td>
                  <Table.Td />
                  <Table.Td />
                  <Table.Td />
                  <Table.Td ta="right">{formatUsdCents(-refund.amount_cents)}</Table.Td>
                  {margins && <Table.Td />}
                  {margins && <Table.Td />}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Divider />
        <Stack gap={4} align="flex-end">
          <TotalLine
            label={t('invoices.detail.total')}
            value={formatUsdCents(invoice.total_cents)}
            strong
            testId="invoice-total"
          />
          {detail.refunded_cents > 0 && (
            <>
              <TotalLine
                label={t('invoices.refunds.total')}
                value={formatUsdCents(-detail.refunded_cents)}
                testId="invoice-refunded"
              />
              <TotalLine
                label={t('invoices.refunds.net')}
                value={formatUsdCents(invoice.total_cents - detail.refunded_cents)}
                testId="invoice-net"
              />
            </>
          )}
          {margins && (
            <>
              <TotalLine
                label={t('invoices.detail.wholesaleTotal')}
                value={formatUsdCents(invoice.wholesale_cents ?? 0)}
                testId="invoice-wholesale"
              />
              <TotalLine
                label={t('invoices.detail.marginTotal')}
                value={formatUsdCents(invoice.margin_cents ?? 0)}
                testId="invoice-margin"
              />
            </>
          )}
          <Text size="sm" c="dimmed">
            {invoiceStatusText(invoiceShownStatus(invoice), invoice.status_reason)}
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text data-testid={testId}>{value}</Text>
    </Stack>
  );
}

function TotalLine(props: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Group gap="lg" justify="flex-end">
      <Text fw={props.strong ? 700 : 400}>{props.label}</Text>
      <Text fw={props.strong ? 700 : 400} miw={110} ta="right" data-testid={props.testId}>
        {props.value}
      </Text>
    </Group>
  );
}
