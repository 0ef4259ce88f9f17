// Sales commissions per paid invoice (issue 15 point 3). The platform sets three rates in General
// Settings (sales rep, account executive, referral: a percent each, the root company's
// 'commission-rates' setting). When an invoice is paid, each sales person the invoice's agency names
// (companies.sales_rep_id, account_executive_id, account_ref_id) earns its rate of the platform's
// revenue from that invoice:
//   - agency and subscription invoices: the whole total (all of it is the platform's);
//   - client invoices: the wholesale part only (the agency's margin is not the platform's to share).
// The amount is rounded down to the cent; a zero rate, a missing person or a zero amount earns nothing.
// One row per invoice and role (unique), written with the payment in its transaction, and posted
// commission_expense[root] ← commission_payable[sales user] with a key derived from the invoice, so
// a replay records nothing twice. The rate in force when the invoice is paid is kept on the row.
import { type CommissionRates, centsToDollars, commissionRates, NO_COMMISSION_RATES } from '@lead/shared';
import { and, eq } from 'drizzle-orm';
import {
  type CommissionRole,
  commissions,
  companies,
  companySettings,
  type invoices,
} from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db.ts';
import { writeUserLog } from '../../platform/user-log.ts';
import { post } from '../ledger/post.ts';

export const COMMISSION_RATES_SETTING = 'commission-rates';

type PaidInvoice = typeof invoices.$inferSelect;

export async function commissionRatesOf(db: Queryable, rootCompanyId: number): Promise<CommissionRates> {
  const [row] = await db
    .select({ value: companySettings.value })
    .from(companySettings)
    .where(
      and(eq(companySettings.companyId, rootCompanyId), eq(companySettings.name, COMMISSION_RATES_SETTING)),
    );
  const parsed = commissionRates.partial().safeParse(row?.value);
  return { ...NO_COMMISSION_RATES, ...(parsed.success ? parsed.data : {}) };
}

export async function saveCommissionRates(db: Queryable, rootCompanyId: number, rates: CommissionRates) {
  await db
    .insert(companySettings)
    .values({ companyId: rootCompanyId, name: COMMISSION_RATES_SETTING, value: rates })
    .onConflictDoUpdate({
      target: [companySettings.companyId, companySettings.name],
      set: { value: rates, updatedAt: new Date() },
    });
}

/** The platform's revenue from an invoice: what commissions are a percentage of. */
export const commissionBaseCents = (invoice: Pick<PaidInvoice, 'level' | 'totalCents' | 'wholesaleCents'>) =>
  invoice.level === 'client' ? invoice.wholesaleCents : invoice.totalCents;

/** Rounded down to the cent, in integers: the rate is taken in hundredths of a percent. */
export const commissionCents = (baseCents: number, ratePercent: number) =>
  Math.floor((baseCents * Math.round(ratePercent * 100)) / 10_000);

const ROLE_LABELS: Record<CommissionRole, string> = {
  sales_rep: 'sales rep',
  account_executive: 'account executive',
  referral: 'referral',
};

/** Records the commissions of a just-paid invoice (in the payment's transaction); returns those new. */
export async function earnCommissions(db: Queryable, invoice: PaidInvoice) {
  const [agency] = await db
    .select({
      name: companies.companyName,
      salesRepId: companies.salesRepId,
      accountExecutiveId: companies.accountExecutiveId,
      accountRefId: companies.accountRefId,
    })
    .from(companies)
    .where(eq(companies.id, invoice.agencyCompanyId));
  if (!agency) return [];
  const rates = await commissionRatesOf(db, invoice.rootCompanyId);
  const base = commissionBaseCents(invoice);
  const earners: [CommissionRole, number | null, number][] = [
    ['sales_rep', agency.salesRepId, rates.salesRep],
    ['account_executive', agency.accountExecutiveId, rates.accountExecutive],
    ['referral', agency.accountRefId, rates.referral],
  ];
  const earned = [];
  for (const [role, salesUserId, rate] of earners) {
    const amount = commissionCents(base, rate);
    if (salesUserId === null || amount <= 0) continue;
    const [row] = await db
      .insert(commissions)
      .values({
        invoiceId: invoice.id,
        salesUserId,
        role,
        agencyCompanyId: invoice.agencyCompanyId,
        rootCompanyId: invoice.rootCompanyId,
        ratePercent: rate.toFixed(2),
        baseCents: base,
        amountCents: amount,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    await post(db, [
      {
        key: `invoice:${invoice.id}:commission:${role}`,
        invoiceId: invoice.id,
        debit: { kind: 'commission_expense', companyId: invoice.rootCompanyId },
        credit: { kind: 'commission_payable', userId: salesUserId },
        amountCents: amount,
        memo: `${invoice.number}: ${ROLE_LABELS[role]} commission ${rate}%`,
      },
    ]);
    await writeUserLog(db, {
      userId: salesUserId,
      companyId: invoice.rootCompanyId,
      action: 'commission',
      description: `${ROLE_LABELS[role]} commission of $${centsToDollars(amount)} (${rate}% of $${centsToDollars(base)}) on ${invoice.number} of ${agency.name}`,
      ip: null,
    });
    earned.push(row);
  }
  return earned;
}

/**
 * Takes back commissions when (part of) their invoice is refunded, in the refund's transaction: of
 * each commission, the part the platform's refunded share is of its base, rounded to the cent (all of
 * it after a full refund). Keyed by the refund, so completing a refund twice takes back once.
 */
export async function reverseCommissions(
  db: Queryable,
  invoice: PaidInvoice,
  refund: { key: string; platformRefundedCents: number },
) {
  const earned = await db
    .select()
    .from(commissions)
    .where(eq(commissions.invoiceId, invoice.id))
    .orderBy(commissions.id)
    .for('update');
  for (const commission of earned) {
    const refunded = Math.min(refund.platformRefundedCents, commission.baseCents);
    const target =
      commission.baseCents === 0
        ? commission.amountCents
        : Math.round((commission.amountCents * refunded) / commission.baseCents);
    const taken = Math.min(target, commission.amountCents) - commission.reversedCents;
    if (taken <= 0) continue;
    const posted = await post(db, [
      {
        key: `${refund.key}:commission:${commission.role}`,
        invoiceId: invoice.id,
        debit: { kind: 'commission_payable', userId: commission.salesUserId },
        credit: { kind: 'commission_expense', companyId: invoice.rootCompanyId },
        amountCents: taken,
        memo: `${invoice.number} refunded: ${ROLE_LABELS[commission.role]} commission taken back`,
      },
    ]);
    if (posted === 0) continue;
    await db
      .update(commissions)
      .set({ reversedCents: commission.reversedCents + taken })
      .where(eq(commissions.id, commission.id));
    await writeUserLog(db, {
      userId: commission.salesUserId,
      companyId: invoice.rootCompanyId,
      action: 'commission',
      description: `${ROLE_LABELS[commission.role]} commission of $${centsToDollars(taken)} taken back: ${invoice.number} was refunded`,
      ip: null,
    });
  }
}
