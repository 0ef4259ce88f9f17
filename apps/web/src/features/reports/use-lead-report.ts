// The recent-leads table's request state (sort, search, page) over the dashboard's selection and range.
import {
  type LeadReportRequest,
  type LeadSortField,
  type LeadSortState,
  NO_SORT,
  nextSort,
  type ReportRange,
  type ReportSelection,
  TENANT_LIMITS,
  TIMINGS,
} from '@lead/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useScoreFilter } from '../leads/use-score-filter.ts';
import { getLeadReport, LIVE_REFRESH_MS, leadReportKey } from './reports-api.ts';

export function useLeadReport(selection: ReportSelection, range: ReportRange | null, enabled: boolean) {
  const [sort, setSort] = useState<LeadSortState>(NO_SORT);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), TIMINGS.autocompleteDebounceMs);
  const [page, setPage] = useState(1);
  const scoreFilter = useScoreFilter();

  // Another question (search, score filters, client, module or range) starts again on its first page.
  const question = JSON.stringify([debouncedSearch, scoreFilter.filter, selection, range]);
  const [asked, setAsked] = useState(question);
  if (asked !== question) {
    setAsked(question);
    setPage(1);
  }

  const request: LeadReportRequest | null = range
    ? { ...selection, ...range, sort, search: debouncedSearch, page, perPage: TENANT_LIMITS.perPage }
    : null;
  const list = useQuery({
    queryKey: leadReportKey(request, scoreFilter.filter),
    queryFn: () => getLeadReport(request as LeadReportRequest, scoreFilter.filter),
    enabled: enabled && request !== null,
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });

  return {
    list,
    /** What the table shows (null until the range is known): the CSV download asks the same. */
    request,
    sort,
    search,
    page,
    searched: debouncedSearch !== '',
    scoreFilter,
    setSearch,
    setPage,
    sortBy: (field: LeadSortField) => {
      setSort((current) => nextSort(current, field));
      setPage(1);
    },
  };
}

export type LeadReportState = ReturnType<typeof useLeadReport>;
