// The Cost module's prepaid fields (part 2 §3: leadsbuy, contiDurationSelection, topupoptions;
// issue 16 point 4), shown when the payment term is Prepaid, in the wizard and when editing: the
// leads bought per pool, continual top-up and how often it may buy, and what a pool costs.
import { type CampaignPriceCents, centsToDollars, formatCurrency } from '@lead/shared';
import { Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { prepaidPoolCents } from './prepaid-pool.ts';
import type { StepProps } from './step-props.ts';
import { PREPAID_DURATIONS, type PrepaidDuration } from './wizard-values.ts';
import '../../i18n/en-campaign-setup.ts';

type PrepaidFieldsProps = StepProps & {
  /** The campaign's price when known: the pool's cost is said before anything is bought. */
  price: CampaignPriceCents | null;
  /** Why the prepaid options may not change any more (the shared rule's sentence), or null. */
  lockReason?: string | null;
};

const money = (cents: number) => formatCurrency(centsToDollars(cents));

export function PrepaidFields({ values, set, problems, price, lockReason = null }: PrepaidFieldsProps) {
  const { t } = useTranslation();
  const locked = lockReason !== null;
  const pool = price ? prepaidPoolCents(values.leadsBuy, price) : null;
  return (
    <Stack gap="xs" data-testid="prepaid-fields">
      <Title order={3} size="h5" mt="sm">
        {t('campaignSetup.prepaid.heading')}
      </Title>
      <Text size="sm" c="dimmed">
        {lockReason ?? t('campaignSetup.prepaid.intro')}
      </Text>
      <TextInput
        label={t('campaignSetup.prepaid.leadsBuy')}
        description={t('campaignSetup.prepaid.leadsBuyHint')}
        inputMode="numeric"
        value={values.leadsBuy}
        // Whole leads only: anything but digits is dropped as it is typed.
        onChange={(event) => set('leadsBuy', event.currentTarget.value.replace(/\D/g, ''))}
        required
        disabled={locked}
        error={problems.leadsbuy}
        maw={320}
      />
      <Switch
        label={t('campaignSetup.prepaid.continual')}
        checked={values.continualTopup}
        onChange={(event) => set('continualTopup', event.currentTarget.checked)}
        disabled={locked}
        error={problems.contiDurationSelection}
      />
      {values.continualTopup && (
        <Select
          label={t('campaignSetup.prepaid.duration')}
          description={t('campaignSetup.prepaid.durationHint')}
          data={PREPAID_DURATIONS.map((duration) => ({
            value: duration,
            label: t(`campaignSetup.prepaid.durations.${duration}`),
          }))}
          value={values.topupDuration}
          onChange={(value) => value && set('topupDuration', value as PrepaidDuration)}
          allowDeselect={false}
          disabled={locked}
          error={problems.topupoptions}
          maw={320}
        />
      )}
      {pool && price && (
        <Text size="sm" data-testid="prepaid-pool-price">
          {t('campaignSetup.prepaid.poolPrice', {
            leads: String(pool.leads),
            perLead: money(price.costPerLeadCents),
            pool: money(pool.poolCents),
            setup: money(price.platformFeeCents),
            first: money(pool.firstPoolCents),
          })}
        </Text>
      )}
    </Stack>
  );
}
