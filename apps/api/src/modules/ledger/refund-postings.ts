// What a refund of a paid invoice writes to the journal: the reverse of its payment and of the income
// it recorded, in proportion to the amount refunded. The keys derive from the refund, so a replayed
// refund records nothing new.
//
//   refunded          the payer's receivable ← provider cash (the money goes back to the card)
//   income reversed   (client) agency payable (margin share) and platform revenue (wholesale share)
//                     (agency) platform revenue                                  ← the payer's receivable
//   payout reversed   provider cash ← agency payable (a destination charge takes the margin share
//                     back from the agency's account: Stripe's reverse_transfer)
import {
  agencyPayable,
  type InvoiceMoney,
  platformRevenue,
  providerCash,
  receivableOf,
} from './invoice-postings.ts';
import type { Posting } from './post.ts';

export type RefundMoney = {
  /** The refund's own key ('invoice-42-refund-…'); each posting adds its step. */
  key: string;
  amountCents: number;
  /** What earlier refunds of the invoice returned, so the shares of all refunds add up exactly. */
  refundedBeforeCents: number;
};

/** The platform's share of the first `cents` refunded of a client invoice (wholesale ÷ total of it). */
const wholesaleShareOf = (invoice: InvoiceMoney, cents: number): number =>
  invoice.totalCents === 0 ? 0 : Math.round((cents * invoice.wholesaleCents) / invoice.totalCents);

/** The platform's revenue given back once `cents` of the invoice are refunded in all. */
export const platformRefundedThrough = (invoice: InvoiceMoney, cents: number): number =>
  invoice.level === 'client' ? wholesaleShareOf(invoice, cents) : cents;

/**
 * The shares of one refund: of a client invoice the platform returns its wholesale share and the
 * agency its margin share; of an agency or subscription invoice the platform returns all. Computed on
 * the running total, so partial refunds that add up to the whole return exactly the invoice's shares.
 */
export function refundShares(
  invoice: InvoiceMoney,
  refund: RefundMoney,
): { platform: number; agency: number } {
  const after = refund.refundedBeforeCents + refund.amountCents;
  const platform =
    platformRefundedThrough(invoice, after) - platformRefundedThrough(invoice, refund.refundedBeforeCents);
  return { platform, agency: refund.amountCents - platform };
}

export function refundPostings(
  invoice: InvoiceMoney,
  refund: RefundMoney,
  paidOutToAgency: boolean,
): Posting[] {
  const { platform, agency } = refundShares(invoice, refund);
  const base = { invoiceId: invoice.id };
  const postings: Posting[] = [
    {
      ...base,
      key: `${refund.key}:cash`,
      debit: receivableOf(invoice),
      credit: providerCash(invoice),
      amountCents: refund.amountCents,
      memo: `${invoice.number} refunded to the payer`,
    },
    {
      ...base,
      key: `${refund.key}:platform`,
      debit: platformRevenue(invoice),
      credit: receivableOf(invoice),
      amountCents: platform,
      memo: `${invoice.number} refunded: the platform's share`,
    },
  ];
  if (invoice.level !== 'client') return postings;
  postings.push({
    ...base,
    key: `${refund.key}:agency`,
    debit: agencyPayable(invoice),
    credit: receivableOf(invoice),
    amountCents: agency,
    memo: `${invoice.number} refunded: the agency's margin`,
  });
  if (paidOutToAgency)
    postings.push({
      ...base,
      key: `${refund.key}:payout-reversal`,
      debit: providerCash(invoice),
      credit: agencyPayable(invoice),
      amountCents: agency,
      memo: `${invoice.number} refunded: the margin taken back from the agency's account`,
    });
  return postings;
}
