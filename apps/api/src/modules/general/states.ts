// US states and their cities (part 2 §7 "Audience data": /general/state, /general/state/{state}/cities
// and the static state and city list CSV) from the country-state-city dataset shipped with the app.
// Only states with a city list are offered: the 50 states, DC and Puerto Rico; the uninhabited
// minor islands and territories without cities in the dataset would only be dead ends.
import { Readable } from 'node:stream';
import { CAMPAIGN_LIST_PROBLEMS, type UsState } from '@lead/shared';
import { City, State } from 'country-state-city';
import { stringify } from 'csv-stringify';
import { invalid } from '../../platform/errors.ts';

let statesCache: UsState[] | null = null;
let citiesByState: Map<string, string[]> | null = null;

/**
 * Each state's city names, once each and in English order, from one pass over the country's cities:
 * asking the dataset state by state read all its cities once per state (a tenth of a second at
 * every start that needs the states).
 */
function citiesOfCode(code: string): string[] {
  if (!citiesByState) {
    const names = new Map<string, Set<string>>();
    for (const city of City.getCitiesOfCountry('US') ?? []) {
      const ofState = names.get(city.stateCode) ?? new Set<string>();
      names.set(city.stateCode, ofState.add(city.name));
    }
    const english = new Intl.Collator('en');
    citiesByState = new Map(
      [...names].map(([state, ofState]) => [state, [...ofState].sort(english.compare)]),
    );
  }
  return citiesByState.get(code) ?? [];
}

/** Loaded on first use: the city data is large and most processes never need it. */
export function usStates(): UsState[] {
  statesCache ??= State.getStatesOfCountry('US')
    .filter((state) => citiesOfCode(state.isoCode).length > 0)
    .map((state) => ({ name: state.name, code: state.isoCode }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return statesCache;
}

/** Whether a two-letter code is one of the offered US states (campaign targeting checks it). */
export const isUsStateCode = (code: string): boolean =>
  usStates().some((state) => state.code === code.toUpperCase());

/** A state by its code (TX) or name (Texas), case-insensitive; anything else is refused. */
export function stateNamed(text: string): UsState {
  const wanted = text.trim().toLowerCase();
  const state = usStates().find(
    (candidate) => candidate.code.toLowerCase() === wanted || candidate.name.toLowerCase() === wanted,
  );
  if (!state) throw invalid({ state: CAMPAIGN_LIST_PROBLEMS.stateUnknown });
  return state;
}

export function citiesOf(state: UsState): string[] {
  return citiesOfCode(state.code);
}

export const STATE_CSV_NAME = 'us-states-cities.csv';

/** Every state,city pair, streamed, with the state's code beside its name for spreadsheets that match codes. */
export function statesCityCsv(): Readable {
  const rows = function* () {
    for (const state of usStates()) for (const city of citiesOf(state)) yield [state.name, state.code, city];
  };
  return Readable.from(rows()).pipe(stringify({ header: true, columns: ['state', 'state_code', 'city'] }));
}
