// The row actions that ask for confirmation and then call the API once: free plan, remove,
// failed-payment settlement, and view as (part 2 §4, §6, §8).
import { messages, type TenantRow } from '@lead/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import { ApiError, errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { startViewAs } from '../agencies/view-as.ts';
import { SettleSummary } from './settle-summary.tsx';
import { removeDownline, setFreePlan, settleFailedPayment } from './tenants-api.ts';
import '../../i18n/en-tenants.ts';

const refreshLists = () => queryClient.invalidateQueries({ queryKey: ['tenants'] });
const sentence = (text: string) => <Text size="sm">{text}</Text>;

export function useRowCommands(row: TenantRow) {
  const { t } = useTranslation();
  const company = row.company_name;

  const freePlan = useMutation({
    mutationFn: () => setFreePlan(row.company_id),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: messages.freePlanSaved });
      await refreshLists();
    },
    onError: () => notifications.show({ color: 'red', message: messages.freePlanFailed }),
  });
  const remove = useMutation({
    mutationFn: () => removeDownline(row.company_id, row.id),
    onSuccess: async (answer) => {
      notifications.show({ color: answer.result === 'success' ? 'green' : 'red', message: answer.message });
      await refreshLists();
    },
    onError: (error) => {
      // A refusal (money still owed, active campaigns) says what to do first: it stays until read.
      if (!(error instanceof ApiError) || error.status !== 409) {
        notifications.show({ color: 'red', message: errorMessageOf(error) });
        return;
      }
      const id = modals.open({
        title: t('tenants.remove.refusedTitle', { company }),
        children: (
          <Stack>
            <Text size="sm" role="alert">
              {errorMessageOf(error)}
            </Text>
            <Group justify="flex-end">
              <Button onClick={() => modals.close(id)}>{t('common.ok')}</Button>
            </Group>
          </Stack>
        ),
      });
    },
  });
  const settle = useMutation({
    mutationFn: () => settleFailedPayment(row.id),
    onSuccess: async () => {
      const id = modals.open({
        title: t('tenants.settle.title'),
        children: (
          <Stack>
            {sentence(messages.settlementDone)}
            <Group justify="flex-end">
              <Button onClick={() => modals.close(id)}>{t('common.ok')}</Button>
            </Group>
          </Stack>
        ),
      });
      await refreshLists();
    },
    // The spec's failure sentence, with the reason the server gave (a decline, nothing owed).
    onError: (error) => {
      const reason = error instanceof ApiError && error.status < 500 ? error.message : null;
      notifications.show({
        color: 'red',
        title: messages.settlementFailed,
        message: reason ?? messages.settlementFailed,
      });
      void refreshLists();
    },
  });
  // Pending until the viewed account's page has loaded afresh: the button stays busy meanwhile.
  const viewAs = useMutation({
    mutationFn: () => startViewAs(row.id),
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });

  return {
    freePlan,
    remove,
    settle,
    viewAs,
    askFreePlan: () =>
      openConfirmAction({
        title: t('tenants.freePlan.title'),
        children: sentence(t('tenants.freePlan.text', { company })),
        labels: { confirm: t('tenants.freePlan.confirm'), cancel: t('common.cancel') },
        onConfirm: () => freePlan.mutateAsync(),
      }),
    askRemove: () =>
      openConfirmAction({
        title: t('tenants.remove.title', { company }),
        children: sentence(t('tenants.remove.text', { company, name: row.name })),
        labels: { confirm: t('tenants.actions.remove'), cancel: t('common.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () => remove.mutateAsync(),
      }),
    askSettle: () =>
      openConfirmAction({
        title: t('tenants.settle.title'),
        children: (
          <Stack gap="sm">
            {sentence(t('tenants.settle.text', { company }))}
            <SettleSummary userId={row.id} company={company} />
          </Stack>
        ),
        labels: { confirm: t('tenants.settle.confirm'), cancel: t('common.cancel') },
        onConfirm: () => settle.mutateAsync(),
      }),
  };
}
