// Audience data calls of part 2 §7 (issue 5 point 6), served from their declarations (audienceRoutes):
// queue a lead-count estimate, read one while it is pending, list a client's counts, the page's
// configuration, apply a count's keywords to a campaign, and the locations Enhance ID targets
// (/general/enhance/location lives here because the general module's routes belong to the campaign lists).
import { audienceRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { visibleCount } from '../../platform/access/counts.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { usStates } from '../general/states.ts';
import { applyToCampaign } from './apply-to-campaign.ts';
import { audienceConfig } from './audience-config.ts';
import { countHistory } from './count-history.ts';
import { countRowOf } from './count-row-view.ts';
import { queueCount } from './queue-count.ts';

export const audienceRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.queueCount, async (request, _reply, ctx) =>
    queueCount(ctx, actorOf(request), request.body, request.ip),
  );

  serve(app, routes.readCount, async (request, _reply, ctx) =>
    countRowOf(await visibleCount(ctx.db, actorOf(request), request.params.id)),
  );

  serve(app, routes.countHistory, async (request, _reply, ctx) =>
    countHistory(ctx, actorOf(request), request.params.id, request.params.type, request.query),
  );

  serve(app, routes.audienceConfig, async (request, _reply, ctx) =>
    audienceConfig(ctx, actorOf(request), request.params.id),
  );

  serve(app, routes.applyToCampaign, async (request, _reply, ctx) =>
    applyToCampaign(ctx, actorOf(request), request.params, request.body, request.ip),
  );

  serve(app, routes.enhanceLocations, async (_request) => ({ states: usStates() }));
};
