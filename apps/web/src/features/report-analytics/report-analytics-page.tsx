// /configuration/report-analytics (part 1 §2; root system users, or view mode): the platform over a
// date range — its figures against the range before, leads and spend per day, the split by module —
// then every seller side by side and the running campaigns that need attention. Opens on the last
// 30 days up to today.
import { REPORT_LIMITS, shiftDate } from '@lead/shared';
import { Alert, Button, Group, Skeleton } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { LazyReportCharts } from '../reports/lazy-report-charts.tsx';
import { RangeFields } from '../reports/range-fields.tsx';
import { useRangeFields } from '../reports/use-range-fields.ts';
import { getSummary, summaryKey } from './analytics-api.ts';
import { ModuleSplit, PlatformFigures } from './platform-figures.tsx';
import { SellersTable } from './sellers-table.tsx';
import { UnderPerformingList } from './under-performing-list.tsx';
import { useSellers } from './use-sellers.ts';
import '../../i18n/en-report-analytics.ts';

/** Today in the browser's zone: the zone every call tells the API. */
const localToday = () => DateTime.local().toISODate() ?? '';

export function ReportAnalyticsPage() {
  const { t } = useTranslation();
  const today = useMemo(localToday, []);
  const opening = useMemo(
    () => ({ startDate: shiftDate(today, 1 - REPORT_LIMITS.defaultRangeDays), endDate: today }),
    [today],
  );
  const rangeFields = useRangeFields(opening);
  const { range } = rangeFields;
  const summary = useQuery({
    queryKey: summaryKey(range),
    queryFn: () => getSummary(range ?? opening),
    placeholderData: keepPreviousData,
  });
  const sellers = useSellers(range);

  return (
    <>
      <PageHeader title={t('configurationPages.report-analytics')} description={t('reportAnalytics.intro')} />
      <Group gap="sm" align="flex-start" mb="md">
        <RangeFields state={rangeFields} latest={today} />
      </Group>
      {summary.isError ? (
        <Alert color="red" mb="md" title={t('reportAnalytics.loadFailed')} data-testid="analytics-error">
          {errorMessageOf(summary.error)}
          <Button size="xs" variant="default" mt="sm" display="block" onClick={() => void summary.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <PlatformFigures summary={summary.data} />
          {summary.data ? (
            <>
              <LazyReportCharts chart={summary.data} />
              <ModuleSplit summary={summary.data} />
            </>
          ) : (
            <Skeleton h={300} radius="md" mb="md" data-testid="analytics-loading" />
          )}
        </>
      )}
      <SellersTable state={sellers} />
      <UnderPerformingList />
    </>
  );
}
