// /{module slug}/campaign-management (issue 5 point 4; part 2 §2, §7): the module's campaigns with
// their filters, sort, paging and row actions, and the way to Build Your Campaign.
import { campaignPermitted, type ModulePermissions, TENANT_LIMITS } from '@lead/shared';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../../app/api-error.ts';
import { useCurrentUser } from '../../app/session.tsx';
import { useShell } from '../../app/shell-context.tsx';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { ListPager } from '../../components/list-pager.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import type { ModuleSection } from '../modules/module-gate.tsx';
import { CampaignFilters } from './campaign-filters.tsx';
import { CampaignTable } from './campaign-table.tsx';
import { useCampaignList } from './use-campaign-list.ts';

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e'];

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

  const buildButton = (
    <Button component={Link} to={`/campaign-setup?module=${section.kind}`}>
      {t('campaigns.build')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('modules.campaignsTitle', { module: section.name })}
        description={t('campaigns.intro')}
        actions={mayBuild && buildButton}
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
      {list.isError && (
        <Alert color="red" mb="md" title={t('campaigns.loadFailed')}>
          {errorMessageOf(list.error)}
        </Alert>
      )}
      {list.isPending && (
        <Stack gap={6} data-testid="campaign-loading">
          {SKELETON_ROWS.map((key) => (
            <Skeleton key={key} h={48} radius="sm" />
          ))}
        </Stack>
      )}
      {list.isSuccess && rows.length === 0 && !list.isPlaceholderData && (
        <EmptyState narrowed={state.narrowed} archived={archived} moduleName={section.name}>
          {mayBuild && buildButton}
        </EmptyState>
      )}
      {rows.length > 0 && (
        <Stack gap="md">
          <CampaignTable
            rows={rows}
            sort={state.sort}
            onSort={state.sortBy}
            stale={list.isPlaceholderData}
            viewer={viewer}
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
    </>
  );
}

type EmptyStateProps = {
  narrowed: boolean;
  archived: boolean;
  moduleName: string;
  children: React.ReactNode;
};

/** No match for a search or filter, nothing archived, or no campaigns at all (with the way to build one). */
function EmptyState({ narrowed, archived, moduleName, children }: EmptyStateProps) {
  const { t } = useTranslation();
  if (narrowed)
    return (
      <EmptyPanel title={t('campaigns.empty.noMatchTitle')} description={t('campaigns.empty.noMatchText')} />
    );
  if (archived)
    return (
      <EmptyPanel
        title={t('campaigns.empty.archivedTitle')}
        description={t('campaigns.empty.archivedText')}
      />
    );
  return (
    <EmptyPanel
      title={t('campaigns.empty.title')}
      description={t('campaigns.empty.text', { module: moduleName })}
      action={children}
    />
  );
}
