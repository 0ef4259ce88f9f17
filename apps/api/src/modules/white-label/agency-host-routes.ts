// An agency's own host names, served from their declarations (agencyHostRoutes).
import { agencyHostRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import {
  checkDomain,
  hostAvailability,
  readDomains,
  saveCustomDomain,
  saveSubdomain,
} from './agency-domains.ts';

export const agencyHostRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  serve(app, routes.readDomains, async (request) =>
    readDomains(ctx, actorOf(request), request.params.companyID),
  );
  serve(app, routes.checkDomain, async (request) =>
    checkDomain(ctx, actorOf(request), request.params.companyID, request.ip),
  );
  serve(app, routes.saveSubdomain, async (request) =>
    saveSubdomain(ctx, actorOf(request), request.body, request.ip),
  );
  serve(app, routes.saveCustomDomain, async (request) =>
    saveCustomDomain(ctx, actorOf(request), request.body, request.ip),
  );
  serve(app, routes.hostAvailability, async (request) =>
    hostAvailability(ctx, actorOf(request), request.params.domainorsub, request.params.hostID),
  );
};
