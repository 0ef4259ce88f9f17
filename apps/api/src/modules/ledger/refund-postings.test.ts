// Refund shares (issue 15): refunds of a client invoice return the platform's wholesale and the
// agency's margin in proportion, and partial refunds that add up to the whole return them exactly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InvoiceMoney } from './invoice-postings.ts';
import { refundPostings, refundShares } from './refund-postings.ts';

const invoiceOf = (totalCents: number, wholesaleCents: number, level: InvoiceMoney['level'] = 'client') => ({
  id: 1,
  number: 'INV-000001',
  level,
  payerCompanyId: 10,
  agencyCompanyId: 5,
  rootCompanyId: 1,
  totalCents,
  wholesaleCents,
});

/** Splits `total` into the given number of positive parts (or fewer when total is small). */
const partsOf = (total: number, cuts: number[]) => {
  const points = [...new Set(cuts.map((cut) => 1 + (cut % Math.max(total - 1, 1))))]
    .filter((point) => point < total)
    .sort((a, b) => a - b);
  return [...points, total].map((point, index) => point - (index === 0 ? 0 : (points[index - 1] ?? 0)));
};

describe('refundShares', () => {
  it.each([
    ['client invoice, whole', invoiceOf(10_000, 6_000), 10_000, { platform: 6_000, agency: 4_000 }],
    ['client invoice, a quarter', invoiceOf(10_000, 6_000), 2_500, { platform: 1_500, agency: 1_000 }],
    [
      'agency invoice: all the platform’s',
      invoiceOf(10_000, 0, 'agency'),
      2_500,
      { platform: 2_500, agency: 0 },
    ],
  ])('%s', (_case, invoice, amountCents, shares) => {
    expect(refundShares(invoice, { key: 'k', amountCents, refundedBeforeCents: 0 })).toEqual(shares);
  });

  it('partial refunds that add up to the whole return exactly the wholesale and the margin', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 12 }),
        (total, ratio, cuts) => {
          const invoice = invoiceOf(total, Math.floor(total * ratio));
          let before = 0;
          let platform = 0;
          let agency = 0;
          for (const amountCents of partsOf(total, cuts)) {
            const share = refundShares(invoice, { key: 'k', amountCents, refundedBeforeCents: before });
            expect(share.platform).toBeGreaterThanOrEqual(0);
            expect(share.agency).toBeGreaterThanOrEqual(0);
            platform += share.platform;
            agency += share.agency;
            before += amountCents;
          }
          expect(platform).toBe(invoice.wholesaleCents);
          expect(agency).toBe(total - invoice.wholesaleCents);
        },
      ),
    );
  });
});

describe('refundPostings', () => {
  it('a destination charge takes the margin share back from the agency; keys derive from the refund', () => {
    const postings = refundPostings(
      invoiceOf(10_000, 6_000),
      { key: 'r', amountCents: 5_000, refundedBeforeCents: 0 },
      true,
    );
    expect(
      postings.map((posting) => [posting.key, posting.debit.kind, posting.credit.kind, posting.amountCents]),
    ).toEqual([
      ['r:cash', 'client_receivable', 'provider_cash', 5_000],
      ['r:platform', 'platform_revenue', 'client_receivable', 3_000],
      ['r:agency', 'agency_payable', 'client_receivable', 2_000],
      ['r:payout-reversal', 'provider_cash', 'agency_payable', 2_000],
    ]);
  });
});
