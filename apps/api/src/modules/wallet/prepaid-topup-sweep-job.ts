// Wakes Prepaid campaigns that wait for continual top-up's next week or month (issue 16 point 4):
// once `resumes_at` has passed, the next pool is bought and the campaign resumes.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';
import { topUpPool } from './prepaid-pools-job.ts';

/** Tops up every campaign whose wait is over at `now`, oldest wait first; returns their ids. */
export async function wakeWaitingTopups(ctx: AppContext, now = new Date()): Promise<number[]> {
  const { rows } = await ctx.db.execute<{ campaign_id: number }>(sql`
    select campaign_id from funds_paused_campaigns
    where reason = 'pool_period' and resumes_at <= ${now} order by resumes_at, campaign_id`);
  const woken: number[] = [];
  for (const row of rows)
    if ((await topUpPool(ctx, row.campaign_id, now)) === 'bought') woken.push(row.campaign_id);
  return woken;
}

/** Every 10 minutes: a waiting campaign resumes within 10 minutes of its week or month starting. */
export const prepaidTopupSweepJob = defineScheduledJob({
  name: 'prepaid-topup-sweep',
  cron: '*/10 * * * *',
  async run(ctx) {
    await wakeWaitingTopups(ctx);
  },
});
