// Campaigns → Testing (part 2 §7; issue 6 point 6): GET /check-run-embeded-code, POST
// /check-site-embeded-code, POST /send-test-lead, for Site ID campaigns the caller may see, served
// from their declarations (leadToolsRoutes: who may send a test lead is declared there).
import { messages, leadToolsRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { checkPixelFired } from './pixel-check.ts';
import { openPixelTestPage } from './pixel-test-page.ts';
import { checkSiteEmbed } from './site-check.ts';
import { sendTestLead } from './test-lead.ts';

export const leadToolsRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.checkPixelFired, async (request, _reply, ctx) =>
    checkPixelFired(ctx, actorOf(request), request.query.leadspeek_api_id),
  );

  serve(app, routes.checkSiteEmbed, async (request, _reply, ctx) =>
    checkSiteEmbed(ctx, actorOf(request), request.body, request.ip),
  );

  serve(app, routes.sendTestLead, async (request, reply, ctx) => {
    const outcome = await sendTestLead(ctx, actorOf(request), request.body.leadspeek_api_id, request.ip);
    if (outcome.sent) return outcome.body;
    return reply
      .code(429)
      .header('Retry-After', String(outcome.retryAfterSeconds))
      .send({ message: messages.testLeadTooSoon, retry_after: outcome.retryAfterSeconds });
  });

  serve(app, routes.openPixelTestPage, async (request, _reply, ctx) =>
    openPixelTestPage(ctx, actorOf(request), request.body.leadspeek_api_id, request.ip),
  );
};
