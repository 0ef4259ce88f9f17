// Campaign create, update and read calls of part 2 §7 "Campaigns" (issue 5 points 1 and 3), served
// from their declarations (campaignRoutes). The status calls live in status-routes.ts.
import { keywordsProblem, keywordsToTags, campaignRoutes as routes } from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import { serve } from '../../platform/access/serve-route.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { invalid } from '../../platform/errors.ts';
import { readScoreRules, saveScoreRules } from '../lead-score/score-rules.ts';
import { readPixelStatus } from '../pixel-status/pixel-status.ts';
import { campaignResource } from './campaign-resource.ts';
import { campaignViewOf, platformOriginOf } from './campaign-view.ts';
import { setCostModule } from './cost-module.ts';
import { createCampaign } from './create-campaign.ts';
import { readPageRules, savePageRules } from './page-rules.ts';
import { resendGoogleLink } from './resend-google-link.ts';
import { updateCampaign } from './update-campaign.ts';

export const campaignRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  serve(app, routes.createCampaign, async (request, _reply, ctx) =>
    createCampaign(ctx, actorOf(request), request.body, platformOriginOf(request), request.ip),
  );

  serve(app, routes.updateCampaign, async (request, _reply, ctx) =>
    updateCampaign(ctx, actorOf(request), 'generic', request.body, platformOriginOf(request), request.ip),
  );

  serve(app, routes.setCostModule, async (request, _reply, ctx) =>
    setCostModule(ctx, actorOf(request), request.body, platformOriginOf(request), request.ip),
  );

  serve(app, routes.updateLocalCampaign, async (request, _reply, ctx) =>
    updateCampaign(ctx, actorOf(request), 'local', request.body, platformOriginOf(request), request.ip),
  );

  serve(app, routes.updateLocatorCampaign, async (request, _reply, ctx) =>
    updateCampaign(ctx, actorOf(request), 'locator', request.body, platformOriginOf(request), request.ip),
  );

  serve(app, routes.readCampaign, async (request, _reply, ctx) => {
    const { campaign, company } = await visibleCampaign(ctx.db, actorOf(request), request.params.campaign_id);
    return campaignViewOf(campaign, company, platformOriginOf(request));
  });

  serve(app, routes.readCampaignResource, async (request, _reply, ctx) =>
    campaignResource(ctx, actorOf(request), request.params.organizationID, request.params.campaignID),
  );

  serve(app, routes.readPageRules, async (request, _reply, ctx) =>
    readPageRules(ctx.db, actorOf(request), request.params.leadspeek_api_id),
  );

  serve(app, routes.savePageRules, async (request, _reply, ctx) =>
    savePageRules(ctx.db, actorOf(request), request.params.leadspeek_api_id, request.body, request.ip),
  );

  serve(app, routes.readScoreRules, async (request, _reply, ctx) =>
    readScoreRules(ctx.db, actorOf(request), request.params.leadspeek_api_id),
  );

  serve(app, routes.saveScoreRules, async (request, _reply, ctx) =>
    saveScoreRules(ctx, actorOf(request), request.params.leadspeek_api_id, request.body, request.ip),
  );

  serve(app, routes.readPixelStatus, async (request, _reply, ctx) =>
    readPixelStatus(ctx.db, actorOf(request), request.params.leadspeek_api_id),
  );

  serve(app, routes.keywordToTags, async (request) => {
    const tags = keywordsToTags(request.query.keywords);
    const problem = keywordsProblem(tags);
    if (problem) throw invalid({ keywords: problem });
    return { tags };
  });

  serve(app, routes.resendGoogleLink, async (request, _reply, ctx) =>
    resendGoogleLink(ctx, actorOf(request), request.body.leadspeekID, request.ip),
  );
};
