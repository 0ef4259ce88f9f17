import { domainInfo, domainInfoQuery } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context.ts';
import { domainInfoFor } from './domain-info.ts';

export const tenancyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/domain/info',
    {
      config: { auth: 'public' },
      schema: { tags: ['tenancy'], querystring: domainInfoQuery, response: { 200: domainInfo } },
    },
    async (request) => domainInfoFor(db, request.query.domainorsub),
  );
};
