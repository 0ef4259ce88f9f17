// Campaign management lists (issue 5 point 4): the campaign list of a module, plus the company
// groups and organizations its filters and forms use, registered here so server.ts lists one plugin.
import { campaignListRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { listCampaigns } from './list-campaigns.ts';

export const campaignListRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.listCampaigns, async (request, _reply, ctx) =>
    listCampaigns(ctx, actorOf(request), request.params, request.query),
  );
};
