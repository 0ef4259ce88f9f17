// Audience data calls of part 2 §7 (issue 5 point 6): queue a lead-count estimate, read one while it
// is pending, list a client's counts, the page's configuration, apply a count's keywords to a
// campaign, and the locations Enhance ID targets.
import {
  applyCampaignParams,
  applyCampaignRequest,
  applyCampaignResponse,
  audienceConfig,
  audienceConfigParams,
  countHistoryParams,
  countHistoryQuery,
  countHistoryResponse,
  countRow,
  countRowParams,
  enhanceLocationResponse,
  queueCountRequest,
} from '../contracts/audience.ts';
import { AUDIENCE_COUNTERS, CAMPAIGN_EDITORS, CAMPAIGN_READERS } from './campaign-access.ts';
import { defineRoute } from './route.ts';

const tags = ['audience'];

export const audienceRoutes = {
  queueCount: defineRoute({
    method: 'POST',
    path: '/bigdbm/services/queuecount',
    body: queueCountRequest,
    response: { 200: countRow },
    auth: AUDIENCE_COUNTERS,
    tags,
  }),
  readCount: defineRoute({
    method: 'GET',
    path: '/bigdbm/services/getcountcampaign/:id',
    params: countRowParams,
    response: { 200: countRow },
    auth: CAMPAIGN_READERS,
    tags,
  }),
  countHistory: defineRoute({
    method: 'GET',
    path: '/bigdbm/services/getcountcampaignhistory/:id/:type',
    params: countHistoryParams,
    query: countHistoryQuery,
    response: { 200: countHistoryResponse },
    auth: CAMPAIGN_READERS,
    tags,
  }),
  audienceConfig: defineRoute({
    method: 'GET',
    path: '/bigdbm/services/configdata/:id',
    params: audienceConfigParams,
    response: { 200: audienceConfig },
    auth: CAMPAIGN_READERS,
    tags,
  }),
  applyToCampaign: defineRoute({
    method: 'PUT',
    path: '/bigdbm/services/applycampaign/:id/:type',
    params: applyCampaignParams,
    body: applyCampaignRequest,
    response: { 200: applyCampaignResponse },
    auth: CAMPAIGN_EDITORS,
    tags,
  }),
  /** Served with the audience calls, which are its only users; tagged with the general calls. */
  enhanceLocations: defineRoute({
    method: 'GET',
    path: '/general/enhance/location',
    response: { 200: enhanceLocationResponse },
    auth: {},
    tags: ['general'],
  }),
};
