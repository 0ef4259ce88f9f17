// Google Authenticator setup: QR code and manual secret, then a code from the app to prove it works.
import {
  Alert,
  Button,
  Center,
  Code,
  CopyButton,
  Group,
  Image,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import { startGoogleSetup } from './auth-api.ts';
import { useSaveTwoFactor } from './two-factor-query.ts';

type Props = {
  opened: boolean;
  currentPassword: string;
  onCancel: () => void;
  /** The save refused the current password, typed in the dialog before this one. */
  onPasswordRefused: (message: string) => void;
  onSaved: () => void;
};

const svgDataUrl = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

export function GoogleAuthenticatorDialog({
  opened,
  currentPassword,
  onCancel,
  onPasswordRefused,
  onSaved,
}: Props) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [opening, setOpening] = useState(0);
  // Each opening asks for a fresh secret; the server keeps it pending until a code confirms it.
  const setup = useQuery({
    queryKey: ['google-tfa', user.id, user.company_id, opening],
    queryFn: () => startGoogleSetup(user.id, user.company_id),
    enabled: opened && opening > 0,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const save = useSaveTwoFactor(user.id, onSaved);

  const { reset } = save;
  useEffect(() => {
    if (!opened) return;
    setOpening((count) => count + 1);
    setCode('');
    setCodeError(null);
    reset();
  }, [opened, reset]);

  const loadError = setup.isError ? setup.error : null;
  useEffect(() => {
    if (loadError) notifications.show({ color: 'red', message: errorMessageOf(loadError) });
  }, [loadError]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!setup.data) return;
    if (!/^\d{6}$/.test(code)) {
      setCodeError(t('twoFactor.codeFormat'));
      return;
    }
    setCodeError(null);
    save.mutate(
      {
        two_factor_auth: true,
        two_factor_auth_type: 'google',
        secretKey: setup.data.secretKey,
        code,
        current_password: currentPassword,
      },
      {
        // Not this dialog's field: the password is typed again where it was typed first.
        onError: (error) => {
          const refused = fieldErrorsOf(error).current_password;
          if (refused) onPasswordRefused(refused);
        },
      },
    );
  };

  const server = fieldErrorsOf(save.error);
  return (
    <Modal opened={opened} onClose={onCancel} title={t('googleAuth.title')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('googleAuth.intro')}</Text>
          {setup.isPending && <Skeleton height={200} />}
          {loadError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessageOf(loadError)}
            </Alert>
          )}
          {setup.data && (
            <>
              <Center>
                <Image
                  src={svgDataUrl(setup.data.qrCodeUrl)}
                  alt={t('googleAuth.qrAlt')}
                  w={200}
                  h={200}
                  bg="white"
                  p="xs"
                />
              </Center>
              <div>
                <Text size="sm">{t('googleAuth.manual')}</Text>
                <Group gap="xs" mt={4} wrap="nowrap">
                  <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="google-secret">
                    {setup.data.secretKey}
                  </Code>
                  <CopyButton value={setup.data.secretKey}>
                    {({ copied, copy }) => (
                      <Button size="compact-xs" variant="light" onClick={copy}>
                        {copied ? t('common.copied') : t('common.copy')}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </div>
              <TextInput
                label={t('fields.verificationCode')}
                description={t('googleAuth.codeHint')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
                error={codeError ?? server.code ?? server.secretKey}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!setup.data}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
