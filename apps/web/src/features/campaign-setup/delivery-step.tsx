// Step 3: what each lead must carry, re-identification, the lead limit, reports and notifications.
import { LIMIT_LEAD_FREQUENCIES, REIDENTIFICATION_TYPES, REPORT_TYPES } from '@lead/shared';
import { Select, SimpleGrid, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StepProps } from './step-props.ts';
import type { WizardValues } from './wizard-values.ts';
import '../../i18n/en-campaign-setup.ts';

const EMAIL_SPLIT = [',', ' ', ';'];

export function DeliveryStep({ values, set, problems }: StepProps) {
  const { t } = useTranslation();
  const toggle = (
    key: 'requireEmail' | 'phoneEnabled' | 'homeAddressEnabled' | 'applyReidentificationAll',
  ) => ({
    checked: values[key],
    onChange: (event: { currentTarget: { checked: boolean } }) => set(key, event.currentTarget.checked),
  });
  const text = (key: 'leadLimit' | 'leadLimitStart' | 'leadLimitEnd' | 'leadsAmountNotification') => ({
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
  });

  return (
    <Stack gap="sm" maw={720}>
      <Switch label={t('campaignSetup.fields.requireEmail')} {...toggle('requireEmail')} />
      <Switch label={t('campaignSetup.fields.phoneEnabled')} {...toggle('phoneEnabled')} />
      <Switch label={t('campaignSetup.fields.homeAddressEnabled')} {...toggle('homeAddressEnabled')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('campaignSetup.fields.reidentificationType')}
          data={REIDENTIFICATION_TYPES.map((type) => ({
            value: type,
            label: t(`campaignSetup.options.reidentification.${type}`),
          }))}
          value={values.reidentificationType}
          onChange={(value) =>
            value && set('reidentificationType', value as WizardValues['reidentificationType'])
          }
          allowDeselect={false}
          error={problems.reidentificationtype}
        />
        <Switch
          mt={{ sm: 'xl' }}
          label={t('campaignSetup.fields.applyReidentificationAll')}
          {...toggle('applyReidentificationAll')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <TextInput
          label={t('campaignSetup.fields.leadLimit')}
          description={t('campaignSetup.fields.leadLimitHint')}
          inputMode="numeric"
          {...text('leadLimit')}
          error={problems.LimitLead}
        />
        <Select
          label={t('campaignSetup.fields.leadLimitFrequency')}
          data={LIMIT_LEAD_FREQUENCIES.map((frequency) => ({
            value: frequency,
            label: t(`campaignSetup.options.frequency.${frequency}`),
          }))}
          value={values.leadLimitFrequency}
          onChange={(value) => set('leadLimitFrequency', value as WizardValues['leadLimitFrequency'])}
          clearable
          error={problems.LimitLeadFreq}
        />
        <TextInput
          type="date"
          label={t('campaignSetup.fields.leadLimitStart')}
          {...text('leadLimitStart')}
          error={problems.LimitLeadStart}
        />
        <TextInput
          type="date"
          label={t('campaignSetup.fields.leadLimitEnd')}
          {...text('leadLimitEnd')}
          error={problems.LimitLeadEnd}
        />
      </SimpleGrid>
      <Select
        label={t('campaignSetup.fields.reportType')}
        data={REPORT_TYPES.map((type) => ({ value: type, label: t(`campaignSetup.options.report.${type}`) }))}
        value={values.reportType}
        onChange={(value) => value && set('reportType', value as WizardValues['reportType'])}
        allowDeselect={false}
        error={problems.reportType}
      />
      <TagsInput
        label={t('campaignSetup.fields.reportRecipients')}
        description={t('campaignSetup.fields.emailsHint')}
        value={values.reportRecipients}
        onChange={(list) => set('reportRecipients', list.map((entry) => entry.trim()).filter(Boolean))}
        splitChars={EMAIL_SPLIT}
        acceptValueOnBlur
        error={problems.reportSentTo}
      />
      <TagsInput
        label={t('campaignSetup.fields.adminNotifyTo')}
        description={t('campaignSetup.fields.emailsHint')}
        value={values.adminNotifyTo}
        onChange={(list) => set('adminNotifyTo', list.map((entry) => entry.trim()).filter(Boolean))}
        splitChars={EMAIL_SPLIT}
        acceptValueOnBlur
        error={problems.adminNotifyTo}
      />
      <TextInput
        label={t('campaignSetup.fields.leadsAmountNotification')}
        inputMode="numeric"
        maw={320}
        {...text('leadsAmountNotification')}
        error={problems.leadsAmountNotification}
      />
    </Stack>
  );
}
