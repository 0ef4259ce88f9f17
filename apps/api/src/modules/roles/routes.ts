import { id, idOrZero, messageBody, roleList, roleRow, roleUpsertRequest } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { listRoles, removeRole, upsertRole } from './manage-roles.ts';
import { roleModuleResponse } from './role-module-response.ts';

export const roleRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['roles'];
  const staff = { auth: { userTypes: ['user' as const, 'userdownline' as const, 'administrator' as const] } };

  app.get(
    '/configuration/roles/:companyID',
    { config: staff, schema: { tags, params: z.object({ companyID: id }), response: { 200: roleList } } },
    async (request) => listRoles(ctx, actorOf(request), request.params.companyID),
  );

  app.put(
    '/configuration/role-module/addupdate',
    { config: staff, schema: { tags, body: roleUpsertRequest, response: { 200: roleRow } } },
    async (request) => upsertRole(ctx, actorOf(request), request.body, request.ip),
  );

  app.delete(
    '/configuration/role-module/remove/:companyID/:roleID',
    {
      config: staff,
      schema: { tags, params: z.object({ companyID: id, roleID: id }), response: { 200: messageBody } },
    },
    async (request) =>
      removeRole(ctx, actorOf(request), request.params.companyID, request.params.roleID, request.ip),
  );

  app.get(
    '/configuration/role-module/getrolemodule/:companyID/:roleID/:usrID',
    {
      config: { auth: {} },
      schema: {
        tags,
        params: z.object({ companyID: id, roleID: idOrZero, usrID: id }),
      },
    },
    async (request) => roleModuleResponse(ctx, actorOf(request), request.params),
  );
};
