// The public developer API, version 1 (publicApiRoutes), served from its declarations: the caller
// is the token's company (platform/access/api-callers.ts); refusals are RFC 9457 problems.
import { publicApiRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { platformOriginOf } from '../campaigns/campaign-view.ts';
import { changePublicCampaignStatus, listPublicCampaigns, readPublicCampaign } from './public-campaigns.ts';
import { listPublicLeads, readPublicLead } from './public-leads.ts';

export const publicApiRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.listLeads, async (request, _reply, ctx) =>
    listPublicLeads(ctx.db, actorOf(request), request.query),
  );

  serve(app, routes.readLead, async (request, _reply, ctx) =>
    readPublicLead(ctx.db, actorOf(request), request.params.leadId),
  );

  serve(app, routes.listCampaigns, async (request, _reply, ctx) =>
    listPublicCampaigns(ctx.db, actorOf(request), request.query, platformOriginOf(request)),
  );

  serve(app, routes.readCampaign, async (request, _reply, ctx) =>
    readPublicCampaign(ctx.db, actorOf(request), request.params.campaignId, platformOriginOf(request)),
  );

  for (const [route, action] of [
    [routes.pauseCampaign, 'pause'],
    [routes.resumeCampaign, 'activate'],
  ] as const) {
    serve(app, route, async (request, _reply, ctx) =>
      changePublicCampaignStatus(
        ctx,
        actorOf(request),
        request.params.campaignId,
        action,
        request.ip,
        platformOriginOf(request),
      ),
    );
  }
};
