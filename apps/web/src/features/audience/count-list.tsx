// The client's counts under the form: a status filter, the table, paging, and the empty states.
import { AUDIENCE_LIMITS, COUNT_HISTORY_TYPES, type CountHistoryType } from '@lead/shared';
import { Alert, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../app/api-error.ts';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { ListPager } from '../../components/list-pager.tsx';
import { CountTable } from './count-table.tsx';
import { useCountRows } from './use-count-rows.ts';

const SKELETON_ROWS = ['a', 'b', 'c'];

export function CountList({ clientId, withActions }: { clientId: number; withActions: boolean }) {
  const { t } = useTranslation();
  const state = useCountRows(clientId);
  const { history, rows } = state;
  const total = history.data?.total ?? 0;

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
      {history.isError && (
        <Alert color="red" title={t('audience.loadFailed')}>
          {errorMessageOf(history.error)}
        </Alert>
      )}
      {history.isPending && (
        <Stack gap={6}>
          {SKELETON_ROWS.map((key) => (
            <Skeleton key={key} h={44} radius="sm" />
          ))}
        </Stack>
      )}
      {history.isSuccess && rows.length === 0 && !history.isPlaceholderData && (
        <EmptyPanel
          title={state.type === 'all' ? t('audience.empty.title') : t('audience.empty.filteredTitle')}
          description={state.type === 'all' ? t('audience.empty.text') : t('audience.empty.filteredText')}
        />
      )}
      {rows.length > 0 && (
        <>
          <CountTable
            rows={rows}
            sort={state.sort}
            onSort={state.sortByCount}
            stale={history.isPlaceholderData}
            withActions={withActions}
          />
          <ListPager
            page={state.page}
            perPage={AUDIENCE_LIMITS.perPage}
            lastPage={history.data?.last_page ?? 1}
            total={total}
            shown={rows.length}
            onChange={state.setPage}
          />
        </>
      )}
    </Stack>
  );
}
