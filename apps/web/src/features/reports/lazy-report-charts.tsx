// The charts load after the page: their library is the largest part of a dashboard, and the figures
// above them show without it (issue 14 "First load"). Until then, two panels of the charts' size.
// A dashboard that will draw charts starts their code as soon as it knows (preloadReportCharts), while
// the chart's figures are still being asked for, rather than once they have arrived.
import { SimpleGrid, Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { ReportCharts as Charts } from './report-charts.tsx';

let chartsCode: Promise<typeof import('./report-charts.tsx')> | undefined;

/** Starts loading the charts' code (once per page). */
export function preloadReportCharts(): Promise<typeof import('./report-charts.tsx')> {
  chartsCode ??= import('./report-charts.tsx');
  return chartsCode;
}

const ReportChartsChunk = lazy(() =>
  preloadReportCharts().then((module) => ({ default: module.ReportCharts })),
);

/** A chart panel's height with its title and padding. */
const PANEL_HEIGHT = 300;

export function LazyReportCharts(props: ComponentProps<typeof Charts>) {
  return (
    <Suspense
      fallback={
        <SimpleGrid cols={{ base: 1, lg: 2 }} mb="md">
          <Skeleton h={PANEL_HEIGHT} radius="md" />
          <Skeleton h={PANEL_HEIGHT} radius="md" />
        </SimpleGrid>
      }
    >
      <ReportChartsChunk {...props} />
    </Suspense>
  );
}
