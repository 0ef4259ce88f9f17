// Campaign-management calls (part 2 §7 "Campaigns", "Users and clients"): the module's campaign list,
// its company groups, the agency's clients, the status actions, the Site ID embed code, page rules,
// scoring rules and pixel status.
import {
  type CampaignListRequest,
  campaignListInput,
  campaignListRoutes,
  campaignRoutes,
  type LeadModuleKind,
  leadToolsRoutes,
  type PageRules,
  type ScoreRulesBody,
} from '@lead/shared';
import { call } from '../../lib/api-client.ts';

/** Every campaign query starts with this, so one action refreshes every list and filter. */
export const CAMPAIGNS_KEY = ['campaigns'] as const;

export const listCampaigns = (request: CampaignListRequest) =>
  call(campaignListRoutes.listCampaigns, campaignListInput(request));

export const groupsKey = (companyId: number, module: LeadModuleKind) =>
  [...CAMPAIGNS_KEY, 'groups', companyId, module] as const;
/** The company's groups of the module, 'View All' first (the server adds it). */
export const listGroups = (companyId: number, module: LeadModuleKind) =>
  call(campaignListRoutes.listCompanyGroups, { query: { companyID: companyId, userModule: module } });

export const setActivePause = (leadspeekApiId: string, status: 'active' | 'paused') =>
  call(campaignRoutes.activePause, { body: { leadspeek_api_id: leadspeekApiId, status } });

/** Issue 23 item 2: what stops the campaign from starting, each with its fix (empty: it may start). */
export const readStartBlockers = (leadspeekApiId: string) =>
  call(campaignRoutes.startBlockers, { params: { leadspeek_api_id: leadspeekApiId } });

export const archiveCampaign = (leadspeekApiId: string) =>
  call(campaignRoutes.archiveCampaign, { body: { leadspeek_api_id: leadspeekApiId } });

export const removeCampaign = (leadspeekApiId: string) =>
  call(campaignRoutes.removeCampaign, { body: { leadspeek_api_id: leadspeekApiId } });

export const setContinualTopup = (leadspeekApiId: string, stop: boolean) =>
  call(campaignRoutes.stopContinualTopup, {
    body: { leadspeek_api_id: leadspeekApiId, stop_continual: stop },
  });

export const campaignKey = (leadspeekApiId: string) => [...CAMPAIGNS_KEY, 'one', leadspeekApiId] as const;
export const getCampaign = (leadspeekApiId: string) =>
  call(campaignRoutes.readCampaign, { params: { campaign_id: leadspeekApiId } });

export const clientsKey = (companyId: number, module: LeadModuleKind) =>
  [...CAMPAIGNS_KEY, 'clients', companyId, module] as const;

/** A link to the campaign's hosted test page (an hour): its page views become test leads, never billed. */
export const openPixelTestPage = (leadspeekApiId: string) =>
  call(leadToolsRoutes.openPixelTestPage, { body: { leadspeek_api_id: leadspeekApiId } });

/** A Prepaid campaign's pools: leads bought, used and left (part 2 §7 remainingbalanceleads). */
export const prepaidKey = (leadspeekApiId: string) => [...CAMPAIGNS_KEY, 'prepaid', leadspeekApiId] as const;
export const getRemainingLeads = (leadspeekApiId: string) =>
  call(campaignRoutes.remainingBalanceLeads, { params: { leadspeek_api_id: leadspeekApiId } });

/** Issue 25 item 3: a Site ID campaign's pages never identified and pages a lead must have seen. */
export const pageRulesKey = (leadspeekApiId: string) =>
  [...CAMPAIGNS_KEY, 'page-rules', leadspeekApiId] as const;
export const readPageRules = (leadspeekApiId: string) =>
  call(campaignRoutes.readPageRules, { params: { leadspeek_api_id: leadspeekApiId } });
/** Replaces both lists whole. */
export const savePageRules = (leadspeekApiId: string, rules: PageRules) =>
  call(campaignRoutes.savePageRules, { params: { leadspeek_api_id: leadspeekApiId }, body: rules });

/** Issue 25 item 2: a Site ID campaign's scoring rules and how far their re-scoring has gone. */
export const scoreRulesKey = (leadspeekApiId: string) =>
  [...CAMPAIGNS_KEY, 'score-rules', leadspeekApiId] as const;
export const readScoreRules = (leadspeekApiId: string) =>
  call(campaignRoutes.readScoreRules, { params: { leadspeek_api_id: leadspeekApiId } });
/** Replaces the rules whole; the answer carries the re-scoring it started. */
export const saveScoreRules = (leadspeekApiId: string, rules: ScoreRulesBody) =>
  call(campaignRoutes.saveScoreRules, { params: { leadspeek_api_id: leadspeekApiId }, body: rules });

/** Issue 25 item 6: where a Site ID campaign's pixel was seen and when, and the state that makes. */
export const pixelStatusKey = (leadspeekApiId: string) =>
  [...CAMPAIGNS_KEY, 'pixel-status', leadspeekApiId] as const;
export const readPixelStatus = (leadspeekApiId: string) =>
  call(campaignRoutes.readPixelStatus, { params: { leadspeek_api_id: leadspeekApiId } });
