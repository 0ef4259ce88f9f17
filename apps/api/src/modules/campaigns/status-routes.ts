// Campaign status calls (part 2 §7 "Campaigns"): active/pause, archive, remove, continual top-up,
// remaining prepaid leads and the active check. Who may take which action: campaignActionAllowed.
import {
  activePauseRequest,
  campaignActiveCheckRequest,
  campaignActiveCheckResponse,
  campaignApiIdField,
  campaignIdRequest,
  campaignStatusResponse,
  remainingBalanceLeadsResponse,
  stopContinualTopupRequest,
  stopContinualTopupResponse,
} from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
// Sales people only look at campaigns; the rule per action (campaign-status.ts) narrows clients further.
import { campaignCommanders } from './campaign-route-access.ts';
import { changeCampaignStatus } from './campaign-status.ts';
import { checkCampaignsActive } from './campaign-status-check.ts';
import { remainingBalanceLeads, stopContinualTopup } from './campaign-status-topup.ts';

export const campaignStatusRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['campaigns'];
  const changed = { 200: campaignStatusResponse };

  app.put(
    '/leadspeek/client/activepause',
    { config: campaignCommanders('update'), schema: { tags, body: activePauseRequest, response: changed } },
    async (request) =>
      changeCampaignStatus(
        ctx,
        actorOf(request),
        request.body.leadspeek_api_id,
        request.body.status === 'active' ? 'activate' : 'pause',
        request.ip,
      ),
  );

  app.put(
    '/leadspeek/client/archive',
    { config: campaignCommanders('delete'), schema: { tags, body: campaignIdRequest, response: changed } },
    async (request) =>
      changeCampaignStatus(ctx, actorOf(request), request.body.leadspeek_api_id, 'archive', request.ip),
  );

  app.put(
    '/leadspeek/client/remove',
    { config: campaignCommanders('delete'), schema: { tags, body: campaignIdRequest, response: changed } },
    async (request) =>
      changeCampaignStatus(ctx, actorOf(request), request.body.leadspeek_api_id, 'remove', request.ip),
  );

  app.put(
    '/leadspeek/client/local/stopcontinualtopup',
    {
      config: campaignCommanders('update'),
      schema: { tags, body: stopContinualTopupRequest, response: { 200: stopContinualTopupResponse } },
    },
    async (request) => stopContinualTopup(ctx, actorOf(request), request.body, request.ip),
  );

  app.get(
    '/leadspeek/client/local/remainingbalanceleads/:leadspeek_api_id',
    {
      config: { auth: {} },
      schema: {
        tags,
        params: z.object({ leadspeek_api_id: campaignApiIdField }),
        response: { 200: remainingBalanceLeadsResponse },
      },
    },
    async (request) => remainingBalanceLeads(ctx, actorOf(request), request.params.leadspeek_api_id),
  );

  app.post(
    '/leadspeek/check-campaign-active',
    {
      config: { auth: {} },
      schema: { tags, body: campaignActiveCheckRequest, response: { 200: campaignActiveCheckResponse } },
    },
    async (request) => checkCampaignsActive(ctx, actorOf(request), request.body),
  );
};
