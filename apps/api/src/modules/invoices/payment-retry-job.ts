// The retry of declined charges (issue 15 point 4): every ten minutes the failed invoices whose
// next_attempt_at has come (1, 3 and 5 days after the first decline, rules/payment-retry.ts) are
// charged again with reason 'retry'. Each charge locks its invoice, so two runs at once, or a retry
// beside a settlement, never charge one twice; a provider outage leaves the invoice for the next run.
import type { AppContext } from '../../platform/app-context.ts';
import { defineScheduledJob } from '../../platform/define-job.ts';
import { ProviderUnavailableError } from '../../platform/providers/payment-provider.ts';
import { type ChargeOutcome, chargeInvoice, invoicesDueForRetry } from './charge-invoice.ts';

const BATCH = 200;

export async function retryDueInvoices(
  ctx: AppContext,
  now = new Date(),
): Promise<{ invoiceId: number; outcome: ChargeOutcome['outcome'] | 'unavailable' }[]> {
  const results: { invoiceId: number; outcome: ChargeOutcome['outcome'] | 'unavailable' }[] = [];
  for (const invoiceId of await invoicesDueForRetry(ctx.db, now, BATCH)) {
    try {
      results.push({ invoiceId, outcome: (await chargeInvoice(ctx, invoiceId, 'retry', now)).outcome });
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      results.push({ invoiceId, outcome: 'unavailable' });
    }
  }
  return results;
}

export const paymentRetryJob = defineScheduledJob({
  name: 'payment-retry',
  cron: '*/10 * * * *',
  run: (ctx) => retryDueInvoices(ctx),
});
