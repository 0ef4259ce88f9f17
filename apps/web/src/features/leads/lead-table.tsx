// The table every lead list draws (dashboard, one campaign's leads, leads-management): newest first
// unless sorted, a Test badge on test leads, the client column for those who see several clients.
import type { LeadReportRow, LeadSortField, LeadSortState } from '@lead/shared';
import { Badge, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SortHeader } from '../../components/sort-header.tsx';
import { WHOLE_BADGE } from '../../components/whole-badge.ts';
import { dollarsOf, leadTime } from '../reports/report-format.ts';

const fullName = (row: LeadReportRow) => [row.first_name, row.last_name].filter(Boolean).join(' ') || '—';

type LeadTableProps = {
  rows: LeadReportRow[];
  /** The previous page stays while the next one loads, dimmed. */
  stale: boolean;
  withClientColumn: boolean;
  /** Without it the headings do not sort (one campaign's leads are always newest first). */
  sorting?: { sort: LeadSortState; onSort: (field: LeadSortField) => void };
  testId?: string;
};

export function LeadTable({ rows, stale, withClientColumn, sorting, testId = 'lead-table' }: LeadTableProps) {
  const { t } = useTranslation();
  const heading = (field: LeadSortField, label: string) =>
    sorting ? (
      <SortHeader field={field} label={label} sort={sorting.sort} onSort={sorting.onSort} />
    ) : (
      <Table.Th style={{ whiteSpace: 'nowrap' }}>{label}</Table.Th>
    );

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        highlightOnHover
        verticalSpacing="xs"
        data-testid={testId}
        aria-busy={stale}
        style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            {heading('created_at', t('leads.table.date'))}
            {heading('name', t('leads.table.name'))}
            {heading('email', t('leads.table.email'))}
            <Table.Th>{t('leads.table.phone')}</Table.Th>
            {heading('campaign_name', t('leads.table.campaign'))}
            {withClientColumn && <Table.Th>{t('leads.table.client')}</Table.Th>}
            {heading('price_cents', t('leads.table.price'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-lead={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{leadTime(row.created_at)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {fullName(row)}
                  {row.source === 'test' && (
                    <Badge size="xs" variant="light" color="grape" style={WHOLE_BADGE}>
                      {t('leads.table.test')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
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
  );
}
