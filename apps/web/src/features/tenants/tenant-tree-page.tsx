import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../components/action-icons.tsx';
import { ListStates } from '../../components/list-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useCurrentUser } from '../../lib/session.tsx';
import { DownlineForm } from './downline-form.tsx';
import { FilterPopover } from './filter-popover.tsx';
import { InlinePanel } from './inline-panel.tsx';
import { canAddAtTop } from './row-action-rules.ts';
import { TenantTable } from './tenant-table.tsx';
import type { TreeUserType } from './tenants-api.ts';
import { useTenantList } from './use-tenant-list.ts';
import { useViewer } from './use-viewer.ts';
import '../../i18n/en-tenants.ts';

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
        // A sales person looks after the agencies it brought or serves as account executive: its own words.
        description={t(
          viewer.user_type === 'sales' ? `tenants.${words}.salesIntro` : `tenants.${words}.intro`,
        )}
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
      <ListStates
        query={list}
        page={state.page}
        onPage={state.setPage}
        loadFailed={t('tenants.list.loadFailed')}
        loadingTestId="tenant-loading"
        empty={{
          title: state.narrowed ? t('tenants.list.noMatchTitle') : t(`tenants.${words}.emptyTitle`),
          description: state.narrowed ? t('tenants.list.noMatchText') : t(`tenants.${words}.emptyText`),
        }}
      >
        <TenantTable
          rows={rows}
          sort={state.sort}
          onSort={state.sortBy}
          stale={list.isPlaceholderData}
          search={state.askedSearch}
        />
      </ListStates>
    </>
  );
}
