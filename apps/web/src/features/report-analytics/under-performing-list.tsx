// The running campaigns the shared rule flags, most serious first: what is wrong (and, when visits
// bring no lead, what turned them away most), whose campaign it is, and its last window's figures.
import {
  TENANT_LIMITS,
  UNDER_PERFORMANCE,
  UNDER_PERFORMANCE_FINDINGS,
  UNDER_PERFORMANCE_MESSAGES,
  type UnderPerformanceFinding,
  type UnderPerformingRow,
} from '@lead/shared';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates } from '../../components/list-states.tsx';
import { WHOLE_BADGE } from '../../components/whole-badge.ts';
import { useShell } from '../../lib/shell-context.tsx';
import { rejectionReasonKey } from '../reports/rejection-reason.ts';
import { clockTime } from '../reports/report-format.ts';
import { getUnderPerforming, underPerformingKey } from './analytics-api.ts';
import { AnalyticsSection } from './analytics-section.tsx';
import '../../i18n/en-report-analytics.ts';

const FINDING_COLORS: Record<UnderPerformanceFinding, string> = {
  'no-visits': 'red',
  'no-leads': 'orange',
  'leads-dropping': 'yellow',
};

function Finding({ row }: { row: UnderPerformingRow }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm">{UNDER_PERFORMANCE_MESSAGES[row.finding]}</Text>
      {row.top_reason && (
        <Text size="xs" c="dimmed">
          {t('reportAnalytics.underPerforming.mostlyTurnedAway', {
            reason: t(rejectionReasonKey(row.top_reason)),
          })}
        </Text>
      )}
    </Stack>
  );
}

export function UnderPerformingList() {
  const { t } = useTranslation();
  const { facts } = useShell();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: underPerformingKey(page),
    queryFn: () => getUnderPerforming(page, TENANT_LIMITS.perPage),
    placeholderData: keepPreviousData,
  });
  const days = UNDER_PERFORMANCE.windowDays;
  const counts = list.data?.counts;
  return (
    <AnalyticsSection
      title={t('reportAnalytics.underPerforming.title')}
      intro={t('reportAnalytics.underPerforming.intro', { days })}
      testId="analytics-under-performing"
    >
      {counts && (list.data?.total ?? 0) > 0 && (
        <Group gap="xs" data-testid="under-performing-counts">
          {UNDER_PERFORMANCE_FINDINGS.map((finding) => (
            <Badge
              key={finding}
              variant="light"
              color={FINDING_COLORS[finding]}
              size="lg"
              tt="none"
              style={WHOLE_BADGE}
            >
              {t('reportAnalytics.underPerforming.count', {
                label: t(`reportAnalytics.underPerforming.label.${finding}`),
                count: counts[finding] ?? 0,
              })}
            </Badge>
          ))}
        </Group>
      )}
      {list.data && (
        <Text size="xs" c="dimmed" data-testid="under-performing-judged">
          {t('reportAnalytics.underPerforming.judgedAt', {
            time: clockTime(list.data.judged_at),
            minutes: UNDER_PERFORMANCE.judgedEveryMinutes,
          })}
        </Text>
      )}
      <ListStates
        query={list}
        page={page}
        onPage={setPage}
        loadFailed={t('reportAnalytics.underPerforming.loadFailed')}
        loadingTestId="under-performing-loading"
        empty={{
          title: t('reportAnalytics.underPerforming.emptyTitle'),
          description: t('reportAnalytics.underPerforming.emptyText', { days }),
        }}
      >
        <Table.ScrollContainer minWidth={960}>
          <Table verticalSpacing="xs" data-testid="under-performing-table" aria-busy={list.isPlaceholderData}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reportAnalytics.underPerforming.campaign')}</Table.Th>
                <Table.Th>{t('reportAnalytics.underPerforming.client')}</Table.Th>
                <Table.Th>{t('reportAnalytics.underPerforming.seller')}</Table.Th>
                <Table.Th>{t('reportAnalytics.underPerforming.running')}</Table.Th>
                <Table.Th>{t('reportAnalytics.underPerforming.visits')}</Table.Th>
                <Table.Th>{t('reportAnalytics.underPerforming.leads')}</Table.Th>
                <Table.Th>{t('reportAnalytics.underPerforming.finding')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(list.data?.data ?? []).map((row) => (
                <Table.Tr
                  key={row.leadspeek_api_id}
                  data-campaign={row.leadspeek_api_id}
                  data-finding={row.finding}
                >
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {row.campaign_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {facts.moduleNames[row.module].name} · #{row.leadspeek_api_id}
                    </Text>
                  </Table.Td>
                  <Table.Td>{row.client_company_name}</Table.Td>
                  <Table.Td>{row.seller_company_name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {t('reportAnalytics.underPerforming.days', { count: row.days_running })}
                  </Table.Td>
                  <Table.Td>{row.visits.toLocaleString('en-US')}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {t('reportAnalytics.underPerforming.leadsAgainst', {
                      leads: row.leads.toLocaleString('en-US'),
                      previous: row.previous_leads.toLocaleString('en-US'),
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Badge variant="dot" color={FINDING_COLORS[row.finding]} style={WHOLE_BADGE} tt="none">
                        {t(`reportAnalytics.underPerforming.label.${row.finding}`)}
                      </Badge>
                      <Finding row={row} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListStates>
    </AnalyticsSection>
  );
}
