// /{module slug}/campaign-management (issue 5 point 4; part 2 §2, §7): the module's campaigns with
// their filters, sort, paging and row actions, and the way to Build Your Campaign.
import { campaignCommandPermitted, campaignPermitted, type ModulePermissions } from '@lead/shared';
import { Box, Button, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStates } from '../../components/list-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { READABLE_DIMMED } from '../campaign-setup/readable-dimmed.ts';
import { HeldLeadsButton } from '../held-leads/held-leads-button.tsx';
import { mayReviewHeldLeads } from '../held-leads/may-review.ts';
import type { ModuleSection } from '../modules/module-gate.tsx';
import { BulkStatusBar } from './bulk/bulk-status-bar.tsx';
import { useCampaignSelection } from './bulk/use-campaign-selection.ts';
import { CampaignFilters } from './campaign-filters.tsx';
import { CampaignTable } from './campaign-table.tsx';
import { useCampaignList } from './use-campaign-list.ts';
import '../../i18n/en-campaigns.ts';

export function CampaignManagement({ section }: { section: ModuleSection }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { facts } = useShell();
  const state = useCampaignList(section.kind, user.company_id);
  const { list } = state;
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const viewer = { user_type: facts.user_type, permissions: facts.permissions as ModulePermissions };
  // Sales people only look at campaigns; others may build one when their role allows creating.
  const mayBuild = facts.user_type !== 'sales' && campaignPermitted(viewer, 'create');
  const agencyViewer = !facts.rootcomp && facts.user_type !== 'client' && facts.user_type !== 'sales';
  const archived = state.view === 'archived';
  // Issue 23 point 8: those who may pause or resume one campaign may do it for several at once.
  const selection = useCampaignSelection(rows);
  const mayBulk =
    !archived && (campaignCommandPermitted(viewer, 'pause') || campaignCommandPermitted(viewer, 'activate'));

  const buildButton = (
    <Button component={Link} to={`/campaign-setup?module=${section.kind}`}>
      {t('campaigns.build')}
    </Button>
  );

  return (
    <Box style={READABLE_DIMMED}>
      <PageHeader
        title={t('modules.campaignsTitle', { module: section.name })}
        description={t('campaigns.intro')}
        actions={
          <Group gap="sm">
            {mayReviewHeldLeads(facts.user_type) && <HeldLeadsButton />}
            {mayBuild && buildButton}
          </Group>
        }
      />
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <CampaignFilters
          state={state}
          module={section.kind}
          companyId={user.company_id}
          idsys={user.idsys}
          withClientFilter={agencyViewer}
        />
        {list.data && (
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="campaign-total">
            {t('campaigns.total', { count: total })}
          </Text>
        )}
      </Group>
      {mayBulk && <BulkStatusBar selection={selection} />}
      <ListStates
        query={list}
        page={state.page}
        onPage={state.setPage}
        loadFailed={t('campaigns.loadFailed')}
        loadingTestId="campaign-loading"
        empty={emptyPanelOf(t, {
          narrowed: state.narrowed,
          archived,
          moduleName: section.name,
          action: mayBuild && buildButton,
        })}
      >
        <CampaignTable
          rows={rows}
          sort={state.sort}
          onSort={state.sortBy}
          stale={list.isPlaceholderData}
          viewer={viewer}
          selection={mayBulk ? selection : undefined}
        />
      </ListStates>
    </Box>
  );
}

type EmptyFacts = { narrowed: boolean; archived: boolean; moduleName: string; action: React.ReactNode };

/** No match for a search or filter, nothing archived, or no campaigns at all (with the way to build one). */
function emptyPanelOf(t: TFunction, { narrowed, archived, moduleName, action }: EmptyFacts) {
  if (narrowed)
    return { title: t('campaigns.empty.noMatchTitle'), description: t('campaigns.empty.noMatchText') };
  if (archived)
    return { title: t('campaigns.empty.archivedTitle'), description: t('campaigns.empty.archivedText') };
  return {
    title: t('campaigns.empty.title'),
    description: t('campaigns.empty.text', { module: moduleName }),
    action,
  };
}
