// The lead lists' score filters (issue 25 item 2): the lowest score (0 to 100) and a tag, "hot" and
// "returning" offered, any page tag typed.
import { SCORE_LIMITS } from '@lead/shared';
import { Autocomplete, Button, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { KNOWN_TAGS, minScoreTyped } from './score-filter.ts';
import type { ScoreFilterState } from './use-score-filter.ts';
import '../../i18n/en-leads.ts';

export function LeadScoreFilters({ state }: { state: ScoreFilterState }) {
  const { t } = useTranslation();
  return (
    <>
      {/* A plain field for a whole number from 0 to 100: Mantine's NumberInput would bring its
          number-formatting library to every dashboard's first load (bench:web). */}
      <TextInput
        label={t('leads.filters.minScore')}
        value={String(state.minScore)}
        onChange={(event) => state.setMinScore(minScoreTyped(event.currentTarget.value))}
        inputMode="numeric"
        autoComplete="off"
        w={{ base: '100%', xs: 130 }}
        data-testid="filter-score-min"
      />
      <Autocomplete
        label={t('leads.filters.tag')}
        data={[...KNOWN_TAGS]}
        value={state.tag}
        onChange={state.setTag}
        maxLength={SCORE_LIMITS.tagLength}
        clearable
        autoComplete="off"
        spellCheck={false}
        w={{ base: '100%', xs: 170 }}
        data-testid="filter-tag"
      />
    </>
  );
}

/** The empty list's panel while a score filter is on: says so, with the way to clear it. */
export const filteredEmptyPanel = (t: TFunction, state: ScoreFilterState) => ({
  title: t('leads.filters.noMatchTitle'),
  description: t('leads.filters.noMatchText'),
  action: (
    <Button variant="default" onClick={state.clear}>
      {t('leads.filters.clear')}
    </Button>
  ),
});
