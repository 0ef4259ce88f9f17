// Step 2, the price (issue 23 point 3): the agency's cost settings for the chosen product and term,
// or one of its named presets, fill the set-up fee, the platform fee per period and the cost per
// lead; the agency may change them. The platform's minimum cost per lead is shown, and Next refuses
// a price below it (part 2 §5) as the API would. A client buys at its agency's price.
import {
  type CampaignPriceCents,
  centsToDollars,
  centsToMoneyText,
  formatCurrency,
  minimumCostPerLeadCents,
  type TenantRow,
  termWording,
} from '@lead/shared';
import { Alert, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../components/money-input.tsx';
import { usePricePresets } from '../price-presets/use-price-presets.ts';
import type { StepProps } from './step-props.ts';
import type { AgencyPricing } from './use-campaign-price.ts';
import '../../i18n/en-campaign-setup.ts';

type PriceStepProps = StepProps & { client: TenantRow | null; pricing: AgencyPricing; setsPrice: boolean };

export function PriceStep({ values, set, problems, client, pricing, setsPrice }: PriceStepProps) {
  const { t } = useTranslation();
  const presets = usePricePresets();
  const preset = presets.presets.find((entry) => String(entry.id) === values.priceSource) ?? null;
  const source: CampaignPriceCents | null =
    preset && values.module ? (preset.prices[values.module] ?? null) : pricing.price;
  // The amounts are filled once per client, product, term and source; what the agency then types stays.
  const fillKey = `${values.clientCompanyId}|${values.module}|${values.paymentTerm}|${values.priceSource}`;
  // A client given a preset when it was added starts from that preset (once per chosen client).
  const givenPreset = presets.clientPresets.find((entry) => entry.companyId === values.clientCompanyId);
  const startsFromGiven =
    givenPreset !== undefined &&
    values.priceSource === 'costs' &&
    !values.priceFilledFor?.startsWith(`${values.clientCompanyId}|`);
  useEffect(() => {
    if (setsPrice && startsFromGiven && givenPreset) set('priceSource', String(givenPreset.presetId));
  }, [setsPrice, startsFromGiven, givenPreset, set]);
  useEffect(() => {
    if (!setsPrice || startsFromGiven || presets.loading || !source || values.priceFilledFor === fillKey)
      return;
    set('platformFee', centsToMoneyText(source.platformFeeCents));
    set('minCost', centsToMoneyText(source.minCostCents));
    set('costPerLead', centsToMoneyText(source.costPerLeadCents));
    set('priceFilledFor', fillKey);
  }, [setsPrice, startsFromGiven, presets.loading, source, fillKey, values.priceFilledFor, set]);

  if (!setsPrice)
    return (
      <Text maw={640} size="sm">
        {t('campaignSetup.price.byAgency')}
      </Text>
    );

  const minimum =
    pricing.rootCosts && values.module && values.paymentTerm
      ? minimumCostPerLeadCents(pricing.rootCosts, values.module, values.paymentTerm)
      : 0;
  const period = values.paymentTerm ? termWording(values.paymentTerm) : '';
  const sources = [
    { value: 'costs', label: t('campaignSetup.price.fromCosts') },
    ...presets.presets.map((entry) => ({ value: String(entry.id), label: entry.name })),
  ];
  return (
    <Stack gap="sm" maw={720}>
      {presets.allowed && (
        <Select
          label={t('campaignSetup.price.source')}
          description={presets.presets.length === 0 ? t('campaignSetup.price.noPresets') : undefined}
          data={sources}
          value={preset ? values.priceSource : 'costs'}
          onChange={(value) => set('priceSource', value ?? 'costs')}
          allowDeselect={false}
        />
      )}
      {pricing.failed && !preset && (
        <Alert color="yellow" title={t('campaignSetup.price.costsUnreadTitle')}>
          {t('campaignSetup.price.costsUnread')}
        </Alert>
      )}
      {!client && !preset && !pricing.failed && (
        <Text size="sm" c="dimmed">
          {t('campaignSetup.price.chooseClientFirst')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <MoneyInput
          label={t('campaignSetup.price.platformFee')}
          description={t('campaignSetup.price.platformFeeHint')}
          value={values.platformFee}
          onChange={(text) => set('platformFee', text)}
          error={problems.PlatformFee}
          required
        />
        <MoneyInput
          label={t('campaignSetup.price.minCost')}
          description={
            period ? t('campaignSetup.price.minCostHint', { period }) : t('campaignSetup.price.minCostOnce')
          }
          value={values.minCost}
          onChange={(text) => set('minCost', text)}
          error={problems.CostMonth}
          required
        />
        <MoneyInput
          label={t('campaignSetup.price.costPerLead')}
          description={
            minimum > 0
              ? t('campaignSetup.price.minimum', { amount: formatCurrency(centsToDollars(minimum)) })
              : undefined
          }
          value={values.costPerLead}
          onChange={(text) => set('costPerLead', text)}
          error={problems.CostSet}
          required
        />
      </SimpleGrid>
    </Stack>
  );
}
