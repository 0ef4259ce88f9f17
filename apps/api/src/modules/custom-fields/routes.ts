// Custom fields and browser-reported user-log rows, served from their declarations (customFieldRoutes).
import { customFieldRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import { selfOf } from '../../platform/access/users.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { listCustomFields } from './list-custom-fields.ts';
import { saveUserLog } from './save-user-log.ts';

export const customFieldRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.customFields, async (request, _reply, ctx) =>
    listCustomFields(ctx.db, actorOf(request), request.params.slug),
  );

  serve(app, routes.userLogSaved, async (request, _reply, ctx) => {
    const actor = actorOf(request);
    return saveUserLog(ctx, actor, selfOf(actor), request.body, request.ip);
  });
};
