// A lead's journey (issue 25 item 1), added beside the spec's calls: the summary every lead list,
// CSV and webhook carries, and GET /leadspeek/lead/{leadId}, the lead's own page with its timeline.
import { z } from 'zod';
import { bigId } from './common.ts';
import { leadJourneySummary } from './journey-summary.ts';
import { leadReportRow } from './reports.ts';

export { type LeadJourneySummary, leadJourneySummary } from './journey-summary.ts';

/** One page view of the timeline. */
export const journeyPageView = z.object({
  url: z.string(),
  title: z.string().nullable(),
  at: z.string(),
  /** The first page of a visit (where the timeline starts a new group). */
  new_visit: z.boolean(),
  /** Where this page view came from: the previous page, or for a landing an outside site. */
  referrer: z.string().nullable(),
});
export type JourneyPageView = z.infer<typeof journeyPageView>;

// ---------------------------------------------------------------------------------------------
// GET /leadspeek/lead/{leadId} → leadDetailResponse (another tenant's lead is 404)

export const leadDetailParams = z.object({ leadId: bigId });

export const leadDetailResponse = z.object({
  lead: leadReportRow.extend({ source_url: z.string().nullable() }),
  journey: z
    .object({
      summary: leadJourneySummary,
      /** The newest page views (at most JOURNEY_PAGE_LIMIT), oldest first. */
      pages: z.array(journeyPageView),
      /** Page views before the first one listed (0 when the whole journey is listed). */
      earlier_page_views: z.number().int(),
    })
    .nullable(),
});
export type LeadDetailResponse = z.infer<typeof leadDetailResponse>;

export const leadDetailPath = (leadId: number) => `/leadspeek/lead/${leadId}`;
