// The client's counts under the form: a status filter, the table, paging, and the empty states.
import { AUDIENCE_LIMITS, COUNT_HISTORY_TYPES, type CountHistoryType } from '@lead/shared';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListStates } from '../../components/list-states.tsx';
import { CountTable } from './count-table.tsx';
import { useCountRows } from './use-count-rows.ts';
import '../../i18n/en-audience.ts';

export function CountList({ clientId, withActions }: { clientId: number; withActions: boolean }) {
  const { t } = useTranslation();
  const state = useCountRows(clientId);
  const { history, rows } = state;
  const _total = history.data?.total ?? 0;

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text size="sm" fw={600} id="count-filter-label">
          {t('audience.filters.label')}
        </Text>
        <SegmentedControl
          aria-labelledby="count-filter-label"
          size="xs"
          value={state.type}
          onChange={(value) => state.setType(value as CountHistoryType)}
          data={COUNT_HISTORY_TYPES.map((type) => ({ value: type, label: t(`audience.filters.${type}`) }))}
        />
      </Group>
      <ListStates
        query={history}
        page={state.page}
        onPage={state.setPage}
        perPage={AUDIENCE_LIMITS.perPage}
        loadFailed={t('audience.loadFailed')}
        empty={{
          title: state.type === 'all' ? t('audience.empty.title') : t('audience.empty.filteredTitle'),
          description: state.type === 'all' ? t('audience.empty.text') : t('audience.empty.filteredText'),
        }}
      >
        <CountTable
          rows={rows}
          sort={state.sort}
          onSort={state.sortByCount}
          stale={history.isPlaceholderData}
          withActions={withActions}
        />
      </ListStates>
    </Stack>
  );
}
