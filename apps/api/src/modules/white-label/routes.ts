// Who brands the page at a host name, served from its declaration (whiteLabelRoutes).
import { whiteLabelRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { domainInfoFor } from './domain-info.ts';

export const whiteLabelRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  serve(app, routes.domainInfo, async (request) => domainInfoFor(db, request.query.domainorsub));
};
