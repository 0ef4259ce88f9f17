// A new card pays at once (issue 15 point 4): right after PUT /payment/card saved the card, the
// failed invoices of the saver's company are charged on it (reason 'new-card'). The answer says what
// happened: paid (the status clears, the paused campaigns resume), declined with the reason, or left
// for the retry job when the provider did not answer.
import { type CARD_SAVE_PAYMENTS, centsToDollars, messages } from '@lead/shared';
import type { Actor } from '../../platform/access/actor.ts';
import { ownCompany, type ProvenCompany } from '../../platform/access/companies.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { walletPaysInvoices } from '../wallet/wallet-funds-job.ts';
import { outstandingInvoicesOf, sumCents } from './outstanding.ts';
import { payOutstanding } from './pay-outstanding.ts';

export type NewCardPayment = {
  message: string;
  payment: (typeof CARD_SAVE_PAYMENTS)[number];
  payment_cents: number;
};

/**
 * What is outstanding after a failed payment: the failed invoices of the caller's company, which
 * saving a card charges at once, or which its Data Wallet pays once charged (issue 16: an agency
 * whose own invoices the wallet pays).
 */
export async function failedPaymentOf(ctx: AppContext, actor: Actor) {
  const company = await ownCompany(ctx.db, actor);
  const failed = await outstandingInvoicesOf(ctx.db, company, ['failed']);
  const byWallet =
    failed.length > 0 &&
    (await walletPaysInvoices(ctx.db, {
      level: company.kind === 'agency' ? 'agency' : 'client',
      payerCompanyId: company.id,
    }));
  return { failed_cents: sumCents(failed), failed_paid_by_wallet: byWallet };
}

/** Charges the failed invoices of the company whose card was just saved. */
export async function payFailedWithNewCard(ctx: AppContext, company: ProvenCompany): Promise<NewCardPayment> {
  const round = await payOutstanding(ctx, company, 'new-card', ['failed']);
  const owed = sumCents(round.outstanding);
  const amount = `$${centsToDollars(owed)}`;
  if (round.outstanding.length === 0)
    return { message: messages.cardSaved, payment: 'nothing-due', payment_cents: 0 };
  if (round.declined)
    return {
      message: messages.cardSavedButDeclined
        .replace('{amount}', amount)
        .replace('{reason}', round.declined.message),
      payment: 'declined',
      payment_cents: owed,
    };
  if (round.unavailable || round.busy.length > 0)
    return {
      message: messages.cardSavedPaymentPending.replace('{amount}', amount),
      payment: 'pending',
      payment_cents: owed,
    };
  return {
    message: messages.cardSavedAndPaid.replace('{amount}', amount),
    payment: 'paid',
    payment_cents: owed,
  };
}
