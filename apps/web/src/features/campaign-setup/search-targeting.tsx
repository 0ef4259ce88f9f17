// Search ID targeting: keywords, contextual keywords, and national OR state/city/zip targeting; the
// zip area follows part 2 §5 as the user types or pastes (normaliseZipText).
import { keywordsToTags, normaliseZipText } from '@lead/shared';
import { MultiSelect, Stack, Switch, TagsInput, Textarea } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { campaignSetupKey, listCities, listStates } from './campaign-setup-api.ts';
import type { StepProps } from './step-props.ts';

/** Tags as the shared keyword rule keeps them: trimmed, one space inside, unique ignoring case. */
const asKeywordTags = (tags: string[]) => keywordsToTags(tags.join('\n'));
const KEYWORD_SPLIT = [',', '\n'];

export function SearchTargeting({ values, set, problems }: StepProps) {
  const { t } = useTranslation();
  const states = useQuery({ queryKey: [...campaignSetupKey, 'states'], queryFn: listStates });
  const cities = useQueries({
    queries: values.states.map((state) => ({
      queryKey: [...campaignSetupKey, 'cities', state],
      queryFn: () => listCities(state),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const cityOptions = [...new Set(cities.flatMap((answer) => answer.data?.cities ?? []))].sort();

  const chooseStates = (codes: string[]) => {
    set('states', codes);
    // Cities of a state no longer chosen go with it.
    const kept = new Set(
      cities
        .filter((answer) => codes.includes(answer.data?.state.code ?? ''))
        .flatMap((a) => a.data?.cities ?? []),
    );
    set(
      'cities',
      values.cities.filter((city) => kept.has(city)),
    );
  };

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
          <MultiSelect
            label={t('campaignSetup.fields.states')}
            data={(states.data?.states ?? []).map((state) => ({ value: state.code, label: state.name }))}
            value={values.states}
            onChange={chooseStates}
            searchable
            error={problems.locatorstate}
          />
          <MultiSelect
            label={t('campaignSetup.fields.cities')}
            description={t('campaignSetup.fields.citiesHint')}
            data={cityOptions}
            value={values.cities}
            onChange={(list) => set('cities', list)}
            searchable
            limit={100}
            disabled={values.states.length === 0}
            error={problems.locatorcity}
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
