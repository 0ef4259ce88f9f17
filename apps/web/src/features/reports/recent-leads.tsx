import { Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../components/action-icons.tsx';
import { LeadDownloadButton } from '../documents/lead-download-button.tsx';
import { filteredEmptyPanel, LeadScoreFilters } from '../leads/lead-score-filters.tsx';
import { PagedLeads } from '../leads/paged-leads.tsx';
import { downloadLeadReport } from './reports-api.ts';
import type { LeadReportState } from './use-lead-report.ts';
import '../../i18n/en-reports.ts';

type RecentLeadsProps = {
  state: LeadReportState;
  withClientColumn: boolean;
  /** The list can hold Site ID leads: their score is shown, and the list filters by it. */
  withScores: boolean;
};

export function RecentLeads({ state, withClientColumn, withScores }: RecentLeadsProps) {
  const { t } = useTranslation();
  const { list, request, scoreFilter } = state;
  const _rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const filtered = withScores && scoreFilter.filtered;

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
          {withScores && <LeadScoreFilters state={scoreFilter} />}
          <LeadDownloadButton
            disabled={!request || total === 0}
            download={async (password) => {
              if (request) await downloadLeadReport(request, password);
            }}
          />
        </Group>
      </Group>
      <PagedLeads
        state={state}
        withClientColumn={withClientColumn}
        withScoreColumn={withScores}
        loadFailed={t('reports.loadFailed')}
        empty={
          filtered
            ? filteredEmptyPanel(t, scoreFilter)
            : {
                title: t(state.searched ? 'reports.leads.noMatchTitle' : 'reports.leads.noneInRangeTitle'),
                description: t(
                  state.searched ? 'reports.leads.noMatchText' : 'reports.leads.noneInRangeText',
                ),
              }
        }
      />
    </Paper>
  );
}
