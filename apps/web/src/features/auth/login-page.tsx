// Sign in (part 1 §7 POST /login); a second factor, when the account has one, opens the code dialog.
// The page is the sign-in page's own entry (sign-in/) and a page of the app: it uses no router.
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { AppLink } from '../../lib/app-link.tsx';
import { currentHost, domainInfoQuery, hostCompanyIds } from '../../lib/domain-info.ts';
import { settledWithin } from '../../lib/settled-within.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { AuthCard } from './auth-card.tsx';
import { formGoesLive, SUBMIT_HELD } from './held-submit.ts';
import { login, type TwoFactorChallenge } from './sign-in-api.ts';

/**
 * `onSignedIn` takes the new session's token: the app stores it and its visitor guard sends the user
 * onward; the sign-in page stores it and loads the app.
 */
// The code dialog (and its modal) loads only when an account asks for a second factor.
const LoginCodeDialog = lazy(() =>
  import('./login-code-dialog.tsx').then((module) => ({ default: module.LoginCodeDialog })),
);

/** How long a sign-in waits for the host company's ids that are still on their way. */
const COMPANY_WAIT_MS = 5_000;

const noSubscription = () => () => {};

/**
 * False while the page drawn at build time is being hydrated, true once its handlers are attached. The
 * fields are plain (uncontrolled) so what is typed before stays. Sign in is drawn disabled, so that a page
 * without scripts cannot send the form the browser's way (a GET with the password in the address); the
 * page's inline script enables it and holds a submit made before the handlers (held-submit.ts).
 */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * Sign in, live once hydrated. A component of its own: the re-render that hydration's end brings
 * (useHydrated) is the button's alone, where it had been the whole form's, in one task.
 */
function SignInButton({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <Button type="submit" fullWidth loading={loading} disabled={!hydrated}>
      {t('login.submit')}
    </Button>
  );
}

export function LoginPage({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const form = useRef<HTMLFormElement>(null);

  // One sign-in at a time: a held submit and a click that React saw as it hydrated are one request.
  const submit = useSubmission({
    // The host's company is read when the form is sent (awaited a few seconds if still on its way), not
    // watched: its arrival drew the whole form again while the page was hydrating. Without it the ids
    // are null.
    mutationFn: async ({ username, password }: { username: string; password: string }) => {
      const domain = await settledWithin(queryClient.ensureQueryData(domainInfoQuery()), COMPANY_WAIT_MS);
      return login({
        username,
        password,
        domainName: currentHost(),
        gtoken: null,
        ...hostCompanyIds(domain),
      });
    },
    onSuccess: (answer) => {
      if ('access_token' in answer) onSignedIn(answer.access_token);
      else setChallenge(answer);
    },
  });
  const errors = fieldErrorsOf(submit.error);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.removeAttribute(SUBMIT_HELD);
    const fields = new FormData(event.currentTarget);
    submit.mutate({
      username: String(fields.get('username') ?? ''),
      password: String(fields.get('password') ?? ''),
    });
  };

  // A sign-in sent before the handlers were attached is sent now, with what was typed.
  useEffect(() => {
    if (form.current && formGoesLive(form.current)) form.current.requestSubmit();
  }, []);

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')}>
      <form ref={form} onSubmit={onSubmit} noValidate>
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
          <SignInButton loading={submit.isPending} />
          {/* Drawn at build time, the page shows without scripts too, where Sign in stays held. */}
          <noscript>
            <Text size="sm" c="red.9">
              {t('login.needsScripts')}
            </Text>
          </noscript>
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
