// GET /configuration/user/… (the tree list) and /configuration/sales-downline/… (a sales person's
// agencies): the same page of rows, the second limited to the caller's assignments.
import { companiesRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { listTenants } from './tenant-list.ts';

export const tenantListRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.listTenants, async (request, _reply, ctx) =>
    listTenants(ctx, actorOf(request), request.params, request.query),
  );

  serve(app, routes.listSalesDownline, async (request, _reply, ctx) =>
    listTenants(ctx, actorOf(request), request.params, request.query),
  );
};
