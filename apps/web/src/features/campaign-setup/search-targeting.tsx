// Search ID targeting: keywords, contextual keywords, and national OR state/city/zip targeting; the
// zip area follows part 2 §5 as the user types or pastes (normaliseZipText).
import { keywordsToTags, normaliseZipText } from '@lead/shared';
import { Stack, Switch, TagsInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StateCityFields } from './state-city-fields.tsx';
import type { StepProps } from './step-props.ts';
import '../../i18n/en-campaign-setup.ts';

/** Tags as the shared keyword rule keeps them: trimmed, one space inside, unique ignoring case. */
const asKeywordTags = (tags: string[]) => keywordsToTags(tags.join('\n'));
const KEYWORD_SPLIT = [',', '\n'];

export function SearchTargeting({ values, set, problems }: StepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" maw={720}>
      <TagsInput
        label={t('campaignSetup.fields.keywords')}
        description={t('campaignSetup.fields.keywordsHint')}
        value={values.keywords}
        onChange={(tags) => set('keywords', asKeywordTags(tags))}
        splitChars={KEYWORD_SPLIT}
        acceptValueOnBlur
        required
        error={problems.locatorkeyword}
      />
      <TagsInput
        label={t('campaignSetup.fields.contextualKeywords')}
        description={t('campaignSetup.fields.keywordsHint')}
        value={values.contextualKeywords}
        onChange={(tags) => set('contextualKeywords', asKeywordTags(tags))}
        splitChars={KEYWORD_SPLIT}
        acceptValueOnBlur
        error={problems.locatorkeywordcontextual}
      />
      <Switch
        label={t('campaignSetup.fields.nationalTargeting')}
        checked={values.nationalTargeting}
        onChange={(event) => set('nationalTargeting', event.currentTarget.checked)}
        error={problems.nationaltargeting}
      />
      {!values.nationalTargeting && (
        <>
          <StateCityFields
            states={values.states}
            cities={values.cities}
            onChange={(next) => {
              set('states', next.states);
              set('cities', next.cities);
            }}
            labels={{
              states: t('campaignSetup.fields.states'),
              cities: t('campaignSetup.fields.cities'),
              citiesHint: t('campaignSetup.fields.citiesHint'),
            }}
            errors={{ states: problems.locatorstate, cities: problems.locatorcity }}
          />
          <Textarea
            label={t('campaignSetup.fields.zip')}
            description={t('campaignSetup.fields.zipHint')}
            value={values.zipText}
            onChange={(event) => set('zipText', normaliseZipText(event.currentTarget.value))}
            autosize
            minRows={3}
            maxRows={10}
            error={problems.locatorzip}
          />
        </>
      )}
    </Stack>
  );
}
