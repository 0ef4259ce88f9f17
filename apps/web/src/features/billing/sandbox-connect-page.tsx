// /sandbox/connect: the sandbox provider's onboarding, stepping pending → inverification → completed.
import type { ConnectedAccountStatus } from '@lead/shared';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { refreshSession, useCurrentUser } from '../../lib/session.tsx';
import { configurationPath } from '../../lib/shell-paths.ts';
import { advanceSandboxAccount, checkConnectedAccount, connectedAccountKey } from './billing-api.ts';
import '../../i18n/en-payments.ts';

export function SandboxConnectPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const check = useQuery({ queryKey: connectedAccountKey, queryFn: checkConnectedAccount, staleTime: 0 });
  const advance = useMutation({
    mutationFn: advanceSandboxAccount,
    onSuccess: () =>
      Promise.all([refreshSession(), queryClient.invalidateQueries({ queryKey: connectedAccountKey })]),
  });
  const status = check.data?.status ?? '';
  // The provider link names the page to come back to; only a path of this app is followed.
  const back = useSearchParams()[0].get('return');
  const settingsPath =
    back?.startsWith('/') && !back.startsWith('//')
      ? back
      : configurationPath(user.user_type === 'sales' ? 'sales-connect-account' : 'general-setting');
  const step =
    status === 'pending'
      ? t('sandboxConnect.submit')
      : status === 'inverification'
        ? t('sandboxConnect.approve')
        : null;

  return (
    <>
      <PageHeader title={t('sandboxConnect.title')} description={t('sandboxConnect.intro')} />
      <Paper className="wl-box" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640}>
        {check.isPending ? (
          <Skeleton h={80} />
        ) : (
          <Stack gap="sm">
            <Text data-testid="sandbox-status">
              {t('sandboxConnect.status')}:{' '}
              <strong>{t(`sandboxConnect.states.${sandboxState(status)}`)}</strong>
            </Text>
            {status === 'completed' && <Alert color="green">{t('sandboxConnect.done')}</Alert>}
            <FormAlert error={check.error ?? advance.error} />
            <Group justify="flex-end">
              {step && (
                <Button onClick={() => advance.mutate()} loading={advance.isPending}>
                  {step}
                </Button>
              )}
              <Button component={Link} to={settingsPath} variant={step ? 'default' : 'filled'}>
                {t('sandboxConnect.return')}
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
    </>
  );
}

const sandboxState = (status: ConnectedAccountStatus) => (status === '' ? 'none' : status);
