// Step 2: the chosen module's own targeting (contracts/campaigns.ts field groups per module).
import { B2B_COMPANY_SIZES, ENHANCE_ATTRIBUTES } from '@lead/shared';
import { Checkbox, Group, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchTargeting } from './search-targeting.tsx';
import type { StepProps } from './step-props.ts';
import type { CompanySize, EnhanceAttribute } from './wizard-values.ts';
import '../../i18n/en-campaign-setup.ts';

function SiteTargeting({ values, set, problems }: StepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" maw={640}>
      <TextInput
        label={t('campaignSetup.fields.landingUrl')}
        placeholder="https://"
        value={values.landingUrl}
        onChange={(event) => set('landingUrl', event.currentTarget.value)}
        required
        error={problems.urlCode}
      />
      <TextInput
        label={t('campaignSetup.fields.thankYouUrl')}
        placeholder="https://"
        value={values.thankYouUrl}
        onChange={(event) => set('thankYouUrl', event.currentTarget.value)}
        error={problems.urlCodeThankyou}
      />
      <Switch
        label={t('campaignSetup.fields.gtmInstalled')}
        checked={values.gtmInstalled}
        onChange={(event) => set('gtmInstalled', event.currentTarget.checked)}
      />
    </Stack>
  );
}

function EnhanceTargeting({ values, set, problems }: StepProps) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('campaignSetup.fields.attributes')}
      value={values.attributes}
      onChange={(list) => set('attributes', list as EnhanceAttribute[])}
      error={problems['targeting.attributes'] ?? problems.targeting}
    >
      <Group mt="xs">
        {ENHANCE_ATTRIBUTES.map((attribute) => (
          <Checkbox
            key={attribute}
            value={attribute}
            label={t(`campaignSetup.options.attribute.${attribute}`)}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

function B2bTargeting({ values, set, problems }: StepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" maw={720}>
      <Text size="sm" c="dimmed">
        {t('campaignSetup.fields.b2bReturns')}
      </Text>
      <TagsInput
        label={t('campaignSetup.fields.industries')}
        value={values.industries}
        onChange={(list) => set('industries', list.map((entry) => entry.trim()).filter(Boolean))}
        acceptValueOnBlur
        error={problems['targeting.industries'] ?? problems.targeting}
      />
      <TagsInput
        label={t('campaignSetup.fields.jobTitles')}
        value={values.jobTitles}
        onChange={(list) => set('jobTitles', list.map((entry) => entry.trim()).filter(Boolean))}
        acceptValueOnBlur
        error={problems['targeting.jobTitles']}
      />
      <Checkbox.Group
        label={t('campaignSetup.fields.companySizes')}
        value={values.companySizes}
        onChange={(list) => set('companySizes', list as CompanySize[])}
        error={problems['targeting.companySizes']}
      >
        <Group mt="xs">
          {B2B_COMPANY_SIZES.map((size) => (
            <Checkbox key={size} value={size} label={size} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}

export function TargetingStep(props: StepProps) {
  switch (props.values.module) {
    case 'local':
      return <SiteTargeting {...props} />;
    case 'locator':
      return <SearchTargeting {...props} />;
    case 'enhance':
      return <EnhanceTargeting {...props} />;
    case 'b2b':
      return <B2bTargeting {...props} />;
    default:
      return null;
  }
}
