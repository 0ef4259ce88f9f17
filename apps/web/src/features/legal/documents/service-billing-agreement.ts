// What the product really bills (issue 15 item 7; part 2 §1, §3, §4, §9): per-term billing with a
// set-up fee once, a platform fee per period and a cost per lead (the shared money words); declines retried after 1, 3 and 5 days
// (rules/payment-retry.ts); manual-bill agencies billed wholesale; prepaid purchases non-refundable.
import { moneyWordInSentence, platformFeeLabel, RETRY_AFTER_DAYS } from '@lead/shared';
import type { LegalDocumentSource } from '../legal-document.ts';

const retryDays = `${RETRY_AFTER_DAYS.slice(0, -1).join(', ')} and ${RETRY_AFTER_DAYS.at(-1)}`;

export const serviceBillingAgreement: LegalDocumentSource = (brand) => ({
  title: 'Service and Billing Agreement',
  summary: `This agreement sets out how ${brand.legalName} charges for the lead-generation campaigns of the ${brand.name} platform and how payments are collected. It forms part of the Terms of Use.`,
  sections: [
    {
      heading: 'What is billed',
      paragraphs: [
        'Each campaign is billed on its payment term: Weekly, Monthly, One Time or Prepaid. The prices of a campaign are shown before it starts and on every invoice. All amounts are in US dollars.',
      ],
      items: [
        `a ${moneyWordInSentence('setupFee')}, charged once, in the first period of a campaign;`,
        `a ${platformFeeLabel(null).toLowerCase()} (per week or per month), charged for every period the campaign runs;`,
        `a ${moneyWordInSentence('costPerLead')}, charged for each lead delivered in the period. Test leads are never billed.`,
      ],
    },
    {
      heading: 'When you are charged',
      paragraphs: [
        'At the end of each period an invoice with numbered lines is issued and charged to the card on file. Periods follow the time zone of the campaign. Each charge carries its own reference, so the same invoice is never charged twice. Invoices and their payment status are available in the platform under Invoices.',
      ],
    },
    {
      heading: 'Failed payments',
      paragraphs: [
        `If a charge is declined, the invoice is marked failed, you are told, and the charge is retried ${retryDays} days after the first decline. Until it is paid, the campaigns it covers are paused (all campaigns of an agency when the agency pays). Adding a new card retries the charge at once; campaigns resume when nothing is left unpaid.`,
      ],
    },
    {
      heading: 'Agencies',
      paragraphs: [
        "Clients pay their agency's prices. The agency owes the platform its wholesale prices, and receives the difference through its connected payment account. An agency on manual billing is charged the wholesale prices of all its clients' campaigns on its own card and bills its clients itself.",
      ],
    },
    {
      heading: 'Prepaid',
      paragraphs: [
        'Prepaid purchases (Data Wallet top-ups) are drawn down as leads are delivered. Prepaid purchases are non-refundable.',
      ],
    },
    {
      heading: 'Questions about a charge',
      paragraphs: [
        `If you believe an invoice is wrong, write to ${brand.contact} and quote its number. Stopping a campaign ends its billing from the next period; amounts already invoiced remain payable.`,
      ],
    },
  ],
});
