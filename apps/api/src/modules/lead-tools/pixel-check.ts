// GET /check-run-embeded-code: has the campaign's pixel fired lately? Its newest pixel page view
// (accepted visits of any status: a rejected visit still proves the tag runs) within 24 hours.
import { type CheckRunEmbedResponse, TEST_TOOL_LIMITS } from '@lead/shared';
import { and, desc, eq } from 'drizzle-orm';
import { visits } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { siteIdCampaign } from './tool-campaign.ts';

const HOUR_MS = 3_600_000;

export async function checkPixelFired(
  ctx: AppContext,
  actor: Actor,
  leadspeekApiId: string,
): Promise<CheckRunEmbedResponse> {
  const { campaign } = await siteIdCampaign(ctx.db, actor, leadspeekApiId);
  // One probe of the (campaign_id, received_at) index.
  const [newest] = await ctx.db
    .select({ receivedAt: visits.receivedAt })
    .from(visits)
    .where(and(eq(visits.campaignId, campaign.id), eq(visits.source, 'pixel')))
    .orderBy(desc(visits.receivedAt))
    .limit(1);
  const lastSeen = newest?.receivedAt ?? null;
  const recent =
    lastSeen !== null && Date.now() - lastSeen.getTime() <= TEST_TOOL_LIMITS.pixelRecentHours * HOUR_MS;
  return {
    leadspeek_api_id: campaign.leadspeekApiId,
    status: recent ? 'exist' : 'not exist',
    last_seen_at: lastSeen?.toISOString() ?? null,
  };
}
