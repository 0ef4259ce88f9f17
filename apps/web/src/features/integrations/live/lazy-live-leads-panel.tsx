// The live-leads panel loads after the dashboard's figures (issue 24 "First load"): it waits for its
// stream anyway, and its code and date library are not needed to draw the page. Until then, a panel
// of its empty size, so nothing below it moves when it arrives.
import type { ReportSelection } from '@lead/shared';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useShell } from '../../../lib/shell-context.tsx';
import { mayUseIntegrations } from '../may-use-integrations.ts';

const LiveLeadsChunk = lazy(() =>
  import('./live-leads-panel.tsx').then((module) => ({ default: module.LiveLeads })),
);

/** Agency users and clients only (who may open the stream). */
export function LiveLeadsPanel({ selection }: { selection: ReportSelection }) {
  const { facts } = useShell();
  if (!mayUseIntegrations(facts)) return null;
  return (
    <Suspense fallback={<Skeleton h={EMPTY_PANEL_HEIGHT} radius="md" mb="md" />}>
      <LiveLeadsChunk selection={selection} />
    </Suspense>
  );
}

/** The empty panel's height: its title row and one line of text, with padding. */
const EMPTY_PANEL_HEIGHT = 116;
