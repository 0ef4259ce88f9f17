// /invoices (issue 15 item 7): every role's invoices, newest first. A client sees what it owes its
// agency; an agency what its clients owe it and what it owes the platform, with wholesale and margin
// columns and its margin by client and module; the platform every invoice. Filters, paging, CSV.
import {
  INVOICE_LEVEL_VALUES,
  INVOICE_LIMITS,
  INVOICE_PROBLEMS,
  INVOICE_STATUS_VALUES,
  type InvoiceFilters,
  invoiceStatusBadge,
} from '@lead/shared';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ListStates } from '../../components/list-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { InvoiceTable } from './invoice-table.tsx';
import { downloadInvoiceList, invoiceListKey, listInvoices } from './invoices-api.ts';
import { MarginSummary } from './margin-summary.tsx';
import { useDownload } from './use-download.ts';
import '../../i18n/en-invoices.ts';

export function InvoicesPage() {
  const { facts } = useShell();
  // Sales people have no invoices (their money is their commissions).
  if (facts.user_type === 'sales') return <Navigate to="/" replace />;
  return <Invoices />;
}

type Filters = { status: string; level: string; from: string; to: string };
const NO_FILTERS: Filters = { status: '', level: '', from: '', to: '' };

function Invoices() {
  const { t } = useTranslation();
  const { facts } = useShell();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query = filters as InvoiceFilters;
  const perPage = INVOICE_LIMITS.perPage;
  const list = useQuery({
    queryKey: invoiceListKey(query, page, perPage),
    queryFn: () => listInvoices(query, page, perPage),
    placeholderData: keepPreviousData,
  });
  const viewer =
    list.data?.viewer ?? (facts.user_type === 'client' ? 'client' : facts.rootcomp ? 'platform' : 'agency');
  const csv = useDownload(() => downloadInvoiceList(query));
  const filtered = Object.values(filters).some(Boolean);
  const setFilter = (key: keyof Filters, value: string | null) => {
    setFilters((current) => ({ ...current, [key]: value ?? '' }));
    setPage(1);
  };
  const rangeWrong = filters.from && filters.to && filters.to < filters.from;

  return (
    <>
      <PageHeader
        title={t('invoices.title')}
        description={t(`invoices.intro.${viewer}`)}
        actions={
          <Button variant="default" onClick={csv.run} loading={csv.busy} data-testid="invoices-csv">
            {t('invoices.downloadCsv')}
          </Button>
        }
      />
      <Stack gap="lg">
        <Group gap="sm" align="flex-end" data-testid="invoice-filters">
          <Select
            label={t('invoices.filters.status')}
            placeholder={t('invoices.filters.any')}
            data={INVOICE_STATUS_VALUES.map((value) => ({ value, label: invoiceStatusBadge(value).label }))}
            value={filters.status || null}
            onChange={(value) => setFilter('status', value)}
            clearable
            w={{ base: '100%', xs: 180 }}
          />
          {viewer !== 'client' && (
            <Select
              label={t('invoices.filters.level')}
              placeholder={t('invoices.filters.any')}
              data={INVOICE_LEVEL_VALUES.map((value) => ({ value, label: t(`invoices.levels.${value}`) }))}
              value={filters.level || null}
              onChange={(value) => setFilter('level', value)}
              clearable
              w={{ base: '100%', xs: 180 }}
            />
          )}
          <TextInput
            type="date"
            label={t('invoices.filters.from')}
            value={filters.from}
            onChange={(event) => setFilter('from', event.currentTarget.value)}
            w={{ base: '100%', xs: 170 }}
          />
          <TextInput
            type="date"
            label={t('invoices.filters.to')}
            value={filters.to}
            onChange={(event) => setFilter('to', event.currentTarget.value)}
            error={rangeWrong ? INVOICE_PROBLEMS.toBeforeFrom : undefined}
            w={{ base: '100%', xs: 170 }}
          />
          {filtered && (
            <Button variant="subtle" onClick={() => setFilters(NO_FILTERS)}>
              {t('invoices.filters.clear')}
            </Button>
          )}
        </Group>
        <ListStates
          query={list}
          page={page}
          onPage={setPage}
          perPage={perPage}
          loadFailed={t('invoices.loadFailed')}
          empty={
            filtered
              ? { title: t('invoices.emptyFilteredTitle'), description: t('invoices.emptyFilteredText') }
              : { title: t('invoices.emptyTitle'), description: t('invoices.emptyText') }
          }
        >
          <InvoiceTable rows={list.data?.data ?? []} viewer={viewer} />
        </ListStates>
        {viewer === 'agency' && (
          <MarginSummary from={filters.from || undefined} to={filters.to || undefined} />
        )}
      </Stack>
    </>
  );
}
