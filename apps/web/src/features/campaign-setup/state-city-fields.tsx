// The states and cities pickers of Search ID targeting and of audience counts: real US states, the
// cities of the chosen states, and cities of a state no longer chosen dropped with it.
import { MultiSelect } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { campaignSetupKey, listCities, listStates } from './campaign-setup-api.ts';

export type StatesAndCities = { states: string[]; cities: string[] };

type StateCityFieldsProps = StatesAndCities & {
  onChange: (next: StatesAndCities) => void;
  labels: { states: string; statesPlaceholder?: string; cities: string; citiesHint: string };
  errors: { states?: string; cities?: string };
  statesRequired?: boolean;
};

export function StateCityFields({
  states,
  cities,
  onChange,
  labels,
  errors,
  statesRequired,
}: StateCityFieldsProps) {
  const stateList = useQuery({ queryKey: [...campaignSetupKey, 'states'], queryFn: listStates });
  const cityLists = useQueries({
    queries: states.map((state) => ({
      queryKey: [...campaignSetupKey, 'cities', state],
      queryFn: () => listCities(state),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const cityOptions = [...new Set(cityLists.flatMap((answer) => answer.data?.cities ?? []))].sort();

  const chooseStates = (codes: string[]) => {
    const kept = new Set(
      cityLists
        .filter((answer) => codes.includes(answer.data?.state.code ?? ''))
        .flatMap((answer) => answer.data?.cities ?? []),
    );
    onChange({ states: codes, cities: cities.filter((city) => kept.has(city)) });
  };

  return (
    <>
      <MultiSelect
        label={labels.states}
        placeholder={labels.statesPlaceholder}
        data={(stateList.data?.states ?? []).map((state) => ({ value: state.code, label: state.name }))}
        value={states}
        onChange={chooseStates}
        searchable
        required={statesRequired}
        error={errors.states}
      />
      <MultiSelect
        label={labels.cities}
        description={labels.citiesHint}
        data={cityOptions}
        value={cities}
        onChange={(list) => onChange({ states, cities: list })}
        searchable
        limit={100}
        disabled={states.length === 0}
        error={errors.cities}
      />
    </>
  );
}
