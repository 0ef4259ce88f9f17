// Campaign management lists (issue 5 point 4): the campaign list of a module, plus the company
// groups and organizations its filters and forms use, registered here so server.ts lists one plugin.
import { campaignListParams, campaignListQuery, campaignListResponse } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { companyGroupRoutes } from '../company-groups/routes.ts';
import { organizationRoutes } from '../organizations/routes.ts';
import { listCampaigns } from './list-campaigns.ts';

export const campaignListRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/leadspeek/client/:group/:type/:companyID/:clientID/:sortby/:order/:search?',
    {
      // A client listing its own campaigns is fine; disable-client-add-campaign is a page rule.
      config: { auth: {} },
      schema: {
        tags: ['campaign-lists'],
        params: campaignListParams,
        querystring: campaignListQuery,
        response: { 200: campaignListResponse },
      },
    },
    async (request) => listCampaigns(ctx, actorOf(request), request.params, request.query),
  );

  await app.register(companyGroupRoutes, ctx);
  await app.register(organizationRoutes, ctx);
};
