// Pixel ingestion under /api (issue 6, issue 13 point 6): the Site ID pixel's page views, and what
// this API process counted of them. The event itself is parsed by the API (it may come as
// text/plain from a beacon), so only its size and the answers are declared here.
import { z } from 'zod';
import { PIXEL_DROP_REASONS } from './pixel-drop-reasons.ts';

/**
 * A page view is small: bigger bodies (and image queries) are refused before they are read. Room for
 * its longest fields together: a 2,048-character page and referrer and a 300-character title.
 */
export const PIXEL_EVENT_MAX_BYTES = 6144;

/** GET /pixel/ingestion-counts lists the drops without a campaign of this many UTC days. */
export const DAYS_WITHOUT_CAMPAIGN = 7;

/** What became of a page view: stored as a visit, or why it was dropped. */
export const INGEST_OUTCOMES = ['stored', ...PIXEL_DROP_REASONS] as const;
export type IngestOutcome = (typeof INGEST_OUTCOMES)[number];

/** GET /pixel/event.gif?d=: the image fallback carries the event as its `d` query. */
export const pixelImageQuery = z.object({ d: z.string().max(PIXEL_EVENT_MAX_BYTES) });

/** Every valid event answers an empty 204 (stored or dropped, so a probe learns nothing). */
export const pixelEventTaken = z.undefined();

/** The image fallback answers every valid event with a 1×1 transparent GIF (image/gif). */
export const pixelGif = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

export const ingestionCountsResponse = z.object({
  since: z.string(),
  counts: z.object(
    Object.fromEntries(INGEST_OUTCOMES.map((outcome) => [outcome, z.number()])) as Record<
      IngestOutcome,
      z.ZodNumber
    >,
  ),
  /** Written drops whose key named no Site ID campaign, per UTC day and reason, newest day first. */
  withoutCampaign: z.array(z.object({ day: z.string(), reason: z.string(), count: z.number() })),
});
export type IngestionCounts = z.infer<typeof ingestionCountsResponse>;
