// The session user, a user read by id, and the password change, served from their declarations.
import { messages, userRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { clientInfoOf } from '../auth/client-info.ts';
import { changePassword } from './change-password.ts';
import { userDataById, userOnlyById } from './read-user.ts';
import { sessionUserOf } from './session-user.ts';

export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.sessionUser, async (request, _reply, ctx) => sessionUserOf(ctx.db, actorOf(request)));

  serve(app, routes.userById, async (request, _reply, ctx) =>
    userDataById(ctx.db, actorOf(request), request.params.usrID),
  );

  serve(app, routes.userOnly, async (request, _reply, ctx) =>
    userOnlyById(ctx.db, actorOf(request), request.params.usrID),
  );

  serve(app, routes.changePassword, async (request, _reply, ctx) => {
    const accessToken = await changePassword(ctx, actorOf(request), request.body, clientInfoOf(request));
    return { result: 'success' as const, message: messages.passwordChanged, access_token: accessToken };
  });
};
