// Autocomplete of part 1 §5: searches from 3 characters after a 300 ms pause; one result is picked.
import {
  type AutocompleteResult,
  autocompleteReady,
  autoSelected,
  generalRoutes,
  TIMINGS,
} from '@lead/shared';
import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../lib/api-client.ts';

type AutocompleteFieldProps = {
  label: string;
  category: 'industry' | 'city';
  value: string;
  onChange: (value: string) => void;
  /** A result was chosen (or was the only one): fill in what comes with it. */
  onPick?: (result: AutocompleteResult) => void;
  error?: string;
};

const optionLabel = (result: AutocompleteResult) =>
  result.detail ? `${result.name}, ${result.detail}` : result.name;

export function AutocompleteField({
  label,
  category,
  value,
  onChange,
  onPick,
  error,
}: AutocompleteFieldProps) {
  const [debounced] = useDebouncedValue(value.trim(), TIMINGS.autocompleteDebounceMs);
  const ready = autocompleteReady(debounced);
  const { data } = useQuery({
    queryKey: ['autocomplete', category, debounced],
    queryFn: () => call(generalRoutes.autocomplete, { params: { category, searchtext: debounced } }),
    enabled: ready,
    staleTime: 5 * 60_000,
  });
  const results = ready ? (data?.results ?? []) : [];

  // onPick fills the name and what comes with it in one change; without it, only the name.
  const pick = (result: AutocompleteResult) => (onPick ? onPick(result) : onChange(result.name));

  const single = autoSelected(results);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new single result picks; typing over it afterwards is the person's choice
  useEffect(() => {
    if (single && single.name !== value) pick(single);
  }, [single?.id]);

  return (
    <Autocomplete
      label={label}
      value={value}
      // Choosing an option sets the input to the option's label: turn that back into the result.
      onChange={(next) => {
        const chosen = results.find((result) => optionLabel(result) === next);
        if (chosen) pick(chosen);
        else onChange(next);
      }}
      data={results.map((result) => ({ value: result.id, label: optionLabel(result) }))}
      filter={({ options }) => options}
      error={error}
    />
  );
}
