// An agency's plan in General Settings (issue 15 point 5): its package, price, status, next billing
// date and last invoice; changing it after a confirmation that says what will be charged, and
// cancelling it after one that says when it ends. Spec sentences (part 2 §8 free plan) on the result.
import {
  centsToDollars,
  choosablePlans,
  formatCurrency,
  messages,
  PACKAGE_PLANS,
  type PackageOffer,
  type PackagePlan,
  type SubscriptionView,
} from '@lead/shared';
import { Alert, Button, Group, Radio, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmAction } from '../../components/confirm-action.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import { mediumDay } from '../../lib/dates.ts';
import { queryClient } from '../../lib/query-client.ts';
import { BillingMethodPanel } from './billing-method-panel.tsx';
import {
  cancelSubscription,
  choosePackage,
  packagePricesKey,
  readPackagePrices,
  readSubscription,
  subscriptionKey,
} from './subscriptions-api.ts';
import '../../i18n/en-subscriptions.ts';

const money = (cents: number) => formatCurrency(centsToDollars(cents));
export const formatDay = (day: string | null) => (day ? mediumDay(day) : '');

function PlanFacts({ plan }: { plan: SubscriptionView }) {
  const { t } = useTranslation();
  const status = plan.status
    ? t(`subscriptions.plan.statuses.${plan.status}`, { date: formatDay(plan.current_period_end) })
    : t('subscriptions.plan.statuses.none');
  const invoice = plan.last_invoice;
  const rows: [string, string, string][] = [
    [
      'plan-package',
      t('subscriptions.plan.current'),
      plan.package_id ? t(`subscriptions.packages.${plan.package_id}`) : t('subscriptions.plan.none'),
    ],
    [
      'plan-price',
      t('subscriptions.plan.price'),
      !plan.status
        ? t('subscriptions.plan.noPrice')
        : plan.period
          ? `${money(plan.price_cents)} ${t(`subscriptions.period.${plan.period}`)}`
          : money(0),
    ],
    ['plan-status', t('subscriptions.plan.status'), status],
    [
      'plan-next-billing',
      t('subscriptions.plan.nextBilling'),
      plan.next_billing_date ? formatDay(plan.next_billing_date) : t('subscriptions.plan.noNextBilling'),
    ],
  ];
  if (invoice)
    rows.push([
      'plan-last-invoice',
      t('subscriptions.plan.lastInvoice'),
      t('subscriptions.plan.invoiceStatus', {
        number: invoice.number,
        amount: money(invoice.total_cents),
        status: t(`subscriptions.plan.invoiceStatuses.${invoice.status}`, { defaultValue: invoice.status }),
      }),
    ]);
  return (
    <Stack gap="sm">
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows.map(([testId, label, value]) => (
            <Table.Tr key={testId}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td data-testid={testId}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {invoice?.status === 'failed' && (
        <Alert color="red" variant="light" data-testid="plan-declined">
          {t('subscriptions.plan.declined', { number: invoice.number, error: invoice.last_error ?? '' })}
        </Alert>
      )}
    </Stack>
  );
}

/** A paid period is running (active, or cancelled and not yet ended): a change cuts it short. */
const inPaidPeriod = (plan: SubscriptionView) => plan.status === 'active' || plan.status === 'cancelled';

function confirmText(t: TFunction, offer: PackageOffer, subscribed: boolean): string[] {
  // Said before it happens: off white label the brand stops showing (issue 23 item 11).
  const brand = offer.white_label ? [] : [messages.whiteLabelEnds];
  return [...brand, ...chargeText(t, offer, subscribed)];
}

function chargeText(t: TFunction, offer: PackageOffer, subscribed: boolean): string[] {
  // Only a running period has a remainder that is not refunded: a first subscription has none.
  const noProration = subscribed ? [t('subscriptions.plan.confirmNoProration')] : [];
  if (!offer.period)
    return [subscribed ? t('subscriptions.plan.confirmFree') : t('subscriptions.plan.confirmFreeNew')];
  if (offer.price_cents === 0) return [t('subscriptions.plan.confirmZero'), ...noProration];
  return [
    t('subscriptions.plan.confirmPaid', {
      amount: money(offer.price_cents),
      period: t(`subscriptions.period.${offer.period}`),
    }),
    ...noProration,
  ];
}

function PlanChooser({
  companyId,
  plan,
  offers,
  canChange,
}: {
  companyId: number;
  plan: SubscriptionView;
  offers: PackageOffer[];
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const current = plan.status === 'active' ? plan.package_id : null;
  const [chosen, setChosen] = useState<PackagePlan | null>(null);
  const picked = chosen ?? plan.package_id ?? null;
  const refresh = (answer: { subscription: SubscriptionView }) => {
    queryClient.setQueryData(subscriptionKey(companyId), answer.subscription);
    void queryClient.invalidateQueries({ queryKey: ['shell'] });
  };
  const change = useMutation({
    mutationFn: (next: PackagePlan) => choosePackage(companyId, next),
    onSuccess: (answer) => {
      refresh(answer);
      setChosen(null);
      notifications.show({ color: 'green', message: messages.freePlanSaved });
    },
    onError: () => notifications.show({ color: 'red', message: messages.freePlanFailed }),
  });
  const cancel = useMutation({
    mutationFn: () => cancelSubscription(companyId),
    onSuccess: (answer) => {
      refresh(answer);
      notifications.show({ color: 'green', message: answer.message });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });

  const subscribed = inPaidPeriod(plan);
  const askChange = () => {
    const offer = offers.find((candidate) => candidate.package_id === picked);
    if (!offer) return;
    const planName = t(`subscriptions.packages.${offer.package_id}`);
    openConfirmAction({
      title: subscribed
        ? t('subscriptions.plan.confirmTitle', { plan: planName })
        : t('subscriptions.plan.subscribeTitle', { plan: planName }),
      children: (
        <Stack gap="xs" data-testid="plan-confirm-text">
          {confirmText(t, offer, subscribed).map((line) => (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ))}
        </Stack>
      ),
      labels: {
        confirm: subscribed ? t('subscriptions.plan.confirm') : t('subscriptions.plan.subscribeConfirm'),
        cancel: t('common.cancel'),
      },
      onConfirm: () => change.mutateAsync(offer.package_id),
    });
  };
  const askCancel = () =>
    openConfirmAction({
      title: t('subscriptions.plan.cancelTitle'),
      children: (
        <Text size="sm">
          {t('subscriptions.plan.cancelText', {
            plan: plan.package_id ?? '',
            date: formatDay(plan.current_period_end),
          })}
        </Text>
      ),
      labels: { confirm: t('subscriptions.plan.cancelConfirm'), cancel: t('subscriptions.plan.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () => cancel.mutateAsync(),
    });

  if (!canChange) return null;
  const sameAsCurrent = picked === current;
  // The agency chooses among the paid plans; the free plan is the platform's to grant, so it is shown
  // only as the current plan, not as a choice (issue 28 item 1).
  const choosable = choosablePlans(false);
  const shownPlans = PACKAGE_PLANS.filter((code) => choosable.includes(code) || code === plan.package_id);
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('subscriptions.plan.choosePlan')}
        value={picked}
        onChange={(value) => setChosen(value as PackagePlan)}
      >
        <Stack gap={6} mt={6}>
          {shownPlans.map((code) => {
            const offer = offers.find((candidate) => candidate.package_id === code);
            const price = offer?.period
              ? `${money(offer.price_cents)} ${t(`subscriptions.period.${offer.period}`)}`
              : money(0);
            return (
              <Radio
                key={code}
                value={code}
                label={`${t(`subscriptions.packages.${code}`)}: ${price}`}
                disabled={!choosable.includes(code)}
              />
            );
          })}
        </Stack>
      </Radio.Group>
      {sameAsCurrent && (
        <Text size="sm" c="dimmed">
          {t('subscriptions.plan.samePlan')}
        </Text>
      )}
      <Group justify="flex-end">
        {plan.status === 'active' && plan.period && (
          <Button variant="default" color="red" onClick={askCancel} loading={cancel.isPending}>
            {t('subscriptions.plan.cancel')}
          </Button>
        )}
        <Button onClick={askChange} disabled={!picked || sameAsCurrent} loading={change.isPending}>
          {subscribed ? t('subscriptions.plan.change') : t('subscriptions.plan.subscribe')}
        </Button>
      </Group>
    </Stack>
  );
}

export function PlanPanel({ companyId, canChange }: { companyId: number; canChange: boolean }) {
  const { t } = useTranslation();
  const plan = useQuery({ queryKey: subscriptionKey(companyId), queryFn: () => readSubscription(companyId) });
  const prices = useQuery({ queryKey: packagePricesKey, queryFn: readPackagePrices });
  const failure = plan.error ?? prices.error;
  if (failure)
    return (
      <Alert color="red" title={t('subscriptions.plan.loadFailed')}>
        {errorMessageOf(failure)}
        <Button
          size="xs"
          variant="default"
          mt="sm"
          display="block"
          onClick={() => {
            void plan.refetch();
            void prices.refetch();
          }}
        >
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (!plan.data || !prices.data) return <Skeleton h={220} />;
  return (
    <Stack gap="md" data-testid="plan-panel">
      <Text size="sm" c="dimmed">
        {t('subscriptions.plan.intro')}
      </Text>
      <PlanFacts plan={plan.data} />
      <PlanChooser
        companyId={companyId}
        plan={plan.data}
        offers={prices.data.packages}
        canChange={canChange}
      />
      {canChange && (
        <BillingMethodPanel
          key={plan.data.billing_method}
          companyId={companyId}
          current={plan.data.billing_method}
        />
      )}
    </Stack>
  );
}
