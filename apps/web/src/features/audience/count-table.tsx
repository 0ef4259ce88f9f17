// The table of a client's counts: keyword, target, where, national and local counts ('-' while
// pending and after an error), status, created, and the row actions (Retry, Apply to campaign).
import { type CountRow, countCell } from '@lead/shared';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SortHeader } from '../../components/sort-header.tsx';
import { createdDay } from '../campaigns/campaign-format.ts';
import { CountActions } from './count-actions.tsx';
import { CountStatus } from './count-status.tsx';
import type { CountSort } from './use-count-rows.ts';
import '../../i18n/en-audience.ts';

/** How many states, cities or zips a cell lists before '+N more'. */
const LOCATIONS_SHOWN = 4;
const numberFormat = new Intl.NumberFormat('en-US');

type CountTableProps = {
  rows: CountRow[];
  sort: CountSort;
  onSort: () => void;
  stale: boolean;
  /** Sales people look only. */
  withActions: boolean;
};

export function CountTable({ rows, sort, onSort, stale, withActions }: CountTableProps) {
  const { t } = useTranslation();
  const labels: LocationLabels = {
    nationwide: t('audience.nationwide'),
    more: (count) => t('audience.moreLocations', { count }),
  };
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table
        className="wl-box"
        withTableBorder
        highlightOnHover
        verticalSpacing="xs"
        data-testid="count-table"
        aria-busy={stale}
        style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audience.columns.keyword')}</Table.Th>
            <Table.Th>{t('audience.columns.target')}</Table.Th>
            <Table.Th>{t('audience.columns.locations')}</Table.Th>
            <Table.Th>{t('audience.columns.national')}</Table.Th>
            <SortHeader field="count" label={t('audience.columns.local')} sort={sort} onSort={onSort} />
            <Table.Th>{t('audience.columns.status')}</Table.Th>
            <Table.Th>{t('audience.columns.created')}</Table.Th>
            {withActions && <Table.Th>{t('audience.columns.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-count={row.id}>
              <Table.Td maw={260}>
                <Text size="sm" fw={600}>
                  {row.keyword}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {t(`audience.form.targets.${row.target_location}`)}
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm">{locationsOf(row, labels)}</Text>
              </Table.Td>
              <Table.Td data-testid="count-national">{shown(countCell(row, row.count_without_geo))}</Table.Td>
              <Table.Td data-testid="count-local">{shown(countCell(row, row.count))}</Table.Td>
              <Table.Td>
                <CountStatus row={row} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{createdDay(row.created_at)}</Table.Td>
              {withActions && (
                <Table.Td>
                  <CountActions row={row} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const shown = (value: number | '-') => (value === '-' ? '-' : numberFormat.format(value));

type LocationLabels = { nationwide: string; more: (count: number) => string };

function locationsOf(row: CountRow, labels: LocationLabels): string {
  const list =
    row.target_location === 'State'
      ? [...row.states, ...row.cities]
      : row.target_location === 'Zip Code'
        ? row.zip_code.split('\n').filter(Boolean)
        : [];
  if (list.length === 0) return labels.nationwide;
  const head = list.slice(0, LOCATIONS_SHOWN).join(', ');
  const rest = list.length - LOCATIONS_SHOWN;
  return rest > 0 ? `${head} ${labels.more(rest)}` : head;
}
