// The rows of the platform opt-out list: the hashed address, where the request came from, when it
// was made and done, and how many leads and visits it removed.
import type { OptOutRow } from '@lead/shared';
import { Badge, Table, Text } from '@mantine/core';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { WHOLE_BADGE } from '../../components/whole-badge.ts';
import type { suppression } from '../../i18n/en-suppression.ts';
import '../../i18n/en-suppression.ts';

const when = (iso: string | null) =>
  iso ? DateTime.fromISO(iso).toLocaleString(DateTime.DATETIME_SHORT) : '';

function StatusBadge({ row }: { row: OptOutRow }) {
  const { t } = useTranslation();
  if (!row.completed_at)
    return (
      <Badge color="blue" variant="light" style={WHOLE_BADGE}>
        {t('suppression.optOutList.removing')}
      </Badge>
    );
  if (!row.excluded)
    return (
      <Badge color="gray" variant="light" style={WHOLE_BADGE}>
        {t('suppression.optOutList.purged')}
      </Badge>
    );
  return (
    <Badge color="green" variant="light" style={WHOLE_BADGE}>
      {t('suppression.optOutList.excluded')}
    </Badge>
  );
}

export function OptOutTable({ rows }: { rows: OptOutRow[] }) {
  const { t } = useTranslation();
  const column = (key: keyof typeof suppression.optOutList.columns) =>
    t(`suppression.optOutList.columns.${key}`);
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table className="wl-box" withTableBorder highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{column('emailMd5')}</Table.Th>
            <Table.Th>{column('source')}</Table.Th>
            <Table.Th>{column('requested')}</Table.Th>
            <Table.Th>{column('completed')}</Table.Th>
            <Table.Th ta="right">{column('removedLeads')}</Table.Th>
            <Table.Th ta="right">{column('removedVisits')}</Table.Th>
            <Table.Th>{column('status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`opt-out-row-${row.id}`}>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {row.email_md5}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {t(`suppression.optOutList.source.${row.source}`)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(row.requested_at)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(row.completed_at)}</Table.Td>
              <Table.Td ta="right">{row.removed_leads}</Table.Td>
              <Table.Td ta="right">{row.removed_visits}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <StatusBadge row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
