// The charging half of a billing run: every client or agency invoice that is open and was never
// attempted, whichever run issued it (a run killed after issuing leaves its invoices for the next),
// charged through `chargeInvoice` by a small pool. `chargeInvoice` locks each invoice (SKIP LOCKED)
// and sends the key of its attempt, so two runs at once, or a run after a crash, charge nothing twice.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context.ts';
import type { Queryable } from '../../platform/db.ts';
import { chargeInvoice } from '../invoices/charge-invoice.ts';

export type ChargeTally = {
  paid: number;
  failed: number;
  skipped: number;
  errors: number;
  lastError?: string;
};

/** A page of never-attempted open invoices of the run's levels, by id after `afterId`. */
export async function unchargedInvoices(db: Queryable, afterId: number, limit: number): Promise<number[]> {
  const result = await db.execute<{ id: string }>(sql`
    select id from invoices
    where status = 'open' and attempts = 0 and level in ('client', 'agency') and id > ${afterId}
    order by id limit ${limit}`);
  return result.rows.map((row) => Number(row.id));
}

/** Runs `work` over `items` with at most `size` at a time. */
async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(size, items.length)) }, worker));
}

export async function chargeUncharged(
  ctx: AppContext,
  options: { now: Date; concurrency: number; pageSize: number; onCharged?: (count: number) => void },
): Promise<ChargeTally> {
  const tally: ChargeTally = { paid: 0, failed: 0, skipped: 0, errors: 0 };
  let afterId = 0;
  let charged = 0;
  for (;;) {
    const ids = await unchargedInvoices(ctx.db, afterId, options.pageSize);
    if (ids.length === 0) return tally;
    afterId = ids[ids.length - 1] as number;
    await inPool(ids, options.concurrency, async (id) => {
      try {
        const outcome = await chargeInvoice(ctx, id, 'run', options.now);
        tally[outcome.outcome === 'paid' ? 'paid' : outcome.outcome === 'failed' ? 'failed' : 'skipped'] += 1;
      } catch (error) {
        // The provider did not answer: the invoice stays open with the same key for the next run.
        tally.errors += 1;
        tally.lastError = `invoice ${id}: ${error instanceof Error ? error.message : String(error)}`;
      }
      options.onCharged?.(++charged);
    });
  }
}
