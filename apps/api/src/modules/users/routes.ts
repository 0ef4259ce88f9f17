import { changePasswordRequest, changePasswordResponse, messages, sessionUser } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { clientInfoOf } from '../auth/client-info.ts';
import { changePassword } from './change-password.ts';
import { sessionUserOf } from './session-user.ts';

export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['users'];

  app.get(
    '/user',
    { config: { auth: {} }, schema: { tags, response: { 200: sessionUser } } },
    async (request) => sessionUserOf(ctx.db, actorOf(request)),
  );

  app.post(
    '/user/resetpassword',
    {
      config: { auth: {} },
      schema: {
        tags,
        body: changePasswordRequest,
        response: { 200: changePasswordResponse.extend({ access_token: z.string() }) },
      },
    },
    async (request) => {
      const accessToken = await changePassword(ctx, actorOf(request), request.body, clientInfoOf(request));
      return { result: 'success' as const, message: messages.passwordChanged, access_token: accessToken };
    },
  );
};
