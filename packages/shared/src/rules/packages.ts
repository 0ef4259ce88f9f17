// Agency packages (part 2 §2 "Package plan suffix", §4 "Free plan"): NWM non-white-label monthly,
// NWY non-white-label yearly, WM white-label monthly, WY white-label yearly, FREE. The platform owner
// sets the price of each paid package (General Settings); FREE costs nothing and never renews.
import { FREE_PACKAGE, PACKAGE_PLANS, type PackagePlan } from '../constants.ts';

export type PackagePeriod = 'month' | 'year' | null;

export type PackageRule = {
  /** How often the subscription is billed; null: never (FREE). */
  period: PackagePeriod;
  /** Whether the plan includes white-labelling (the agency's own brand, domain and mail). */
  whiteLabel: boolean;
};

export const PACKAGE_RULES: Record<PackagePlan, PackageRule> = {
  NWM: { period: 'month', whiteLabel: false },
  NWY: { period: 'year', whiteLabel: false },
  WM: { period: 'month', whiteLabel: true },
  WY: { period: 'year', whiteLabel: true },
  FREE: { period: null, whiteLabel: false },
};

/** The packages whose price the platform owner sets (FREE is always 0). */
export const PAID_PACKAGES = PACKAGE_PLANS.filter((plan) => plan !== FREE_PACKAGE) as Exclude<
  PackagePlan,
  'FREE'
>[];
export type PaidPackage = (typeof PAID_PACKAGES)[number];

/**
 * The plans a caller may put an agency on: the platform's staff grant any, FREE included (part 2 §4
 * "Free plan" is a row action of the platform's agency list); an agency choosing its own plan picks a
 * paid one, so it cannot make itself free (issue 28 item 1).
 */
export const choosablePlans = (byPlatformStaff: boolean): readonly PackagePlan[] =>
  byPlatformStaff ? PACKAGE_PLANS : PAID_PACKAGES;

export const packagePeriod = (plan: PackagePlan): PackagePeriod => PACKAGE_RULES[plan].period;
export const isWhiteLabelPackage = (plan: PackagePlan): boolean => PACKAGE_RULES[plan].whiteLabel;
export const isPaidPackage = (plan: PackagePlan): plan is PaidPackage => PACKAGE_RULES[plan].period !== null;

/** Package prices in cents as stored; a paid package without a saved price costs 0 until one is set. */
export type PackagePrices = Record<PaidPackage, number>;

export function packagePriceCents(prices: Partial<PackagePrices>, plan: PackagePlan): number {
  return isPaidPackage(plan) ? (prices[plan] ?? 0) : 0;
}

/** 'per month', 'per year', or '' for FREE (as the price modal words terms, part 2 §4). */
export function packagePeriodWording(plan: PackagePlan): string {
  const period = packagePeriod(plan);
  return period ? `per ${period}` : '';
}

const pad = (value: number) => String(value).padStart(2, '0');
const daysIn = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

/**
 * The date `months` calendar months after `anchor` (yyyy-mm-dd), on the anchor's day of the month or
 * the month's last day when it has fewer days: Jan 31 + 1 month = Feb 28 (29), + 2 months = Mar 31.
 */
export function addMonths(anchor: string, months: number): string {
  const [year, month, day] = anchor.split('-').map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(total / 12);
  const targetMonth0 = total % 12;
  const targetDay = Math.min(day, daysIn(targetYear, targetMonth0));
  return `${targetYear}-${pad(targetMonth0 + 1)}-${pad(targetDay)}`;
}

/**
 * The end of the billing period that starts at `periodStart` for a subscription begun on `anchor`:
 * the first anchor-based renewal date after the start. Counting from the anchor (not from the last
 * end) keeps the 31st of each month from drifting to the 28th after February. Null for FREE.
 */
export function periodEndOf(plan: PackagePlan, anchor: string, periodStart: string): string | null {
  const period = packagePeriod(plan);
  if (!period) return null;
  const step = period === 'month' ? 1 : 12;
  for (let months = step; ; months += step) {
    const end = addMonths(anchor, months);
    if (end > periodStart) return end;
  }
}

/** The billing key of a subscription period (billing contract: one invoice per agency, package, period). */
export const subscriptionBillingKey = (agencyId: number, plan: PackagePlan, periodStart: string) =>
  `subscription:${agencyId}:${plan}:${periodStart}`;
