// Campaign create, update and read calls of part 2 §7 "Campaigns" (issue 5 points 1 and 3). The
// status calls (active/pause, archive, remove, stop top-up) live in status-routes.ts.
import {
  campaignCreateRequest,
  campaignLocalUpdateRequest,
  campaignLocatorUpdateRequest,
  campaignResource as campaignResourceBody,
  campaignResourceParams,
  campaignSaved,
  campaignUpdateRequest,
  campaignView,
  getCampaignParams,
  keywordsProblem,
  keywordsToTags,
  keywordToTagsQuery,
  keywordToTagsResponse,
  resendGoogleLinkRequest,
  resendGoogleLinkResponse,
} from '@lead/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import { actorOf } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { invalid } from '../../platform/errors.ts';
import { campaignResource } from './campaign-resource.ts';
import { CAMPAIGN_CREATORS, CAMPAIGN_EDITORS, CAMPAIGN_READERS } from './campaign-route-access.ts';
import { campaignViewOf, type PlatformOrigin } from './campaign-view.ts';
import { createCampaign } from './create-campaign.ts';
import { resendGoogleLink } from './resend-google-link.ts';
import { updateCampaign } from './update-campaign.ts';

const originOf = (request: { protocol: string; host: string }): PlatformOrigin => ({
  protocol: request.protocol,
  host: request.host,
});

export const campaignRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['campaigns'];
  const saved = { 200: campaignSaved };

  app.post(
    '/leadspeek/client/create',
    { config: CAMPAIGN_CREATORS, schema: { tags, body: campaignCreateRequest, response: saved } },
    async (request) => createCampaign(ctx, actorOf(request), request.body, originOf(request), request.ip),
  );

  app.put(
    '/leadspeek/client/update',
    { config: CAMPAIGN_EDITORS, schema: { tags, body: campaignUpdateRequest, response: saved } },
    async (request) =>
      updateCampaign(ctx, actorOf(request), 'generic', request.body, originOf(request), request.ip),
  );

  app.put(
    '/leadspeek/client/local/update',
    { config: CAMPAIGN_EDITORS, schema: { tags, body: campaignLocalUpdateRequest, response: saved } },
    async (request) =>
      updateCampaign(ctx, actorOf(request), 'local', request.body, originOf(request), request.ip),
  );

  app.put(
    '/leadspeek/client/locator/update',
    { config: CAMPAIGN_EDITORS, schema: { tags, body: campaignLocatorUpdateRequest, response: saved } },
    async (request) =>
      updateCampaign(ctx, actorOf(request), 'locator', request.body, originOf(request), request.ip),
  );

  app.get(
    '/leadspeek/getcampaign/:campaign_id',
    {
      config: CAMPAIGN_READERS,
      schema: { tags, params: getCampaignParams, response: { 200: campaignView } },
    },
    async (request) => {
      const { campaign, company } = await visibleCampaign(
        ctx.db,
        actorOf(request),
        request.params.campaign_id,
      );
      return campaignViewOf(campaign, company, originOf(request));
    },
  );

  app.get(
    '/leadspeek/getcampaignresource/:organizationID/:campaignID',
    {
      config: CAMPAIGN_READERS,
      schema: { tags, params: campaignResourceParams, response: { 200: campaignResourceBody } },
    },
    async (request) =>
      campaignResource(ctx, actorOf(request), request.params.organizationID, request.params.campaignID),
  );

  app.get(
    '/leadspeek/keyword-to-tags',
    {
      config: CAMPAIGN_READERS,
      schema: { tags, querystring: keywordToTagsQuery, response: { 200: keywordToTagsResponse } },
    },
    async (request) => {
      const tags = keywordsToTags(request.query.keywords);
      const problem = keywordsProblem(tags);
      if (problem) throw invalid({ keywords: problem });
      return { tags };
    },
  );

  app.post(
    '/leadspeek/client/resendgooglelink',
    {
      config: CAMPAIGN_EDITORS,
      schema: { tags, body: resendGoogleLinkRequest, response: { 200: resendGoogleLinkResponse } },
    },
    async (request) => resendGoogleLink(ctx, actorOf(request), request.body.leadspeekID, request.ip),
  );
};
