// Campaign status calls (part 2 §7 "Campaigns"): active/pause, archive, remove, continual top-up,
// remaining prepaid leads and the active check, served from their declarations (campaignRoutes),
// which say who may take which action (campaignCommanders).
import { campaignRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { changeCampaignStatuses } from './bulk-campaign-status.ts';
import { startBlockersOf } from './campaign-start-blockers.ts';
import { changeCampaignStatus } from './campaign-status.ts';
import { checkCampaignsActive } from './campaign-status-check.ts';
import { remainingBalanceLeads, stopContinualTopup } from './campaign-status-topup.ts';

export const campaignStatusRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.activePause, async (request, _reply, ctx) =>
    changeCampaignStatus(
      ctx,
      actorOf(request),
      request.body.leadspeek_api_id,
      request.body.status === 'active' ? 'activate' : 'pause',
      request.ip,
    ),
  );

  serve(app, routes.startBlockers, async (request, _reply, ctx) =>
    startBlockersOf(ctx, actorOf(request), request.params.leadspeek_api_id),
  );
  serve(app, routes.bulkActivePause, async (request, _reply, ctx) =>
    changeCampaignStatuses(ctx, actorOf(request), request.body, request.ip),
  );

  serve(app, routes.archiveCampaign, async (request, _reply, ctx) =>
    changeCampaignStatus(ctx, actorOf(request), request.body.leadspeek_api_id, 'archive', request.ip),
  );

  serve(app, routes.removeCampaign, async (request, _reply, ctx) =>
    changeCampaignStatus(ctx, actorOf(request), request.body.leadspeek_api_id, 'remove', request.ip),
  );

  serve(app, routes.stopContinualTopup, async (request, _reply, ctx) =>
    stopContinualTopup(ctx, actorOf(request), request.body, request.ip),
  );

  serve(app, routes.remainingBalanceLeads, async (request, _reply, ctx) =>
    remainingBalanceLeads(ctx, actorOf(request), request.params.leadspeek_api_id),
  );

  serve(app, routes.checkCampaignActive, async (request, _reply, ctx) =>
    checkCampaignsActive(ctx, actorOf(request), request.body),
  );
};
