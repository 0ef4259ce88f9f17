// Single sign-on (part 1 §4): validate ?token=, load the user, then land where ssoRedirect says.
import { messages, type SessionUser } from '@lead/shared';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { currentHost, domainInfoQuery } from '../../lib/domain-info.ts';
import { ssoLandingPath } from '../../lib/landing.ts';
import { queryClient } from '../../lib/query-client.ts';
import { fetchSessionUser, sessionUserKey } from '../../lib/session.tsx';
import { tokenStore } from '../../lib/token-store.ts';
import { VisitorOnly } from '../../lib/visitor-only.tsx';
import { validateSsoToken } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';

type Outcome = { state: 'working' } | { state: 'failed'; message: string } | { state: 'data-not-loaded' };

function showDataNotLoadedAlert(): void {
  modals.open({
    title: messages.ssoDataNotLoadedTitle,
    centered: true,
    children: <Text>{messages.ssoDataNotLoadedText}</Text>,
  });
}

/** A signed-in user may follow a sign-in link too (the server then answers replace_user). */
export function SsoPage() {
  const [params] = useSearchParams();
  const ssoToken = params.get('token');
  if (!ssoToken) {
    return (
      <VisitorOnly>
        <SsoFailure message={messages.ssoTokenInvalid} />
      </VisitorOnly>
    );
  }
  return <SsoExchange ssoToken={ssoToken} />;
}

function SsoExchange({ ssoToken }: { ssoToken: string }) {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  // The token is single-use: never send it twice (React may run effects twice in development).
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === ssoToken) return;
    started.current = ssoToken;
    void (async () => {
      const currentUser = queryClient.getQueryData<SessionUser>(sessionUserKey);
      let accessToken: string;
      let replacesUser: boolean;
      try {
        const answer = await validateSsoToken({
          subdomain: currentHost(),
          token: ssoToken,
          currentUserID: currentUser?.id ?? null,
        });
        accessToken = answer.access_token;
        replacesUser = answer.action === 'replace_user';
      } catch (error) {
        setOutcome({ state: 'failed', message: errorMessageOf(error) });
        return;
      }
      if (replacesUser) queryClient.clear();
      else queryClient.removeQueries({ queryKey: sessionUserKey });
      try {
        const [user, domain] = await Promise.all([
          fetchSessionUser(accessToken),
          queryClient.fetchQuery(domainInfoQuery()).catch(() => undefined),
        ]);
        queryClient.setQueryData(sessionUserKey, user);
        tokenStore.set(accessToken);
        navigate(ssoLandingPath(user, domain), { replace: true });
      } catch {
        setOutcome({ state: 'data-not-loaded' });
        showDataNotLoadedAlert();
      }
    })();
  }, [ssoToken, navigate]);

  if (outcome.state === 'working') return <PageLoader />;
  if (outcome.state === 'failed') return <SsoFailure message={outcome.message} />;
  return <SsoFailure title={messages.ssoDataNotLoadedTitle} message={messages.ssoDataNotLoadedText} />;
}

function SsoFailure({ title, message }: { title?: string; message: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('sso.title')}>
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert" title={title}>
          {message}
        </Alert>
        <Anchor component={Link} to="/login" className="wl-link">
          {t('sso.goToSignIn')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
