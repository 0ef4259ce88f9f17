// Leads per day and lead charges per day over the range (@mantine/charts), each with a text summary for
// screen readers and tests.
import type { ReportChart } from '@lead/shared';
import '@mantine/charts/styles.layer.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chartRows, dollarsOf, longDay } from './report-format.ts';
import '../../i18n/en-reports.ts';

const CHART_HEIGHT = 240;

function ChartPanel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper className="wl-box" withBorder radius="md" p="md" data-testid={testId}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Any range's days and totals: a dashboard's chart, or the platform's in Report Analytics. */
type ChartFigures = Pick<ReportChart, 'days' | 'totals' | 'startDate' | 'endDate'>;

export function ReportCharts({ chart }: { chart: ChartFigures }) {
  const { t } = useTranslation();
  const rows = chartRows(chart.days);
  const summary = t('reports.charts.summary', {
    leads: chart.totals.leads.toLocaleString('en-US'),
    spend: dollarsOf(chart.totals.spend_cents),
    from: longDay(chart.startDate),
    to: longDay(chart.endDate),
  });
  return (
    <>
      <VisuallyHidden data-testid="chart-summary">{summary}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, lg: 2 }} mb="md">
        <ChartPanel title={t('reports.charts.leadsTitle')} testId="leads-chart">
          <BarChart
            h={CHART_HEIGHT}
            data={rows}
            dataKey="day"
            series={[{ name: 'leads', label: t('reports.charts.leadsSeries'), color: 'blue.6' }]}
            valueFormatter={(value) => value.toLocaleString('en-US')}
            yAxisProps={{ allowDecimals: false }}
            tickLine="y"
            gridAxis="y"
          />
        </ChartPanel>
        <ChartPanel title={t('reports.charts.spendTitle')} testId="spend-chart">
          <AreaChart
            h={CHART_HEIGHT}
            data={rows}
            dataKey="day"
            series={[{ name: 'spend', label: t('reports.charts.spendSeries'), color: 'teal.6' }]}
            valueFormatter={(value) => dollarsOf(Math.round(value * 100))}
            curveType="linear"
            tickLine="y"
            gridAxis="y"
            withDots={false}
          />
          <Text size="xs" c="dimmed" mt="xs">
            {t('reports.charts.spendNote')}
          </Text>
        </ChartPanel>
      </SimpleGrid>
    </>
  );
}
