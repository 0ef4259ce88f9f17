// "Why visits did not become leads" on the dashboards (issue 6 point 4): the pipeline's rejection
// reasons of the range, and the pixel page views dropped before processing (issue 13 point 6), each
// labelled as such, in total and per campaign, refreshed with the other live figures. Shown only
// once something was turned away, so a new account's dashboard stays simple.
import type { RejectionCount, ReportRange, ReportSelection } from '@lead/shared';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { droppedReasonKey, rejectionReasonKey } from './rejection-reason.ts';
import { getRejections, LIVE_REFRESH_MS, rejectionsKey } from './reports-api.ts';
import '../../i18n/en-reports.ts';

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
  const droppedLabel = (reason: string) => t(droppedReasonKey(reason));
  const data = rejections.data;
  if (!data || (data.rejected === 0 && data.dropped === 0)) return null;
  const listed = (reasons: RejectionCount[], labelOf: (reason: string) => string) =>
    reasons.map((entry) => `${labelOf(entry.reason)} (${entry.count})`).join(', ');

  return (
    <Paper className="wl-box" withBorder radius="md" p="md" mb="md" data-testid="rejections">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('reports.rejections.title')}
        </Title>
        {data.rejected > 0 && (
          <Stack gap={4} data-testid="pipeline-rejections">
            <Title order={3} size="h6">
              {t('reports.rejections.pipeline')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('reports.rejections.total', { count: data.rejected })}
            </Text>
            <ReasonBadges testId="rejection-reasons" reasons={data.reasons} labelOf={label} />
          </Stack>
        )}
        {data.dropped > 0 && (
          <Stack gap={4} data-testid="dropped-before-processing">
            <Title order={3} size="h6">
              {t('reports.dropped.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('reports.dropped.total', { count: data.dropped })} {t('reports.dropped.explanation')}
            </Text>
            <ReasonBadges testId="dropped-reasons" reasons={data.dropped_reasons} labelOf={droppedLabel} />
          </Stack>
        )}
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reports.rejections.campaign')}</Table.Th>
                {withClientColumn && <Table.Th>{t('reports.rejections.client')}</Table.Th>}
                <Table.Th>{t('reports.rejections.rejected')}</Table.Th>
                <Table.Th>{t('reports.rejections.reasons')}</Table.Th>
                <Table.Th>{t('reports.dropped.column')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.campaigns.map((campaign) => (
                <Table.Tr key={campaign.leadspeek_api_id} data-campaign={campaign.leadspeek_api_id}>
                  <Table.Td>{campaign.campaign_name}</Table.Td>
                  {withClientColumn && <Table.Td>{campaign.company_name}</Table.Td>}
                  <Table.Td>{campaign.rejected}</Table.Td>
                  <Table.Td>{listed(campaign.reasons, label)}</Table.Td>
                  <Table.Td data-column="dropped">
                    {campaign.dropped > 0 &&
                      `${campaign.dropped}: ${listed(campaign.dropped_reasons, droppedLabel)}`}
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

type ReasonBadgesProps = {
  testId: string;
  reasons: RejectionCount[];
  labelOf: (reason: string) => string;
};

function ReasonBadges({ testId, reasons, labelOf }: ReasonBadgesProps) {
  return (
    <Group gap="xs" data-testid={testId}>
      {reasons.map((entry) => (
        <Badge key={entry.reason} variant="light" color="gray" size="lg" tt="none" data-reason={entry.reason}>
          {labelOf(entry.reason)}: {entry.count}
        </Badge>
      ))}
    </Group>
  );
}
