// /marketing/organization: list a company's organizations, add, update, remove, served from their
// declarations (campaignListRoutes). Scoped like company groups (company-groups/owner-company.ts).
import { campaignListRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import {
  createOrganization,
  listOrganizations,
  removeOrganization,
  updateOrganization,
} from './manage-organizations.ts';

export const organizationRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.listOrganizations, async (request, _reply, ctx) =>
    listOrganizations(ctx, actorOf(request), request.params.companyID),
  );

  serve(app, routes.createOrganization, async (request, _reply, ctx) =>
    createOrganization(ctx, actorOf(request), request.body, request.ip),
  );

  serve(app, routes.updateOrganization, async (request, _reply, ctx) =>
    updateOrganization(ctx, actorOf(request), request.body, request.ip),
  );

  serve(app, routes.removeOrganization, async (request, _reply, ctx) =>
    removeOrganization(
      ctx,
      actorOf(request),
      request.params.companyID,
      request.params.organizationID,
      request.ip,
    ),
  );
};
