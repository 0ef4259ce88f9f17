// The tree list's request state (sort, search, page, filters) and the query that follows it.
import {
  type CAMPAIGN_STATUS_FILTERS,
  type CARD_STATUS_FILTERS,
  type ListFilter,
  NO_SORT,
  nextSort,
  type SortState,
  TENANT_LIMITS,
  TIMINGS,
  type TreeSortField,
} from '@lead/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../../lib/session.tsx';
import { listTenants, type TreeUserType, tenantListKey } from './tenants-api.ts';

export type ListFilters = {
  cardStatus: (typeof CARD_STATUS_FILTERS)[number];
  campaignStatus: (typeof CAMPAIGN_STATUS_FILTERS)[number];
  filters: ListFilter[];
};
export const NO_FILTERS: ListFilters = { cardStatus: 'all', campaignStatus: 'all', filters: [] };

export const filtersActive = (filters: ListFilters) =>
  filters.cardStatus !== 'all' || filters.campaignStatus !== 'all' || filters.filters.length > 0;

export function useTenantList(userType: TreeUserType) {
  const user = useCurrentUser();
  const [sort, setSort] = useState<SortState>(NO_SORT);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), TIMINGS.autocompleteDebounceMs);
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const request = {
    companyId: user.company_id,
    idsys: user.idsys,
    userType,
    sort,
    search: debouncedSearch,
    page,
    perPage: TENANT_LIMITS.perPage,
    ...filters,
  };
  const list = useQuery({
    queryKey: [...tenantListKey(userType, user.company_id), request],
    queryFn: () => listTenants(request, user.user_type === 'sales'),
    placeholderData: keepPreviousData,
  });
  // A different question starts again on its first page.
  const [askedSearch, setAskedSearch] = useState(debouncedSearch);
  if (askedSearch !== debouncedSearch) {
    setAskedSearch(debouncedSearch);
    setPage(1);
  }

  return {
    list,
    sort,
    search,
    page,
    filters,
    searched: debouncedSearch !== '',
    askedSearch: debouncedSearch,
    /** A search or filter is narrowing the list (an empty list then means "no match"). */
    narrowed: debouncedSearch !== '' || filtersActive(filters),
    sortBy: (field: TreeSortField) => {
      setSort((current) => nextSort(current, field));
      setPage(1);
    },
    setSearch,
    setPage,
    applyFilters: (next: ListFilters) => {
      setFilters(next);
      setPage(1);
    },
  };
}
