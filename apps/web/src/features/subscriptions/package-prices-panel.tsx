// Package prices in General Settings (issue 15 point 5), for platform staff: each paid package's
// price in dollars, monthly or yearly; FREE costs nothing. Server field errors stand under their field.
import {
  centsToDollars,
  PAID_PACKAGES,
  type PackagePricesRequest,
  type PackagePricesResponse,
  type PaidPackage,
} from '@lead/shared';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { CurrencyInput } from '../tenants/currency-input.tsx';
import { packagePricesKey, readPackagePrices, savePackagePrices } from './subscriptions-api.ts';
import '../../i18n/en-subscriptions.ts';

const entered = (prices: PackagePricesResponse): PackagePricesRequest =>
  Object.fromEntries(
    PAID_PACKAGES.map((plan) => [
      plan,
      centsToDollars(prices.packages.find((offer) => offer.package_id === plan)?.price_cents ?? 0),
    ]),
  ) as PackagePricesRequest;

function PricesForm({ initial, canSave }: { initial: PackagePricesResponse; canSave: boolean }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PackagePricesRequest>(() => entered(initial));
  const save = useMutation({
    mutationFn: savePackagePrices,
    onSuccess: (answer) => {
      queryClient.setQueryData(packagePricesKey, answer);
      notifications.show({ color: 'green', message: t('subscriptions.prices.saved') });
    },
  });
  const server = fieldErrorsOf(save.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };
  const periodOf = (plan: PaidPackage) => (plan.endsWith('Y') ? 'year' : 'month');

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('subscriptions.prices.title')}
      data-testid="package-prices-panel"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('subscriptions.prices.intro')}
        </Text>
        {!initial.updated_at && (
          <Alert color="yellow" variant="light">
            {t('subscriptions.prices.unset')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {PAID_PACKAGES.map((plan) => (
            <CurrencyInput
              key={plan}
              label={t(`subscriptions.packages.${plan}`)}
              description={t(`subscriptions.period.${periodOf(plan)}`)}
              value={values[plan]}
              onCommit={(amount) => setValues((current) => ({ ...current, [plan]: amount }))}
              error={server[plan]}
              readOnly={!canSave}
            />
          ))}
        </SimpleGrid>
        <FormAlert error={save.error} fields={PAID_PACKAGES} />
        {canSave && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={save.isPending}>
              {t('subscriptions.prices.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

export function PackagePricesPanel({ canSave }: { canSave: boolean }) {
  const { t } = useTranslation();
  const prices = useQuery({ queryKey: packagePricesKey, queryFn: readPackagePrices });
  if (prices.isError)
    return (
      <Alert color="red" title={t('subscriptions.prices.loadFailed')}>
        {errorMessageOf(prices.error)}
        <Button size="xs" variant="default" mt="sm" display="block" onClick={() => void prices.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (!prices.data) return <Skeleton h={180} />;
  return <PricesForm initial={prices.data} canSave={canSave} />;
}
