// The body of /{slug}/leads-management (part 1 §2, administrators only): every lead of the module
// across the administrator's tenants, searched, sorted and paged on the server, and the CSV file.
// Site ID leads carry a score, which the list filters by (issue 25 item 2).
import type { LeadModuleKind } from '@lead/shared';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../components/action-icons.tsx';
import { LeadDownloadButton } from '../documents/lead-download-button.tsx';
import { filteredEmptyPanel, LeadScoreFilters } from './lead-score-filters.tsx';
import { downloadLeadsManagement } from './leads-api.ts';
import { PagedLeads } from './paged-leads.tsx';
import { listHasScores } from './score-filter.ts';
import { useLeadsManagement } from './use-leads-management.ts';
import '../../i18n/en-leads.ts';

export function LeadsManagement({ moduleType }: { moduleType: LeadModuleKind }) {
  const { t } = useTranslation();
  const state = useLeadsManagement(moduleType);
  const { list, scoreFilter } = state;
  const _rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const withScores = listHasScores(moduleType);
  const filtered = withScores && scoreFilter.filtered;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end">
          <TextInput
            aria-label={t('leads.search')}
            placeholder={t('leads.search')}
            leftSection={<SearchIcon />}
            value={state.search}
            onChange={(event) => state.setSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 320 }}
          />
          {withScores && <LeadScoreFilters state={scoreFilter} />}
        </Group>
        <Group gap="sm">
          {list.data && (
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="lead-total">
              {t('leads.total', { count: total })}
            </Text>
          )}
          <LeadDownloadButton
            disabled={total === 0}
            download={(password) => downloadLeadsManagement(moduleType, state.request.search, password)}
          />
        </Group>
      </Group>
      <PagedLeads
        state={state}
        withClientColumn
        withScoreColumn={withScores}
        loadFailed={t('leads.loadFailed')}
        empty={
          filtered
            ? filteredEmptyPanel(t, scoreFilter)
            : {
                title: t(state.searched ? 'leads.management.noMatchTitle' : 'leads.management.noneTitle'),
                description: t(state.searched ? 'leads.management.noMatchText' : 'leads.management.noneText'),
              }
        }
      />
    </Stack>
  );
}
