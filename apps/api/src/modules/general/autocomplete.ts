// Autocomplete lists: industries from the shared list, US cities from the country-state-city data.
import { type AutocompleteResult, INDUSTRIES } from '@lead/shared';
import { City } from 'country-state-city';

const MAX_RESULTS = 10;
let usCities: AutocompleteResult[] | null = null;

/** Loaded on first use, not at start: the list is large and most processes never need it. */
function cities(): AutocompleteResult[] {
  usCities ??=
    City.getCitiesOfCountry('US')?.map((city) => ({
      id: `${city.stateCode}:${city.name}`,
      name: city.name,
      detail: city.stateCode,
    })) ?? [];
  return usCities;
}

function startsThenContains(list: readonly AutocompleteResult[], text: string): AutocompleteResult[] {
  const needle = text.toLowerCase();
  const starts = list.filter((item) => item.name.toLowerCase().startsWith(needle));
  const contains = list.filter(
    (item) => !item.name.toLowerCase().startsWith(needle) && item.name.toLowerCase().includes(needle),
  );
  return [...starts, ...contains].slice(0, MAX_RESULTS);
}

export function autocomplete(category: 'industry' | 'city', text: string): AutocompleteResult[] {
  if (category === 'industry') {
    return startsThenContains(
      INDUSTRIES.map((industry) => ({ id: industry.id, name: industry.name, detail: null })),
      text,
    );
  }
  return startsThenContains(cities(), text);
}
