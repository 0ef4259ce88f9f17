// The count form's values and the queuecount payload they make: only the fields of the chosen target
// location are sent (the others stay in the form in case the user switches back).
import type { AudienceTargetLocation, QueueCountRequest } from '@lead/shared';

export type CountFormValues = {
  target: AudienceTargetLocation;
  states: string[];
  cities: string[];
  zipText: string;
  keywords: string[];
};

export const EMPTY_COUNT_FORM: CountFormValues = {
  target: 'National Targeting',
  states: [],
  cities: [],
  zipText: '',
  keywords: [],
};

export function countRequestOf(values: CountFormValues, clientId: number): QueueCountRequest {
  return {
    companyID: clientId,
    target_location: values.target,
    states: values.target === 'State' ? values.states : [],
    cities: values.target === 'State' ? values.cities : [],
    zip_code: values.target === 'Zip Code' ? values.zipText : '',
    keyword: values.keywords.join('\n'),
  };
}
