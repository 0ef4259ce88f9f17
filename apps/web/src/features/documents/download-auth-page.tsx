// /download-auth/{pkdoc} (part 1 §2 "document download authorisation"; user, userdownline and
// administrator): names the document the link holds, and downloads it only after the person types
// their password again (POST /docauth). Links to documents the person may not see read as unavailable.
import { DOCUMENT_READERS, documentRoutes } from '@lead/shared';
import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { call, download } from '../../lib/api-client.ts';
import { ApiError, errorMessageOf } from '../../lib/api-error.ts';
import { useShell } from '../../lib/shell-context.tsx';
import { DownloadPasswordField } from './download-password-field.tsx';
import '../../i18n/en-documents.ts';

export function DownloadAuthPage() {
  const { t } = useTranslation();
  const { facts } = useShell();
  const { pkdoc = '' } = useParams();
  const reader = DOCUMENT_READERS.includes(facts.user_type);
  return (
    <>
      <PageHeader title={t('documents.title')} description={t('documents.intro')} />
      {reader ? (
        <DocumentDownload pkdoc={pkdoc} />
      ) : (
        <EmptyPanel title={t('documents.notForYouTitle')} description={t('documents.notForYouText')} />
      )}
    </>
  );
}

function DocumentDownload({ pkdoc }: { pkdoc: string }) {
  const { t } = useTranslation();
  const { facts } = useShell();
  const [password, setPassword] = useState('');
  const document = useQuery({
    queryKey: ['documents', pkdoc],
    queryFn: () => call(documentRoutes.documentInfo, { params: { pkdoc } }),
    retry: false,
  });
  const downloading = useMutation({
    mutationFn: (info: { file_name: string }) =>
      download(documentRoutes.downloadDocument, { body: { pwd: password, urldata: pkdoc } }, info.file_name),
    onSuccess: () => {
      setPassword('');
      notifications.show({
        color: 'green',
        message: t('documents.downloaded'),
        closeButtonProps: { 'aria-label': t('common.close') },
      });
    },
  });

  if (document.isPending) return <Skeleton h={200} maw={560} />;
  if (document.isError) {
    const missing = document.error instanceof ApiError && [404, 422, 400].includes(document.error.status);
    return missing ? (
      <EmptyPanel title={t('documents.notFoundTitle')} description={t('documents.notFoundText')} />
    ) : (
      <Alert color="red" title={t('documents.loadFailed')}>
        {errorMessageOf(document.error)}
      </Alert>
    );
  }
  const info = document.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    downloading.mutate(info);
  };
  return (
    <Paper className="wl-box" withBorder radius="md" p="lg" maw={560}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
              {t('documents.heading', { campaign: info.campaign_name })}
            </Title>
            <Text size="sm" c="dimmed" data-testid="document-details">
              {t('documents.details', {
                client: info.company_name,
                module: facts.moduleNames[info.module as keyof typeof facts.moduleNames]?.name ?? info.module,
                count: info.lead_count,
              })}
            </Text>
          </div>
          <DownloadPasswordField value={password} onChange={setPassword} error={downloading.error} />
          <Button type="submit" loading={downloading.isPending} disabled={password === ''}>
            {t('documents.download')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
