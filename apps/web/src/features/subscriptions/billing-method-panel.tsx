// How an agency bills its clients (PUT /payment/set-billing-method, issue 15 point 5): through its
// connected account, or direct payment (manual bill). A confirmation says what changes and that
// nothing is charged now. Running campaigns block the change: said before the confirmation, with the
// button that pauses them (issue 23 point 8); the server refuses with the same sentence.
import { billingMethodChangeBlocker, type SubscriptionView } from '@lead/shared';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { activeCampaignsKey, readActiveCampaignIds } from './active-campaigns-api.ts';
import { BillingMethodBlocker } from './billing-method-blocker.tsx';
import { setBillingMethod, subscriptionKey } from './subscriptions-api.ts';
import '../../i18n/en-subscriptions.ts';

type Method = SubscriptionView['billing_method'];

export function BillingMethodPanel({ companyId, current }: { companyId: number; current: Method }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Method>(current);
  const active = useQuery({
    queryKey: activeCampaignsKey(companyId),
    queryFn: () => readActiveCampaignIds(companyId),
  });
  const activeIds = active.data ?? [];
  const blocked = billingMethodChangeBlocker(activeIds.length) !== null;
  const save = useMutation({
    mutationFn: (method: Method) => setBillingMethod(companyId, method),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      void queryClient.invalidateQueries({ queryKey: subscriptionKey(companyId) });
      void queryClient.invalidateQueries({ queryKey: ['shell'] });
    },
    onError: (error) => {
      setChosen(current);
      notifications.show({ color: 'red', message: errorMessageOf(error) });
    },
  });
  const ask = () =>
    openConfirmAction({
      title: t('subscriptions.billingMethod.confirmTitle'),
      children: (
        <Text size="sm">
          {chosen === 'direct'
            ? t('subscriptions.billingMethod.confirmDirect')
            : t('subscriptions.billingMethod.confirmStripe')}
        </Text>
      ),
      labels: { confirm: t('subscriptions.billingMethod.confirm'), cancel: t('common.cancel') },
      onConfirm: () => save.mutateAsync(chosen),
    });
  return (
    <Stack gap="sm" data-testid="billing-method">
      <Radio.Group
        label={t('subscriptions.billingMethod.label')}
        value={chosen}
        onChange={(value) => setChosen(value as Method)}
      >
        <Stack gap={6} mt={6}>
          <Radio value="stripe" label={t('subscriptions.billingMethod.stripe')} />
          <Radio value="direct" label={t('subscriptions.billingMethod.direct')} />
        </Stack>
      </Radio.Group>
      <BillingMethodBlocker activeIds={activeIds} />
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={ask}
          disabled={chosen === current || blocked || active.isPending}
          loading={save.isPending}
        >
          {t('subscriptions.billingMethod.save')}
        </Button>
      </Group>
    </Stack>
  );
}
