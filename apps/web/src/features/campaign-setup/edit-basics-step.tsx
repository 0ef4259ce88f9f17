// The Basics step when editing a campaign (issue 14): the client and product are fixed, the name and
// group change, and what the campaign was sold as (term, price, prepaid options) is disabled with the
// shared rule's sentence once the campaign has run. Clients see the price but do not set it.
import {
  CAMPAIGN_FIELD_MESSAGES,
  type CampaignStatus,
  type LeadModuleKind,
  PAYMENT_TERMS,
  platformFeeLabel,
} from '@lead/shared';
import { Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../components/money-input.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { campaignSetupKey, listGroups } from './campaign-setup-api.ts';
import { type LockableField, lockReasonOf } from './edit-values.ts';
import { groupWords } from './group-words.ts';
import { PrepaidFields } from './prepaid-fields.tsx';
import type { StepProps } from './step-props.ts';
import { typedPrice } from './use-campaign-price.ts';
import '../../i18n/en-campaign-setup.ts';

type EditBasicsStepProps = StepProps & {
  clientName: string;
  status: CampaignStatus;
  /** Only the agency (or platform staff) sets a price; the API refuses a client's. */
  mayPrice: boolean;
};

export function EditBasicsStep({ values, set, problems, clientName, status, mayPrice }: EditBasicsStepProps) {
  const { t } = useTranslation();
  const { facts } = useShell();
  const module = values.module as LeadModuleKind;
  const groups = useQuery({
    queryKey: [...campaignSetupKey, 'groups', values.clientCompanyId, module],
    queryFn: () => listGroups(values.clientCompanyId ?? 0, module),
    enabled: values.clientCompanyId !== null,
  });
  const lock = (field: LockableField) => lockReasonOf(field, status);
  /**
   * A price field: read-only for clients (the agency sets prices, whatever the status: the rule's
   * sentence speaks to the agency), else locked by the rule once the campaign has run.
   */
  const priceLock = (field: LockableField) =>
    mayPrice ? lock(field) : CAMPAIGN_FIELD_MESSAGES.priceByAgency;
  const money = (field: 'platformFee' | 'minCost' | 'costPerLead', apiName: string) => {
    const reason = priceLock(field);
    return (
      <MoneyInput
        label={
          // The platform fee is named by the term it bills by ('Platform fee per week').
          field === 'minCost' ? platformFeeLabel(values.paymentTerm) : t(`campaignSetup.edit.fields.${field}`)
        }
        value={values[field]}
        onChange={(text) => set(field, text)}
        disabled={reason !== null}
        description={reason}
        error={problems[apiName]}
      />
    );
  };

  return (
    <Stack gap="sm" maw={720}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('campaignSetup.fields.client')} value={clientName} readOnly />
        <Select
          label={t('campaignSetup.fields.module')}
          data={[{ value: module, label: facts.moduleNames[module].name }]}
          value={module}
          disabled
          description={lock('module')}
          error={problems.leadspeekType}
        />
      </SimpleGrid>
      <TextInput
        label={t('campaignSetup.fields.campaignName')}
        value={values.campaignName}
        onChange={(event) => set('campaignName', event.currentTarget.value)}
        required
        error={problems.campaignName}
      />
      <Select
        label={t('campaignSetup.fields.companyGroup')}
        description={t(`campaignSetup.fields.${groupWords(!mayPrice).hint}`)}
        nothingFoundMessage={t(`campaignSetup.fields.${groupWords(!mayPrice).none}`)}
        data={(groups.data ?? []).map((group) => ({
          value: String(group.companyGroupID),
          label: group.companyGroupName,
        }))}
        value={values.companyGroupId === null ? null : String(values.companyGroupId)}
        onChange={(value) => set('companyGroupId', value === null ? null : Number(value))}
        clearable
        error={problems.companyGroupID}
      />
      <Title order={3} size="h5" mt="sm">
        {t('campaignSetup.edit.priceHeading')}
      </Title>
      <Select
        label={t('campaignSetup.fields.paymentTerm')}
        data={[...PAYMENT_TERMS]}
        value={values.paymentTerm}
        onChange={(value) => value && set('paymentTerm', value as typeof values.paymentTerm)}
        allowDeselect={false}
        disabled={lock('paymentTerm') !== null}
        description={lock('paymentTerm')}
        error={problems.PaymentTerm}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {money('platformFee', 'PlatformFee')}
        {money('minCost', 'CostMonth')}
        {money('costPerLead', 'CostSet')}
      </SimpleGrid>
      {values.paymentTerm === 'Prepaid' && (
        <PrepaidFields
          values={values}
          set={set}
          problems={problems}
          lockReason={lock('leadsBuy')}
          price={typedPrice(values)}
        />
      )}
    </Stack>
  );
}
