import { describe, expect, it } from 'vitest';
import { startChargesOf, summedTotalCents } from './start-charges.ts';

const priced = { platform_fee_cents: 25_000, min_cost_cents: 10_000, cost_per_lead_cents: 150 };

// part 2 §5 (set-up fee, platform fee per period, cost per lead) and issue 16 point 4 (Prepaid pools).
describe('startChargesOf', () => {
  it.each([
    ['Weekly', null, { setupFeeCents: 25_000, periodFeeCents: 10_000, poolCents: null, totalCents: 35_000 }],
    ['Monthly', null, { setupFeeCents: 25_000, periodFeeCents: 10_000, poolCents: null, totalCents: 35_000 }],
    [
      'One Time',
      null,
      { setupFeeCents: 25_000, periodFeeCents: 10_000, poolCents: null, totalCents: 35_000 },
    ],
    ['Prepaid', 100, { setupFeeCents: 25_000, periodFeeCents: 0, poolCents: 15_000, totalCents: 40_000 }],
    ['Prepaid', null, { setupFeeCents: 25_000, periodFeeCents: 0, poolCents: null, totalCents: 25_000 }],
  ] as const)('%s with a pool of %s leads', (term, leadsBuy, expected) => {
    expect(startChargesOf({ ...priced, payment_term: term }, { leads_buy: leadsBuy })).toEqual(expected);
  });

  // Issue 23: a manual-bill agency's wallet was charged $25 after the dialog listed $50 + $250.
  it.each([
    [
      "the agency's Data Wallet at wholesale, no set-up fee",
      { payer: 'agency_wallet', leads: 50, per_lead_cents: 50, setup_fee_cents: 0, total_cents: 2_500 },
      { setupFeeCents: 0, poolCents: 2_500, totalCents: 2_500, poolPerLeadCents: 50, payer: 'agency_wallet' },
    ],
    [
      "the client's card, a later pool without the set-up fee",
      { payer: 'client_card', leads: 100, per_lead_cents: 150, setup_fee_cents: 0, total_cents: 15_000 },
      {
        setupFeeCents: 0,
        poolCents: 15_000,
        totalCents: 15_000,
        poolPerLeadCents: 150,
        payer: 'client_card',
      },
    ],
  ] as const)('Prepaid quoted by the server: %s', (_case, quote, expected) => {
    const charges = startChargesOf(
      { ...priced, payment_term: 'Prepaid' },
      { leads_buy: quote.leads, next_pool: quote },
    );
    expect(charges).toEqual({ periodFeeCents: 0, ...expected });
  });

  it('sums each campaign’s own total', () => {
    const weekly = startChargesOf({ ...priced, payment_term: 'Weekly' }, null);
    const prepaid = startChargesOf({ ...priced, payment_term: 'Prepaid' }, { leads_buy: 100 });
    expect(summedTotalCents([weekly, prepaid])).toBe(75_000);
    expect(summedTotalCents([])).toBe(0);
  });
});
