// Audience data calls of part 2 §7 (issue 5 point 6): queue a lead-count estimate, read one while it
// is pending, list a client's counts, the page's configuration, apply a count's keywords to a
// campaign, and the locations Enhance ID targets (/general/enhance/location lives here because the
// general module's routes belong to the campaign lists).
import {
  applyCampaignParams,
  applyCampaignRequest,
  applyCampaignResponse,
  audienceConfig as audienceConfigBody,
  audienceConfigParams,
  countHistoryParams,
  countHistoryQuery,
  countHistoryResponse,
  countRow,
  countRowParams,
  enhanceLocationResponse,
  queueCountRequest,
} from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visibleCount } from '../../platform/access/counts.ts';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AUDIENCE_COUNTERS, CAMPAIGN_EDITORS, CAMPAIGN_READERS } from '../campaigns/campaign-route-access.ts';
import { usStates } from '../general/states.ts';
import { applyToCampaign } from './apply-to-campaign.ts';
import { audienceConfig } from './audience-config.ts';
import { countHistory } from './count-history.ts';
import { countRowOf } from './count-row-view.ts';
import { queueCount } from './queue-count.ts';

/** Where the caller reached us: the completion e-mail links back to the same place. */

export const audienceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['audience'];

  app.post(
    '/bigdbm/services/queuecount',
    { config: AUDIENCE_COUNTERS, schema: { tags, body: queueCountRequest, response: { 200: countRow } } },
    async (request) => queueCount(ctx, actorOf(request), request.body, request.ip),
  );

  app.get(
    '/bigdbm/services/getcountcampaign/:id',
    { config: CAMPAIGN_READERS, schema: { tags, params: countRowParams, response: { 200: countRow } } },
    async (request) => countRowOf(await visibleCount(ctx.db, actorOf(request), request.params.id)),
  );

  app.get(
    '/bigdbm/services/getcountcampaignhistory/:id/:type',
    {
      config: CAMPAIGN_READERS,
      schema: {
        tags,
        params: countHistoryParams,
        querystring: countHistoryQuery,
        response: { 200: countHistoryResponse },
      },
    },
    async (request) =>
      countHistory(ctx, actorOf(request), request.params.id, request.params.type, request.query),
  );

  app.get(
    '/bigdbm/services/configdata/:id',
    {
      config: CAMPAIGN_READERS,
      schema: { tags, params: audienceConfigParams, response: { 200: audienceConfigBody } },
    },
    async (request) => audienceConfig(ctx, actorOf(request), request.params.id),
  );

  app.put(
    '/bigdbm/services/applycampaign/:id/:type',
    {
      config: CAMPAIGN_EDITORS,
      schema: {
        tags,
        params: applyCampaignParams,
        body: applyCampaignRequest,
        response: { 200: applyCampaignResponse },
      },
    },
    async (request) => applyToCampaign(ctx, actorOf(request), request.params, request.body, request.ip),
  );

  app.get(
    '/general/enhance/location',
    { config: { auth: {} }, schema: { tags: ['general'], response: { 200: enhanceLocationResponse } } },
    async () => ({ states: usStates() }),
  );
};
