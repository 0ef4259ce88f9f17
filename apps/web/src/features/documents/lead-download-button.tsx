// "Download CSV" for any list of leads (issue 23 item 12): leads are personal data, so the button
// opens a dialog that asks for the password again (the spec's download-auth) and the server checks
// it on every download. Focus returns to the button when the dialog closes.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadPasswordField } from './download-password-field.tsx';
import '../../i18n/en-leads.ts';
import '../../i18n/en-documents.ts';

type LeadDownloadButtonProps = {
  disabled: boolean;
  /** Downloads the file with the password typed again. */
  download: (password: string) => Promise<void>;
};

export function LeadDownloadButton({ disabled, download }: LeadDownloadButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const downloading = useMutation({
    mutationFn: () => download(password),
    onSuccess: () => {
      close();
      notifications.show({
        color: 'green',
        message: t('documents.downloaded'),
        closeButtonProps: { 'aria-label': t('common.close') },
      });
    },
  });
  const close = () => {
    setOpened(false);
    setPassword('');
    downloading.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!downloading.isPending) downloading.mutate();
  };

  return (
    <>
      <Button variant="default" disabled={disabled} onClick={() => setOpened(true)}>
        {t('leads.downloadCsv')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('documents.confirmTitle')}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('documents.confirmText')}</Text>
            <DownloadPasswordField value={password} onChange={setPassword} error={downloading.error} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('documents.cancel')}
              </Button>
              <Button type="submit" loading={downloading.isPending} disabled={password === ''}>
                {t('documents.confirmDownload')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
