// The recent leads of the dashboard's range: the lead report, searched, sorted (three states) and
// paged on the server.
import { type LeadReportRow, type LeadSortField, TENANT_LIMITS } from '@lead/shared';
import { Alert, Group, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../app/api-error.ts';
import { SearchIcon } from '../../components/action-icons.tsx';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { ListPager } from '../../components/list-pager.tsx';
import { SortHeader } from '../../components/sort-header.tsx';
import { dollarsOf, leadTime } from './report-format.ts';
import type { LeadReportState } from './use-lead-report.ts';

const SKELETON_ROWS = ['a', 'b', 'c'];

const fullName = (row: LeadReportRow) => [row.first_name, row.last_name].filter(Boolean).join(' ') || '—';

type RecentLeadsProps = { state: LeadReportState; withClientColumn: boolean };

export function RecentLeads({ state, withClientColumn }: RecentLeadsProps) {
  const { t } = useTranslation();
  const { list } = state;
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const sortable = (field: LeadSortField, label: string) => (
    <SortHeader field={field} label={label} sort={state.sort} onSort={state.sortBy} />
  );

  return (
    <Paper className="wl-box" withBorder radius="md" p="md" data-testid="recent-leads">
      <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
        <Title order={2} size="h4">
          {t('reports.leads.title')}
        </Title>
        <Group gap="sm" align="flex-end">
          {list.data && (
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="lead-total">
              {t('reports.leads.total', { count: total })}
            </Text>
          )}
          <TextInput
            aria-label={t('reports.leads.search')}
            placeholder={t('reports.leads.search')}
            leftSection={<SearchIcon />}
            value={state.search}
            onChange={(event) => state.setSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 280 }}
          />
        </Group>
      </Group>
      {list.isError && (
        <Alert color="red" mb="sm" title={t('reports.loadFailed')}>
          {errorMessageOf(list.error)}
        </Alert>
      )}
      {list.isPending && list.fetchStatus === 'fetching' && (
        <Stack gap={6} data-testid="lead-loading">
          {SKELETON_ROWS.map((key) => (
            <Skeleton key={key} h={40} radius="sm" />
          ))}
        </Stack>
      )}
      {list.isSuccess && rows.length === 0 && !list.isPlaceholderData && (
        <EmptyPanel
          title={t(state.searched ? 'reports.leads.noMatchTitle' : 'reports.leads.noneInRangeTitle')}
          description={t(state.searched ? 'reports.leads.noMatchText' : 'reports.leads.noneInRangeText')}
        />
      )}
      {rows.length > 0 && (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={900}>
            <Table
              highlightOnHover
              verticalSpacing="xs"
              data-testid="lead-table"
              aria-busy={list.isPlaceholderData}
              style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
            >
              <Table.Thead>
                <Table.Tr>
                  {sortable('created_at', t('reports.leads.columns.date'))}
                  {sortable('name', t('reports.leads.columns.name'))}
                  {sortable('email', t('reports.leads.columns.email'))}
                  <Table.Th>{t('reports.leads.columns.phone')}</Table.Th>
                  {sortable('campaign_name', t('reports.leads.columns.campaign'))}
                  {withClientColumn && <Table.Th>{t('reports.leads.columns.client')}</Table.Th>}
                  {sortable('price_cents', t('reports.leads.columns.price'))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-lead={row.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{leadTime(row.created_at)}</Table.Td>
                    <Table.Td>{fullName(row)}</Table.Td>
                    <Table.Td>{row.email ?? row.business_email ?? '—'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.phone ?? '—'}</Table.Td>
                    <Table.Td>{row.campaign_name}</Table.Td>
                    {withClientColumn && <Table.Td>{row.client_company_name}</Table.Td>}
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{dollarsOf(row.price_cents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPager
            page={state.page}
            perPage={TENANT_LIMITS.perPage}
            lastPage={list.data?.last_page ?? 1}
            total={total}
            shown={rows.length}
            onChange={state.setPage}
          />
        </Stack>
      )}
    </Paper>
  );
}
