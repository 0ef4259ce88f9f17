// The table every lead list draws (dashboard, one campaign's leads, leads-management): newest first
// unless sorted, a Test badge on test leads, the client column for those who see several clients.
// The name opens the lead's own page; Activity sums up the visitor's journey (issue 25 item 1) and
// Score weighs it (issue 25 item 2, Site ID lists only: other leads have no page views).
import type { LeadReportRow, LeadSortField, LeadSortState } from '@lead/shared';
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortHeader } from '../../components/sort-header.tsx';
import { WHOLE_BADGE } from '../../components/whole-badge.ts';
import { useShell } from '../../lib/shell-context.tsx';
import { leadPagePath } from '../modules/module-slug.ts';
import { dollarsOf, leadTime } from '../reports/report-format.ts';
import { sinceText } from './journey-format.ts';
import { leadName } from './lead-name.ts';
import { LeadScoreCell } from './lead-score-badge.tsx';
import '../../i18n/en-leads.ts';

type LeadTableProps = {
  rows: LeadReportRow[];
  /** The previous page stays while the next one loads, dimmed. */
  stale: boolean;
  withClientColumn: boolean;
  /** The list can hold Site ID leads, the only ones with a score. */
  withScoreColumn?: boolean;
  /** Without it the headings do not sort (one campaign's leads are always newest first). */
  sorting?: { sort: LeadSortState; onSort: (field: LeadSortField) => void };
  testId?: string;
  /** Called when a lead's page is opened from the table (a dialog around it closes). */
  onOpenLead?: () => void;
};

export function LeadTable(props: LeadTableProps) {
  const {
    rows,
    stale,
    withClientColumn,
    withScoreColumn = false,
    sorting,
    testId = 'lead-table',
    onOpenLead,
  } = props;
  const { t } = useTranslation();
  const { facts, view } = useShell();
  const now = new Date();
  const heading = (field: LeadSortField, label: string) =>
    sorting ? (
      <SortHeader field={field} label={label} sort={sorting.sort} onSort={sorting.onSort} />
    ) : (
      <Table.Th style={{ whiteSpace: 'nowrap' }}>{label}</Table.Th>
    );

  return (
    <Table.ScrollContainer minWidth={withScoreColumn ? 1020 : 900}>
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
            <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('leads.table.activity')}</Table.Th>
            {withScoreColumn && heading('score', t('leads.table.score'))}
            {heading('price_cents', t('leads.table.price'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-lead={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{leadTime(row.created_at)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <LeadNameCell
                    path={leadPagePath(facts, view.sidebar, row)}
                    name={leadName(row)}
                    onOpen={onOpenLead}
                  />
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
              <Table.Td data-testid="lead-activity">
                <LeadActivity journey={row.journey} now={now} />
              </Table.Td>
              {withScoreColumn && (
                <Table.Td data-testid="lead-score-cell" miw={110}>
                  <LeadScoreCell score={row.score} />
                </Table.Td>
              )}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dollarsOf(row.price_cents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type LeadNameCellProps = { path: string | null; name: string | null; onOpen?: () => void };

/** The person's name, a link to the lead's page when this user can open it. */
function LeadNameCell({ path, name, onOpen }: LeadNameCellProps) {
  const { t } = useTranslation();
  if (!path) return <>{name ?? '—'}</>;
  return (
    <Anchor component={Link} to={path} onClick={onOpen} className="wl-link" size="sm">
      {name ?? t('leads.page.unnamed')}
    </Anchor>
  );
}

/** "3 visits · 7 pages" over "last seen 5 minutes ago"; a dash for leads without page views. */
function LeadActivity({ journey, now }: { journey: LeadReportRow['journey']; now: Date }) {
  const { t } = useTranslation();
  if (!journey) return <>—</>;
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('leads.activity.visits', { count: journey.visits })} ·{' '}
        {t('leads.activity.pages', { count: journey.page_views })}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('leads.activity.lastSeen', { when: sinceText(journey.last_seen_at, now) })}
      </Text>
    </>
  );
}
