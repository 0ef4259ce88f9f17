// The developer API v1's clients, sign-in links and campaign creation (publicApiClientRoutes), served
// from their declarations: the caller is the token's company (platform/access/api-callers.ts).
import { publicApiClientRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { answerRepeatsWith } from '../../platform/access/idempotent-calls.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { platformOriginOf } from '../campaigns/campaign-view.ts';
import { createPublicCampaign } from './public-campaign-create.ts';
import { createPublicClient, listPublicClients } from './public-clients.ts';
import { issuePublicSsoToken } from './public-sso-tokens.ts';

export const publicApiClientRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.listClients, async (request, _reply, ctx) =>
    listPublicClients(ctx.db, actorOf(request), request.query),
  );

  serve(app, routes.createClient, async (request, reply, ctx) => {
    const client = await createPublicClient(ctx, actorOf(request), request.body, request.ip);
    return reply.code(201).send(client);
  });

  serve(app, routes.issueSsoToken, async (request, reply, ctx) => {
    const issued = await issuePublicSsoToken(ctx, actorOf(request), request.body, request.ip);
    // A repeat with the same Idempotency-Key never shows the one-time link again.
    answerRepeatsWith(request, { ...issued, token: null, url: null });
    return reply.code(201).send(issued);
  });

  serve(app, routes.createCampaign, async (request, reply, ctx) => {
    const campaign = await createPublicCampaign(
      ctx,
      actorOf(request),
      request.body,
      platformOriginOf(request),
      request.ip,
    );
    return reply.code(201).send(campaign);
  });
};
