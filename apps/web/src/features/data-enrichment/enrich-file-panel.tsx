// Enrich a contact file, step by step: upload it, say which column holds what, see the match rate
// and the cost on its first 100 rows (nothing is charged), confirm what will be charged, follow the
// job, and download the enriched file. The job in hand is kept in ?job= so a reload stays on it.
import {
  ENRICHMENT_MESSAGES,
  type EnrichmentJobView,
  type EnrichmentMapping,
  enrichmentResultReady,
  formatUsdCents,
} from '@lead/shared';
import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { ColumnMapping } from './column-mapping.tsx';
import {
  confirmEnrichment,
  downloadEnrichedFile,
  enrichmentJobKey,
  enrichmentJobsKey,
  previewEnrichment,
  readEnrichmentJob,
  uploadContactFile,
} from './enrichment-api.ts';
import '../../i18n/en-enrichment.ts';

const RUNNING = new Set(['queued', 'running']);

/** `mayRun`: the role may enrich files (agency staff need Settings update; the API refuses others). */
export function EnrichFilePanel({ mayRun = true }: { mayRun?: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const jobId = Number(params.get('job')) || null;
  const choose = (id: number | null) => setParams(id ? { job: String(id) } : {});
  const job = useQuery({
    queryKey: enrichmentJobKey(jobId ?? 0),
    queryFn: () => readEnrichmentJob(jobId ?? 0),
    enabled: jobId !== null,
    // A queued or running job is followed every second until it ends.
    refetchInterval: (query) => (query.state.data && RUNNING.has(query.state.data.state) ? 1000 : false),
  });
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('enrichment.enrichTitle')}
        </Title>
        {jobId === null && !mayRun && <Alert color="yellow">{t('enrichment.runNotAllowed')}</Alert>}
        {jobId === null && mayRun && <UploadStep onUploaded={(uploaded) => choose(uploaded.id)} />}
        {job.isError && <Alert color="red">{errorMessageOf(job.error)}</Alert>}
        {job.data && <JobStep key={job.data.id} job={job.data} onAnother={() => choose(null)} />}
      </Stack>
    </Card>
  );
}

function UploadStep({ onUploaded }: { onUploaded: (job: EnrichmentJobView) => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One upload per click, however fast the second click comes (an upload makes a job).
  const upload = useSubmission({
    mutationFn: () => uploadContactFile(file as File, name),
    onSuccess: async (job) => {
      await queryClient.invalidateQueries({ queryKey: enrichmentJobsKey });
      queryClient.setQueryData(enrichmentJobKey(job.id), job);
      onUploaded(job);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(ENRICHMENT_MESSAGES.fileMissing);
    setProblem(null);
    upload.mutate();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('enrichment.uploadLabel')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('enrichment.uploadIntro')}
        </Text>
        <FileInput
          label={t('enrichment.file')}
          description={t('enrichment.fileHint')}
          accept=".csv,text/csv"
          value={file}
          onChange={setFile}
          error={problem ?? fieldErrorsOf(upload.error).contactsfile}
          clearable
        />
        <TextInput
          label={t('enrichment.jobName')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <FormAlert error={upload.error} fields={['contactsfile']} />
        <Group justify="flex-end">
          <Button type="submit" loading={upload.isPending}>
            {t('enrichment.upload')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function JobStep({ job, onAnother }: { job: EnrichmentJobView; onAnother: () => void }) {
  const { t } = useTranslation();
  const [mapping, setMapping] = useState<EnrichmentMapping>(job.mapping);
  const submissionKey = useRef(crypto.randomUUID());
  const refresh = (next: EnrichmentJobView) => {
    queryClient.setQueryData(enrichmentJobKey(next.id), next);
    return queryClient.invalidateQueries({ queryKey: enrichmentJobsKey });
  };
  const preview = useMutation({
    mutationFn: () => previewEnrichment(job.id, mapping),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enrichmentJobKey(job.id) }),
  });
  const confirm = useSubmission({
    mutationFn: () => confirmEnrichment(job.id, submissionKey.current),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      await refresh(answer.job);
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
  const download = useMutation({
    mutationFn: () => downloadEnrichedFile(job.id, job.name),
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
  const shown = preview.data ?? job.preview;
  const mappingChanged = JSON.stringify(mapping) !== JSON.stringify(job.mapping);
  const askConfirm = () => {
    if (!shown) return;
    openConfirmAction({
      title: t('enrichment.confirmTitle'),
      children: (
        <Text size="sm">
          {t('enrichment.confirmText', {
            rows: shown.totalRows.toLocaleString(),
            price: formatUsdCents(shown.pricePerMatchCents),
            estimate: formatUsdCents(shown.estimatedTotalCents),
            rate: String(Math.round(shown.matchRate * 100)),
          })}
        </Text>
      ),
      labels: { confirm: t('enrichment.confirm'), cancel: t('common.cancel') },
      onConfirm: () => confirm.mutateAsync(),
    });
  };

  const editable = job.state === 'uploaded' || job.state === 'previewed';
  return (
    <Stack gap="md" data-testid="enrichment-job">
      <Text fw={500}>
        {t('enrichment.jobHeading', { name: job.name, rows: job.totalRows.toLocaleString() })}
      </Text>
      {editable && (
        <>
          <Text size="sm" c="dimmed">
            {t('enrichment.mappingIntro')}
          </Text>
          <ColumnMapping
            headers={job.headers}
            sampleRows={job.sampleRows}
            mapping={mapping}
            onChange={(field, column) => setMapping((current) => ({ ...current, [field]: column }))}
          />
          <FormAlert error={preview.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onAnother}>
              {t('enrichment.another')}
            </Button>
            <Button
              variant={shown && !mappingChanged ? 'default' : 'filled'}
              loading={preview.isPending}
              onClick={() => preview.mutate()}
            >
              {t('enrichment.previewButton')}
            </Button>
          </Group>
        </>
      )}
      {shown && editable && (
        <Card
          withBorder
          padding="md"
          aria-label={t('enrichment.previewTitle')}
          data-testid="enrichment-preview"
        >
          <Stack gap="xs">
            <Text fw={500}>{t('enrichment.previewTitle')}</Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <Figure label={t('enrichment.matchRate')} value={`${Math.round(shown.matchRate * 100)}%`} />
              <Figure
                label={t('enrichment.matchedOfTried')}
                value={`${shown.rowsMatched} / ${shown.rowsTried}`}
              />
              <Figure
                label={t('enrichment.pricePerMatch')}
                value={formatUsdCents(shown.pricePerMatchCents)}
              />
              <Figure label={t('enrichment.estimate')} value={formatUsdCents(shown.estimatedTotalCents)} />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t('enrichment.previewFree')}
            </Text>
            <Group justify="flex-end">
              <Button
                onClick={askConfirm}
                disabled={mappingChanged || confirm.isPending}
                loading={confirm.isPending}
              >
                {t('enrichment.enrichRows', { rows: shown.totalRows.toLocaleString() })}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {!editable && (
        <Stack gap="xs">
          <Progress value={Math.round(job.progress * 100)} aria-label={t('enrichment.progress')} />
          <Text size="sm">
            {t('enrichment.progressText', {
              done: job.processedRows.toLocaleString(),
              total: job.totalRows.toLocaleString(),
              matched: job.matchedRows.toLocaleString(),
              charged: formatUsdCents(job.chargedCents),
            })}
          </Text>
          {job.state === 'failed' && <Alert color="red">{ENRICHMENT_MESSAGES.jobStopped}</Alert>}
          {job.state === 'expired' && <Alert color="yellow">{ENRICHMENT_MESSAGES.resultExpired}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onAnother}>
              {t('enrichment.another')}
            </Button>
            {enrichmentResultReady(job) && (
              <Button loading={download.isPending} onClick={() => download.mutate()}>
                {t('enrichment.download')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}
