// Lookups every signed-in page may use: autocomplete (part 1 §5) and the US states and cities.
import { autocompleteParams, autocompleteResponse } from '../contracts/autocomplete.ts';
import { stateCitiesParams, stateCitiesResponse, stateListResponse } from '../contracts/campaign-lists.ts';
import { defineRoute } from './route.ts';

const tags = ['general'];

export const generalRoutes = {
  autocomplete: defineRoute({
    method: 'GET',
    path: '/:category/autocomplete/:searchtext',
    params: autocompleteParams,
    response: { 200: autocompleteResponse },
    auth: {},
    tags,
  }),
  listStates: defineRoute({
    method: 'GET',
    path: '/general/state',
    response: { 200: stateListResponse },
    auth: {},
    tags,
  }),
  /** The states and their cities as a CSV file. */
  downloadStates: defineRoute({ method: 'GET', path: '/general/state/download', auth: {}, tags }),
  listCities: defineRoute({
    method: 'GET',
    path: '/general/state/:state/cities',
    params: stateCitiesParams,
    response: { 200: stateCitiesResponse },
    auth: {},
    tags,
  }),
};
