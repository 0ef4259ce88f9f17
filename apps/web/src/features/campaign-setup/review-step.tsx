// Step 5: everything chosen, and the price the campaign will have (the agency's costs for its
// term, with the root minimums; a client sees the price once the campaign is saved).
import { type PaymentTerm, type TenantRow, zipList } from '@lead/shared';
import { Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../lib/shell-context.tsx';
import { campaignPriceText } from './campaign-price-text.ts';
import { useCampaignPrice } from './use-campaign-price.ts';
import type { WizardValues } from './wizard-values.ts';
import '../../i18n/en-campaign-setup.ts';

type ReviewStepProps = { values: WizardValues; client: TenantRow | null; groupName: string | null };

function usePriceText(values: WizardValues, client: TenantRow | null): string | null {
  const price = useCampaignPrice(values, client);
  if (!price || !values.paymentTerm) return null;
  return campaignPriceText(price, values.paymentTerm as PaymentTerm);
}

/** Prepaid (issue 16 point 4): the pool bought up front, and whether a new one follows. */
function prepaidSummary(values: WizardValues, t: TFunction): string {
  const leads = values.leadsBuy.trim();
  const pool = t('campaignSetup.prepaid.summaryPool', { leads });
  if (!values.continualTopup) return `${pool} · ${t('campaignSetup.prepaid.summaryOnce')}`;
  return `${pool} · ${t(`campaignSetup.prepaid.summaryContinual.${values.topupDuration}`)}`;
}

function targetingSummary(values: WizardValues, t: TFunction): string[] {
  switch (values.module) {
    case 'local':
      return [values.landingUrl, values.thankYouUrl].filter(Boolean);
    case 'locator': {
      const lines: string[] = [t('campaignSetup.review.keywords', { list: values.keywords.join(', ') })];
      if (values.nationalTargeting) return [...lines, t('campaignSetup.review.national')];
      if (values.states.length)
        lines.push(t('campaignSetup.review.states', { list: values.states.join(', ') }));
      if (values.cities.length)
        lines.push(t('campaignSetup.review.cities', { list: values.cities.join(', ') }));
      const zips = zipList(values.zipText).length;
      if (zips) lines.push(t('campaignSetup.review.zips', { count: zips }));
      return lines;
    }
    case 'enhance':
      return [values.attributes.map((name) => t(`campaignSetup.options.attribute.${name}`)).join(', ')];
    case 'b2b':
      return [[...values.industries, ...values.jobTitles].join(', '), values.companySizes.join(', ')].filter(
        Boolean,
      );
    default:
      return [];
  }
}

export function ReviewStep({ values, client, groupName }: ReviewStepProps) {
  const { t } = useTranslation();
  const { facts } = useShell();
  const price = usePriceText(values, client);
  const none = t('campaignSetup.review.none');
  const requirements = [
    values.requireEmail && t('campaignSetup.fields.requireEmail'),
    values.phoneEnabled && t('campaignSetup.fields.phoneEnabled'),
    values.homeAddressEnabled && t('campaignSetup.fields.homeAddressEnabled'),
  ].filter(Boolean);
  const rows: [string, string][] = [
    [t('campaignSetup.review.client'), client?.company_name ?? t('campaignSetup.review.ownCompany')],
    [t('campaignSetup.review.module'), values.module ? facts.moduleNames[values.module].name : none],
    [t('campaignSetup.review.name'), values.campaignName.trim()],
    [t('campaignSetup.review.group'), groupName ?? none],
    [t('campaignSetup.review.term'), values.paymentTerm ?? none],
    ...(values.paymentTerm === 'Prepaid'
      ? [[t('campaignSetup.prepaid.heading'), prepaidSummary(values, t)] as [string, string]]
      : []),
    [t('campaignSetup.review.targeting'), targetingSummary(values, t).join(' · ') || none],
    [t('campaignSetup.review.requirements'), requirements.join(', ') || none],
    [
      t('campaignSetup.review.limit'),
      values.leadLimit.trim()
        ? t('campaignSetup.review.limitValue', {
            count: Number(values.leadLimit),
            frequency: values.leadLimitFrequency ?? '',
          })
        : t('campaignSetup.review.noLimit'),
    ],
    [
      t('campaignSetup.review.report'),
      t('campaignSetup.review.reportValue', {
        type: t(`campaignSetup.options.report.${values.reportType}`),
        recipients: values.reportRecipients.join(', ') || t('campaignSetup.review.noRecipients'),
      }),
    ],
    [
      t('campaignSetup.review.schedule'),
      t('campaignSetup.review.scheduleValue', {
        start: values.startDate,
        end: values.endDate || t('campaignSetup.review.openEnded'),
        zone: values.timezone,
      }),
    ],
  ];

  return (
    <Stack gap="md" maw={820}>
      <Title order={2} size="h4">
        {t('campaignSetup.review.heading')}
      </Title>
      <Table data-testid="campaign-review" variant="vertical" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={220}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th>{t('campaignSetup.review.price')}</Table.Th>
            <Table.Td data-testid="campaign-review-price">
              {price ?? <Text size="sm">{t('campaignSetup.review.priceAfterSave')}</Text>}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
