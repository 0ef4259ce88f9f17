// The score filters' state in a lead list (issue 25 item 2): what is typed now, and the filter the
// list asks for once the typing pauses.
import { TIMINGS } from '@lead/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { filtersScore, scoreFilterOf } from './score-filter.ts';

export function useScoreFilter() {
  const [minScore, setMinScore] = useState<number | ''>('');
  const [tag, setTag] = useState('');
  const [askedMin] = useDebouncedValue(minScore, TIMINGS.autocompleteDebounceMs);
  const [askedTag] = useDebouncedValue(tag, TIMINGS.autocompleteDebounceMs);
  const filter = scoreFilterOf(askedMin, askedTag);
  return {
    minScore,
    setMinScore,
    tag,
    setTag,
    /** The query parameters the list is asked with. */
    filter,
    filtered: filtersScore(filter),
    clear: () => {
      setMinScore('');
      setTag('');
    },
  };
}

export type ScoreFilterState = ReturnType<typeof useScoreFilter>;
