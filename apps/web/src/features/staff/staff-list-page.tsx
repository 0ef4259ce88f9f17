// /configuration/administrator-list and /configuration/sales-account-list (part 2 §2, §6): the
// company's administrators or the platform's sales people, searched, sorted and paged by the server,
// with inline add and edit forms.
import {
  can,
  type ModulePermissions,
  NO_SORT,
  nextSort,
  type SortState,
  type TreeSortField,
} from '@lead/shared';
import { Button, Collapse, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates } from '../../components/list-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { listRoles, rolesKey } from '../roles/roles-api.ts';
import { listStaff, type StaffKind, staffListKey } from './staff-api.ts';
import { StaffForm } from './staff-form.tsx';
import { StaffTable } from './staff-table.tsx';
import type { StaffOwner } from './use-staff-mutations.ts';
import '../../i18n/en-staff.ts';

/** Part 2 §5 autocomplete pace, used for the search box too. */
const SEARCH_DEBOUNCE_MS = 300;

const pageTitles = {
  administrator: 'configurationPages.administrator-list',
  sales: 'configurationPages.sales-account-list',
} as const;

function StaffListPage({ kind }: { kind: StaffKind }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const permissions = useShell().facts.permissions as ModulePermissions;
  const owner: StaffOwner = useMemo(
    () => ({ kind, companyId: user.company_id, rootId: user.company_root_id }),
    [kind, user.company_id, user.company_root_id],
  );
  const [sort, setSort] = useState<SortState>(NO_SORT);
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);

  const list = useQuery({
    queryKey: [...staffListKey(kind, owner.companyId), { sort, search, page }],
    queryFn: () => listStaff({ ...owner, sort, search, page }),
    placeholderData: keepPreviousData,
  });
  const roles = useQuery({
    queryKey: rolesKey(owner.companyId),
    queryFn: () => listRoles(owner.companyId),
    enabled: kind === 'administrator',
  });
  const roleOptions = useMemo(
    () => (roles.data?.roles ?? []).map((role) => ({ value: String(role.id), label: role.role_name })),
    [roles.data],
  );

  // A new search starts at the first page; a removal that empties the last page steps back one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a changed search resets the page
  useEffect(() => setPage(1), [search]);
  const lastPage = list.data?.last_page ?? 1;
  useEffect(() => {
    if (list.isSuccess && page > Math.max(lastPage, 1)) setPage(Math.max(lastPage, 1));
  }, [list.isSuccess, page, lastPage]);

  const sortBy = (field: TreeSortField) => {
    setSort((current) => nextSort(current, field));
    setPage(1);
  };
  const rows = list.data?.data ?? [];
  const addButton = can(permissions, 'Settings', 'create') && (
    <Button onClick={() => setAdding((open) => !open)} aria-expanded={adding}>
      {t(`staff.${kind}.add`)}
    </Button>
  );

  return (
    <>
      <PageHeader title={t(pageTitles[kind])} description={t(`staff.${kind}.intro`)} actions={addButton} />
      <Stack gap="md">
        <Collapse expanded={adding} keepMounted={false}>
          <StaffForm owner={owner} row={null} roleOptions={roleOptions} onClose={() => setAdding(false)} />
        </Collapse>
        <TextInput
          type="search"
          label={t('staff.search')}
          value={searchInput}
          onChange={(event) => setSearchInput(event.currentTarget.value)}
          maw={360}
        />
        <ListStates
          query={list}
          page={page}
          onPage={setPage}
          loadFailed={t('staff.loadFailed')}
          loadingTestId="staff-loading"
          empty={{
            title: t(search ? 'staff.noMatchTitle' : `staff.${kind}.emptyTitle`),
            description: t(search ? 'staff.noMatchText' : `staff.${kind}.emptyText`),
          }}
        >
          <div aria-busy={list.isFetching}>
            <StaffTable
              owner={owner}
              rows={rows}
              sort={sort}
              onSort={sortBy}
              permissions={permissions}
              roleOptions={roleOptions}
              editingId={editingId}
              onEdit={setEditingId}
            />
          </div>
        </ListStates>
      </Stack>
    </>
  );
}

export const AdministratorListPage = () => <StaffListPage kind="administrator" />;
export const SalesAccountListPage = () => <StaffListPage kind="sales" />;
