// Campaigns → Testing (part 2 §7; issue 6 point 6): GET /check-run-embeded-code, POST
// /check-site-embeded-code, POST /send-test-lead, for Site ID campaigns the caller may see. Sending a
// test lead changes the campaign's leads, so sales people (who only look) may not, and staff need
// their role's LeadsPeek 'update' flag.
import {
  checkRunEmbedQuery,
  checkRunEmbedResponse,
  checkSiteEmbedRequest,
  checkSiteEmbedResponse,
  messages,
  sendTestLeadRequest,
  sendTestLeadResponse,
  testLeadTooSoonResponse,
} from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { CAMPAIGN_EDITORS } from '../campaigns/campaign-route-access.ts';
import { checkPixelFired } from './pixel-check.ts';
import { checkSiteEmbed } from './site-check.ts';
import { sendTestLead } from './test-lead.ts';

export const leadToolsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['campaigns'];

  app.get(
    '/check-run-embeded-code',
    {
      config: { auth: {} },
      schema: { tags, querystring: checkRunEmbedQuery, response: { 200: checkRunEmbedResponse } },
    },
    async (request) => checkPixelFired(ctx, actorOf(request), request.query.leadspeek_api_id),
  );

  app.post(
    '/check-site-embeded-code',
    {
      config: { auth: {} },
      schema: { tags, body: checkSiteEmbedRequest, response: { 200: checkSiteEmbedResponse } },
    },
    async (request) => checkSiteEmbed(ctx, actorOf(request), request.body, request.ip),
  );

  app.post(
    '/send-test-lead',
    {
      config: CAMPAIGN_EDITORS,
      schema: {
        tags,
        body: sendTestLeadRequest,
        response: { 200: sendTestLeadResponse, 429: testLeadTooSoonResponse },
      },
    },
    async (request, reply) => {
      const outcome = await sendTestLead(ctx, actorOf(request), request.body.leadspeek_api_id, request.ip);
      if (outcome.sent) return outcome.body;
      return reply
        .code(429)
        .header('Retry-After', String(outcome.retryAfterSeconds))
        .send({ message: messages.testLeadTooSoon, retry_after: outcome.retryAfterSeconds });
    },
  );
};
