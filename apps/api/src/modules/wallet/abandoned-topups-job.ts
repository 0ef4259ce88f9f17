// Every 10 minutes: a card top-up its payer never heard the end of (the process died mid-charge, and
// the dialog was closed instead of asked again) is finished for them, as confirmed: charged with its
// own idempotency key, so a charge that already reached the provider is answered again, never made
// twice, and the wallet credited once. Only while the provider still knows the key (Stripe keeps them
// 24 hours); a claim a live process holds is left to it.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';
import { claimFree, topUpWallet } from './wallet-topup-job.ts';

/** The payer's own retry comes first: the dialog asks again at once. */
const ABANDONED_AFTER_MINUTES = 10;
/** Past this, the provider may have forgotten the key, and a charge again could be a second one. */
const PROVIDER_KEY_HOURS = 23;

type AbandonedRow = {
  company_id: number;
  kind: 'manual' | 'auto';
  idempotency_key: string;
  amount_cents: string | number;
  user_id: number | null;
  ip_user: string | null;
  timezone: string | null;
};

export async function finishAbandonedTopups(ctx: AppContext, now = new Date()): Promise<number> {
  const { rows } = await ctx.db.execute<AbandonedRow>(sql`
    select company_id, kind, idempotency_key, amount_cents, user_id, ip_user, timezone from wallet_topups
    where status = 'pending'
      and created_at < ${now}::timestamptz - make_interval(mins => ${ABANDONED_AFTER_MINUTES})
      and created_at > ${now}::timestamptz - make_interval(hours => ${PROVIDER_KEY_HOURS})
      and ${claimFree(now)}
    order by id limit 100`);
  let finished = 0;
  for (const row of rows) {
    try {
      await topUpWallet(
        ctx,
        {
          agencyId: row.company_id,
          kind: row.kind,
          key: row.idempotency_key,
          amountCents: Number(row.amount_cents),
          userId: row.user_id,
          ipUser: row.ip_user,
          timezone: row.timezone,
        },
        now,
      );
      finished++;
    } catch (error) {
      // The provider did not answer: the next sweep asks again, with the same key.
      ctx.log?.warn(
        { err: error, key: row.idempotency_key },
        'an abandoned wallet top-up could not be finished',
      );
    }
  }
  return finished;
}

export const abandonedTopupsJob = defineScheduledJob({
  name: 'wallet-abandoned-topups',
  cron: '*/10 * * * *',
  run: (ctx) => finishAbandonedTopups(ctx),
});
