// The Agency User's Logs modal (part 2 §2): the logs of a company and everything below it, with the
// Filters drawer, pages (prev, pager, next; the server sets the page size) and the CSV download.
import type { LogFilters } from '@lead/shared';
import { Badge, Button, Group, LoadingOverlay, Modal, Pagination, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagerLabels } from '../../components/list-pager.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { LogFiltersDrawer } from './log-filters-drawer.tsx';
import { downloadUserLogs, fetchUserLogs, userLogsKey } from './user-logs-api.ts';
import { UserLogsTable } from './user-logs-table.tsx';
import '../../i18n/en-user-logs.ts';

type UserLogsModalProps = { companyId: number; companyName: string; opened: boolean; onClose: () => void };

const appliedCount = (filters: LogFilters) =>
  [filters.action, filters.userType, filters.userId, filters.campaignId, filters.dateRange].filter(Boolean)
    .length;

export function UserLogsModal({ companyId, companyName, opened, onClose }: UserLogsModalProps) {
  const { t } = useTranslation();
  const pagerLabels = usePagerLabels();
  const [filters, setFilters] = useState<LogFilters>({});
  const [page, setPage] = useState(1);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const logs = useQuery({
    queryKey: userLogsKey(companyId, filters, page),
    queryFn: () => fetchUserLogs(companyId, filters, page),
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  const download = useMutation({
    mutationFn: () => downloadUserLogs(companyId, filters),
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
  const apply = (next: LogFilters) => {
    setFilters(next);
    setPage(1);
  };
  // A failed fetch empties the table (part 2 §8 'No Data').
  const rows = logs.isError ? [] : (logs.data?.data ?? []);
  const lastPage = logs.isError ? 0 : (logs.data?.last_page ?? 0);
  const active = appliedCount(filters);

  return (
    <Modal opened={opened} onClose={onClose} title={t('userLogs.title')} size={1100} centered>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            {t('userLogs.subtitle', { company: companyName })}
          </Text>
          <Group gap="xs">
            {active > 0 && <Badge variant="light">{t('userLogs.activeFilters', { count: active })}</Badge>}
            <Button variant="default" onClick={() => setDrawerOpened(true)}>
              {t('userLogs.filters')}
            </Button>
            <Button onClick={() => download.mutate()} loading={download.isPending}>
              {t('userLogs.download')}
            </Button>
          </Group>
        </Group>
        <div style={{ position: 'relative' }} aria-busy={logs.isFetching}>
          <LoadingOverlay visible={logs.isFetching} zIndex={1} overlayProps={{ blur: 1 }} />
          <UserLogsTable rows={rows} />
        </div>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {logs.data && !logs.isError ? t('userLogs.total', { count: logs.data.total }) : ''}
          </Text>
          {lastPage > 1 && (
            <Pagination
              total={lastPage}
              value={page}
              onChange={setPage}
              withEdges={false}
              aria-label={t('userLogs.pages')}
              {...pagerLabels}
            />
          )}
        </Group>
      </Stack>
      <LogFiltersDrawer
        companyId={companyId}
        opened={drawerOpened}
        onClose={() => setDrawerOpened(false)}
        applied={filters}
        onApply={apply}
      />
    </Modal>
  );
}
