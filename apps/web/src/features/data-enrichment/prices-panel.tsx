// What a matched row costs: an agency sets its clients' price (never below what the platform charges
// it); the platform root sets the price agencies pay unless it named another for one of them.
import { centsToMoneyText, ENRICHMENT_MESSAGES, formatUsdCents, parseMoneyText } from '@lead/shared';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { MoneyInput } from '../../components/money-input.tsx';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { enrichmentPricesKey, readEnrichmentPrices, saveEnrichmentPrice } from './enrichment-api.ts';
import '../../i18n/en-enrichment.ts';

export function PricesPanel({ mayChange }: { mayChange: boolean }) {
  const prices = useQuery({ queryKey: enrichmentPricesKey, queryFn: readEnrichmentPrices });
  if (prices.isPending) return <Skeleton h={140} />;
  if (prices.isError) return <Alert color="red">{errorMessageOf(prices.error)}</Alert>;
  return <PriceForm key={prices.data.pricePerMatchCents} prices={prices.data} mayChange={mayChange} />;
}

type Prices = Awaited<ReturnType<typeof readEnrichmentPrices>>;

function PriceForm({ prices, mayChange }: { prices: Prices; mayChange: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState(centsToMoneyText(prices.pricePerMatchCents));
  const [problem, setProblem] = useState<string | null>(null);
  const agency = prices.companyKind === 'agency';
  const save = useMutation({
    mutationFn: saveEnrichmentPrice,
    onSuccess: async () => {
      notifications.show({ color: 'green', message: ENRICHMENT_MESSAGES.pricesSaved });
      await queryClient.invalidateQueries({ queryKey: enrichmentPricesKey });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseMoneyText(text);
    if (!parsed.ok) return setProblem(parsed.message);
    if (prices.minimumCents !== null && parsed.cents < prices.minimumCents) {
      return setProblem(
        ENRICHMENT_MESSAGES.priceBelowMinimum.replace('{minimum}', formatUsdCents(prices.minimumCents)),
      );
    }
    setProblem(null);
    save.mutate(parsed.cents);
  };
  return (
    <Card withBorder padding="lg">
      <form onSubmit={onSubmit} noValidate aria-label={t('enrichment.pricesTitle')}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('enrichment.pricesTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {agency ? t('enrichment.agencyPriceIntro') : t('enrichment.rootPriceIntro')}
          </Text>
          {agency && prices.costPerMatchCents !== null && (
            <Text size="sm">
              {t('enrichment.yourCost', { cost: formatUsdCents(prices.costPerMatchCents) })}
            </Text>
          )}
          <MoneyInput
            label={agency ? t('enrichment.clientPrice') : t('enrichment.agencyPrice')}
            value={text}
            onChange={setText}
            error={problem ?? fieldErrorsOf(save.error).pricePerMatchCents}
            readOnly={!mayChange}
          />
          <FormAlert error={save.error} fields={['pricePerMatchCents']} />
          {mayChange && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
