// Role management, served from its declarations (roleRoutes): the Role List page rule and the role's
// Settings permission are the declarations'; the handlers keep the company to the caller's scope.
import { roleRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { listRoles, removeRole, upsertRole } from './manage-roles.ts';
import { roleModuleResponse } from './role-module-response.ts';

export const roleRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  serve(app, routes.listRoles, async (request) => listRoles(ctx, actorOf(request), request.params.companyID));

  serve(app, routes.upsertRole, async (request) =>
    upsertRole(ctx, actorOf(request), request.body, request.ip),
  );

  serve(app, routes.removeRole, async (request) =>
    removeRole(ctx, actorOf(request), request.params.companyID, request.params.roleID, request.ip),
  );

  serve(app, routes.roleModule, async (request) => roleModuleResponse(ctx, actorOf(request), request.params));
};
