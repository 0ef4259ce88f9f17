// PUT /bigdbm/services/applycampaign/{id}/{type}: a count's keywords become the keywords of a visible
// Search ID or Enhance ID campaign, under the same rules as a campaign update (role flag, campaign
// scope, archived campaigns unchanged, keyword limits). Enhance ID has no keyword field of its own in
// the campaign payloads, so both modules keep them in the campaign's keyword column (locatorkeyword).
import {
  AUDIENCE_MESSAGES as A,
  type ApplyCampaignRequest,
  type AudienceCampaignModule,
  keywordsProblem,
  keywordsToTags,
  CAMPAIGN_FIELD_MESSAGES as M,
  messages,
  moduleDisplayName,
} from '@lead/shared';
import { eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';

function keywordsOf(sent: ApplyCampaignRequest['keywords']): string[] {
  const keywords = keywordsToTags(Array.isArray(sent) ? sent.join('\n') : sent);
  if (keywords.length === 0) throw invalid({ keywords: A.keywordsMissing });
  const problem = keywordsProblem(keywords);
  if (problem) throw invalid({ keywords: problem });
  return keywords;
}

export async function applyToCampaign(
  ctx: AppContext,
  actor: Actor,
  target: { id: string; type: AudienceCampaignModule },
  body: ApplyCampaignRequest,
  ip: string | null,
) {
  const { campaign } = await visibleCampaign(ctx.db, actor, target.id);
  if (campaign.module !== target.type) throw invalid({ type: M.wrongModule });
  if (campaign.status === 'archived') throw new AppError(409, 'invalidInput', { id: M.archived });
  const keywords = keywordsOf(body.keywords);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(campaigns)
      .set({ locatorKeyword: keywords, updatedAt: new Date() })
      .where(eq(campaigns.id, campaign.id));
    await logActorAction(
      tx,
      actor,
      ip,
      'campaign',
      `Applied audience keywords to ${moduleDisplayName(campaign.module)} campaign ${campaign.leadspeekApiId}: ${keywords.join(', ')}`,
      campaign.leadspeekApiId,
    );
  });
  return { message: messages.dataUpdated, leadspeek_api_id: campaign.leadspeekApiId, keywords };
}
