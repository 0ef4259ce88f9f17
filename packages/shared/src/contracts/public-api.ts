// The public developer API, version 1 (issue 26 part 2 item 3): field names of our own, stable once
// published, documented by the OpenAPI document built from these schemas. Lists page by an opaque
// cursor (keyset, never OFFSET) and take `since`; every failure is an RFC 9457 problem.
import { z } from 'zod';
import { LEAD_MODULE_KINDS, type LeadModuleKind } from '../constants.ts';
import { bigId, id, text } from './common.ts';
import { journeyPageView, leadJourneySummary } from './lead-journey.ts';
import { leadScore } from './lead-score.ts';

/** The developer API's reference page (its OpenAPI document at …/json), served by the API. */
export const PUBLIC_API_DOCS_PATH = '/api/docs/v1';

/** The reference page's two sections, in words a developer reads as headings. */
export const PUBLIC_API_TAGS = { tokens: 'Access tokens', calls: 'Leads and campaigns' } as const;

/** The module names of the public API: the products, not the internal keys. */
export const PUBLIC_MODULES = ['site', 'search', 'enhance', 'b2b'] as const;
export type PublicModule = (typeof PUBLIC_MODULES)[number];
export const PUBLIC_MODULE_OF: Record<LeadModuleKind, PublicModule> = {
  local: 'site',
  locator: 'search',
  enhance: 'enhance',
  b2b: 'b2b',
};
export const MODULE_KIND_OF = Object.fromEntries(
  LEAD_MODULE_KINDS.map((kind) => [PUBLIC_MODULE_OF[kind], kind]),
) as Record<PublicModule, LeadModuleKind>;

/** RFC 9457: one shape for every refused call, as application/problem+json. */
export const problemDetails = z
  .object({
    type: z.string().describe('A URI naming the kind of problem; about:blank when the status says it all.'),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    /** The request's id, to quote when asking for help. */
    instance: z.string().optional(),
    /** Bad input: the reason of each refused field, by its path. */
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Problem' });
export type ProblemDetails = z.infer<typeof problemDetails>;

/** Every refusal a v1 call can answer, as RFC 9457 problems (its declaration's error responses). */
export const PUBLIC_API_PROBLEMS = {
  400: problemDetails,
  401: problemDetails,
  403: problemDetails,
  404: problemDetails,
  422: problemDetails,
  429: problemDetails,
} as const;
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Page sizes: 50 unless asked, at most 100. */
export const PUBLIC_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

/** `cursor`, `limit` and `since` of every list. */
export const publicPageQuery = z.object({
  cursor: text
    .max(200)
    .regex(/^[\w-]*$/, 'Use the next_cursor of the previous page.')
    .optional()
    .describe('The next_cursor of the previous page; leave it out for the first page.'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PUBLIC_PAGE.maxLimit)
    .default(PUBLIC_PAGE.defaultLimit)
    .describe(`Items per page, 1 to ${PUBLIC_PAGE.maxLimit}.`),
  since: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('Only items created at or after this time (ISO 8601, e.g. 2026-11-30T00:00:00Z).'),
});

/** A page of items: `next_cursor` is null on the last page. */
export const publicPage = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), next_cursor: z.string().nullable() });

// ---------------------------------------------------------------------------------------------
// Leads

export const publicLead = z
  .object({
    id: z.number().int(),
    campaign_id: z.string().describe('The id of the campaign that found the lead.'),
    module: z.enum(PUBLIC_MODULES),
    created_at: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    company_name: z.string().nullable(),
    job_title: z.string().nullable(),
    business_email: z.string().nullable(),
    keyword: z.string().nullable().describe('The search term of a Search ID lead.'),
    price_cents: z.number().int().describe('What the lead costs the client, in cents.'),
    score: leadScore.nullable().describe('Null for a lead of a campaign without scoring.'),
    journey: leadJourneySummary
      .nullable()
      .describe('What the visitor did on the site; null without page views.'),
  })
  .meta({ id: 'Lead' });
export type PublicLead = z.infer<typeof publicLead>;

export const publicLeadDetail = publicLead
  .extend({
    source_url: z.string().nullable(),
    pages: z.array(journeyPageView).describe("The newest page views of the visitor's journey, oldest first."),
    earlier_page_views: z.number().int(),
  })
  .meta({ id: 'LeadDetail' });
export type PublicLeadDetail = z.infer<typeof publicLeadDetail>;

export const publicLeadsQuery = publicPageQuery.extend({
  campaign_id: text.max(40).optional().describe("Only this campaign's leads."),
});

export const publicLeadParams = z.object({ leadId: bigId });

// ---------------------------------------------------------------------------------------------
// Campaigns

export const PUBLIC_CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'stopped', 'archived'] as const;

export const publicCampaign = z
  .object({
    id: z.string().describe('The campaign id the pixel and the leads carry.'),
    name: z.string(),
    module: z.enum(PUBLIC_MODULES),
    status: z.enum(PUBLIC_CAMPAIGN_STATUSES),
    client_id: z.number().int().describe('The client company that runs it.'),
    client_name: z.string(),
    site_url: z.string().nullable().describe("The client's site the pixel runs on (Site ID)."),
    embed_code: z
      .string()
      .nullable()
      .describe("Site ID: the tag to paste into the site's pages; null otherwise."),
    created_at: z.string(),
  })
  .meta({ id: 'Campaign' });
export type PublicCampaign = z.infer<typeof publicCampaign>;

export const publicCampaignsQuery = publicPageQuery.extend({
  status: z.enum(PUBLIC_CAMPAIGN_STATUSES).optional(),
  client_id: id.optional(),
});
export const publicCampaignParams = z.object({ campaignId: text.max(40) });
