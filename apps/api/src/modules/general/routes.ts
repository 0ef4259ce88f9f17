import {
  autocompleteParams,
  autocompleteResponse,
  stateCitiesParams,
  stateCitiesResponse,
  stateListResponse,
} from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.ts';
import { autocomplete } from './autocomplete.ts';
import { citiesOf, STATE_CSV_NAME, stateNamed, statesCityCsv, usStates } from './states.ts';

export const generalRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  app.get(
    '/:category/autocomplete/:searchtext',
    {
      config: { auth: {} },
      schema: { tags: ['general'], params: autocompleteParams, response: { 200: autocompleteResponse } },
    },
    async (request) => ({ results: autocomplete(request.params.category, request.params.searchtext) }),
  );

  app.get(
    '/general/state',
    { config: { auth: {} }, schema: { tags: ['general'], response: { 200: stateListResponse } } },
    async () => ({ states: usStates() }),
  );

  app.get(
    '/general/state/download',
    { config: { auth: {} }, schema: { tags: ['general'] } },
    async (_request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${STATE_CSV_NAME}"`)
        .send(statesCityCsv()),
  );

  app.get(
    '/general/state/:state/cities',
    {
      config: { auth: {} },
      schema: { tags: ['general'], params: stateCitiesParams, response: { 200: stateCitiesResponse } },
    },
    async (request) => {
      const state = stateNamed(request.params.state);
      return { state, cities: citiesOf(state) };
    },
  );
};
