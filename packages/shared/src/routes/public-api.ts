// The public developer API, version 1 (issue 26 part 2 items 3–5), under /api/v1: called with a
// bearer token of the OAuth client-credentials grant (developer-api.ts), each route with its scope.
// These declarations are the OpenAPI document's source (the API's /api/docs/v1 page).
import {
  PUBLIC_API_PROBLEMS,
  PUBLIC_API_TAGS,
  problemDetails,
  publicCampaign,
  publicCampaignParams,
  publicCampaignsQuery,
  publicLead,
  publicLeadDetail,
  publicLeadParams,
  publicLeadsQuery,
  publicPage,
} from '../contracts/public-api.ts';
import { defineRoute } from './route.ts';

const tags = [PUBLIC_API_TAGS.calls];

export const publicApiRoutes = {
  listLeads: defineRoute({
    method: 'GET',
    path: '/v1/leads',
    query: publicLeadsQuery,
    response: { 200: publicPage(publicLead), ...PUBLIC_API_PROBLEMS },
    auth: { apiScopes: ['leads:read'] },
    tags,
    summary: 'List leads, oldest first (by campaign, since a time)',
  }),
  readLead: defineRoute({
    method: 'GET',
    path: '/v1/leads/:leadId',
    params: publicLeadParams,
    response: { 200: publicLeadDetail, ...PUBLIC_API_PROBLEMS },
    auth: { apiScopes: ['leads:read'] },
    tags,
    summary: 'Read one lead with its journey and score',
  }),
  listCampaigns: defineRoute({
    method: 'GET',
    path: '/v1/campaigns',
    query: publicCampaignsQuery,
    response: { 200: publicPage(publicCampaign), ...PUBLIC_API_PROBLEMS },
    auth: { apiScopes: ['campaigns:write', 'leads:read'] },
    tags,
    summary: 'List campaigns, oldest first',
  }),
  readCampaign: defineRoute({
    method: 'GET',
    path: '/v1/campaigns/:campaignId',
    params: publicCampaignParams,
    response: { 200: publicCampaign, ...PUBLIC_API_PROBLEMS },
    auth: { apiScopes: ['campaigns:write', 'leads:read'] },
    tags,
    summary: 'Read one campaign with its embed code',
  }),
  pauseCampaign: defineRoute({
    method: 'POST',
    path: '/v1/campaigns/:campaignId/pause',
    params: publicCampaignParams,
    response: { 200: publicCampaign, 409: problemDetails, ...PUBLIC_API_PROBLEMS },
    auth: { apiScopes: ['campaigns:write'] },
    idempotent: true,
    tags,
    summary: 'Pause a running campaign',
  }),
  resumeCampaign: defineRoute({
    method: 'POST',
    path: '/v1/campaigns/:campaignId/resume',
    params: publicCampaignParams,
    response: { 200: publicCampaign, 409: problemDetails, ...PUBLIC_API_PROBLEMS },
    auth: { apiScopes: ['campaigns:write'] },
    idempotent: true,
    tags,
    summary: 'Resume a paused campaign',
  }),
};
