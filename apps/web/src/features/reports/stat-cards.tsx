// The dashboard's three figures: leads and spend in the range, campaigns running now.
import type { ReportChart } from '@lead/shared';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dollarsOf, longDay } from './report-format.ts';
import '../../i18n/en-reports.ts';

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
      {/* Issue 23: the spend as the invoices count it, split into what is invoiced and what is not yet. */}
      <StatCard
        label={t('reports.stats.spend')}
        value={
          chart ? dollarsOf(chart.billed_spend.invoiced_cents + chart.billed_spend.not_invoiced_cents) : null
        }
        note={
          chart ? (
            <>
              <div data-testid="stat-spend-split">
                {t('reports.stats.spendSplit', {
                  invoiced: dollarsOf(chart.billed_spend.invoiced_cents),
                  notInvoiced: dollarsOf(chart.billed_spend.not_invoiced_cents),
                })}
              </div>
              <div>{t('reports.stats.spendPeriods', { range: inRange })}</div>
            </>
          ) : (
            inRange
          )
        }
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
