// Role management, served from its declarations (roleRoutes): the Role List page rule and the role's
// Settings permission are the declarations'; the handlers keep the company to the caller's scope.
import { roleRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { listRoles, removeRole, upsertRole } from './manage-roles.ts';
import { roleModuleResponse } from './role-module-response.ts';

export const roleRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.listRoles, async (request, _reply, ctx) =>
    listRoles(ctx, actorOf(request), request.params.companyID),
  );

  serve(app, routes.upsertRole, async (request, _reply, ctx) =>
    upsertRole(ctx, actorOf(request), request.body, request.ip),
  );

  serve(app, routes.removeRole, async (request, _reply, ctx) =>
    removeRole(ctx, actorOf(request), request.params.companyID, request.params.roleID, request.ip),
  );

  serve(app, routes.roleModule, async (request, _reply, ctx) =>
    roleModuleResponse(ctx, actorOf(request), request.params),
  );
};
