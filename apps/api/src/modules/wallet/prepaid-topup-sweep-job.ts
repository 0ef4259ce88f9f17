// Wakes Prepaid campaigns paused for want of a pool (issue 16 point 4): those that wait for
// continual top-up's next week or month, once `resumes_at` has passed (the next pool is bought), and
// those whose pool's card invoice was paid after it failed (the payment retry, a new card: the pool
// opens). Either way the held leads are paid from the pool and the campaign resumes.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';
import { buyPool, topUpPool } from './prepaid-pools-job.ts';

/** Tops up every campaign whose wait is over at `now`, oldest wait first; returns their ids. */
export async function wakeWaitingTopups(ctx: AppContext, now = new Date()): Promise<number[]> {
  const { rows } = await ctx.db.execute<{ campaign_id: number }>(sql`
    select campaign_id from funds_paused_campaigns
    where reason = 'pool_period' and resumes_at <= ${now} order by resumes_at, campaign_id`);
  const woken: number[] = [];
  for (const row of rows)
    if ((await topUpPool(ctx, row.campaign_id, now)) === 'bought') woken.push(row.campaign_id);
  // Paused for the pool or, after the decline, for the failed payment (which resumed it when paid).
  const { rows: paidLater } = await ctx.db.execute<{ campaign_id: number }>(sql`
    select distinct p.campaign_id from prepaid_pools p
    join invoices i on i.id = p.invoice_id and i.status in ('paid', 'void')
    where p.status in ('pending', 'failed') order by p.campaign_id`);
  for (const row of paidLater)
    if ((await buyPool(ctx, row.campaign_id, now)).outcome === 'open') woken.push(row.campaign_id);
  return woken;
}

/** Every 10 minutes: a waiting campaign resumes within 10 minutes of its week, month or payment. */
export const prepaidTopupSweepJob = defineScheduledJob({
  name: 'prepaid-topup-sweep',
  cron: '*/10 * * * *',
  async run(ctx) {
    await wakeWaitingTopups(ctx);
  },
});
