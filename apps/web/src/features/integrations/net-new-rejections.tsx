// Net-new only on the dashboards (issue 17 item 4): leads a provider already had, so they were not
// sent again, counted as a rejection reason of their own, per integration. Shown once there is one.
import { integrationRoutes, type ReportRange, type ReportSelection } from '@lead/shared';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api-client.ts';
import { useShell } from '../../lib/shell-context.tsx';
import { REPORTS_KEY } from '../reports/reports-api.ts';
import { mayUseIntegrations } from './may-use-integrations.ts';

type NetNewRejectionsProps = { selection: ReportSelection; range: ReportRange | null };

export function NetNewRejections(props: NetNewRejectionsProps) {
  const { facts } = useShell();
  return mayUseIntegrations(facts) ? <NetNewCounts {...props} /> : null;
}

function NetNewCounts({ selection, range }: NetNewRejectionsProps) {
  const { t } = useTranslation();
  const companyId = selection.clientId === 'all' ? selection.companyId : selection.clientId;
  // Under the reports' key: a live lead refreshes it with the dashboard's other figures.
  const counts = useQuery({
    queryKey: [...REPORTS_KEY, 'net-new', companyId, range],
    queryFn: () =>
      call(integrationRoutes.netNewRejections, {
        query: { company_id: companyId, startDate: range?.startDate, endDate: range?.endDate },
      }),
    enabled: range !== null,
  });
  const data = counts.data;
  if (!data || data.total === 0) return null;
  return (
    <Paper className="wl-box" withBorder radius="md" p="md" mb="md" data-testid="net-new-rejections">
      <Stack gap={4}>
        <Title order={2} size="h4">
          {t('integrations.netNew.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('integrations.netNew.total', { count: data.total })}
        </Text>
        <Group gap="xs">
          {data.by_integration.map((entry) => (
            <Badge key={entry.slug} variant="light" color="gray" size="lg" tt="none" data-slug={entry.slug}>
              {entry.name}: {entry.count}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
