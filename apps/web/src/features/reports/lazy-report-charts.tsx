// The charts load after the page: their library is the largest part of a dashboard, and the figures
// above them show without it (issue 14 "First load"). Until then, two panels of the charts' size.
import { SimpleGrid, Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { ReportCharts as Charts } from './report-charts.tsx';

const ReportChartsChunk = lazy(() =>
  import('./report-charts.tsx').then((module) => ({ default: module.ReportCharts })),
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
