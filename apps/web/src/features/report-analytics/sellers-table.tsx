// Every seller side by side over the range: each agency, and the platform for the clients it serves
// itself; searchable by name, sortable by each figure, paged.
import type { AgencyReportRow, AgencyReportSortField } from '@lead/shared';
import { Badge, Group, Table, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListStates } from '../../components/list-states.tsx';
import { SortHeader } from '../../components/sort-header.tsx';
import { WHOLE_BADGE } from '../../components/whole-badge.ts';
import { dollarsOf } from '../reports/report-format.ts';
import { changeColor, changeText } from './analytics-format.ts';
import { AnalyticsSection } from './analytics-section.tsx';
import type { SellersState } from './use-sellers.ts';
import '../../i18n/en-report-analytics.ts';

function Change({ row }: { row: AgencyReportRow }) {
  const { t } = useTranslation();
  if (row.change_percent === null)
    return row.leads > 0 ? (
      <Badge variant="light" color="blue" size="sm" tt="none" style={WHOLE_BADGE}>
        {t('reportAnalytics.sellers.newLeads')}
      </Badge>
    ) : (
      '—'
    );
  return (
    <Badge variant="light" color={changeColor(row.change_percent)} size="sm" style={WHOLE_BADGE}>
      {changeText(row.change_percent)}
    </Badge>
  );
}

export function SellersTable({ state }: { state: SellersState }) {
  const { t } = useTranslation();
  const heading = (field: AgencyReportSortField, label: string) => (
    <SortHeader field={field} label={label} sort={state.sort} onSort={state.sortBy} />
  );
  const rows = state.list.data?.data ?? [];
  return (
    <AnalyticsSection
      title={t('reportAnalytics.sellers.title')}
      intro={t('reportAnalytics.sellers.intro')}
      testId="analytics-sellers"
      aside={
        <TextInput
          aria-label={t('reportAnalytics.sellers.search')}
          placeholder={t('reportAnalytics.sellers.search')}
          value={state.search}
          onChange={(event) => state.setSearch(event.currentTarget.value)}
          w={{ base: '100%', xs: 260 }}
          data-testid="sellers-search"
        />
      }
    >
      <ListStates
        query={state.list}
        page={state.page}
        onPage={state.setPage}
        loadFailed={t('reportAnalytics.sellers.loadFailed')}
        loadingTestId="sellers-loading"
        empty={
          state.searched
            ? {
                title: t('reportAnalytics.sellers.noMatchTitle'),
                description: t('reportAnalytics.sellers.noMatchText', { search: state.searched }),
              }
            : {
                title: t('reportAnalytics.sellers.emptyTitle'),
                description: t('reportAnalytics.sellers.emptyText'),
              }
        }
      >
        <Table.ScrollContainer minWidth={760}>
          <Table
            highlightOnHover
            verticalSpacing="xs"
            data-testid="sellers-table"
            aria-busy={state.list.isPlaceholderData}
            style={{ opacity: state.list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          >
            <Table.Thead>
              <Table.Tr>
                {heading('company_name', t('reportAnalytics.sellers.name'))}
                {heading('clients', t('reportAnalytics.sellers.clients'))}
                {heading('active_campaigns', t('reportAnalytics.sellers.activeCampaigns'))}
                {heading('leads', t('reportAnalytics.sellers.leads'))}
                {heading('spend_cents', t('reportAnalytics.sellers.spend'))}
                {heading('change_percent', t('reportAnalytics.sellers.change'))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.company_id} data-seller={row.company_id}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      {row.company_name}
                      {row.kind === 'root' && (
                        <Badge size="xs" variant="light" color="gray" tt="none" style={WHOLE_BADGE}>
                          {t('reportAnalytics.sellers.platformRow')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{row.clients.toLocaleString('en-US')}</Table.Td>
                  <Table.Td>{row.active_campaigns.toLocaleString('en-US')}</Table.Td>
                  <Table.Td>{row.leads.toLocaleString('en-US')}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{dollarsOf(row.spend_cents)}</Table.Td>
                  <Table.Td>
                    <Change row={row} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListStates>
    </AnalyticsSection>
  );
}
