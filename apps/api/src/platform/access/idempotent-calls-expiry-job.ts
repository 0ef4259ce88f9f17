// Idempotency-Key answers are kept a day (idempotent-calls.ts); this hourly job deletes older ones so
// the table stays the size of one day's creates and money calls.
import { lt, sql } from 'drizzle-orm';
import { idempotentCalls } from '../../db/schema/index.ts';
import type { Database } from '../db.ts';
import { defineScheduledJob } from '../define-job.ts';
import { KEPT_FOR } from './idempotent-calls.ts';

/** Deletes the answers older than they are kept; returns how many went. */
export async function deleteExpiredIdempotentCalls(db: Database): Promise<number> {
  const gone = await db
    .delete(idempotentCalls)
    .where(lt(idempotentCalls.createdAt, sql`now() - ${KEPT_FOR}`))
    .returning({ key: idempotentCalls.key });
  return gone.length;
}

export const idempotentCallsExpiryJob = defineScheduledJob({
  name: 'idempotent-calls-expiry',
  cron: '17 * * * *',
  run: (ctx) => deleteExpiredIdempotentCalls(ctx.db),
});
