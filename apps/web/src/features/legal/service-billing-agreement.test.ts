// The Service and Billing Agreement says what the product really does (issue 15 item 7; part 2 §1,
// §3, §4, §9): no promise of refunds of prepaid purchases, which are non-refundable.
import { RETRY_AFTER_DAYS } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { serviceBillingAgreement } from './documents/service-billing-agreement.ts';

const brand = { name: 'Acme', legalName: 'Acme LLC', contact: 'billing@acme.test', address: null };
const document = serviceBillingAgreement(brand);
const text = [
  document.summary,
  ...document.sections.flatMap((section) => [
    section.heading,
    ...section.paragraphs,
    ...(section.items ?? []),
  ]),
].join('\n');

describe('service billing agreement', () => {
  it.each([
    // part 2 §1: the four payment terms
    ['the terms', /Weekly, Monthly, One Time or Prepaid/],
    // part 2 §3 costagency: PlatformFee once, MinCostMonth per period, Costperlead
    ['the set-up fee once', /a set-up fee, charged once/],
    ['the platform fee per period', /a platform fee per period \(per week or per month\)/],
    ['the cost per lead', /a cost per lead, charged for each lead/],
    ['test leads never billed', /Test leads are never billed/],
    ['the card on file at the end of each period', /end of each period[^.]*card on file/],
    [
      'the retry schedule',
      new RegExp(`retried ${RETRY_AFTER_DAYS[0]}, ${RETRY_AFTER_DAYS[1]} and ${RETRY_AFTER_DAYS[2]} days`),
    ],
    ['campaigns paused until paid', /paused/],
    // part 2 §4 manual bill: wholesale to the agency's card
    ['manual bill billed wholesale', /manual billing is charged the wholesale prices/],
    // part 2 §9: prepaid purchases are non-refundable
    ['prepaid non-refundable', /Prepaid purchases are non-refundable/],
  ])('says %s', (_what, pattern) => {
    expect(text).toMatch(pattern);
  });

  it('promises no refund', () => {
    expect(text).not.toMatch(/\brefunded\b|refund any|refunds and/i);
  });
});
