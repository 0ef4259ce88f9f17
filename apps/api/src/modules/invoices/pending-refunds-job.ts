// A refund the provider never answered stays pending and holds its amount (refund-invoice.ts). This
// job sends such refunds again with their own key, so the provider completes the first refund
// instead of making a second one, and the refund is recorded. Nobody has to reopen the dialog.
import { and, eq, lt } from 'drizzle-orm';
import { invoiceRefunds } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';
import { AppError } from '../../platform/errors.ts';
import { refundInvoice, refundKeyOf } from './refund-invoice.ts';

/** A refund younger than this may still be answered to the person who asked for it. */
const SETTLE_AFTER_MS = 5 * 60_000;

export type PendingRefundsSummary = { completed: number; stillPending: number; failed: number };

export async function completePendingRefunds(
  ctx: AppContext,
  now = new Date(),
): Promise<PendingRefundsSummary> {
  const pending = await ctx.db
    .select()
    .from(invoiceRefunds)
    .where(
      and(
        eq(invoiceRefunds.status, 'pending'),
        lt(invoiceRefunds.createdAt, new Date(now.getTime() - SETTLE_AFTER_MS)),
      ),
    )
    .orderBy(invoiceRefunds.id)
    .limit(500);
  const summary: PendingRefundsSummary = { completed: 0, stillPending: 0, failed: 0 };
  for (const refund of pending) {
    const requestKey = refund.idempotencyKey.slice(refundKeyOf(refund.invoiceId, '').length);
    try {
      await refundInvoice(ctx, refund.invoiceId, refund.amountCents, requestKey);
      summary.completed += 1;
    } catch (error) {
      // The provider is still away: next time. Any other answer marked the refund failed.
      if (error instanceof AppError && error.status === 503) summary.stillPending += 1;
      else summary.failed += 1;
    }
  }
  return summary;
}

export const pendingRefundsJob = defineScheduledJob({
  name: 'pending-refunds',
  cron: '*/10 * * * *',
  run: (ctx) => completePendingRefunds(ctx),
});
