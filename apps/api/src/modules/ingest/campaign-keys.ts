// What ingestion needs to know about a campaign key, cached for a few seconds so a busy site costs
// no lookup per page view. A paused or archived campaign stops taking events within that time.
import { eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { siteHostOf } from './site-match.ts';

export type PixelCampaign = { id: number; companyId: number; siteHost: string | null };

const TTL_MS = 5_000;

export function createCampaignKeys(db: Queryable, now: () => number = Date.now) {
  const cache = new Map<string, { value: PixelCampaign | null; until: number }>();
  return async function campaignOfKey(key: string): Promise<PixelCampaign | null> {
    const hit = cache.get(key);
    if (hit && hit.until > now()) return hit.value;
    const [row] = await db
      .select({
        id: campaigns.id,
        companyId: campaigns.companyId,
        siteUrl: campaigns.urlCode,
        status: campaigns.status,
        module: campaigns.module,
      })
      .from(campaigns)
      .where(eq(campaigns.leadspeekApiId, key));
    // Only running Site ID campaigns take pixel events; anything else is answered and dropped.
    const value =
      row && row.status === 'active' && row.module === 'local'
        ? { id: row.id, companyId: row.companyId, siteHost: siteHostOf(row.siteUrl) }
        : null;
    if (cache.size > 50_000) cache.clear();
    cache.set(key, { value, until: now() + TTL_MS });
    return value;
  };
}
