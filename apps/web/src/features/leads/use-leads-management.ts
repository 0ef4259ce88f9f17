// Leads-management's request state: the module, search and score filters (debounced), three-state
// sort and page.
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
import { useScoreFilter } from './use-score-filter.ts';

export function useLeadsManagement(moduleType: LeadModuleKind) {
  const [sort, setSort] = useState<LeadSortState>(NO_SORT);
  const [search, setSearchText] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), TIMINGS.autocompleteDebounceMs);
  const [page, setPage] = useState(1);
  const scoreFilter = useScoreFilter();

  // Another search or score filter starts again on its first page.
  const question = JSON.stringify([debouncedSearch, scoreFilter.filter]);
  const [asked, setAsked] = useState(question);
  if (asked !== question) {
    setAsked(question);
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
    queryKey: leadsManagementKey(request, scoreFilter.filter),
    queryFn: () => getLeadsManagement(request, scoreFilter.filter),
    placeholderData: keepPreviousData,
  });

  return {
    list,
    request,
    sort,
    search,
    page,
    searched: debouncedSearch !== '',
    scoreFilter,
    setSearch: setSearchText,
    setPage,
    sortBy: (field: LeadSortField) => {
      setSort((current) => nextSort(current, field));
      setPage(1);
    },
  };
}
