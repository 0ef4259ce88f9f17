// The body every dashboard shares (issue 5 point 5): the date range and client picker, the stat
// cards, the leads and spend charts, why visits did not become leads, and the recent leads; before
// the first lead, the page's empty state in place of the charts and the table. Every figure is
// refetched every 15 s while the page is visible (live counts). Loading and failures show in place.
import { campaignPermitted, forcedPageFor, type ModulePermissions, type ReportModule } from '@lead/shared';
import { Alert, Button, Skeleton } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { LiveLeadsPanel } from '../integrations/live/lazy-live-leads-panel.tsx';
import { listHasScores } from '../leads/score-filter.ts';
import { InvoiceReport } from './invoice-report.tsx';
import { LazyReportCharts, preloadReportCharts } from './lazy-report-charts.tsx';
import { RecentLeads } from './recent-leads.tsx';
import { RejectionPanel } from './rejection-panel.tsx';
import { ReportFilters } from './report-filters.tsx';
import { StatCards } from './stat-cards.tsx';
import { useLeadReport } from './use-lead-report.ts';
import { useReportDashboard } from './use-report-dashboard.ts';
import '../../i18n/en-reports.ts';

export type EmptyStateFacts = { hasCampaigns: boolean; mayBuild: boolean };

type ReportDashboardProps = {
  moduleType: ReportModule;
  /** What to do before the first lead, given whether campaigns exist. */
  renderEmptyState: (facts: EmptyStateFacts) => ReactNode;
};

/** Who may open Build Your Campaign: not sales, not a client barred from campaigns, and a role that may create. */
export function useMayBuildCampaigns(): boolean {
  const { facts } = useShell();
  return (
    facts.user_type !== 'sales' &&
    forcedPageFor(facts, 'campaign-management') === null &&
    campaignPermitted(
      { user_type: facts.user_type, permissions: facts.permissions as ModulePermissions },
      'create',
    )
  );
}

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" mb="md" title={t('reports.loadFailed')} data-testid="dashboard-error">
      {errorMessageOf(error)}
      <Button size="xs" variant="default" mt="sm" display="block" onClick={onRetry}>
        {t('reports.retry')}
      </Button>
    </Alert>
  );
}

export function ReportDashboard({ moduleType, renderEmptyState }: ReportDashboardProps) {
  const user = useCurrentUser();
  const { facts } = useShell();
  const mayBuild = useMayBuildCampaigns();
  const state = useReportDashboard(moduleType, user.company_id);
  const leads = useLeadReport(state.selection, state.range, !state.noLeadsYet);
  // Agency staff pick one of their clients, as on campaign management; clients are always themselves.
  const agencyViewer = !facts.rootcomp && facts.user_type !== 'client' && facts.user_type !== 'sales';
  const { initDate, chart } = state;
  const withClientColumn = facts.user_type !== 'client';
  // Charts will be drawn: their code loads while the chart's figures are asked for.
  const drawsCharts = initDate.isSuccess && !state.noLeadsYet;
  useEffect(() => {
    if (drawsCharts) void preloadReportCharts();
  }, [drawsCharts]);

  return (
    <>
      <ReportFilters
        state={state}
        moduleType={moduleType}
        companyId={user.company_id}
        idsys={user.idsys}
        withClientPicker={agencyViewer}
      />
      {initDate.isError && <LoadFailure error={initDate.error} onRetry={() => void initDate.refetch()} />}
      {chart.isError && <LoadFailure error={chart.error} onRetry={() => void chart.refetch()} />}
      {!initDate.isError && !chart.isError && <StatCards chart={chart.data} />}
      {/* New leads the moment they are created (server-sent events); each refreshes the figures. */}
      <LiveLeadsPanel selection={state.selection} />
      {initDate.isSuccess &&
        state.noLeadsYet &&
        renderEmptyState({ hasCampaigns: initDate.data.first_campaign_date !== null, mayBuild })}
      {!state.noLeadsYet &&
        !initDate.isError &&
        (chart.data ? (
          <LazyReportCharts chart={chart.data} />
        ) : (
          !chart.isError && <Skeleton h={300} radius="md" mb="md" data-testid="chart-loading" />
        ))}
      {/* Before the first lead too: every visit turned away is exactly what needs explaining. */}
      <RejectionPanel selection={state.selection} range={state.range} withClientColumn={withClientColumn} />
      {!state.noLeadsYet && !initDate.isError && state.range && (
        <InvoiceReport selection={state.selection} range={state.range} withClientColumn={withClientColumn} />
      )}
      {!state.noLeadsYet && !initDate.isError && state.range && (
        <RecentLeads
          state={leads}
          withClientColumn={withClientColumn}
          withScores={listHasScores(moduleType)}
        />
      )}
    </>
  );
}
