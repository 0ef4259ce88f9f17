import { describe, expect, it } from 'vitest';
import { actionRequiredBannerShown, paymentAccountState } from './payment-account.ts';

describe('payment account state (part 1 §4 "Payment account status of an agency")', () => {
  it.each([
    [{ status_acc: 'completed' }, 'connected'],
    [{ status_acc: '' }, 'not-connected'],
    [{ status_acc: 'pending' }, 'pending'],
    [{ status_acc: 'inverification' }, 'inverification'],
    // "Also treated as connected when a package exists and payment is manual or uses a non-card gateway."
    [{ status_acc: '', package_id: 'WM', manual_bill: 'T' }, 'connected'],
    [{ status_acc: '', package_id: 'WM', manual_bill: 'F', paymentgateway: 'paypal' }, 'connected'],
    [{ status_acc: '', package_id: 'WM', manual_bill: 'F', paymentgateway: 'stripe' }, 'not-connected'],
    [{ status_acc: '', package_id: null, manual_bill: 'T' }, 'not-connected'],
  ] as const)('%j → %s', (input, expected) => {
    expect(paymentAccountState(input)).toBe(expected);
  });
});

describe("the 'Action Required' banner (part 1 §2 Top bar)", () => {
  it.each([
    ['userdownline', false, true, ['external_account'], true],
    ['userdownline', true, false, ['external_account'], true],
    ['user', false, false, ['individual.id_number'], true],
    ['userdownline', false, true, [], false],
    ['userdownline', true, true, ['external_account'], false],
    ['client', false, false, ['external_account'], false],
    ['sales', false, false, ['external_account'], false],
  ])(
    '%s charges=%s payouts=%s requirements=%j → %s',
    (userType, charges, payouts, requirements, expected) => {
      expect(
        actionRequiredBannerShown(userType, {
          charges_enabled: charges,
          payouts_enabled: payouts,
          account_requirements: requirements,
        }),
      ).toBe(expected);
    },
  );
});
