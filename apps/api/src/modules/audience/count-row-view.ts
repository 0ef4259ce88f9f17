// A stored lead-count request as the API answers with it (contracts/audience.ts countRow), and as
// the lead-data provider is asked for it.
import { type CountRow, keywordsToTags } from '@lead/shared';
import type { leadCountRequests } from '../../db/schema/index.ts';
import type { AudienceQuery } from '../../platform/providers/lead-data-provider.ts';

export type StoredCount = typeof leadCountRequests.$inferSelect;

export const storedKeywords = (row: StoredCount): string[] => keywordsToTags(row.keyword);

export function countRowOf(row: StoredCount): CountRow {
  return {
    id: row.id,
    company_id: row.companyId,
    target_location: row.targetLocation,
    states: row.states,
    cities: row.cities,
    zip_code: row.zipCodes.join('\n'),
    keyword: row.keyword,
    keywords: storedKeywords(row),
    count_without_geo: row.countWithoutGeo,
    count: row.count,
    status: row.status,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

export function audienceQueryOf(row: StoredCount): AudienceQuery {
  return {
    keywords: storedKeywords(row),
    targetLocation: row.targetLocation,
    states: row.states,
    cities: row.cities,
    zipCodes: row.zipCodes,
  };
}
