// The platform's four figures over the range, each against the range before, and the split of
// leads and spend by module.
import { changePercent, type ReportAnalytics } from '@lead/shared';
import { Badge, Paper, SimpleGrid, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WHOLE_BADGE } from '../../components/whole-badge.ts';
import { useShell } from '../../lib/shell-context.tsx';
import { dollarsOf, longDay } from '../reports/report-format.ts';
import { StatCard } from '../reports/stat-cards.tsx';
import { changeColor, changeText, shareText } from './analytics-format.ts';
import '../../i18n/en-report-analytics.ts';

const count = (value: number) => value.toLocaleString('en-US');

/** "+67% against 02/24/2026 – 02/28/2026" for one figure, or that the range before had none. */
function AgainstBefore({ summary, figure }: { summary: ReportAnalytics; figure: 'leads' | 'spend_cents' }) {
  const { t } = useTranslation();
  const dates = { from: longDay(summary.previous.startDate), to: longDay(summary.previous.endDate) };
  const change = changePercent(summary.totals[figure], summary.previous[figure]);
  if (change === null) return t('reportAnalytics.figures.noChange', dates);
  return (
    <Badge variant="light" color={changeColor(change)} size="sm" tt="none" style={WHOLE_BADGE}>
      {t('reportAnalytics.figures.against', { change: changeText(change), ...dates })}
    </Badge>
  );
}

export function PlatformFigures({ summary }: { summary: ReportAnalytics | undefined }) {
  const { t } = useTranslation();
  const totals = summary?.totals;
  // Like with like: the visits that became leads, of all visits (feeds' leads had no visit).
  const rate = totals ? shareText(totals.visit_leads, totals.visits) : null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} mb="md">
      <StatCard
        label={t('reportAnalytics.figures.leads')}
        value={totals ? count(totals.leads) : null}
        note={summary && <AgainstBefore summary={summary} figure="leads" />}
        testId="analytics-leads"
      />
      <StatCard
        label={t('reportAnalytics.figures.spend')}
        value={totals ? dollarsOf(totals.spend_cents) : null}
        note={summary && <AgainstBefore summary={summary} figure="spend_cents" />}
        testId="analytics-spend"
      />
      <StatCard
        label={t('reportAnalytics.figures.visits')}
        value={totals ? count(totals.visits) : null}
        note={
          totals &&
          (rate === null
            ? t('reportAnalytics.figures.noVisits')
            : t('reportAnalytics.figures.becameLeads', { rate }))
        }
        testId="analytics-visits"
      />
      <StatCard
        label={t('reportAnalytics.figures.activeCampaigns')}
        value={totals ? count(totals.active_campaigns) : null}
        note={
          totals &&
          t('reportAnalytics.figures.sellersWithLeads', {
            agencies: t('reportAnalytics.figures.agencyCount', { count: totals.agencies }),
            sellers: t('reportAnalytics.figures.sellerCount', { count: totals.sellers_with_leads }),
            clients: t('reportAnalytics.figures.clientCount', { count: totals.clients_with_leads }),
          })
        }
        testId="analytics-active-campaigns"
      />
    </SimpleGrid>
  );
}

export function ModuleSplit({ summary }: { summary: ReportAnalytics }) {
  const { t } = useTranslation();
  const { facts } = useShell();
  return (
    <Paper className="wl-box" withBorder radius="md" p="md" mb="md" data-testid="analytics-modules">
      <Title order={2} size="h5" mb="sm">
        {t('reportAnalytics.modules.title')}
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reportAnalytics.modules.module')}</Table.Th>
              <Table.Th ta="right">{t('reportAnalytics.modules.leads')}</Table.Th>
              <Table.Th ta="right">{t('reportAnalytics.modules.spend')}</Table.Th>
              <Table.Th ta="right">{t('reportAnalytics.modules.share')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.modules.map((row) => (
              <Table.Tr key={row.module} data-module={row.module}>
                <Table.Td>{facts.moduleNames[row.module].name}</Table.Td>
                <Table.Td ta="right">{count(row.leads)}</Table.Td>
                <Table.Td ta="right">{dollarsOf(row.spend_cents)}</Table.Td>
                <Table.Td ta="right">{shareText(row.leads, summary.totals.leads) ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
