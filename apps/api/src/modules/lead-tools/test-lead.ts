// POST /send-test-lead (part 2 §5 "Test lead"): a visit of a known person of the built-in identity
// graph, queued for the campaign like any visit, so the real pipeline resolves (by key: a partner
// provider that does not know the person leaves it unresolved), stores (as a test lead, never
// billed) and delivers it. At most one per minute per campaign: the newest test visit is the last
// attempt, read under the campaign's row lock so two clicks at once make one visit.
import { LEAD_TOOL_MESSAGES, TEST_TOOL_LIMITS } from '@lead/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { campaigns, visits } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { logActorAction } from '../../platform/user-log.ts';
import { personKeyOf } from '../lead-data/identity-graph/graph.ts';
import { requestResolution } from '../lead-engine/resolve-job.ts';
import { siteIdCampaign } from './tool-campaign.ts';

export type TestLeadOutcome =
  | { sent: true; body: { message: string; leadspeek_api_id: string; visit_id: number } }
  | { sent: false; retryAfterSeconds: number };

/**
 * The graph's first person: there in every graph of the seed, the same on every machine. Its key is
 * known without building the graph (seconds of CPU the request should not spend).
 */
const TEST_PERSON_KEY = personKeyOf(0);

export async function sendTestLead(
  ctx: AppContext,
  actor: Actor,
  leadspeekApiId: string,
  ip: string | null,
): Promise<TestLeadOutcome> {
  const outcome = await ctx.db.transaction(async (tx): Promise<TestLeadOutcome> => {
    const { campaign } = await siteIdCampaign(tx, actor, leadspeekApiId);
    await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaign.id)).for('update');
    const [last] = await tx
      .select({ secondsAgo: sql<number>`extract(epoch from now() - ${visits.receivedAt})::float8` })
      .from(visits)
      .where(and(eq(visits.campaignId, campaign.id), eq(visits.source, 'test')))
      .orderBy(desc(visits.receivedAt))
      .limit(1);
    const wait = TEST_TOOL_LIMITS.testLeadIntervalSeconds - (last?.secondsAgo ?? Number.POSITIVE_INFINITY);
    if (wait > 0) return { sent: false, retryAfterSeconds: Math.ceil(wait) };

    const [visit] = await tx
      .insert(visits)
      .values({
        campaignId: campaign.id,
        companyId: campaign.companyId,
        source: 'test',
        personKey: TEST_PERSON_KEY,
        pageUrl: campaign.urlCode,
        status: 'queued',
      })
      .returning({ id: visits.id });
    if (!visit) throw new Error('The test visit was not stored.');
    await logActorAction(
      tx,
      actor,
      ip,
      'campaign',
      `Sent a test lead to campaign ${campaign.leadspeekApiId} (${campaign.campaignName})`,
      campaign.leadspeekApiId,
    );
    return {
      sent: true,
      body: {
        message: LEAD_TOOL_MESSAGES.testLeadSent,
        leadspeek_api_id: campaign.leadspeekApiId,
        visit_id: visit.id,
      },
    };
  });
  // Only after the visit has committed may a worker look for it.
  if (outcome.sent) await requestResolution(ctx);
  return outcome;
}
