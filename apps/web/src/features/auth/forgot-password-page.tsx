// Forgotten password (POST /forgetpass): the answer is the same whether or not the account exists.
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { currentHost, hostCompanyIds, useDomainInfo } from '../../lib/domain-info.ts';
import { requestPasswordReset } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const domain = useDomainInfo();
  const [username, setUsername] = useState('');
  const submit = useMutation({
    mutationFn: () =>
      requestPasswordReset({
        username,
        domainName: currentHost(),
        gtoken: null,
        ...hostCompanyIds(domain.data),
      }),
  });
  const errors = fieldErrorsOf(submit.error);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate();
  };

  return (
    <AuthCard title={t('forgotPassword.title')} intro={t('forgotPassword.intro')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={errors.username}
          />
          {submit.isSuccess && (
            <Alert color="green" variant="light" role="status">
              {submit.data.message}
            </Alert>
          )}
          <FormAlert error={submit.error} fields={['username']} />
          <Button type="submit" fullWidth loading={submit.isPending}>
            {t('forgotPassword.submit')}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login" className="wl-link">
              {t('forgotPassword.backToSignIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
