// The invoice of one subscription period (issue 15 point 5): level 'subscription', the agency pays
// the platform root, one 'package' line. Its billing key names agency, package and period start, so
// issuing the same period twice (a repeated job, a crash, the same plan chosen again the same day)
// returns the first invoice and never bills twice.
import { type PackagePlan, packagePeriod, subscriptionBillingKey } from '@lead/shared';
import type { Queryable } from '../../platform/db.ts';
import { type IssuedInvoice, issueInvoice } from '../invoices/issue-invoice.ts';

export type PeriodToBill = {
  agencyCompanyId: number;
  rootCompanyId: number;
  plan: PackagePlan;
  priceCents: number;
  periodStart: string;
  periodEnd: string;
};

export const SUBSCRIPTION_TIMEZONE = 'UTC';

export function issuePeriodInvoice(db: Queryable, period: PeriodToBill): Promise<IssuedInvoice> {
  const term = packagePeriod(period.plan) === 'year' ? 'Yearly' : 'Monthly';
  return issueInvoice(db, {
    billingKey: subscriptionBillingKey(period.agencyCompanyId, period.plan, period.periodStart),
    level: 'subscription',
    payerCompanyId: period.agencyCompanyId,
    payeeCompanyId: period.rootCompanyId,
    agencyCompanyId: period.agencyCompanyId,
    rootCompanyId: period.rootCompanyId,
    term,
    periodStart: period.periodStart,
    periodEnd: period.periodEnd,
    timezone: SUBSCRIPTION_TIMEZONE,
    external: false,
    lines: [
      {
        campaignId: null,
        module: null,
        kind: 'package',
        description: `${period.plan} package, ${period.periodStart} to ${period.periodEnd}`,
        quantity: 1,
        unitCents: period.priceCents,
        amountCents: period.priceCents,
        wholesaleCents: 0,
      },
    ],
  });
}

/** Today's date in the subscriptions' time zone (UTC), yyyy-mm-dd. */
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);
