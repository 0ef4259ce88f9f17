// A Site ID campaign's page rules (issue 25 item 3): read and replaced whole by whoever may read or
// edit the campaign. The lead pipeline applies them to page views it has not decided yet
// (lead-engine/stages/page-rules.ts); visits already decided keep their outcome.
import { messages, type PageRules } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleCampaign } from '../../platform/access/campaigns.ts';
import type { Queryable } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { logActorAction } from '../../platform/user-log.ts';

const rulesOf = (campaign: { pageRules: PageRules }): PageRules => ({
  excluded: campaign.pageRules.excluded,
  required: campaign.pageRules.required,
});

export async function readPageRules(db: Queryable, actor: Actor, leadspeekApiId: string): Promise<PageRules> {
  const { campaign } = await visibleCampaign(db, actor, leadspeekApiId);
  return rulesOf(campaign);
}

export async function savePageRules(
  db: Queryable,
  actor: Actor,
  leadspeekApiId: string,
  body: PageRules,
  ip: string,
): Promise<PageRules> {
  const { campaign } = await visibleCampaign(db, actor, leadspeekApiId);
  // Only page views are matched against pages: a search or a list has none.
  if (campaign.module !== 'local') throw invalid({ leadspeek_api_id: messages.pageRulesSiteIdOnly });
  const rules: PageRules = { excluded: [...body.excluded], required: [...body.required] };
  await db
    .update(campaigns)
    .set({ pageRules: rules, updatedAt: new Date() })
    .where(eq(campaigns.id, campaign.id));
  await logActorAction(
    db,
    actor,
    ip,
    'campaign',
    `Page rules of campaign ${campaign.leadspeekApiId}: ${rules.excluded.length} never identified, ${rules.required.length} required`,
    campaign.leadspeekApiId,
  );
  return rules;
}
