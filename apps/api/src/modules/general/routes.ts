// Autocomplete and the US states and cities, served from their declarations (generalRoutes).
import { generalRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { autocomplete } from './autocomplete.ts';
import { citiesOf, STATE_CSV_NAME, stateNamed, statesCityCsv, usStates } from './states.ts';

export const generalRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.autocomplete, async (request) => ({
    results: autocomplete(request.params.category, request.params.searchtext),
  }));

  serve(app, routes.listStates, async (_request) => ({ states: usStates() }));

  serve(app, routes.downloadStates, async (_request, reply) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${STATE_CSV_NAME}"`)
      .send(statesCityCsv()),
  );

  serve(app, routes.listCities, async (request) => {
    const state = stateNamed(request.params.state);
    return { state, cities: citiesOf(state) };
  });
};
