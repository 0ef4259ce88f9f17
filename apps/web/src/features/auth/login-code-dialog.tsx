// The second sign-in step: a 6-digit code from e-mail or the authenticator app (POST /verifylogin).
import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { hostCompanyIds, useDomainInfo } from '../../lib/domain-info.ts';
import { resendLoginCode, type TwoFactorChallenge, verifyLogin } from './sign-in-api.ts';

const SIX_DIGITS = /^\d{6}$/;

type Props = {
  challenge: TwoFactorChallenge | null;
  onClose: () => void;
  onSignedIn: (token: string) => void;
};

export function LoginCodeDialog({ challenge, onClose, onSignedIn }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={challenge !== null} onClose={onClose} title={t('loginCode.title')} centered>
      {/* Keyed by the challenge: a new sign-in attempt starts a clean form. */}
      {challenge && (
        <LoginCodeForm
          key={challenge.challenge}
          challenge={challenge}
          onClose={onClose}
          onSignedIn={onSignedIn}
        />
      )}
    </Modal>
  );
}

function LoginCodeForm({ challenge, onClose, onSignedIn }: Props & { challenge: TwoFactorChallenge }) {
  const { t } = useTranslation();
  const domain = useDomainInfo();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const verify = useMutation({
    mutationFn: () => verifyLogin({ email: challenge.email, code, challenge: challenge.challenge }),
    onSuccess: (answer) => onSignedIn(answer.rows.access_token),
  });
  const resend = useMutation({
    mutationFn: () =>
      resendLoginCode({
        email: challenge.email,
        challenge: challenge.challenge,
        companyrootid: hostCompanyIds(domain.data).companyrootid,
      }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!SIX_DIGITS.test(code)) {
      setCodeError(t('twoFactor.codeFormat'));
      return;
    }
    setCodeError(null);
    verify.mutate();
  };

  const serverErrors = fieldErrorsOf(verify.error);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{challenge.message}</Text>
        <TextInput
          label={t('fields.verificationCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          data-autofocus
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
          error={codeError ?? serverErrors.code}
        />
        {/* Said beside the code field rather than as a toast: the sign-in page loads no toasts. */}
        {resend.isSuccess && (
          <Text size="sm" c="green.8" role="status">
            {resend.data.message}
          </Text>
        )}
        <FormAlert error={verify.error ?? resend.error} fields={['code']} />
        <Group justify="space-between">
          {challenge.two_factor_auth_type === 'email' ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              className="wl-link"
              disabled={resend.isPending}
              onClick={() => resend.mutate()}
            >
              {t('loginCode.resend')}
            </Anchor>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={verify.isPending}>
              {t('loginCode.verify')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
