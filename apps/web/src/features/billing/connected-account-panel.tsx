// The connected payment account (part 2 §4): state, Connect / Continue, provider flags, Reset.
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { refreshSession, useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import {
  checkConnectedAccount,
  connectedAccountKey,
  type PaymentAccountType,
  resetPaymentConnection,
} from './billing-api.ts';
import { ConnectedAccountState } from './connected-account-state.tsx';
import { useConnectAccount } from './use-connect-account.ts';
import '../../i18n/en-payments.ts';

export function ConnectedAccountPanel({ type }: { type: PaymentAccountType }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { facts } = useShell();
  const state = facts.paymentAccountState;
  const check = useQuery({ queryKey: connectedAccountKey, queryFn: checkConnectedAccount, retry: false });
  const connect = useConnectAccount();
  const reset = useMutation({
    // A sales person's payout account is their own: it is named by their user id.
    mutationFn: () => resetPaymentConnection(type === 'sales' ? user.id : user.company_id, type),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      await Promise.all([refreshSession(), queryClient.invalidateQueries({ queryKey: connectedAccountKey })]);
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
  const confirmReset = () =>
    openConfirmAction({
      title: t('connectedAccount.resetTitle'),
      children: <Text size="sm">{t('connectedAccount.resetText')}</Text>,
      labels: { confirm: t('connectedAccount.reset'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => reset.mutateAsync(),
    });
  const requirements = check.data?.account_requirements ?? [];

  return (
    <Paper className="wl-box" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('connectedAccount.title')}
          </Title>
          <ConnectedAccountState state={state} />
        </Group>
        <Text size="sm" c="dimmed">
          {t(`connectedAccount.explain.${state}`)}
        </Text>
        {check.data && state !== 'not-connected' && (
          <Group gap="lg">
            <Text size="sm">
              {t('connectedAccount.charges')}: {check.data.charges_enabled ? t('common.yes') : t('common.no')}
            </Text>
            <Text size="sm">
              {t('connectedAccount.payouts')}: {check.data.payouts_enabled ? t('common.yes') : t('common.no')}
            </Text>
          </Group>
        )}
        {requirements.length > 0 && (
          <Alert color="yellow" variant="light" title={t('connectedAccount.requirements')}>
            <List size="sm">
              {requirements.map((requirement) => (
                <List.Item key={requirement}>{requirement}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <FormAlert error={connect.error} />
        <Group justify="flex-end">
          {state === 'connected' ? (
            <Button variant="default" color="red" onClick={confirmReset} loading={reset.isPending}>
              {t('connectedAccount.reset')}
            </Button>
          ) : (
            <Button onClick={() => connect.mutate(state === 'not-connected')} loading={connect.isPending}>
              {state === 'not-connected' ? t('connectedAccount.connect') : t('connectedAccount.continue')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
