// Step 4: start and end dates as local dates in the campaign's own time zone.
import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StepProps } from './step-props.ts';
import { startsInThePast } from './wizard-steps.ts';
import { DEFAULT_CAMPAIGN_TIME_ZONE } from './wizard-values.ts';
import '../../i18n/en-campaign-setup.ts';

/** Every zone the browser knows, the system default first. */
const TIME_ZONES = [
  DEFAULT_CAMPAIGN_TIME_ZONE,
  ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== DEFAULT_CAMPAIGN_TIME_ZONE),
];

export function ScheduleStep({ values, set, problems }: StepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" maw={640}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label={t('campaignSetup.fields.startDate')}
          value={values.startDate}
          onChange={(event) => set('startDate', event.currentTarget.value)}
          required
          error={problems.startDate}
        />
        <TextInput
          type="date"
          label={t('campaignSetup.fields.endDate')}
          description={t('campaignSetup.fields.endDateHint')}
          value={values.endDate}
          onChange={(event) => set('endDate', event.currentTarget.value)}
          error={problems.endDate}
        />
      </SimpleGrid>
      {startsInThePast(values) && (
        <Checkbox
          label={t('campaignSetup.fields.confirmPastStart', { date: values.startDate })}
          checked={values.confirmPastStart}
          onChange={(event) => set('confirmPastStart', event.currentTarget.checked)}
        />
      )}
      <Select
        label={t('campaignSetup.fields.timezone')}
        data={TIME_ZONES}
        value={values.timezone}
        onChange={(value) => value && set('timezone', value)}
        searchable
        allowDeselect={false}
        limit={50}
        error={problems.timezone}
      />
    </Stack>
  );
}
