// The imports of the Exclusion List dialog (part 2 §3 "Exclusion upload job progress"): running ones
// with their percentage, then the recent finished ones with what they added and the rows they skipped.
import { type ExclusionJob, SUPPRESSION_LIMITS } from '@lead/shared';
import { Badge, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../i18n/en-suppression.ts';

const STATUS_COLORS: Record<ExclusionJob['status'], string> = {
  queued: 'gray',
  processing: 'blue',
  done: 'green',
  failed: 'red',
};

function JobCard({ job }: { job: ExclusionJob }) {
  const { t } = useTranslation();
  const running = job.status === 'queued' || job.status === 'processing';
  const unlisted = job.bad_row_count - job.bad_rows.length;
  // Good rows that added nothing were on the list already (or repeated in the file).
  const alreadyListed = job.status === 'done' ? job.total_row - job.added_row - job.bad_row_count : 0;
  return (
    <Paper withBorder radius="sm" p="sm" data-testid={`exclusion-job-${job.id}`} data-status={job.status}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {job.filename}
          </Text>
          <Badge color={STATUS_COLORS[job.status]} variant="light">
            {t(`suppression.dialog.status.${job.status}`)}
          </Badge>
        </Group>
        {running && (
          <Progress
            value={job.percentage}
            aria-label={`${job.filename}: ${job.percentage}%`}
            transitionDuration={200}
          />
        )}
        <Group gap="md">
          <Text size="xs" c="dimmed">
            {t('suppression.dialog.rows', { current: String(job.current_row), total: String(job.total_row) })}
            {running ? ` · ${job.percentage}%` : ''}
          </Text>
          {!running && (
            <Text size="xs" c="dimmed">
              {t('suppression.dialog.added', { count: String(job.added_row) })}
            </Text>
          )}
          {alreadyListed > 0 && (
            <Text size="xs" c="dimmed">
              {t('suppression.dialog.alreadyListed', { count: String(alreadyListed) })}
            </Text>
          )}
          {job.bad_row_count > 0 && (
            <Text size="xs" c="red.9">
              {t('suppression.dialog.skipped', { count: String(job.bad_row_count) })}
            </Text>
          )}
        </Group>
        {job.bad_rows.length > 0 && (
          <List size="xs" c="red.9" data-testid="bad-rows">
            {job.bad_rows.map((row) => (
              <List.Item key={row.line}>
                {t('suppression.dialog.badRow', { line: String(row.line), reason: row.reason })}
              </List.Item>
            ))}
            {unlisted > 0 && (
              <List.Item>{t('suppression.dialog.moreSkipped', { count: String(unlisted) })}</List.Item>
            )}
          </List>
        )}
      </Stack>
    </Paper>
  );
}

type ExclusionJobsProps = { running: ExclusionJob[]; done: ExclusionJob[] };

export function ExclusionJobs({ running, done }: ExclusionJobsProps) {
  const { t } = useTranslation();
  if (running.length === 0 && done.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('suppression.dialog.noUploads')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {running.length > 0 && (
        <Stack gap={6} aria-label={t('suppression.dialog.running')} role="region">
          <Title order={3} size="h6">
            {t('suppression.dialog.running')}
          </Title>
          {running.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </Stack>
      )}
      {done.length > 0 && (
        <Stack gap={6} aria-label={t('suppression.dialog.done')} role="region">
          <Title order={3} size="h6">
            {t('suppression.dialog.done')}
          </Title>
          {done.slice(0, SUPPRESSION_LIMITS.doneJobsListed).map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
