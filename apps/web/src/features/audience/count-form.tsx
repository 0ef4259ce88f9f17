// The new-count form: target location (National Targeting, State, Zip Code), states and their
// cities, the zip area with the §5 keystroke and paste rule (normaliseZipText, as in the campaign
// wizard), and keywords as tags. The shared rule checks it before sending; the server checks again.
import {
  AUDIENCE_TARGET_LOCATIONS,
  type AudienceTargetLocation,
  audienceQueryProblems,
  keywordsToTags,
  normaliseZipText,
} from '@lead/shared';
import { Button, Group, Paper, Radio, Stack, TagsInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-error.ts';
import { notifyFailure } from '../../lib/failure-toast.ts';
import { queryClient } from '../../lib/query-client.ts';
import { StateCityFields, type StatesAndCities } from '../campaign-setup/state-city-fields.tsx';
import { AUDIENCE_KEY, queueCount } from './audience-api.ts';
import { type CountFormValues, countRequestOf, EMPTY_COUNT_FORM } from './count-form-values.ts';
import '../../i18n/en-audience.ts';

const KEYWORD_SPLIT = [',', '\n'];
/** Tags as the shared keyword rule keeps them: trimmed, one space inside, unique ignoring case. */
const asKeywordTags = (tags: string[]) => keywordsToTags(tags.join('\n'));

export function CountForm({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<CountFormValues>(EMPTY_COUNT_FORM);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const set = <K extends keyof CountFormValues>(key: K, value: CountFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [fieldOf[key]]: '' }));
  };

  const chooseArea = (next: StatesAndCities) => {
    setValues((current) => ({ ...current, ...next }));
    setProblems((current) => ({ ...current, states: '', cities: '' }));
  };

  const queue = useMutation({
    mutationFn: () => queueCount(countRequestOf(values, clientId)),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('audience.form.queued') });
      await queryClient.invalidateQueries({ queryKey: [...AUDIENCE_KEY, 'history'] });
    },
    onError: (error) => {
      setProblems(fieldErrorsOf(error));
      notifyFailure(error, ['target_location', 'states', 'cities', 'zip_code', 'keyword']);
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const request = countRequestOf(values, clientId);
    const found = audienceQueryProblems({
      target_location: values.target,
      states: request.states ?? [],
      cities: request.cities ?? [],
      zip_code: request.zip_code ?? '',
      keyword: request.keyword ?? '',
    });
    setProblems(found);
    if (Object.keys(found).length === 0) queue.mutate();
  };

  return (
    <Paper className="wl-box" withBorder radius="md" p="md" mb="lg">
      <form onSubmit={submit} noValidate aria-label={t('audience.form.title')}>
        <Stack gap="sm" maw={720}>
          <Title order={2} size="h4">
            {t('audience.form.title')}
          </Title>
          <Radio.Group
            label={t('audience.form.targetLocation')}
            value={values.target}
            onChange={(value) => set('target', value as AudienceTargetLocation)}
            error={problems.target_location}
          >
            <Group gap="lg" mt={4}>
              {AUDIENCE_TARGET_LOCATIONS.map((target) => (
                <Radio key={target} value={target} label={t(`audience.form.targets.${target}`)} />
              ))}
            </Group>
          </Radio.Group>
          {values.target === 'State' && (
            <StateCityFields
              states={values.states}
              cities={values.cities}
              onChange={chooseArea}
              labels={{
                states: t('audience.form.states'),
                statesPlaceholder: t('audience.form.statesPlaceholder'),
                cities: t('audience.form.cities'),
                citiesHint: t('audience.form.citiesHint'),
              }}
              errors={{ states: problems.states, cities: problems.cities }}
              statesRequired
            />
          )}
          {values.target === 'Zip Code' && (
            <Textarea
              label={t('audience.form.zip')}
              description={t('audience.form.zipHint')}
              value={values.zipText}
              onChange={(event) => set('zipText', normaliseZipText(event.currentTarget.value))}
              autosize
              minRows={3}
              maxRows={10}
              required
              error={problems.zip_code}
            />
          )}
          <TagsInput
            label={t('audience.form.keywords')}
            description={t('audience.form.keywordsHint')}
            value={values.keywords}
            onChange={(tags) => set('keywords', asKeywordTags(tags))}
            splitChars={KEYWORD_SPLIT}
            acceptValueOnBlur
            required
            error={problems.keyword}
          />
          <Group>
            <Button type="submit" loading={queue.isPending}>
              {t('audience.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Which payload field a form value is checked as (its error shows under that input). */
const fieldOf: Record<keyof CountFormValues, string> = {
  target: 'target_location',
  states: 'states',
  cities: 'cities',
  zipText: 'zip_code',
  keywords: 'keyword',
};
