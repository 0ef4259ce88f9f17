// The sellers table's request state (sort, search, page) over the page's range.
import {
  type AgenciesReportRequest,
  type AgencyReportSortField,
  NO_SORT,
  nextSort,
  type ReportRange,
  type SortState,
  TENANT_LIMITS,
  TIMINGS,
} from '@lead/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getSellers, sellersKey } from './analytics-api.ts';

export function useSellers(range: ReportRange | null) {
  const [sort, setSort] = useState<SortState<AgencyReportSortField>>(NO_SORT);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), TIMINGS.autocompleteDebounceMs);
  const [page, setPage] = useState(1);

  // Another search or range starts again on its first page.
  const question = JSON.stringify([debouncedSearch, range]);
  const [asked, setAsked] = useState(question);
  if (asked !== question) {
    setAsked(question);
    setPage(1);
  }

  const request: AgenciesReportRequest | null = range
    ? { ...range, sort, search: debouncedSearch, page, perPage: TENANT_LIMITS.perPage }
    : null;
  const list = useQuery({
    queryKey: sellersKey(request),
    queryFn: () => getSellers(request as AgenciesReportRequest),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });

  return {
    list,
    sort,
    search,
    searched: debouncedSearch,
    page,
    setSearch,
    setPage,
    sortBy: (field: AgencyReportSortField) => {
      setSort((current) => nextSort(current, field));
      setPage(1);
    },
  };
}

export type SellersState = ReturnType<typeof useSellers>;
