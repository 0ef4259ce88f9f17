// Packages and subscriptions (issue 15 point 5; part 2 §2 package suffix, §4 free plan, §7 billing
// calls): the package prices the platform owner sets, an agency's subscription, and how it pays.
import { z } from 'zod';
import { PACKAGE_PLANS } from '../constants.ts';
import { PAID_PACKAGES } from '../rules/packages.ts';
import { id } from './common.ts';
import { dollarAmount } from './money.ts';

/** PUT /configuration/package-prices: each paid package's price in dollars ('49.00'); FREE is 0. */
export const packagePricesRequest = z.object({
  NWM: dollarAmount,
  NWY: dollarAmount,
  WM: dollarAmount,
  WY: dollarAmount,
});
export type PackagePricesRequest = z.infer<typeof packagePricesRequest>;

const packageOffer = z.object({
  package_id: z.enum(PACKAGE_PLANS),
  price_cents: z.number().int(),
  /** 'month', 'year', or null for FREE. */
  period: z.enum(['month', 'year']).nullable(),
  white_label: z.boolean(),
});
export type PackageOffer = z.infer<typeof packageOffer>;

export const packagePricesResponse = z.object({
  packages: z.array(packageOffer),
  /** When the platform owner last saved them; null while none is set (every package costs 0). */
  updated_at: z.string().nullable(),
});
export type PackagePricesResponse = z.infer<typeof packagePricesResponse>;
export const PACKAGE_PRICE_FIELDS = PAID_PACKAGES;

export const subscriptionParams = z.object({ companyID: id });

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const subscriptionInvoice = z.object({
  number: z.string(),
  status: z.string(),
  total_cents: z.number().int(),
  paid_at: z.string().nullable(),
  last_error: z.string().nullable(),
});

/** An agency's plan as it shows it: package, price, period, and when it is billed next. */
export const subscriptionView = z.object({
  company_id: z.number().int(),
  package_id: z.enum(PACKAGE_PLANS).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  price_cents: z.number().int(),
  period: z.enum(['month', 'year']).nullable(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  /** The date the next period is charged; null for FREE or once cancelled. */
  next_billing_date: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  billing_method: z.enum(['stripe', 'direct']),
  last_invoice: subscriptionInvoice.nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;

/** PUT /configuration/setting/package: the agency's new plan (the agency itself, or platform staff). */
export const setPackageRequest = z.object({ CompanyID: id, packageID: z.enum(PACKAGE_PLANS) });
export const setPackageResponse = z.object({
  packageid: z.enum(PACKAGE_PLANS),
  message: z.string(),
  subscription: subscriptionView,
});

export const cancelSubscriptionRequest = z.object({ CompanyID: id });
export const cancelSubscriptionResponse = z.object({ message: z.string(), subscription: subscriptionView });

/**
 * How an agency takes its clients' payments (part 1 §4 "Payment account status", part 2 §4 "Manual
 * bill"): 'stripe' = through its connected account; 'direct' = direct payment: it bills its clients
 * itself and the platform charges it wholesale (manual_bill T, the tree list's Direct Payment filter).
 */
export const BILLING_METHODS = ['stripe', 'direct'] as const;
export const billingMethodRequest = z.object({ CompanyID: id, billing_method: z.enum(BILLING_METHODS) });
export const billingMethodResponse = z.object({
  message: z.string(),
  billing_method: z.enum(BILLING_METHODS),
});

export const customerDirectRequest = z.object({ CompanyID: id });
export const customerDirectResponse = z.object({ customer_id: z.string() });
