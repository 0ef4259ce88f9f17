// A dashboard's request state: the client, the date range (the last 30 days to initdate's today, edited in the date
// fields, applied only while valid) and the queries of the opening range and the chart.
import {
  dashboardOpeningRange,
  type ReportModule,
  type ReportRange,
  type ReportSelection,
} from '@lead/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { chartKey, getChart, getInitDate, initDateKey, LIVE_REFRESH_MS } from './reports-api.ts';
import { useRangeFields } from './use-range-fields.ts';

export function useReportDashboard(moduleType: ReportModule, companyId: number) {
  const [clientId, setClientIdState] = useState<'all' | number>('all');

  const selection: ReportSelection = { moduleType, companyId, clientId };
  // Live counts: refetched every 15 s while the page is visible (the first lead ends the empty state).
  const initDate = useQuery({
    queryKey: initDateKey(selection),
    queryFn: () => getInitDate(selection),
    refetchInterval: LIVE_REFRESH_MS,
  });
  // Every dashboard opens on the last 30 days up to today in the viewer's zone.
  const opening = initDate.data ? dashboardOpeningRange(initDate.data.today) : null;
  const rangeFields = useRangeFields(opening);
  const { range } = rangeFields;

  const chart = useQuery({
    queryKey: chartKey(selection, range),
    queryFn: () => getChart(selection, range as ReportRange),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });

  return {
    selection,
    clientId,
    initDate,
    chart,
    /** The applied range (null until the opening range arrives) and the fields that edit it. */
    range,
    rangeFields,
    /** The selection has no lead at all yet: the dashboard shows what to do instead of charts. */
    noLeadsYet: initDate.data ? initDate.data.first_lead_date === null : false,
    /** Another client opens on its own range. */
    setClientId(next: 'all' | number) {
      setClientIdState(next);
      rangeFields.reset();
    },
  };
}

export type ReportDashboardState = ReturnType<typeof useReportDashboard>;
