// The campaign a testing tool is about: one the caller may see (else 404, as if it did not exist), of
// Site ID (the only module with an embed code) and not archived; refusals name the field.
import { LEAD_TOOL_MESSAGES } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import { type VisibleCampaign, visibleCampaign } from '../../platform/access/campaigns.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError, invalid } from '../../platform/errors.ts';

export async function siteIdCampaign(
  db: Queryable,
  actor: Actor,
  leadspeekApiId: string,
): Promise<VisibleCampaign> {
  const found = await visibleCampaign(db, actor, leadspeekApiId);
  if (found.campaign.module !== 'local') throw invalid({ leadspeek_api_id: LEAD_TOOL_MESSAGES.siteIdOnly });
  if (found.campaign.status === 'archived')
    throw new AppError(409, 'invalidInput', { leadspeek_api_id: LEAD_TOOL_MESSAGES.archived });
  return found;
}
