// /opt-out (no sign-in, branded by the host like the other visitor pages): a person names an e-mail
// address to be excluded platform-wide. The answer is the same whether or not we held their data.
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { AuthCard } from '../auth/auth-card.tsx';
import { requestOptOut } from './suppression-api.ts';
import '../../i18n/en-suppression.ts';

export function PublicOptOutPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const submit = useMutation({ mutationFn: () => requestOptOut(email) });
  const errors = fieldErrorsOf(submit.error);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate();
  };

  return (
    <AuthCard title={t('suppression.publicPage.title')} intro={t('suppression.publicPage.intro')}>
      {submit.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          {submit.data.message}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={errors.email}
            />
            <FormAlert error={submit.error} fields={['email']} />
            <Button type="submit" fullWidth loading={submit.isPending}>
              {t('suppression.publicPage.submit')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('suppression.publicPage.note')}
            </Text>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
