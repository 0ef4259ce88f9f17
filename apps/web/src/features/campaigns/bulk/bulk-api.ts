// The bulk status call (PUT /leadspeek/client/bulk-activepause): one request, per-campaign results.
import { BULK_CAMPAIGNS_MAX, type BulkCampaignResult, campaignRoutes } from '@lead/shared';
import { call } from '../../../lib/api-client.ts';

/** Pauses or resumes the campaigns, a list page (at most BULK_CAMPAIGNS_MAX) per request. */
export async function setStatuses(
  leadspeekApiIds: readonly string[],
  status: 'active' | 'paused',
): Promise<BulkCampaignResult[]> {
  const results: BulkCampaignResult[] = [];
  for (let start = 0; start < leadspeekApiIds.length; start += BULK_CAMPAIGNS_MAX) {
    const answer = await call(campaignRoutes.bulkActivePause, {
      body: { leadspeek_api_ids: leadspeekApiIds.slice(start, start + BULK_CAMPAIGNS_MAX), status },
    });
    results.push(...answer.results);
  }
  return results;
}
