// The recent leads of the dashboard's range: the lead report, searched, sorted (three states) and
// paged on the server, and the same leads as a CSV file.
import { TENANT_LIMITS } from '@lead/shared';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../app/api-error.ts';
import { SearchIcon } from '../../components/action-icons.tsx';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { ListPager } from '../../components/list-pager.tsx';
import { LeadTable } from '../leads/lead-table.tsx';
import { downloadLeadReport } from './reports-api.ts';
import type { LeadReportState } from './use-lead-report.ts';

const SKELETON_ROWS = ['a', 'b', 'c'];

type RecentLeadsProps = { state: LeadReportState; withClientColumn: boolean };

export function RecentLeads({ state, withClientColumn }: RecentLeadsProps) {
  const { t } = useTranslation();
  const { list, request } = state;
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const download = useMutation({
    mutationFn: downloadLeadReport,
    onError: (error) =>
      notifications.show({ color: 'red', title: t('leads.downloadFailed'), message: errorMessageOf(error) }),
  });

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
          <Button
            variant="default"
            disabled={!request || total === 0}
            loading={download.isPending}
            onClick={() => request && download.mutate(request)}
          >
            {t('leads.downloadCsv')}
          </Button>
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
          <LeadTable
            rows={rows}
            stale={list.isPlaceholderData}
            withClientColumn={withClientColumn}
            sorting={{ sort: state.sort, onSort: state.sortBy }}
          />
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
