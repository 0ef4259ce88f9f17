// Step 1: product, client (staff build for one of their clients), name, campaign group, term, and
// for a Prepaid term the leads bought per pool and continual top-up (issue 16).
import type { LeadModuleKind, TenantRow } from '@lead/shared';
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFirstMatchOnEnter } from '../../components/first-match-on-enter.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import { useShell } from '../../lib/shell-context.tsx';
import { campaignSetupKey, listGroups } from './campaign-setup-api.ts';
import { groupWords } from './group-words.ts';
import { PrepaidFields } from './prepaid-fields.tsx';
import type { StepProps } from './step-props.ts';
import { useCampaignPrice } from './use-campaign-price.ts';
import type { WizardChoices } from './use-wizard-choices.ts';
import '../../i18n/en-campaign-setup.ts';

type BasicsStepProps = StepProps & { choices: WizardChoices; client: TenantRow | null };

export function BasicsStep({ values, set, problems, choices, client }: BasicsStepProps) {
  const { t } = useTranslation();
  const { facts } = useShell();
  const user = useCurrentUser();
  const modules = choices.modulesFor(client);
  const terms = choices.termsFor(client);
  const price = useCampaignPrice(values, client);
  const groupOwner = choices.choosesClient ? values.clientCompanyId : user.company_id;
  const groups = useQuery({
    queryKey: [...campaignSetupKey, 'groups', groupOwner, values.module],
    queryFn: () => listGroups(groupOwner ?? 0, values.module as LeadModuleKind),
    enabled: groupOwner !== null && values.module !== null,
  });

  const chosen = choices.clientById(values.clientCompanyId);
  const shownClients =
    chosen && !choices.clients.some((row) => row.company_id === chosen.company_id)
      ? [chosen, ...choices.clients]
      : choices.clients;
  const clientOptions = shownClients.map((row) => ({
    value: String(row.company_id),
    label: row.company_name,
  }));

  const chooseClient = (value: string | null) => {
    const next = choices.clientById(value === null ? null : Number(value));
    set('clientCompanyId', next?.company_id ?? null);
    set('companyGroupId', null);
    // A product or term the new client does not have is cleared rather than kept invalid.
    if (values.module && !choices.modulesFor(next).includes(values.module)) set('module', null);
    if (values.paymentTerm && !choices.termsFor(next).includes(values.paymentTerm)) set('paymentTerm', null);
  };

  const pickFirstClientOnEnter = useFirstMatchOnEnter({
    searching: choices.clientsSearching,
    options: clientOptions,
    chosen: values.clientCompanyId === null ? null : String(values.clientCompanyId),
    pick: chooseClient,
  });

  return (
    <Stack gap="sm" maw={640}>
      {choices.choosesClient && (
        <>
          <Select
            label={t('campaignSetup.fields.client')}
            placeholder={t('campaignSetup.fields.clientPlaceholder')}
            data={clientOptions}
            value={values.clientCompanyId === null ? null : String(values.clientCompanyId)}
            onChange={chooseClient}
            searchable
            searchValue={choices.clientSearch}
            onSearchChange={choices.setClientSearch}
            // The server already matched the search (by name, e-mail or phone); keep its rows.
            filter={({ options }) => options}
            onKeyDown={pickFirstClientOnEnter}
            // A campaign needs its client: choosing the chosen one again keeps it.
            allowDeselect={false}
            nothingFoundMessage={t('campaignSetup.fields.noClientMatch')}
            required
            error={problems.companyID}
            disabled={choices.clientsLoading}
          />
          {!choices.clientsLoading && choices.clients.length === 0 && choices.clientSearch === '' && (
            <Text size="sm" c="dimmed">
              {t('campaignSetup.fields.noClients')}
            </Text>
          )}
          {choices.clientsTotal > choices.clients.length && (
            <Text size="sm" c="dimmed">
              {t('campaignSetup.fields.moreClients', {
                shown: String(choices.clients.length),
                total: String(choices.clientsTotal),
              })}
            </Text>
          )}
        </>
      )}
      <Select
        label={t('campaignSetup.fields.module')}
        data={modules.map((kind) => ({ value: kind, label: facts.moduleNames[kind].name }))}
        value={values.module}
        onChange={(value) => {
          set('module', value as LeadModuleKind | null);
          set('companyGroupId', null);
        }}
        required
        error={problems.leadspeekType}
        allowDeselect={false}
      />
      <TextInput
        label={t('campaignSetup.fields.campaignName')}
        value={values.campaignName}
        onChange={(event) => set('campaignName', event.currentTarget.value)}
        required
        error={problems.campaignName}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('campaignSetup.fields.companyGroup')}
          description={t(`campaignSetup.fields.${groupWords(!choices.choosesClient).hint}`)}
          nothingFoundMessage={t(`campaignSetup.fields.${groupWords(!choices.choosesClient).none}`)}
          data={(groups.data ?? []).map((group) => ({
            value: String(group.companyGroupID),
            label: group.companyGroupName,
          }))}
          value={values.companyGroupId === null ? null : String(values.companyGroupId)}
          onChange={(value) => set('companyGroupId', value === null ? null : Number(value))}
          clearable
          disabled={groupOwner === null || values.module === null}
          error={problems.companyGroupID}
        />
        <Select
          label={t('campaignSetup.fields.paymentTerm')}
          data={terms}
          value={values.paymentTerm}
          onChange={(value) => set('paymentTerm', value as typeof values.paymentTerm)}
          required
          allowDeselect={false}
          error={problems.PaymentTerm}
        />
      </SimpleGrid>
      {values.paymentTerm === 'Prepaid' && (
        <PrepaidFields values={values} set={set} problems={problems} price={price} />
      )}
    </Stack>
  );
}
