// "Why visits did not become leads" on the dashboards (issue 6 point 4): the pipeline's rejection
// reasons of the range, in total and per campaign, refreshed with the other live figures. Shown
// only once some visit was turned away, so a new account's dashboard stays simple.
import type { ReportRange, ReportSelection } from '@lead/shared';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rejectionReasonKey } from './rejection-reason.ts';
import { getRejections, LIVE_REFRESH_MS, rejectionsKey } from './reports-api.ts';

type RejectionPanelProps = {
  selection: ReportSelection;
  range: ReportRange | null;
  withClientColumn: boolean;
};

export function RejectionPanel({ selection, range, withClientColumn }: RejectionPanelProps) {
  const { t } = useTranslation();
  const rejections = useQuery({
    queryKey: rejectionsKey(selection, range),
    queryFn: () => getRejections(selection, range as ReportRange),
    enabled: range !== null,
    refetchInterval: LIVE_REFRESH_MS,
  });
  const label = (reason: string) => t(rejectionReasonKey(reason));
  const data = rejections.data;
  if (!data || data.rejected === 0) return null;

  return (
    <Paper className="wl-box" withBorder radius="md" p="md" mb="md" data-testid="rejections">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('reports.rejections.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('reports.rejections.total', { count: data.rejected })}
        </Text>
        <Group gap="xs" data-testid="rejection-reasons">
          {data.reasons.map((entry) => (
            <Badge
              key={entry.reason}
              variant="light"
              color="gray"
              size="lg"
              tt="none"
              data-reason={entry.reason}
            >
              {label(entry.reason)}: {entry.count}
            </Badge>
          ))}
        </Group>
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reports.rejections.campaign')}</Table.Th>
                {withClientColumn && <Table.Th>{t('reports.rejections.client')}</Table.Th>}
                <Table.Th>{t('reports.rejections.rejected')}</Table.Th>
                <Table.Th>{t('reports.rejections.reasons')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.campaigns.map((campaign) => (
                <Table.Tr key={campaign.leadspeek_api_id} data-campaign={campaign.leadspeek_api_id}>
                  <Table.Td>{campaign.campaign_name}</Table.Td>
                  {withClientColumn && <Table.Td>{campaign.company_name}</Table.Td>}
                  <Table.Td>{campaign.rejected}</Table.Td>
                  <Table.Td>
                    {campaign.reasons.map((entry) => `${label(entry.reason)} (${entry.count})`).join(', ')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
