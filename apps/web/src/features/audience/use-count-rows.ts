// The client's counts as the table shows them: one page of the history (narrowed by status), each
// pending row polled through getcountcampaign until it finishes, and the local count sort (part 2 §4:
// asc, desc, none) applied to the page in hand.
import {
  AUDIENCE_LIMITS,
  AUDIENCE_TIMINGS,
  type CountHistoryType,
  type CountRow,
  NO_SORT,
  nextSort,
  type SortState,
  sortByLocalCount,
} from '@lead/shared';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryClient } from '../../lib/query-client.ts';
import { AUDIENCE_KEY, countKey, getCount, historyKey, listCountHistory } from './audience-api.ts';

export type CountSort = SortState<'count'>;

export function useCountRows(clientId: number) {
  const [type, setType] = useState<CountHistoryType>('all');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<CountSort>(NO_SORT);

  const history = useQuery({
    queryKey: historyKey(clientId, type, page),
    queryFn: () => listCountHistory(clientId, type, page, AUDIENCE_LIMITS.perPage),
    placeholderData: keepPreviousData,
  });
  const listed = history.data?.data ?? [];
  const pendingIds = listed.filter((row) => row.status === 'pending').map((row) => row.id);
  const polls = useQueries({
    queries: pendingIds.map((id) => ({
      queryKey: countKey(id),
      queryFn: () => getCount(id),
      refetchInterval: (query: { state: { data?: CountRow } }) =>
        query.state.data?.status === 'pending' ? AUDIENCE_TIMINGS.pendingPollMs : false,
    })),
  });

  // A polled answer newer than the page replaces its row.
  const fresher = new Map<number, CountRow>();
  for (const poll of polls)
    if (poll.data && poll.dataUpdatedAt > history.dataUpdatedAt) fresher.set(poll.data.id, poll.data);
  const rows = listed.map((row) => fresher.get(row.id) ?? row);

  // A count that finished moves between the status filters: the page is read again.
  const finished = [...fresher.values()].filter((row) => row.status !== 'pending').length;
  useEffect(() => {
    if (finished > 0)
      void queryClient.invalidateQueries({ queryKey: [...AUDIENCE_KEY, 'history', clientId] });
  }, [finished, clientId]);

  return {
    history,
    rows: sortByLocalCount(rows, sort.sortby ? sort.order : null),
    type,
    page,
    sort,
    setPage,
    setType: (next: CountHistoryType) => {
      setType(next);
      setPage(1);
    },
    sortByCount: () => setSort((current) => nextSort(current, 'count')),
  };
}
