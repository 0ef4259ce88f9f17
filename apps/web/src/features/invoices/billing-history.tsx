// The billing history of one agency or client row of the tenant tree (issue 15 item 7): that
// account's invoices, newest first, paged; an agency's include its clients' (everything under it).
import { INVOICE_LIMITS } from '@lead/shared';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates } from '../../components/list-states.tsx';
import { InvoiceTable } from './invoice-table.tsx';
import { downloadInvoiceList, invoiceListKey, listInvoices } from './invoices-api.ts';
import { MarginSummary } from './margin-summary.tsx';
import { useDownload } from './use-download.ts';
import '../../i18n/en-invoices.ts';

type BillingHistoryProps = { companyId: number; companyName: string; kind: 'agency' | 'client' };

export function BillingHistory({ companyId, companyName, kind }: BillingHistoryProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const filters = kind === 'agency' ? { agencyID: companyId } : { payerID: companyId };
  const perPage = Math.min(5, INVOICE_LIMITS.perPage);
  const list = useQuery({
    queryKey: invoiceListKey(filters, page, perPage),
    queryFn: () => listInvoices(filters, page, perPage),
    placeholderData: keepPreviousData,
  });
  const csv = useDownload(() => downloadInvoiceList(filters));
  return (
    <Stack
      gap="xs"
      data-testid={`billing-history-${companyId}`}
      aria-label={t('invoices.history.button', { name: companyName })}
    >
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('invoices.history.title')} · {companyName}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={csv.run}>
          {t('invoices.downloadCsv')}
        </Anchor>
      </Group>
      <ListStates
        query={list}
        page={page}
        onPage={setPage}
        perPage={perPage}
        loadFailed={t('invoices.loadFailed')}
        empty={{ title: t('invoices.history.empty'), description: t('invoices.emptyText') }}
      >
        <InvoiceTable
          rows={list.data?.data ?? []}
          viewer={list.data?.viewer ?? 'agency'}
          withPayer={kind === 'agency'}
        />
      </ListStates>
      {/* The platform reads an agency's margin by client and module here (agencies on their Invoices page). */}
      {kind === 'agency' && list.data?.viewer === 'platform' && <MarginSummary agencyId={companyId} />}
    </Stack>
  );
}
