// The platform-wide dropped page views of the last days: those whose key named no Site ID campaign
// (or none at all), which no tenant's report can show.
import { DAYS_WITHOUT_CAMPAIGN } from '@lead/shared';
import { desc, gte, sql } from 'drizzle-orm';
import { pixelDropCountsWithoutCampaign } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';

export async function dropsWithoutCampaign(db: Queryable) {
  return db
    .select({
      day: pixelDropCountsWithoutCampaign.day,
      reason: pixelDropCountsWithoutCampaign.reason,
      count: pixelDropCountsWithoutCampaign.count,
    })
    .from(pixelDropCountsWithoutCampaign)
    .where(
      gte(
        pixelDropCountsWithoutCampaign.day,
        sql`(now() at time zone 'UTC')::date - ${DAYS_WITHOUT_CAMPAIGN - 1}::int`,
      ),
    )
    .orderBy(desc(pixelDropCountsWithoutCampaign.day), pixelDropCountsWithoutCampaign.reason);
}
