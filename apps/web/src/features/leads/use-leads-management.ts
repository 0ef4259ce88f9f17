// Leads-management's request state: the module, search (debounced), three-state sort and page.
import {
  type LeadModuleKind,
  type LeadSortField,
  type LeadSortState,
  type LeadsManagementRequest,
  NO_SORT,
  nextSort,
  TENANT_LIMITS,
  TIMINGS,
} from '@lead/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getLeadsManagement, leadsManagementKey } from './leads-api.ts';

export function useLeadsManagement(moduleType: LeadModuleKind) {
  const [sort, setSort] = useState<LeadSortState>(NO_SORT);
  const [search, setSearchText] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), TIMINGS.autocompleteDebounceMs);
  const [page, setPage] = useState(1);

  // Another search starts again on its first page.
  const [asked, setAsked] = useState(debouncedSearch);
  if (asked !== debouncedSearch) {
    setAsked(debouncedSearch);
    setPage(1);
  }

  const request: LeadsManagementRequest = {
    moduleType,
    sort,
    search: debouncedSearch,
    page,
    perPage: TENANT_LIMITS.perPage,
  };
  const list = useQuery({
    queryKey: leadsManagementKey(request),
    queryFn: () => getLeadsManagement(request),
    placeholderData: keepPreviousData,
  });

  return {
    list,
    request,
    sort,
    search,
    page,
    searched: debouncedSearch !== '',
    setSearch: setSearchText,
    setPage,
    sortBy: (field: LeadSortField) => {
      setSort((current) => nextSort(current, field));
      setPage(1);
    },
  };
}
