// POST /v1/campaigns (issue 26 part 2 item 3): a new draft campaign in our own field names, each
// judged by the same field schema as the web's wizard payload (campaigns.ts), so the limits agree.
import { z } from 'zod';
import { PAYMENT_TERMS } from '../constants.ts';
import { CAMPAIGN_LIMITS, CAMPAIGN_FIELD_MESSAGES as M } from '../rules/campaign-fields.ts';
import {
  b2bTargeting,
  campaignGenericFields,
  campaignLocalFields,
  campaignLocatorFields,
  enhanceTargeting,
} from './campaigns.ts';
import { id, text } from './common.ts';
import { PUBLIC_MODULES } from './public-api.ts';

const locator = campaignLocatorFields.shape;

export const publicCampaignCreate = z
  .object({
    client_id: id.describe('The client company that runs it (GET /v1/clients).'),
    name: campaignGenericFields.shape.campaignName,
    module: z.enum(PUBLIC_MODULES),
    payment_term: z
      .enum(PAYMENT_TERMS)
      .optional()
      .describe("Left out: the agency's default term. The price is the agency's for this term."),
    site_url: campaignLocalFields.shape.urlCode
      .optional()
      .describe('Site ID (required): the page of the site the pixel runs on.'),
    thank_you_url: campaignLocalFields.shape.urlCodeThankyou.optional().describe('Site ID.'),
    keywords: locator.locatorkeyword.optional().describe('Search ID (required): the search terms.'),
    national_targeting: locator.nationaltargeting
      .optional()
      .describe('Search ID: the whole country, or else states, cities or zip codes.'),
    states: locator.locatorstate.optional().describe('Search ID: two-letter US state codes.'),
    cities: locator.locatorcity.optional().describe('Search ID.'),
    zip_codes: z
      .array(text.regex(/^\d{5}$/, M.zipNotFive))
      .max(CAMPAIGN_LIMITS.zipsMax, M.zipTooMany)
      .optional()
      .describe('Search ID: 5-digit zip codes.'),
    attributes: enhanceTargeting.shape.attributes
      .optional()
      .describe('Enhance ID (at least one): what each lead returns.'),
    industries: b2bTargeting.shape.industries.optional().describe('B2B ID: industries or job titles.'),
    job_titles: b2bTargeting.shape.jobTitles.optional().describe('B2B ID.'),
    company_sizes: b2bTargeting.shape.companySizes.optional().describe('B2B ID.'),
  })
  .meta({ id: 'CampaignCreate' });
export type PublicCampaignCreate = z.output<typeof publicCampaignCreate>;
