// The upload half of the Exclusion List dialog (part 2 §4 "Exclusion upload status", §5, §8):
// initial → saving → success or failed, back to initial after a few seconds or a new file. Only
// .csv files are sent; the server checks the content and names what is wrong with it.
import { isCsvFileName, SUPPRESSION_MESSAGES, TIMINGS } from '@lead/shared';
import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error.ts';
import { uploadExclusionFile } from './suppression-api.ts';
import '../../i18n/en-suppression.ts';

export type UploadStatus = 'initial' | 'saving' | 'success' | 'failed';

/** What the server said was wrong with the file, beyond the spec's failure sentence. */
const reasonOf = (error: unknown): string | null => {
  if (!(error instanceof ApiError)) return null;
  return Object.values(error.fieldErrors)[0] ?? null;
};

type ExclusionUploadFormProps = { companyId: number; onUploaded: () => void };

export function ExclusionUploadForm({ companyId, onUploaded }: ExclusionUploadFormProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<UploadStatus>('initial');
  const [reason, setReason] = useState<string | null>(null);
  const wrongFormat = file !== null && !isCsvFileName(file.name);

  // A finished attempt shows its outcome for a while, then the form is ready again.
  useEffect(() => {
    if (status !== 'success' && status !== 'failed') return;
    const timer = window.setTimeout(() => setStatus('initial'), TIMINGS.notificationTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReason(null);
    setStatus('initial');
  };

  const upload = async () => {
    if (!file || wrongFormat) return;
    setStatus('saving');
    setReason(null);
    try {
      const answer = await uploadExclusionFile(companyId, file);
      setStatus(answer.result === 'success' ? 'success' : 'failed');
      if (answer.result === 'success') setFile(null);
    } catch (error) {
      setReason(reasonOf(error));
      setStatus('failed');
    }
    onUploaded();
  };

  return (
    <Stack gap="sm" data-upload-status={status}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <FileInput
          label={t('suppression.dialog.file')}
          placeholder={t('suppression.dialog.filePlaceholder')}
          accept=".csv,text/csv"
          value={file}
          onChange={choose}
          clearable
          flex={1}
          error={wrongFormat ? SUPPRESSION_MESSAGES.invalidFileFormat : undefined}
          disabled={status === 'saving'}
        />
        <Button onClick={() => void upload()} loading={status === 'saving'} disabled={!file || wrongFormat}>
          {t('suppression.dialog.upload')}
        </Button>
      </Group>
      {status === 'success' && (
        <Alert color="green" variant="light" role="status">
          {t('suppression.dialog.uploadSubmitted')}
        </Alert>
      )}
      {status === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          <Text size="sm">{t('suppression.dialog.uploadFailed')}</Text>
          {reason && (
            <Text size="sm" mt={4}>
              {reason}
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
