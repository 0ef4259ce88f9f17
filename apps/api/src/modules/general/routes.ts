import { autocompleteParams, autocompleteResponse } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { autocomplete } from './autocomplete.ts';

export const generalRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  app.get(
    '/:category/autocomplete/:searchtext',
    {
      config: { auth: {} },
      schema: { tags: ['general'], params: autocompleteParams, response: { 200: autocompleteResponse } },
    },
    async (request) => ({ results: autocomplete(request.params.category, request.params.searchtext) }),
  );
};
