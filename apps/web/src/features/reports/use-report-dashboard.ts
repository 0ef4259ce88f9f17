// A dashboard's request state: the client, the date range (opened from initdate, edited in the date
// fields, applied only while valid) and the queries of the opening range and the chart.
import { type ReportModule, type ReportRange, type ReportSelection, reportRangeProblems } from '@lead/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { chartKey, getChart, getInitDate, initDateKey, LIVE_REFRESH_MS } from './reports-api.ts';

export type RangeField = keyof ReportRange;

export function useReportDashboard(moduleType: ReportModule, companyId: number) {
  const [clientId, setClientIdState] = useState<'all' | number>('all');
  /** What the date fields show (null: the opening range), and the last valid range they gave. */
  const [typed, setTyped] = useState<ReportRange | null>(null);
  const [chosen, setChosen] = useState<ReportRange | null>(null);

  const selection: ReportSelection = { moduleType, companyId, clientId };
  // Live counts: refetched every 15 s while the page is visible (the first lead ends the empty state).
  const initDate = useQuery({
    queryKey: initDateKey(selection),
    queryFn: () => getInitDate(selection),
    refetchInterval: LIVE_REFRESH_MS,
  });
  const opening = initDate.data
    ? { startDate: initDate.data.startDate, endDate: initDate.data.endDate }
    : null;
  const range = chosen ?? opening;
  const fields = typed ?? opening;

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
    /** The applied range (null until the opening range arrives). */
    range,
    fields,
    problems: fields ? reportRangeProblems(fields.startDate, fields.endDate) : {},
    /** The selection has no lead at all yet: the dashboard shows what to do instead of charts. */
    noLeadsYet: initDate.data ? initDate.data.first_lead_date === null : false,
    setField(field: RangeField, value: string) {
      if (!fields) return;
      const next = { ...fields, [field]: value };
      setTyped(next);
      const problems = reportRangeProblems(next.startDate, next.endDate);
      if (!problems.startDate && !problems.endDate) setChosen(next);
    },
    /** Another client opens on its own range. */
    setClientId(next: 'all' | number) {
      setClientIdState(next);
      setTyped(null);
      setChosen(null);
    },
  };
}

export type ReportDashboardState = ReturnType<typeof useReportDashboard>;
