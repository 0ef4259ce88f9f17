// The signed-in shell: loads the user and the shell facts together, then draws the frame around the page.
import { Alert, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { CurrentUserProvider, signOut, useSessionUser, useShellFacts } from '../../lib/session.tsx';
import { ShellProvider } from '../../lib/shell-context.tsx';
import { ShellFrame } from './shell-frame.tsx';

export function SignedInLayout() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const facts = useShellFacts();
  if (user.data && facts.data) {
    return (
      <CurrentUserProvider value={user.data}>
        <ShellProvider facts={facts.data}>
          <ShellFrame />
        </ShellProvider>
      </CurrentUserProvider>
    );
  }
  // A token the server no longer accepts is handled by the API client (Session Ended, then /login).
  const failure = user.error ?? facts.error;
  if (failure) {
    const retry = () => {
      if (user.isError) void user.refetch();
      if (facts.isError) void facts.refetch();
    };
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t('shell.userNotLoaded')} role="alert">
          {errorMessageOf(failure)}
        </Alert>
        <Group mt="md">
          <Button onClick={retry}>{t('common.retry')}</Button>
          <Button variant="default" onClick={() => void signOut()}>
            {t('profileMenu.logOut')}
          </Button>
        </Group>
      </Container>
    );
  }
  return <PageLoader />;
}
