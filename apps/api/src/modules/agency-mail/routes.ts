// An agency's own SMTP sender, served from its declarations (agencyHostRoutes).
import { agencyHostRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { readSmtpSender, removeSmtpSender, saveSmtpSender } from './smtp-sender-setting.ts';
import { testSavedSender, testUnsavedSender } from './test-smtp.ts';

export const agencyMailRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.readSmtpSender, async (request, _reply, ctx) =>
    readSmtpSender(ctx, actorOf(request), request.params.companyID),
  );
  serve(app, routes.saveSmtpSender, async (request, _reply, ctx) =>
    saveSmtpSender(ctx, actorOf(request), request.params.companyID, request.body, request.ip),
  );
  serve(app, routes.removeSmtpSender, async (request, _reply, ctx) =>
    removeSmtpSender(ctx, actorOf(request), request.params.companyID, request.ip),
  );
  serve(app, routes.testSmtp, async (request, _reply, ctx) =>
    testUnsavedSender(ctx, actorOf(request), request.body, request.ip),
  );
  serve(app, routes.testEmail, async (request, _reply, ctx) =>
    testSavedSender(ctx, actorOf(request), request.body, request.ip),
  );
};
