// Campaign testing tools of Site ID (part 2 §5 "Test lead", §7 "Campaigns → Testing"; issue 6 point 6):
// has the pixel fired lately, is the embed code on the client's page, and a test lead sent through
// the real delivery path at most once per minute per campaign.
import { z } from 'zod';
import { campaignApiIdField } from '../rules/campaign-status.ts';
import { text } from './common.ts';

/** Our wording where the spec has none (refusals, check results, the sent notice). */
export const LEAD_TOOL_MESSAGES = {
  siteIdOnly: 'Only Site ID campaigns have an embed code to test.',
  archived: 'An archived campaign cannot be tested.',
  noUrl: 'This campaign has no landing page URL. Add one, or enter the URL to check.',
  urlInvalid: 'Enter a full http:// or https:// address.',
  urlOtherHost: (host: string) => `Enter a page of the campaign's own site (${host}).`,
  urlPrivate: 'This address cannot be checked from the platform.',
  codeFound: 'The embed code is installed on this page.',
  codeMissing: 'The embed code was not found on this page.',
  gtmFound: 'The Google Tag Manager container is installed on this page.',
  gtmMissing: 'Neither the embed code nor a Google Tag Manager container was found on this page.',
  pageStatus: (status: number) => `The page answered HTTP ${status}.`,
  unreachable: 'The page could not be reached.',
  testLeadSent: 'The test lead is on its way. It arrives like any lead of this campaign.',
} as const;

export const TEST_TOOL_LIMITS = {
  /** Part 2 §9: one test lead per minute (per campaign). */
  testLeadIntervalSeconds: 60,
  /** "Fired recently": a pixel visit within this window. */
  pixelRecentHours: 24,
  urlMax: 2048,
} as const;

export const EMBED_STATUSES = ['exist', 'not exist'] as const;
export type EmbedStatus = (typeof EMBED_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// GET /check-run-embeded-code?leadspeek_api_id=

export const checkRunEmbedQuery = z.object({ leadspeek_api_id: campaignApiIdField });

export const checkRunEmbedResponse = z.object({
  leadspeek_api_id: z.string(),
  /** 'exist' when the campaign's pixel sent a page view within the last 24 hours. */
  status: z.enum(EMBED_STATUSES),
  /** The newest pixel page view ever received (ISO), or null before the first. */
  last_seen_at: z.string().nullable(),
});
export type CheckRunEmbedResponse = z.infer<typeof checkRunEmbedResponse>;

// ---------------------------------------------------------------------------------------------
// POST /check-site-embeded-code {leadspeek_api_id, url?}

export const checkSiteEmbedRequest = z.object({
  leadspeek_api_id: campaignApiIdField,
  /** A page of the campaign's site; without it, the campaign's landing page (urlCode). */
  url: text
    .trim()
    .max(TEST_TOOL_LIMITS.urlMax, LEAD_TOOL_MESSAGES.urlInvalid)
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});
export type CheckSiteEmbedRequest = z.input<typeof checkSiteEmbedRequest>;
export type CheckSiteEmbedBody = z.output<typeof checkSiteEmbedRequest>;

export const checkSiteEmbedResponse = z.object({
  leadspeek_api_id: z.string(),
  status: z.enum(EMBED_STATUSES),
  message: z.string(),
  /** The page fetched (after redirects). */
  checked_url: z.string(),
  /** What the page answered; null when it never answered (time-out, unreachable). */
  http_status: z.number().nullable(),
});
export type CheckSiteEmbedResponse = z.infer<typeof checkSiteEmbedResponse>;

// ---------------------------------------------------------------------------------------------
// POST /send-test-lead {leadspeek_api_id}

export const sendTestLeadRequest = z.object({ leadspeek_api_id: campaignApiIdField });

export const sendTestLeadResponse = z.object({
  message: z.string(),
  leadspeek_api_id: z.string(),
  /** The queued visit that becomes the test lead. */
  visit_id: z.number(),
});
export type SendTestLeadResponse = z.infer<typeof sendTestLeadResponse>;

/** A 429 of send-test-lead: the spec's sentence, and when to try again (also in Retry-After). */
export const testLeadTooSoonResponse = z.object({ message: z.string(), retry_after: z.number() });

// ---------------------------------------------------------------------------------------------
// POST /pixel-test-page (issue 14 "Test a new campaign's pixel without a website")

/** The hosted test page of a Site ID campaign: how long its link works, and how many page views a
 * campaign's test pages may send a minute (they are free, so they are few). */
export const PIXEL_TEST_PAGE_LIMITS = { lifetimeMinutes: 60, pageViewsPerMinute: 10 } as const;

/** Where the hosted test pages live, outside /api (like /demo-site/). */
export const PIXEL_TEST_PAGE_PATH = '/pixel-test/';

export const openPixelTestPageRequest = z.object({ leadspeek_api_id: campaignApiIdField });

export const openPixelTestPageResponse = z.object({
  /** The page's path on the host the caller uses: /pixel-test/{token}. */
  path: z.string(),
  expires_at: z.string(),
});
export type OpenPixelTestPageResponse = z.infer<typeof openPixelTestPageResponse>;
