// What starting or resuming one campaign charges (part 2 §5 prices; issue 16 point 4 Prepaid): the
// single confirmation lists it, and the bulk confirmation shows each campaign's total and their sum.
import { type CampaignListRow, isWalletTerm, type RemainingBalanceLeads } from '@lead/shared';

type PricedRow = Pick<
  CampaignListRow,
  'payment_term' | 'platform_fee_cents' | 'min_cost_cents' | 'cost_per_lead_cents'
>;

/** A Prepaid campaign's pools answer: its pool size and what the next pool charges, and to whom. */
export type PoolFacts = Pick<RemainingBalanceLeads, 'leads_buy' | 'next_pool'> | null | undefined;

export type StartCharges = {
  setupFeeCents: number;
  /** The platform fee of the first period (Weekly, Monthly, One Time); 0 for Prepaid. */
  periodFeeCents: number;
  /** Prepaid: the pool bought at the start (null while its size is unknown). */
  poolCents: number | null;
  /** Known charges at the start; leads beyond them are billed at the cost per lead. */
  totalCents: number;
  /** Prepaid: the price of one lead of the pool, as the purchase charges it. */
  poolPerLeadCents?: number;
  /** Prepaid: who pays the pool (a manual-bill agency's Data Wallet pays at wholesale). */
  payer?: 'client_card' | 'agency_wallet';
};

export function startChargesOf(row: PricedRow, pool: PoolFacts): StartCharges {
  if (isWalletTerm(row.payment_term)) {
    // The server's quote is what the purchase charges (issue 23: a wallet pays wholesale).
    const quote = pool?.next_pool;
    if (quote)
      return {
        setupFeeCents: quote.setup_fee_cents,
        periodFeeCents: 0,
        poolCents: quote.leads * quote.per_lead_cents,
        totalCents: quote.total_cents,
        poolPerLeadCents: quote.per_lead_cents,
        payer: quote.payer,
      };
    const leadsBuy = pool?.leads_buy ?? null;
    const poolCents = leadsBuy === null ? null : leadsBuy * row.cost_per_lead_cents;
    return {
      setupFeeCents: row.platform_fee_cents,
      periodFeeCents: 0,
      poolCents,
      totalCents: row.platform_fee_cents + (poolCents ?? 0),
    };
  }
  return {
    setupFeeCents: row.platform_fee_cents,
    periodFeeCents: row.min_cost_cents,
    poolCents: null,
    totalCents: row.platform_fee_cents + row.min_cost_cents,
  };
}

/** The bulk confirmation's sum of every campaign's own total. */
export const summedTotalCents = (totals: readonly StartCharges[]): number =>
  totals.reduce((sum, charges) => sum + charges.totalCents, 0);
