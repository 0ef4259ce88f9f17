// Issue 23 item 2, issue 5 point 2, issue 16 point 4; part 2 §4 "Campaign", "Data wallet",
// "Agreements": what stops a start, each with the step that removes it, and the API's first refusal.
import { describe, expect, it } from 'vitest';
import { type ActivationFacts, activationProblem, campaignStartBlockers } from './campaign-start-blockers.ts';

const ready: ActivationFacts = {
  paymentTerm: 'Weekly',
  clientHasCard: true,
  agencyManualBill: false,
  agencyOwnerHasCard: false,
  walletBalanceCents: null,
  walletAgreementNeeded: false,
  endDate: null,
  timeZone: 'America/Chicago',
  moduleEnabled: true,
  now: new Date('2026-03-10T12:00:00Z'),
};

describe('start blockers and the button that fixes each (issue 23 item 2)', () => {
  it.each([
    ['ready with a card', {}, []],
    // Part 2 §4 "Campaign": billed by term from the client's card.
    ['Weekly without a card', { clientHasCard: false }, ['campaignNeedsCard:add-client-card']],
    [
      'Monthly without a card',
      { paymentTerm: 'Monthly', clientHasCard: false },
      ['campaignNeedsCard:add-client-card'],
    ],
    [
      'One Time without a card',
      { paymentTerm: 'One Time', clientHasCard: false },
      ['campaignNeedsCard:add-client-card'],
    ],
    // Part 2 §4 "Manual bill": billed wholesale to the agency's card.
    [
      'manual bill, owner has a card',
      { clientHasCard: false, agencyManualBill: true, agencyOwnerHasCard: true },
      [],
    ],
    [
      'manual bill, owner without a card',
      { agencyManualBill: true },
      ['campaignNeedsAgencyCard:add-agency-card'],
    ],
    // Part 2 §4 "Data wallet" and "Agreements": the wallet opens after its beta agreement.
    [
      'Prepaid, manual bill, the wallet agreement not accepted',
      { paymentTerm: 'Prepaid', agencyManualBill: true, walletAgreementNeeded: true },
      ['campaignNeedsWalletAgreement:accept-wallet-agreement'],
    ],
    [
      'Prepaid, manual bill, no wallet (issue 16 point 4: the wallet pays the pool)',
      { paymentTerm: 'Prepaid', agencyManualBill: true },
      ['campaignNeedsWallet:top-up-wallet'],
    ],
    [
      'Prepaid, manual bill, an empty wallet',
      { paymentTerm: 'Prepaid', agencyManualBill: true, walletBalanceCents: 0 },
      ['campaignNeedsWallet:top-up-wallet'],
    ],
    [
      'Prepaid, manual bill, a balance',
      { paymentTerm: 'Prepaid', agencyManualBill: true, walletBalanceCents: 25_000 },
      [],
    ],
    ['Prepaid, the client pays its pool by card', { paymentTerm: 'Prepaid' }, []],
    [
      'Prepaid without a client card',
      { paymentTerm: 'Prepaid', clientHasCard: false },
      ['campaignNeedsCard:add-client-card'],
    ],
    // Part 2 §4: disabling a product; issue 5: a campaign runs through its end date.
    ['product switched off', { moduleEnabled: false }, ['campaignModuleDisabled:enable-product']],
    ['end date yesterday', { endDate: '2026-03-09' }, ['campaignEndDatePassed:change-end-date']],
    ['end date today', { endDate: '2026-03-10' }, []],
    [
      'every blocker at once is listed, in the order to fix them',
      { moduleEnabled: false, endDate: '2026-03-01', clientHasCard: false },
      [
        'campaignModuleDisabled:enable-product',
        'campaignEndDatePassed:change-end-date',
        'campaignNeedsCard:add-client-card',
      ],
    ],
  ] as const)('%s', (_name, change, expected) => {
    const facts = { ...ready, ...change };
    const blockers = campaignStartBlockers(facts).map((blocker) => `${blocker.reason}:${blocker.fix}`);
    expect(blockers).toEqual(expected);
    // The API refuses with the first blocker's sentence: the one the dialog lists first.
    expect(activationProblem(facts)).toBe(expected[0]?.split(':')[0] ?? null);
  });
});
