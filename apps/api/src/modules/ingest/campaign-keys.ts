// What ingestion needs to know about a campaign key, cached for a few seconds so a busy site costs
// no lookup per page view. A paused or archived campaign stops taking events within that time.
import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { campaigns } from '../../db/schema/index.ts';
import { liveCampaigns } from '../../platform/access/campaigns.ts';
import type { Queryable } from '../../platform/db.ts';
import { siteHostOf } from './site-match.ts';

/** A Site ID campaign; one that is not running (paused, stopped, draft, archived) drops its events. */
export type PixelCampaign = { id: number; companyId: number; siteHost: string | null; running: boolean };

export const CAMPAIGN_KEY_TTL_MS = 5_000;

/** The Site ID campaign of a key, or null: a key of another module names no pixel campaign. */
export async function pixelCampaignOfKey(db: Queryable, key: string): Promise<PixelCampaign | null> {
  const [row] = await db
    .select({
      id: campaigns.id,
      companyId: campaigns.companyId,
      siteUrl: campaigns.urlCode,
      status: campaigns.status,
      module: campaigns.module,
    })
    .from(campaigns)
    // A removed campaign's key names no campaign any more: it takes no visits.
    .where(and(eq(campaigns.leadspeekApiId, key), liveCampaigns));
  return row && row.module === 'local'
    ? {
        id: row.id,
        companyId: row.companyId,
        siteHost: siteHostOf(row.siteUrl),
        running: row.status === 'active',
      }
    : null;
}

type Lookup = (key: string) => Promise<PixelCampaign | null>;

/**
 * The page views that arrive while a key is looked up share that lookup (one query, not one per
 * request); a failed lookup is not kept, so the next page view asks again.
 */
export function createCampaignKeys(lookUp: Lookup, ttlMs = CAMPAIGN_KEY_TTL_MS) {
  const cache = new LRUCache<string, { campaign: PixelCampaign | null }>({
    max: 50_000,
    ttl: ttlMs,
    fetchMethod: async (key) => ({ campaign: await lookUp(key) }),
  });
  return async (key: string): Promise<PixelCampaign | null> => (await cache.fetch(key))?.campaign ?? null;
}
