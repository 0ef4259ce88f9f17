// A sorted, paged lead table with its loading, error and empty states: the dashboards' recent leads
// and leads management draw the same list from their own query.
import type { LeadReportRow, LeadSortField, LeadSortState } from '@lead/shared';
import type { ComponentProps } from 'react';
import type { EmptyPanel } from '../../components/empty-panel.tsx';
import { type ListQuery, ListStates } from '../../components/list-states.tsx';
import { LeadTable } from './lead-table.tsx';

type LeadPages = {
  list: ListQuery & { data?: { data: LeadReportRow[]; total: number; last_page?: number } };
  page: number;
  setPage: (page: number) => void;
  sort: LeadSortState;
  sortBy: (field: LeadSortField) => void;
};

type PagedLeadsProps = {
  state: LeadPages;
  withClientColumn: boolean;
  withScoreColumn: boolean;
  loadFailed: string;
  empty: ComponentProps<typeof EmptyPanel>;
};

export function PagedLeads(props: PagedLeadsProps) {
  const { state, withClientColumn, withScoreColumn, loadFailed, empty } = props;
  const { list } = state;
  return (
    <ListStates
      query={list}
      page={state.page}
      onPage={state.setPage}
      loadFailed={loadFailed}
      loadingTestId="lead-loading"
      empty={empty}
    >
      <LeadTable
        rows={list.data?.data ?? []}
        stale={list.isPlaceholderData}
        withClientColumn={withClientColumn}
        withScoreColumn={withScoreColumn}
        sorting={{ sort: state.sort, onSort: state.sortBy }}
      />
    </ListStates>
  );
}
