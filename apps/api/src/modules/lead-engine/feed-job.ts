// The provider feeds (issue 6 point 3): every five minutes each running Search ID, Enhance ID and
// B2B ID campaign asks the lead-data provider who matched its query in the slot that just ended;
// each match becomes a queued visit carrying the person and the keyword, and resolution runs. A slot
// is fed once per campaign (feed_runs), so a repeated run queues nothing twice.
import { and, eq, inArray } from 'drizzle-orm';
import { campaigns, feedRuns, visits } from '../../db/schema/index.ts';
import { liveCampaigns } from '../../platform/access/campaigns.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';
import { campaignHasFeed, feedQueryOf } from './feed-query.ts';
import { requestResolution } from './resolve-job.ts';

export const FEED_SLOT_MS = 5 * 60_000;

/** The last whole slot before `now`. */
export function lastSlot(now: Date): { from: Date; to: Date } {
  const to = Math.floor(now.getTime() / FEED_SLOT_MS) * FEED_SLOT_MS;
  return { from: new Date(to - FEED_SLOT_MS), to: new Date(to) };
}

/** Feeds every running campaign for the window; answers how many visits were queued. */
export async function runAudienceFeeds(ctx: AppContext, window: { from: Date; to: Date }): Promise<number> {
  const running = await ctx.db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.status, 'active'),
        liveCampaigns,
        inArray(campaigns.module, ['locator', 'enhance', 'b2b']),
      ),
    );
  let queued = 0;
  for (const campaign of running.filter(campaignHasFeed)) {
    const matches = await ctx.leadData.findMatches(feedQueryOf(campaign), window);
    queued += await ctx.db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(feedRuns)
        .values({ campaignId: campaign.id, slotStart: window.from, matches: matches.length })
        .onConflictDoNothing()
        .returning();
      if (!fresh || matches.length === 0) return 0;
      await tx.insert(visits).values(
        matches.map((match) => ({
          campaignId: campaign.id,
          companyId: campaign.companyId,
          source: campaign.module === 'locator' ? ('search' as const) : ('audience' as const),
          personKey: match.person.key,
          keyword: match.keyword,
          occurredAt: window.from,
        })),
      );
      return matches.length;
    });
  }
  if (queued > 0) await requestResolution(ctx);
  return queued;
}

export const audienceFeedJob = defineScheduledJob({
  name: 'audience-feeds',
  cron: '*/5 * * * *',
  run: (ctx) => runAudienceFeeds(ctx, lastSlot(new Date())),
});
