// The dashboard's three figures: leads and spend in the range, campaigns running now.
import type { ReportChart } from '@lead/shared';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dollarsOf, longDay } from './report-format.ts';

type StatCardProps = { label: string; value: string | null; note: ReactNode; testId: string };

/** One figure with its label and a note under it; a skeleton while the value is null. */
export function StatCard({ label, value, note, testId }: StatCardProps) {
  return (
    <Paper className="wl-box" withBorder radius="md" p="md" data-testid={testId}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      {value === null ? (
        <Skeleton h={34} w="60%" my={4} />
      ) : (
        <Text fz={28} fw={700} data-testid={`${testId}-value`}>
          {value}
        </Text>
      )}
      <Text size="xs" c="dimmed" component="div">
        {note}
      </Text>
    </Paper>
  );
}

export function StatCards({ chart }: { chart: ReportChart | undefined }) {
  const { t } = useTranslation();
  const inRange = chart
    ? t('reports.stats.inRange', { from: longDay(chart.startDate), to: longDay(chart.endDate) })
    : '';
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
      {/* Every lead the list below shows, test leads included and said so (issue 14). */}
      <StatCard
        label={t('reports.stats.leads')}
        value={chart ? (chart.totals.leads + chart.test_leads).toLocaleString('en-US') : null}
        note={
          chart && chart.test_leads > 0
            ? `${inRange} · ${t('reports.stats.includingTests', { count: chart.test_leads })}`
            : inRange
        }
        testId="stat-leads"
      />
      <StatCard
        label={t('reports.stats.spend')}
        value={chart ? dollarsOf(chart.totals.spend_cents) : null}
        note={inRange}
        testId="stat-spend"
      />
      <StatCard
        label={t('reports.stats.activeCampaigns')}
        value={chart ? chart.active_campaigns.toLocaleString('en-US') : null}
        note={t('reports.stats.runningNow')}
        testId="stat-active-campaigns"
      />
    </SimpleGrid>
  );
}
