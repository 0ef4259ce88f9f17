// The campaign list's request state (group, client, status, view, search, sort, page) and its query.
import {
  type CAMPAIGN_LIST_STATUSES,
  type CampaignListRequest,
  type CampaignSortField,
  type CampaignSortState,
  type LeadModuleKind,
  nextCampaignSort,
  TENANT_LIMITS,
  TIMINGS,
} from '@lead/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CAMPAIGNS_KEY, listCampaigns } from './campaigns-api.ts';

export type CampaignStatusFilter = (typeof CAMPAIGN_LIST_STATUSES)[number];
export type CampaignView = 'campaign' | 'archived';

const UNSORTED: CampaignSortState = { sortby: null, order: null };

export function useCampaignList(module: LeadModuleKind, companyId: number) {
  const [group, setGroup] = useState<'all' | number>('all');
  const [client, setClient] = useState<'all' | number>('all');
  const [status, setStatus] = useState<CampaignStatusFilter>('all');
  const [view, setView] = useState<CampaignView>('campaign');
  const [sort, setSort] = useState<CampaignSortState>(UNSORTED);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), TIMINGS.autocompleteDebounceMs);
  const [page, setPage] = useState(1);

  const request: CampaignListRequest = {
    group,
    module,
    companyId,
    clientId: client,
    sort,
    search: debouncedSearch,
    page,
    perPage: TENANT_LIMITS.perPage,
    view,
    campaignStatus: view === 'archived' ? 'all' : status,
  };
  const list = useQuery({
    queryKey: [...CAMPAIGNS_KEY, 'list', request],
    queryFn: () => listCampaigns(request),
    placeholderData: keepPreviousData,
  });

  // A different question starts again on its first page.
  const [askedSearch, setAskedSearch] = useState(debouncedSearch);
  if (askedSearch !== debouncedSearch) {
    setAskedSearch(debouncedSearch);
    setPage(1);
  }
  const firstPage =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return {
    list,
    group,
    client,
    status,
    view,
    sort,
    search,
    page,
    /** A search or filter narrows the list (an empty list then means "no match"). */
    narrowed: debouncedSearch !== '' || group !== 'all' || client !== 'all' || status !== 'all',
    setSearch,
    setPage,
    setStatus: firstPage(setStatus),
    setView: firstPage(setView),
    setGroup: firstPage(setGroup),
    /** Another client has other groups: the group filter starts again at View All. */
    setClient: firstPage((next: 'all' | number) => {
      setClient(next);
      setGroup('all');
    }),
    sortBy: (field: CampaignSortField) => {
      setSort((current) => nextCampaignSort(current, field));
      setPage(1);
    },
  };
}
