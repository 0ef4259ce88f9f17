// The journey summary (issue 25 item 1) every lead list row, CSV line and webhook payload carries:
// its own file, so the lead row (reports.ts) and the lead page (lead-journey.ts) share it.
import { z } from 'zod';

const nullableText = (description: string) => z.string().nullable().describe(description);

/**
 * What a lead's visitor did on the site, over every page view of the lead's campaign made by the
 * same browser (the pixel's first-party visitor id). Leads without page views (Search ID, audience
 * lists, B2B feeds) have none: the field is null.
 */
export const leadJourneySummary = z
  .object({
    first_seen_at: z.string().describe('The first page view (ISO 8601, UTC).'),
    last_seen_at: z.string().describe('The latest page view (ISO 8601, UTC).'),
    visits: z
      .number()
      .int()
      .describe(
        'Visits to the site: a new one after 30 minutes without a page view, or a new browser session.',
      ),
    page_views: z.number().int().describe('Pages viewed, all visits together.'),
    time_on_site_seconds: z
      .number()
      .int()
      .describe('From the first to the last page view of each visit, summed (a one-page visit counts 0).'),
    referrer: nullableText("Where the first visit came from (the landing page's referrer)."),
    landing_page: nullableText('The first page viewed.'),
    utm_source: nullableText('utm_source of the landing page.'),
    utm_medium: nullableText('utm_medium of the landing page.'),
    utm_campaign: nullableText('utm_campaign of the landing page.'),
    utm_term: nullableText('utm_term of the landing page.'),
    utm_content: nullableText('utm_content of the landing page.'),
  })
  .strict();
export type LeadJourneySummary = z.infer<typeof leadJourneySummary>;
