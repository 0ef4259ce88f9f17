// The brand's logo (issue 14): shown in the white-label shell and on the sign-in page of the brand's
// site. The image is checked here (PNG, JPEG, GIF or WebP, at most 2 MB) and again by the API.
import { settingsRoutes as routes } from '@lead/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { call } from '../../lib/api-client.ts';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { refreshSession } from '../../lib/session.tsx';
import { ImageField } from '../profile/image-field.tsx';
import '../../i18n/en-general-setting.ts';

type LogoPanelProps = { companyId: number; logo: string | null; canSave: boolean };

export function LogoPanel({ companyId, logo, canSave }: LogoPanelProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const after = async (message: string) => {
    setFile(null);
    notifications.show({ color: 'green', message });
    // The shell reads the logo from the user data, the sign-in page from the domain info.
    await Promise.all([refreshSession(), queryClient.invalidateQueries({ queryKey: ['domain-info'] })]);
  };
  const upload = useMutation({
    mutationFn: (image: File) => {
      const form = new FormData();
      form.append('logo', image, image.name);
      return call(routes.uploadLogo, { params: { companyID: companyId }, body: form });
    },
    onSuccess: (answer) => after(answer.message),
  });
  const remove = useMutation({
    mutationFn: () => call(routes.removeLogo, { params: { companyID: companyId } }),
    onSuccess: (answer) => after(answer.message),
  });
  const failure = upload.error ?? remove.error;
  const server = fieldErrorsOf(upload.error);

  const askRemove = () =>
    openConfirmAction({
      title: t('generalSetting.logoRemoveTitle'),
      children: <Text size="sm">{t('generalSetting.logoRemoveText')}</Text>,
      labels: { confirm: t('generalSetting.logoRemove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutateAsync(),
    });

  return (
    <Stack gap="md" data-testid="settings-logo">
      <Text size="sm" c="dimmed">
        {t('generalSetting.logoIntro')}
      </Text>
      <ImageField
        label={t('generalSetting.logoFile')}
        current={logo}
        file={file}
        onChange={setFile}
        error={server.logo ?? server.file}
        whole
      />
      <FormAlert error={failure} fields={['logo', 'file']} />
      <Group justify="flex-end">
        {logo && (
          <Button variant="default" onClick={askRemove} loading={remove.isPending} disabled={!canSave}>
            {t('generalSetting.logoRemove')}
          </Button>
        )}
        <Button
          onClick={() => file && upload.mutate(file)}
          loading={upload.isPending}
          disabled={!canSave || !file}
        >
          {t('generalSetting.logoUpload')}
        </Button>
      </Group>
    </Stack>
  );
}
