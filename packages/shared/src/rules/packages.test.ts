import { describe, expect, it } from 'vitest';
import {
  addMonths,
  choosablePlans,
  isPaidPackage,
  isWhiteLabelPackage,
  packagePeriod,
  packagePeriodWording,
  packagePriceCents,
  periodEndOf,
  subscriptionBillingKey,
} from './packages.ts';

describe('package period and white label (part 2 §2 "Package plan suffix")', () => {
  it.each([
    // "NWM (non-white-label monthly)"
    ['NWM', 'month', false, 'per month'],
    // "NWY (non-white-label yearly)"
    ['NWY', 'year', false, 'per year'],
    // "WM (white-label monthly)"
    ['WM', 'month', true, 'per month'],
    // "WY (white-label yearly)"
    ['WY', 'year', true, 'per year'],
    // §4 "Free plan": the agency is set to the free package; nothing is billed.
    ['FREE', null, false, ''],
  ] as const)('%s → period %s, white label %s', (plan, period, whiteLabel, wording) => {
    expect(packagePeriod(plan)).toBe(period);
    expect(isWhiteLabelPackage(plan)).toBe(whiteLabel);
    expect(isPaidPackage(plan)).toBe(period !== null);
    expect(packagePeriodWording(plan)).toBe(wording);
  });
});

describe('package price (issue 15 point 5: prices the platform owner sets)', () => {
  it.each([
    [{ WM: 4900 }, 'WM', 4900],
    [{ WM: 4900 }, 'NWM', 0],
    [{ WM: 4900, FREE: 999 } as never, 'FREE', 0],
  ] as const)('%j %s → %d cents', (prices, plan, cents) => {
    expect(packagePriceCents(prices, plan)).toBe(cents);
  });
});

describe('billing periods', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-01-31', 2, '2026-03-31'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2024-02-29', 12, '2025-02-28'],
  ] as const)('%s + %d months = %s', (anchor, months, expected) => {
    expect(addMonths(anchor, months)).toBe(expected);
  });

  it.each([
    ['WM', '2026-01-31', '2026-01-31', '2026-02-28'],
    // Counting from the anchor: after February the period ends on the 31st again.
    ['WM', '2026-01-31', '2026-02-28', '2026-03-31'],
    ['NWM', '2026-03-10', '2026-04-10', '2026-05-10'],
    ['WY', '2026-03-10', '2026-03-10', '2027-03-10'],
    ['NWY', '2024-02-29', '2025-02-28', '2026-02-28'],
    ['FREE', '2026-03-10', '2026-03-10', null],
  ] as const)('%s begun %s: the period from %s ends %s', (plan, anchor, start, end) => {
    expect(periodEndOf(plan, anchor, start)).toBe(end);
  });

  it('names the invoice of a period by agency, package and start (billing contract)', () => {
    expect(subscriptionBillingKey(7, 'WM', '2026-03-10')).toBe('subscription:7:WM:2026-03-10');
  });
});

describe('who may choose which plan (part 2 §4 "Free plan"; issue 28 item 1)', () => {
  it.each([
    // §4: "Free plan" is a row action of the platform's agency list: its staff grant it.
    [true, ['NWM', 'NWY', 'WM', 'WY', 'FREE']],
    // An agency changing its own plan in General Settings picks a paid one: it cannot make itself free.
    [false, ['NWM', 'NWY', 'WM', 'WY']],
  ] as const)('platform staff %s → %j', (byPlatformStaff, plans) => {
    expect(choosablePlans(byPlatformStaff)).toEqual(plans);
  });
});
