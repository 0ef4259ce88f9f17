// Pixel ingestion under /api: the beacon (POST /pixel/event, text/plain or JSON), the image fallback
// (GET /pixel/event.gif?d=), both public, and this process's counts for platform staff. The pixel
// (packages/pixel) keeps its own copy of the event path, so it stays free of zod; a test compares.
import { errorBody } from '../contracts/common.ts';
import {
  DAYS_WITHOUT_CAMPAIGN,
  ingestionCountsResponse,
  pixelEventTaken,
  pixelGif,
  pixelImageQuery,
} from '../contracts/pixel-ingest.ts';
import { defineRoute, PLATFORM_STAFF } from './route.ts';

const tags = ['pixel'];

export const ingestRoutes = {
  /** 204 for every valid event, 400 naming the fields of a malformed one ("Not a page view."). */
  pixelEvent: defineRoute({
    method: 'POST',
    path: '/pixel/event',
    response: { 204: pixelEventTaken, 400: errorBody },
    auth: 'public',
    tags,
    summary: 'A page view from the Site ID pixel',
  }),
  /** A 1×1 GIF for every valid event; 400 as the beacon's for a malformed one. */
  pixelEventImage: defineRoute({
    method: 'GET',
    path: '/pixel/event.gif',
    query: pixelImageQuery,
    response: { 200: pixelGif, 400: errorBody },
    auth: 'public',
    tags,
  }),
  ingestionCounts: defineRoute({
    method: 'GET',
    path: '/pixel/ingestion-counts',
    response: { 200: ingestionCountsResponse },
    auth: PLATFORM_STAFF,
    tags,
    summary: `This API process's page views by outcome (stored, or why dropped), and the drops of unknown campaign keys of the last ${DAYS_WITHOUT_CAMPAIGN} UTC days`,
  }),
};
