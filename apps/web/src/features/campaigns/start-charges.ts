// What starting or resuming one campaign charges (part 2 §5 prices; issue 16 point 4 Prepaid): the
// single confirmation lists it, and the bulk confirmation shows each campaign's total and their sum.
import { type CampaignListRow, isWalletTerm } from '@lead/shared';

type PricedRow = Pick<
  CampaignListRow,
  'payment_term' | 'platform_fee_cents' | 'min_cost_cents' | 'cost_per_lead_cents'
>;

export type StartCharges = {
  setupFeeCents: number;
  /** The platform fee of the first period (Weekly, Monthly, One Time); 0 for Prepaid. */
  periodFeeCents: number;
  /** Prepaid: the pool bought at the start (null while its size is unknown). */
  poolCents: number | null;
  /** Known charges at the start; leads beyond them are billed at the cost per lead. */
  totalCents: number;
};

export function startChargesOf(row: PricedRow, leadsBuy: number | null): StartCharges {
  if (isWalletTerm(row.payment_term)) {
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
