// Campaign calls of part 2 §7 "Campaigns" (issue 5 points 1 to 3): create, update and read, and the
// status commands (active/pause, archive, remove, continual top-up, remaining leads, active check).
import { z } from 'zod';
import { bulkActivePauseRequest, bulkActivePauseResponse } from '../contracts/campaign-bulk.ts';
import {
  campaignCreateRequest,
  campaignLocalUpdateRequest,
  campaignLocatorUpdateRequest,
  campaignResource,
  campaignResourceParams,
  campaignSaved,
  campaignUpdateRequest,
  campaignView,
  getCampaignParams,
  keywordToTagsQuery,
  keywordToTagsResponse,
  resendGoogleLinkRequest,
  resendGoogleLinkResponse,
} from '../contracts/campaigns.ts';
import { costModuleRequest, costModuleResponse } from '../contracts/cost-module.ts';
import { campaignPageRulesParams, pageRulesBody, pageRulesResponse } from '../contracts/page-rules.ts';
import { campaignPixelStatusParams, pixelStatusResponse } from '../contracts/pixel-status.ts';
import { campaignScoreRulesParams, scoreRulesBody, scoreRulesResponse } from '../contracts/score-rules.ts';
import { startBlockersResponse } from '../rules/campaign-start-blockers.ts';
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
} from '../rules/campaign-status.ts';
import {
  CAMPAIGN_CREATORS,
  CAMPAIGN_EDITORS,
  CAMPAIGN_READERS,
  campaignCommanders,
} from './campaign-access.ts';
import { defineRoute } from './route.ts';

const tags = ['campaigns'];
const saved = { 200: campaignSaved };
const changed = { 200: campaignStatusResponse };

export const remainingBalanceLeadsParams = z.object({ leadspeek_api_id: campaignApiIdField });

export const campaignRoutes = {
  createCampaign: defineRoute({
    method: 'POST',
    path: '/leadspeek/client/create',
    body: campaignCreateRequest,
    response: saved,
    auth: CAMPAIGN_CREATORS,
    idempotent: true,
    tags,
  }),
  updateCampaign: defineRoute({
    method: 'PUT',
    path: '/leadspeek/client/update',
    body: campaignUpdateRequest,
    response: saved,
    auth: CAMPAIGN_EDITORS,
    tags,
  }),
  /** The agency sets a campaign's price, term and lead limits in one call (part 2 §3 "Cost module"). */
  setCostModule: defineRoute({
    method: 'PUT',
    path: '/configuration/user/costmodule',
    body: costModuleRequest,
    response: { 200: costModuleResponse },
    auth: { userTypes: ['userdownline', 'user', 'administrator'], campaignPermission: 'update' },
    tags,
  }),
  updateLocalCampaign: defineRoute({
    method: 'PUT',
    path: '/leadspeek/client/local/update',
    body: campaignLocalUpdateRequest,
    response: saved,
    auth: CAMPAIGN_EDITORS,
    tags,
  }),
  updateLocatorCampaign: defineRoute({
    method: 'PUT',
    path: '/leadspeek/client/locator/update',
    body: campaignLocatorUpdateRequest,
    response: saved,
    auth: CAMPAIGN_EDITORS,
    tags,
  }),
  /** Issue 25 item 3: a Site ID campaign's page rules (added beside the spec's calls). */
  readPageRules: defineRoute({
    method: 'GET',
    path: '/leadspeek/campaign/:leadspeek_api_id/page-rules',
    params: campaignPageRulesParams,
    response: { 200: pageRulesResponse },
    auth: CAMPAIGN_READERS,
    tags,
  }),
  /** Replaces them whole; visits already decided keep their outcome. */
  savePageRules: defineRoute({
    method: 'PUT',
    path: '/leadspeek/campaign/:leadspeek_api_id/page-rules',
    params: campaignPageRulesParams,
    body: pageRulesBody,
    response: { 200: pageRulesResponse },
    auth: CAMPAIGN_EDITORS,
    tags,
  }),
  /** Issue 25 item 2: a Site ID campaign's scoring rules and the progress of its re-scoring. */
  readScoreRules: defineRoute({
    method: 'GET',
    path: '/leadspeek/campaign/:leadspeek_api_id/score-rules',
    params: campaignScoreRulesParams,
    response: { 200: scoreRulesResponse },
    auth: CAMPAIGN_READERS,
    tags,
  }),
  /** Replaces them whole; a change re-scores the campaign's leads of the last 30 days in the background. */
  saveScoreRules: defineRoute({
    method: 'PUT',
    path: '/leadspeek/campaign/:leadspeek_api_id/score-rules',
    params: campaignScoreRulesParams,
    body: scoreRulesBody,
    response: { 200: scoreRulesResponse },
    auth: CAMPAIGN_EDITORS,
    tags,
  }),
  /** Issue 25 item 6: "Is my pixel installed?" — where a Site ID campaign's pixel was seen, and when. */
  readPixelStatus: defineRoute({
    method: 'GET',
    path: '/leadspeek/campaign/:leadspeek_api_id/pixel-status',
    params: campaignPixelStatusParams,
    response: { 200: pixelStatusResponse },
    auth: CAMPAIGN_READERS,
    tags,
  }),
  readCampaign: defineRoute({
    method: 'GET',
    path: '/leadspeek/getcampaign/:campaign_id',
    params: getCampaignParams,
    response: { 200: campaignView },
    auth: CAMPAIGN_READERS,
    tags,
  }),
  readCampaignResource: defineRoute({
    method: 'GET',
    path: '/leadspeek/getcampaignresource/:organizationID/:campaignID',
    params: campaignResourceParams,
    response: { 200: campaignResource },
    auth: CAMPAIGN_READERS,
    tags,
  }),
  keywordToTags: defineRoute({
    method: 'GET',
    path: '/leadspeek/keyword-to-tags',
    query: keywordToTagsQuery,
    response: { 200: keywordToTagsResponse },
    auth: CAMPAIGN_READERS,
    tags,
  }),
  resendGoogleLink: defineRoute({
    method: 'POST',
    path: '/leadspeek/client/resendgooglelink',
    body: resendGoogleLinkRequest,
    response: { 200: resendGoogleLinkResponse },
    auth: CAMPAIGN_EDITORS,
    tags,
  }),

  // Status commands: who may take which is the shared rule campaignActionAllowed (campaignCommanders).
  activePause: defineRoute({
    method: 'PUT',
    path: '/leadspeek/client/activepause',
    body: activePauseRequest,
    response: changed,
    auth: campaignCommanders('activate'),
    idempotent: true,
    tags,
  }),
  /** Issue 23 point 8: several campaigns at once, each as activePause; the same access. */
  bulkActivePause: defineRoute({
    method: 'PUT',
    path: '/leadspeek/client/bulk-activepause',
    body: bulkActivePauseRequest,
    response: { 200: bulkActivePauseResponse },
    auth: campaignCommanders('activate'),
    idempotent: true,
    tags,
  }),
  archiveCampaign: defineRoute({
    method: 'PUT',
    path: '/leadspeek/client/archive',
    body: campaignIdRequest,
    response: changed,
    auth: campaignCommanders('archive'),
    tags,
  }),
  removeCampaign: defineRoute({
    method: 'PUT',
    path: '/leadspeek/client/remove',
    body: campaignIdRequest,
    response: changed,
    auth: campaignCommanders('remove'),
    tags,
  }),
  stopContinualTopup: defineRoute({
    method: 'PUT',
    path: '/leadspeek/client/local/stopcontinualtopup',
    body: stopContinualTopupRequest,
    response: { 200: stopContinualTopupResponse },
    auth: campaignCommanders('continual-topup'),
    tags,
  }),
  remainingBalanceLeads: defineRoute({
    method: 'GET',
    path: '/leadspeek/client/local/remainingbalanceleads/:leadspeek_api_id',
    params: remainingBalanceLeadsParams,
    response: { 200: remainingBalanceLeadsResponse },
    auth: {},
    tags,
  }),
  /**
   * Issue 23 item 2: what stops this campaign from starting, each with the step that removes it, read
   * before the start is confirmed; the start refuses with the first one's sentence.
   */
  startBlockers: defineRoute({
    method: 'GET',
    path: '/leadspeek/client/start-blockers/:leadspeek_api_id',
    params: remainingBalanceLeadsParams,
    response: { 200: startBlockersResponse },
    auth: campaignCommanders('activate'),
    tags,
  }),
  checkCampaignActive: defineRoute({
    method: 'POST',
    path: '/leadspeek/check-campaign-active',
    body: campaignActiveCheckRequest,
    response: { 200: campaignActiveCheckResponse },
    auth: {},
    tags,
  }),
};
