// Campaign Audience and lead-count estimates (part 2 §3 "Approximate lead-count row", §7 "Audience
// data"; issue 5 point 6). A count is queued for keywords × a target location, answered later by a
// background job (pending → success or error), read one by one while pending, listed per client,
// and its keywords may be applied to a Search ID or Enhance ID campaign.
import { z } from 'zod';
import { TENANT_LIMITS } from '../constants.ts';
import { AUDIENCE_MESSAGES, COUNT_STATUSES } from '../rules/audience.ts';
import {
  CAMPAIGN_LIMITS as L,
  LOCATION_TARGETS,
  CAMPAIGN_FIELD_MESSAGES as M,
} from '../rules/campaign-fields.ts';
import { usState } from './campaign-lists.ts';
import { id, pageQueryFields, pageResponseFields, text } from './common.ts';

export const AUDIENCE_LIMITS = {
  perPage: TENANT_LIMITS.perPage,
  maxPerPage: TENANT_LIMITS.maxPerPage,
  /** A campaign id segment (leadspeek_api_id). */
  campaignIdMax: 64,
} as const;

/** The history filter of GET /getcountcampaignhistory/{id}/{type} (ours: the spec names the segment only). */
export const COUNT_HISTORY_TYPES = ['all', 'pending', 'error', 'success', 'noresult'] as const;
export type CountHistoryType = (typeof COUNT_HISTORY_TYPES)[number];

/** The campaign modules a count's keywords can be applied to (PUT /applycampaign/{id}/{type}). */
export const AUDIENCE_CAMPAIGN_MODULES = ['locator', 'enhance'] as const;
export type AudienceCampaignModule = (typeof AUDIENCE_CAMPAIGN_MODULES)[number];

const stateCode = text
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, M.stateUnknown);
const cityName = text.trim().min(1).max(L.cityLengthMax);

/**
 * POST /bigdbm/services/queuecount. companyID is the client the count is for (a client may leave it
 * out: its own company). Without `id` it queues a new count: target_location and keyword are then
 * required, and the other fields must fit the target (State: states and optional cities of them; Zip
 * Code: the zip area text; National Targeting: none of them). With `id` it retries that errored
 * count of the client as it was stored; the query fields are not read then.
 */
export const queueCountRequest = z.object({
  companyID: id.optional(),
  id: id.optional(),
  target_location: z.enum(LOCATION_TARGETS).optional(),
  states: z.array(stateCode).max(L.statesMax, AUDIENCE_MESSAGES.statesTooMany).default([]),
  cities: z.array(cityName).max(L.citiesMax, AUDIENCE_MESSAGES.citiesTooMany).default([]),
  /** The zip area text (digits separated by new lines, spaces or commas; part 2 §5). */
  zip_code: text.max(L.zipTextMax, M.zipTooMany).default(''),
  /** Keywords separated by commas or new lines. */
  keyword: text.max(L.keywordTextMax, M.keywordsTooMany).default(''),
});
export type QueueCountRequest = z.input<typeof queueCountRequest>;

/** One lead-count row (part 2 §3) with our id, client, attempts and completion time. */
export const countRow = z.object({
  id: z.number(),
  company_id: z.number(),
  target_location: z.enum(LOCATION_TARGETS),
  states: z.array(z.string()),
  cities: z.array(z.string()),
  /** Newline separated, as the zip area shows them. */
  zip_code: z.string(),
  /** The keywords as one text, separated by ', '. */
  keyword: z.string(),
  keywords: z.array(z.string()),
  /** The national count; null until a count succeeded. */
  count_without_geo: z.number().nullable(),
  /** The local deduplicated count; null until a count succeeded. */
  count: z.number().nullable(),
  status: z.enum(COUNT_STATUSES),
  /** How many times the lead-data provider was asked (a Retry asks again). */
  attempts: z.number(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type CountRow = z.infer<typeof countRow>;

export const countRowParams = z.object({ id });

/** GET /bigdbm/services/getcountcampaignhistory/{id}/{type}: client {id}'s counts, newest first. */
export const countHistoryParams = z.object({ id, type: z.enum(COUNT_HISTORY_TYPES) });
export const countHistoryQuery = z.object({
  ...pageQueryFields(AUDIENCE_LIMITS),
});
export const countHistoryResponse = z.object({
  data: z.array(countRow),
  ...pageResponseFields,
});
export type CountHistoryResponse = z.infer<typeof countHistoryResponse>;

/** GET /bigdbm/services/configdata/{id}: what the Audience page needs for client {id}. */
export const audienceConfigParams = z.object({ id });
export const audienceCampaign = z.object({
  leadspeek_api_id: z.string(),
  campaign_name: z.string(),
  module: z.enum(AUDIENCE_CAMPAIGN_MODULES),
  status: z.enum(['draft', 'active', 'paused', 'stopped']),
});
export type AudienceCampaign = z.infer<typeof audienceCampaign>;
export const audienceConfig = z.object({
  company_id: z.number(),
  company_name: z.string(),
  target_locations: z.array(z.enum(LOCATION_TARGETS)),
  limits: z.object({
    keywordsMax: z.number(),
    keywordLengthMax: z.number(),
    statesMax: z.number(),
    citiesMax: z.number(),
    zipsMax: z.number(),
  }),
  /** The client's Search ID and Enhance ID campaigns that are not archived, newest first. */
  campaigns: z.array(audienceCampaign),
});
export type AudienceConfig = z.infer<typeof audienceConfig>;

/**
 * PUT /bigdbm/services/applycampaign/{id}/{type}: campaign {id} (its leadspeek_api_id) of module
 * {type} gets these keywords (a comma or newline text, or a list), replacing its keywords.
 */
export const applyCampaignParams = z.object({
  id: text.trim().min(1).max(AUDIENCE_LIMITS.campaignIdMax),
  type: z.enum(AUDIENCE_CAMPAIGN_MODULES),
});
export const applyCampaignRequest = z.object({
  keywords: z.union([
    text.max(L.keywordTextMax, M.keywordsTooMany),
    z.array(text.max(L.keywordTextMax, M.keywordTooLong)).max(L.keywordTextMax, M.keywordsTooMany),
  ]),
});
export type ApplyCampaignRequest = z.infer<typeof applyCampaignRequest>;
export const applyCampaignResponse = z.object({
  message: z.string(),
  leadspeek_api_id: z.string(),
  keywords: z.array(z.string()),
});

/** GET /general/enhance/location: the US states Enhance ID can target. */
export const enhanceLocationResponse = z.object({ states: z.array(usState) });
