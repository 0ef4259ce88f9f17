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

export const agencyHostRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.readDomains, async (request, _reply, ctx) =>
    readDomains(ctx, actorOf(request), request.params.companyID),
  );
  serve(app, routes.checkDomain, async (request, _reply, ctx) =>
    checkDomain(ctx, actorOf(request), request.params.companyID, request.ip),
  );
  serve(app, routes.saveSubdomain, async (request, _reply, ctx) =>
    saveSubdomain(ctx, actorOf(request), request.body, request.ip),
  );
  serve(app, routes.saveCustomDomain, async (request, _reply, ctx) =>
    saveCustomDomain(ctx, actorOf(request), request.body, request.ip),
  );
  serve(app, routes.hostAvailability, async (request, _reply, ctx) =>
    hostAvailability(ctx, actorOf(request), request.params.domainorsub, request.params.hostID),
  );
};
