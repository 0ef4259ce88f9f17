// The e-mailed reset link: check the token, then choose a new password (GET/POST /forgetpass).
import { messages } from '@lead/shared';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { checkPasswordReset, resetPassword } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const link = useQuery({
    queryKey: ['password-reset', token],
    queryFn: () => checkPasswordReset(token),
    retry: false,
    // A link is single-use: never answer from an earlier visit's check.
    gcTime: 0,
  });

  if (link.isPending) return <PageLoader />;
  if (link.isError) {
    return (
      <AuthCard title={t('resetPassword.title')}>
        <Alert color="red" variant="light" role="alert">
          {errorMessageOf(link.error)}
        </Alert>
        <Anchor component={Link} to="/forgot-password" className="wl-link">
          {t('resetPassword.requestNew')}
        </Anchor>
      </AuthCard>
    );
  }
  return <ResetPasswordForm token={token} email={link.data.email} />;
}

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);

  const submit = useMutation({
    mutationFn: () => resetPassword({ token, password, password_confirmation: confirmation }),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      navigate('/login', { replace: true });
    },
  });
  const errors = fieldErrorsOf(submit.error);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const differs = password !== confirmation;
    setMismatch(differs);
    if (!differs) submit.mutate();
  };

  return (
    <AuthCard
      title={t('resetPassword.title')}
      intro={<Text span>{t('resetPassword.intro', { email })}</Text>}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t('fields.newPassword')}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
          />
          <PasswordInput
            label={t('fields.confirmNewPassword')}
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            error={mismatch ? messages.passwordsDiffer : errors.password_confirmation}
          />
          <FormAlert error={submit.error} fields={['password', 'password_confirmation']} />
          <Button type="submit" fullWidth loading={submit.isPending}>
            {t('resetPassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
