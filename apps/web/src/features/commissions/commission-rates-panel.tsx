// Commission rates in General Settings (platform staff): three percentages checked with the shared
// schema before saving; the server's field errors stand under their fields.
import { COMMISSION_RATE_FIELDS, type CommissionRates, commissionRates } from '@lead/shared';
import { Alert, Button, Group, NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { issuesByField } from '../settings/issues-by-field.ts';
import { commissionRatesKey, readCommissionRates, saveCommissionRates } from './commissions-api.ts';
import '../../i18n/en-commissions.ts';

type Entered = Record<keyof CommissionRates, number | string>;

function RatesForm({ initial }: { initial: CommissionRates }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Entered>(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: saveCommissionRates,
    onSuccess: (answer, saved) => {
      queryClient.setQueryData(commissionRatesKey, saved);
      notifications.show({ color: 'green', message: answer.message });
    },
  });
  const server = fieldErrorsOf(save.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const entered = Object.fromEntries(
      COMMISSION_RATE_FIELDS.map((name) => [
        name,
        typeof values[name] === 'number' ? values[name] : undefined,
      ]),
    );
    const checked = commissionRates.safeParse(entered);
    setProblems(issuesByField(checked.error));
    if (checked.success) save.mutate(checked.data);
  };
  return (
    <form onSubmit={onSubmit} noValidate data-testid="commission-rates">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('commissions.ratesIntro')}
        </Text>
        <Group align="flex-start">
          {COMMISSION_RATE_FIELDS.map((name) => (
            <NumberInput
              key={name}
              label={t(`commissions.fields.${name}`)}
              value={values[name]}
              onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
              min={0}
              max={100}
              decimalScale={2}
              clampBehavior="none"
              allowNegative={false}
              w={200}
              error={problems[name] ?? server[name]}
            />
          ))}
        </Group>
        <FormAlert error={save.error} fields={[...COMMISSION_RATE_FIELDS]} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            {t('commissions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function CommissionRatesPanel() {
  const { t } = useTranslation();
  const rates = useQuery({ queryKey: commissionRatesKey, queryFn: readCommissionRates });
  if (rates.isError)
    return (
      <Alert color="red" title={t('commissions.loadFailed')}>
        {errorMessageOf(rates.error)}
        <Button size="xs" variant="default" mt="sm" display="block" onClick={() => void rates.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (!rates.data) return <Skeleton h={120} />;
  return <RatesForm initial={rates.data} />;
}
