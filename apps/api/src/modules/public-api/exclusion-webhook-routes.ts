// The developer API v1's exclusion entries and webhook endpoints (publicApiExclusionWebhookRoutes),
// served from their declarations: the caller is the token's company (platform/access/api-callers.ts).
import { publicApiExclusionWebhookRoutes as routes } from '@lead/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { answerRepeatsWith } from '../../platform/access/idempotent-calls.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import {
  addPublicExclusion,
  addPublicExclusionsInBulk,
  deletePublicExclusion,
  listPublicExclusions,
} from './public-exclusions.ts';
import {
  createPublicWebhook,
  deletePublicWebhook,
  listPublicWebhooks,
  rotatePublicWebhookSecret,
} from './public-webhooks.ts';

/** A repeat of the call (its Idempotency-Key) answers the same webhook, never the secret again. */
function secretOnce<T extends { secret: string | null }>(request: FastifyRequest, answer: T): T {
  answerRepeatsWith(request, { ...answer, secret: null });
  return answer;
}

export const publicApiExclusionWebhookRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.listExclusions, async (request, _reply, ctx) =>
    listPublicExclusions(ctx.db, actorOf(request), request.query),
  );
  serve(app, routes.addExclusion, async (request, _reply, ctx) =>
    addPublicExclusion(ctx, actorOf(request), request.body, request.ip),
  );
  serve(app, routes.addExclusionsInBulk, async (request, _reply, ctx) =>
    addPublicExclusionsInBulk(ctx, actorOf(request), request.body, request.ip),
  );
  serve(app, routes.deleteExclusion, async (request, _reply, ctx) =>
    deletePublicExclusion(ctx, actorOf(request), request.params.entryId, request.ip),
  );

  serve(app, routes.listWebhooks, async (request, _reply, ctx) =>
    listPublicWebhooks(ctx.db, actorOf(request), request.query),
  );
  serve(app, routes.createWebhook, async (request, _reply, ctx) =>
    secretOnce(request, await createPublicWebhook(ctx, actorOf(request), request.body, request.ip)),
  );
  serve(app, routes.rotateWebhookSecret, async (request, _reply, ctx) =>
    rotatePublicWebhookSecret(ctx, actorOf(request), request.params.webhookId, request.ip),
  );
  serve(app, routes.deleteWebhook, async (request, _reply, ctx) =>
    deletePublicWebhook(ctx, actorOf(request), request.params.webhookId, request.ip),
  );
};
