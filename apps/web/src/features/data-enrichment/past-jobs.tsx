// The company's enrichment jobs, newest first: rows, matches, what was charged, how far each got, and
// until when its enriched file can be downloaded.
import { type EnrichmentJobView, enrichmentResultReady, formatUsdCents } from '@lead/shared';
import { Alert, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { mediumDate } from '../../lib/dates.ts';
import { downloadEnrichedFile, enrichmentJobsKey, listEnrichmentJobs } from './enrichment-api.ts';
import '../../i18n/en-enrichment.ts';

const dateOf = (iso: string | null) => (iso ? mediumDate(iso) : '—');

export function PastJobs() {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const jobs = useQuery({
    queryKey: enrichmentJobsKey,
    queryFn: listEnrichmentJobs,
    refetchInterval: (query) =>
      query.state.data?.jobs.some((job) => job.state === 'queued' || job.state === 'running') ? 2000 : false,
  });
  const download = useMutation({
    mutationFn: (job: EnrichmentJobView) => downloadEnrichedFile(job.id, job.name),
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
  const rows = jobs.data?.jobs ?? [];
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('enrichment.pastTitle')}
        </Title>
        {jobs.isPending && <Skeleton h={100} />}
        {jobs.isError && <Alert color="red">{errorMessageOf(jobs.error)}</Alert>}
        {jobs.isSuccess && rows.length === 0 && (
          <EmptyPanel
            title={t('configurationEmpty.data-enrichment.title')}
            description={t('configurationEmpty.data-enrichment.text')}
          />
        )}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={760}>
            <Table withTableBorder verticalSpacing="xs" data-testid="enrichment-jobs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('enrichment.jobName')}</Table.Th>
                  <Table.Th>{t('enrichment.rows')}</Table.Th>
                  <Table.Th>{t('enrichment.matched')}</Table.Th>
                  <Table.Th>{t('enrichment.charged')}</Table.Th>
                  <Table.Th>{t('enrichment.state')}</Table.Th>
                  <Table.Th>{t('enrichment.created')}</Table.Th>
                  <Table.Th>{t('enrichment.availableUntil')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((job) => (
                  <Table.Tr key={job.id} data-job={job.name}>
                    <Table.Td fw={500}>{job.name}</Table.Td>
                    <Table.Td>{job.totalRows.toLocaleString()}</Table.Td>
                    <Table.Td>{job.matchedRows.toLocaleString()}</Table.Td>
                    <Table.Td>{formatUsdCents(job.chargedCents)}</Table.Td>
                    <Table.Td>
                      {t(`enrichment.states.${job.state}`, {
                        percent: String(Math.round(job.progress * 100)),
                      })}
                    </Table.Td>
                    <Table.Td>{dateOf(job.createdAt)}</Table.Td>
                    <Table.Td>{dateOf(job.expiresAt)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        {enrichmentResultReady(job) && (
                          <Button
                            size="xs"
                            variant="default"
                            loading={download.isPending && download.variables?.id === job.id}
                            onClick={() => download.mutate(job)}
                          >
                            {t('enrichment.download')}
                          </Button>
                        )}
                        {(job.state === 'uploaded' || job.state === 'previewed') && (
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => setParams({ job: String(job.id) })}
                          >
                            {t('enrichment.continue')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {rows.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('enrichment.keptFor')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
