// Choose email or google; the current choice is marked, choosing it again turns two-factor off.
// Each choice is named by all it shows (its title first), as WCAG 2.5.3 asks of a name.
import { messages, type TwoFactorType } from '@lead/shared';
import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import { useSaveTwoFactor, useTwoFactorSetting } from './two-factor-query.ts';

type Props = {
  opened: boolean;
  onClose: () => void;
  onChooseGoogle: () => void;
  currentPassword: string;
  onCurrentPasswordChange: (value: string) => void;
  /** The authenticator's save refused the password typed here (two-factor-settings.tsx). */
  passwordRefused: string | null;
};

export function TwoFactorChoiceDialog({
  opened,
  onClose,
  onChooseGoogle,
  currentPassword,
  onCurrentPasswordChange,
  passwordRefused,
}: Props) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const setting = useTwoFactorSetting(user.id, opened);
  const save = useSaveTwoFactor(user.id);

  const loadError = setting.isError ? setting.error : null;
  useEffect(() => {
    if (!loadError) return;
    notifications.show({ color: 'red', message: errorMessageOf(loadError) });
    onClose();
  }, [loadError, onClose]);

  const current = setting.data?.two_factor_auth ? setting.data.two_factor_auth_type : 'none';

  const [passwordMissing, setPasswordMissing] = useState(false);
  const passwordError = passwordMissing
    ? messages.currentPasswordRequired
    : (fieldErrorsOf(save.error).current_password ?? passwordRefused ?? undefined);

  const choose = (type: TwoFactorType) => {
    if (save.isPending) return;
    setPasswordMissing(!currentPassword);
    if (!currentPassword) return;
    const proof = { current_password: currentPassword };
    if (type === current) save.mutate({ two_factor_auth: false, two_factor_auth_type: 'none', ...proof });
    else if (type === 'email')
      save.mutate({ two_factor_auth: true, two_factor_auth_type: 'email', ...proof });
    else onChooseGoogle();
  };

  const options: { type: TwoFactorType; title: string; description: string }[] = [
    { type: 'email', title: t('twoFactor.email'), description: t('twoFactor.emailDescription') },
    { type: 'google', title: t('twoFactor.google'), description: t('twoFactor.googleDescription') },
  ];

  return (
    <Modal opened={opened} onClose={onClose} title={t('twoFactor.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('twoFactor.intro')}</Text>
        <PasswordInput
          label={t('twoFactor.currentPassword')}
          description={t('twoFactor.currentPasswordHint')}
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => {
            onCurrentPasswordChange(event.currentTarget.value);
            setPasswordMissing(false);
          }}
          error={passwordError}
        />
        {setting.isPending ? (
          <Skeleton height={140} />
        ) : (
          options.map((option) => {
            const active = option.type === current;
            return (
              <UnstyledButton
                key={option.type}
                onClick={() => choose(option.type)}
                aria-pressed={active}
                disabled={save.isPending}
              >
                <Paper
                  withBorder
                  p="md"
                  radius="md"
                  style={active ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <div>
                      <Text fw={600}>{option.title}</Text>
                      <Text size="sm" c="dimmed">
                        {active ? t('twoFactor.selectAgainToTurnOff') : option.description}
                      </Text>
                    </div>
                    {active && <Badge variant="filled">{t('twoFactor.enabled')}</Badge>}
                  </Group>
                </Paper>
              </UnstyledButton>
            );
          })
        )}
        <Text size="sm" c="dimmed">
          {current === 'none'
            ? t('twoFactor.statusOff')
            : t('twoFactor.statusOn', {
                type: current === 'email' ? t('twoFactor.email') : t('twoFactor.google'),
              })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
