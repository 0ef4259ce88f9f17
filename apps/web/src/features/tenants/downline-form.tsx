// The inline add and edit form of an agency or client (part 2 §5, §8).
import { fillMessage, type LeadModuleKind, messages, type TenantRow } from '@lead/shared';
import { Button, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-error.ts';
import { notifyFailure } from '../../lib/failure-toast.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useCurrentUser } from '../../lib/session.tsx';
import { useSubmission } from '../../lib/use-submission.ts';
import { ClientPresetSelect } from '../price-presets/client-preset-select.tsx';
import { PhoneField } from '../profile/phone-field.tsx';
import { ActiveCampaignsAlert } from './active-campaigns-alert.tsx';
import {
  createPayload,
  type DownlineFormValues,
  downlineFormOfRow,
  downlineFormProblems,
  emptyDownlineForm,
  type FormProblems,
  hasProblems,
  PAYLOAD_FIELD,
  updatePayload,
} from './downline-form-values.ts';
import { ProductCheckboxes } from './product-checkboxes.tsx';
import { canAdd, canSaveEdits, editsProducts } from './row-action-rules.ts';
import { type ActiveCampaigns, activeCampaignsOfRefusal, saveFailureMessage } from './save-failure.ts';
import {
  activeCampaignsOf,
  createDownline,
  resendInvitation,
  type TreeUserType,
  updateDownline,
} from './tenants-api.ts';
import { useViewer } from './use-viewer.ts';
import '../../i18n/en-tenants.ts';

export type DownlineFormTarget =
  | { mode: 'add'; userType: TreeUserType; parentCompanyId: number }
  | { mode: 'edit'; row: TenantRow };

/** The success notice names who was saved (issue 23 item 11), never a generic 'Data has been added'. */
function savedNotice(agency: boolean, edited: boolean, values: DownlineFormValues): string {
  const key = agency ? (edited ? 'agencyUpdated' : 'agencyAdded') : edited ? 'clientUpdated' : 'clientAdded';
  return fillMessage(key, { name: values.companyName.trim() || values.fullName.trim() });
}

type DownlineFormProps = { target: DownlineFormTarget; label: string; onDone: () => void };

const refreshLists = () => queryClient.invalidateQueries({ queryKey: ['tenants'] });

export function DownlineForm({ target, label, onDone }: DownlineFormProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const viewer = useViewer();
  const row = target.mode === 'edit' ? target.row : null;
  const userType: TreeUserType =
    target.mode === 'add' ? target.userType : row?.user_type === 'userdownline' ? 'userdownline' : 'client';
  const agency = userType === 'userdownline';
  const withProducts = row !== null && agency && editsProducts(viewer);
  const canSave = target.mode === 'add' ? canAdd(viewer) : canSaveEdits(viewer);

  const [values, setValues] = useState<DownlineFormValues>(() =>
    row ? downlineFormOfRow(row) : emptyDownlineForm(),
  );
  const [problems, setProblems] = useState<FormProblems>({});
  const [activeCampaigns, setActiveCampaigns] = useState<ActiveCampaigns | null>(null);
  const [checkingModule, setCheckingModule] = useState<LeadModuleKind | null>(null);

  const parentCompanyId = target.mode === 'add' ? target.parentCompanyId : null;
  // Issue 23: a new client may be given one of the agency's price presets.
  const [pricePresetId, setPricePresetId] = useState<string | null>(null);
  const save = useSubmission({
    mutationFn: () =>
      row
        ? updateDownline(updatePayload(row, user.idsys, values, withProducts))
        : createDownline({
            ...createPayload(
              { companyId: parentCompanyId ?? user.company_id, idsys: user.idsys, userType },
              values,
            ),
            ...(userType === 'client' && pricePresetId ? { pricePresetID: Number(pricePresetId) } : {}),
          }),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: savedNotice(agency, row !== null, values) });
      await refreshLists();
      onDone();
    },
    onError: (error) => {
      const refused = activeCampaignsOfRefusal(error);
      setActiveCampaigns(refused);
      if (refused) notifications.show({ color: 'red', message: messages.productHasActiveCampaigns });
      // Field errors stand under their fields: the toast says only what the form cannot show.
      else notifyFailure(error, Object.values(PAYLOAD_FIELD), saveFailureMessage);
    },
  });
  const resend = useSubmission({
    mutationFn: () => resendInvitation(row?.id ?? 0),
    onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });

  const server = fieldErrorsOf(save.error);
  const errorOf = (field: keyof typeof PAYLOAD_FIELD) => problems[field] ?? server[PAYLOAD_FIELD[field]];
  const set = <Key extends keyof DownlineFormValues>(key: Key, value: DownlineFormValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (key: 'companyName' | 'fullName' | 'email' | 'domain' | 'subdomain' | 'organizationId') => ({
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
    error: errorOf(key),
  });

  /** Turning off a product that is on asks first whether it still runs campaigns (part 2 §4). */
  const toggleModule = async (module: LeadModuleKind, on: boolean) => {
    const enabledNow = row?.selected_modules.some((selected) => selected.type === module && selected.status);
    if (on || !row || !enabledNow) {
      set('modules', { ...values.modules, [module]: on });
      return;
    }
    setCheckingModule(module);
    try {
      const { active_campaign_id: ids } = await activeCampaignsOf(row.company_id, module);
      if (ids.length > 0) {
        setActiveCampaigns({ [module]: ids });
        notifications.show({ color: 'red', message: messages.productHasActiveCampaigns });
        return;
      }
      setValues((current) => ({ ...current, modules: { ...current.modules, [module]: false } }));
    } catch (error) {
      notifications.show({ color: 'red', message: saveFailureMessage(error) });
    } finally {
      setCheckingModule(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = downlineFormProblems(
      userType,
      target.mode,
      values,
      withProducts,
      row ? { phone: row.phonenum } : undefined,
    );
    setProblems(found);
    if (!hasProblems(found)) save.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="sm" maw={880}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fields.companyName')} {...text('companyName')} data-autofocus />
          <TextInput label={t('fields.fullName')} required {...text('fullName')} />
          <TextInput label={t('fields.email')} type="email" required {...text('email')} />
          <TextInput
            label={t('tenants.form.organizationId')}
            description={t('tenants.form.organizationIdHint')}
            {...text('organizationId')}
          />
          {!row && userType === 'client' && (
            <ClientPresetSelect
              value={pricePresetId}
              onChange={setPricePresetId}
              error={server.pricePresetID}
            />
          )}
        </SimpleGrid>
        <PhoneField
          label={t('fields.phone')}
          countryLabel={t('tenants.form.phoneCountry')}
          number={values.phone}
          country={values.phoneCountry}
          onNumberChange={(phone) => set('phone', phone)}
          onCountryChange={(country) => set('phoneCountry', country)}
          error={errorOf('phone')}
        />
        {agency && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('tenants.form.subdomain')}
                description={t('tenants.form.subdomainHint')}
                {...text('subdomain')}
              />
              <TextInput
                label={t('tenants.form.domain')}
                description={t('tenants.form.domainHint')}
                {...text('domain')}
              />
            </SimpleGrid>
            <Switch
              label={t('tenants.form.whiteLabeling')}
              checked={values.whiteLabeling}
              onChange={(event) => set('whiteLabeling', event.currentTarget.checked)}
            />
          </>
        )}
        {row && !agency && (
          <Switch
            label={t('tenants.form.disableAddCampaign')}
            checked={values.disableAddCampaign}
            onChange={(event) => set('disableAddCampaign', event.currentTarget.checked)}
          />
        )}
        {withProducts && row && (
          <ProductCheckboxes
            offeredTerms={row.rootpaymentterm}
            offeredModules={row.rootmodules}
            terms={values.terms}
            modules={values.modules}
            termsError={errorOf('terms')}
            modulesError={server[PAYLOAD_FIELD.modules]}
            checkingModule={checkingModule}
            onTerm={(term, on) => set('terms', { ...values.terms, [term]: on })}
            onModule={(module, on) => void toggleModule(module, on)}
          />
        )}
        {activeCampaigns && <ActiveCampaignsAlert campaigns={activeCampaigns} />}
        <Group justify="flex-end" gap="xs">
          {row && (
            <Button variant="subtle" mr="auto" loading={resend.isPending} onClick={() => resend.mutate()}>
              {t('tenants.form.resendInvitation')}
            </Button>
          )}
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          {canSave && (
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
