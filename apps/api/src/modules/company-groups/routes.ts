// /company/group: list (with View All), add, rename, remove, served from their declarations
// (campaignListRoutes). Who may touch which company's groups is decided in owner-company.ts.
import { campaignListRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { createGroup, listGroups, removeGroup, renameGroup } from './manage-groups.ts';

export const companyGroupRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.listCompanyGroups, async (request, _reply, ctx) =>
    listGroups(ctx, actorOf(request), request.query.companyID, request.query.userModule),
  );

  serve(app, routes.createCompanyGroup, async (request, _reply, ctx) =>
    createGroup(ctx, actorOf(request), request.body, request.ip),
  );

  serve(app, routes.renameCompanyGroup, async (request, _reply, ctx) =>
    renameGroup(ctx, actorOf(request), request.body, request.ip),
  );

  serve(app, routes.removeCompanyGroup, async (request, _reply, ctx) =>
    removeGroup(ctx, actorOf(request), request.params.companyID, request.params.groupID, request.ip),
  );
};
