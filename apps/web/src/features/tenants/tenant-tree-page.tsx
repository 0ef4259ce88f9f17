// /configuration/agency-list and /configuration/client-management: one tree view (part 2 §1–§2).
// Agencies come with their clients as children; clients alone on the client page.
import { TENANT_LIMITS } from '@lead/shared';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../app/api-error.ts';
import { useCurrentUser } from '../../app/session.tsx';
import { SearchIcon } from '../../components/action-icons.tsx';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { ListPager } from '../../components/list-pager.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { DownlineForm } from './downline-form.tsx';
import { FilterPopover } from './filter-popover.tsx';
import { InlinePanel } from './inline-panel.tsx';
import { canAddAtTop } from './row-action-rules.ts';
import { TenantTable } from './tenant-table.tsx';
import type { TreeUserType } from './tenants-api.ts';
import { useTenantList } from './use-tenant-list.ts';
import { useViewer } from './use-viewer.ts';

/** Boundaries 1 and siblings 1: first, last and three around the current page — 5 page buttons. */

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f'];

type Words = 'agencies' | 'clients';

export function TenantTreePage({ userType }: { userType: TreeUserType }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const viewer = useViewer();
  const words: Words = userType === 'userdownline' ? 'agencies' : 'clients';
  const route = userType === 'userdownline' ? 'agency-list' : 'client-management';
  const state = useTenantList(userType);
  const { list } = state;
  const [adding, setAdding] = useState(false);
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;

  const addButton = canAddAtTop(viewer, userType) && (
    <Button onClick={() => setAdding((current) => !current)} aria-expanded={adding}>
      {t(`tenants.${words}.add`)}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t(`configurationPages.${route}`)}
        description={t(`tenants.${words}.intro`)}
        actions={addButton}
      />
      <InlinePanel opened={adding}>
        <Paper className="wl-box" withBorder radius="md" p="lg" mb="lg">
          <Title order={2} size="h4" mb="sm">
            {t(`tenants.${words}.add`)}
          </Title>
          <DownlineForm
            target={{ mode: 'add', userType, parentCompanyId: user.company_id }}
            label={t(`tenants.${words}.add`)}
            onDone={() => setAdding(false)}
          />
        </Paper>
      </InlinePanel>
      <Group justify="space-between" mb="md" gap="sm">
        <Group gap="sm">
          <TextInput
            aria-label={t('tenants.list.search')}
            placeholder={t('tenants.list.search')}
            leftSection={<SearchIcon />}
            value={state.search}
            onChange={(event) => state.setSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 320 }}
          />
          <FilterPopover applied={state.filters} onApply={state.applyFilters} />
        </Group>
        {list.data && (
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="tenant-total">
            {t(`tenants.${words}.total`, { count: total })}
          </Text>
        )}
      </Group>
      {list.isError && (
        <Alert color="red" mb="md" title={t('tenants.list.loadFailed')}>
          {errorMessageOf(list.error)}
        </Alert>
      )}
      {list.isPending && (
        <Stack gap={6} data-testid="tenant-loading">
          {SKELETON_ROWS.map((key) => (
            <Skeleton key={key} h={44} radius="sm" />
          ))}
        </Stack>
      )}
      {list.isSuccess && rows.length === 0 && !list.isPlaceholderData && (
        <EmptyPanel
          title={state.narrowed ? t('tenants.list.noMatchTitle') : t(`tenants.${words}.emptyTitle`)}
          description={state.narrowed ? t('tenants.list.noMatchText') : t(`tenants.${words}.emptyText`)}
        />
      )}
      {rows.length > 0 && (
        <Stack gap="md">
          <TenantTable
            rows={rows}
            sort={state.sort}
            onSort={state.sortBy}
            stale={list.isPlaceholderData}
            search={state.askedSearch}
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
