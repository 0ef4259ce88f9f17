// Sign in (part 1 §7 POST /login); a second factor, when the account has one, opens the code dialog.
// The page is the sign-in page's own entry (sign-in/) and a page of the app: it uses no router.
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { currentHost, hostCompanyIds, useDomainInfo } from '../../lib/domain-info.ts';
import { AuthCard } from './auth-card.tsx';
import { login, type TwoFactorChallenge } from './sign-in-api.ts';

/**
 * `onSignedIn` takes the new session's token: the app stores it and its visitor guard sends the user
 * onward; the sign-in page stores it and loads the app.
 */
// The code dialog (and its modal) loads only when an account asks for a second factor.
const LoginCodeDialog = lazy(() =>
  import('./login-code-dialog.tsx').then((module) => ({ default: module.LoginCodeDialog })),
);

const noSubscription = () => () => {};

/**
 * False while the page drawn at build time is being hydrated, true once its handlers are attached: the
 * fields are plain (uncontrolled) so what is typed before stays, and Sign in waits for the handlers, so a
 * click cannot send the form the browser's way (a GET with the password in the address).
 */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export function LoginPage({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const { t } = useTranslation();
  const domain = useDomainInfo();
  const hydrated = useHydrated();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);

  const submit = useMutation({
    mutationFn: ({ username, password }: { username: string; password: string }) =>
      login({ username, password, domainName: currentHost(), gtoken: null, ...hostCompanyIds(domain.data) }),
    onSuccess: (answer) => {
      if ('access_token' in answer) onSignedIn(answer.access_token);
      else setChallenge(answer);
    },
  });
  const errors = fieldErrorsOf(submit.error);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    submit.mutate({
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
    });
  };

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            name="username"
            autoComplete="username"
            error={errors.username}
          />
          <PasswordInput
            label={t('fields.password')}
            name="password"
            autoComplete="current-password"
            error={errors.password}
          />
          <Group justify="flex-end">
            <Anchor component={AppLink} to="/forgot-password" size="sm" className="wl-link">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <FormAlert error={submit.error} fields={['username', 'password']} />
          <Button type="submit" fullWidth loading={submit.isPending} disabled={!hydrated}>
            {t('login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={AppLink} to="/register" className="wl-link">
              {t('login.register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
      {challenge && (
        <Suspense>
          <LoginCodeDialog challenge={challenge} onClose={() => setChallenge(null)} onSignedIn={onSignedIn} />
        </Suspense>
      )}
    </AuthCard>
  );
}
