// GET /configuration/user/… (the tree list) and /configuration/sales-downline/… (a sales person's
// agencies): the same page of rows, the second limited to the caller's assignments.
import { tenantListParams, tenantListQuery, tenantListResponse } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { listTenants } from './tenant-list.ts';

const LIST_PATH = ':companyID/:group/:idsys/:userType/:module/:sortby/:order/:searchkey?';

export const tenantListRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const schema = {
    tags: ['tenants'],
    params: tenantListParams,
    querystring: tenantListQuery,
    response: { 200: tenantListResponse },
  };

  app.get(`/configuration/user/${LIST_PATH}`, { config: { auth: {} }, schema }, async (request) =>
    listTenants(ctx, actorOf(request), request.params, request.query),
  );

  app.get(
    `/configuration/sales-downline/${LIST_PATH}`,
    { config: { auth: { userTypes: ['sales'] } }, schema },
    async (request) => listTenants(ctx, actorOf(request), request.params, request.query),
  );
};
