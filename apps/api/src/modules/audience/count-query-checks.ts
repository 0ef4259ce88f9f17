// A new count's query, checked: the shared form rules (keywords, target location, zip area) plus what
// only the server's state and city dataset can judge (real states, cities of the chosen states).
// Any failure is one 422 naming every bad field; nothing is written.
import {
  AUDIENCE_MESSAGES as A,
  type AudienceTargetLocation,
  audienceQueryProblems,
  keywordsToTags,
  CAMPAIGN_FIELD_MESSAGES as M,
  zipList,
} from '@lead/shared';
import { invalid } from '../../platform/errors.ts';
import { citiesOf, usStates } from '../general/states.ts';

type QueryFields = {
  target_location?: AudienceTargetLocation;
  states: string[];
  cities: string[];
  zip_code: string;
  keyword: string;
};

export type CheckedCountQuery = {
  targetLocation: AudienceTargetLocation;
  states: string[];
  cities: string[];
  zipCodes: string[];
  keywords: string[];
};

/** The dataset's spelling of each city, or null when one is not a city of the chosen states. */
function citiesOfStates(stateCodes: string[], cities: string[]): string[] | null {
  const known = new Map<string, string>();
  for (const state of usStates().filter((candidate) => stateCodes.includes(candidate.code)))
    for (const city of citiesOf(state)) known.set(city.toLowerCase(), city);
  const spelled = cities.map((city) => known.get(city.toLowerCase()) ?? null);
  return spelled.every((city) => city !== null) ? [...new Set(spelled as string[])] : null;
}

export function checkedCountQuery(fields: QueryFields): CheckedCountQuery {
  const target = fields.target_location;
  if (!target) throw invalid({ target_location: A.targetMissing });
  const states = [...new Set(fields.states)];
  const problems = audienceQueryProblems({ ...fields, target_location: target, states });
  if (!problems.states && states.some((code) => !usStates().some((state) => state.code === code)))
    problems.states = M.stateUnknown;
  const cities = problems.states || problems.cities ? [] : citiesOfStates(states, fields.cities);
  if (cities === null) problems.cities = A.cityNotInState;
  if (Object.keys(problems).length > 0) throw invalid(problems);
  return {
    targetLocation: target,
    states,
    cities: cities ?? [],
    zipCodes: zipList(fields.zip_code),
    keywords: keywordsToTags(fields.keyword),
  };
}
