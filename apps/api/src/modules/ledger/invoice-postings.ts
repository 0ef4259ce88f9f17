// What each step of an invoice's life writes to the journal. The keys derive from the invoice, so a
// step replayed after a crash (or by a second run) records nothing new.
//
//   issued (client)   client receivable  ← agency payable (margin R − W) and platform revenue (W)
//   issued (agency)   agency receivable  ← platform revenue
//   paid              provider cash      ← the payer's receivable
//   paid out          agency payable     ← provider cash (a destination charge pays the margin at once)
import type { InvoiceLevel } from '../../db/schema/index.ts';
import type { AccountRef } from './accounts.ts';
import type { Posting } from './post.ts';

export type InvoiceMoney = {
  id: number;
  number: string;
  level: InvoiceLevel;
  payerCompanyId: number;
  agencyCompanyId: number;
  rootCompanyId: number;
  totalCents: number;
  wholesaleCents: number;
};

export const receivableOf = (invoice: InvoiceMoney): AccountRef => ({
  kind: invoice.level === 'client' ? 'client_receivable' : 'agency_receivable',
  companyId: invoice.payerCompanyId,
});

export const platformRevenue = (invoice: InvoiceMoney): AccountRef => ({
  kind: 'platform_revenue',
  companyId: invoice.rootCompanyId,
});

export const providerCash = (invoice: InvoiceMoney): AccountRef => ({
  kind: 'provider_cash',
  companyId: invoice.rootCompanyId,
});

export const agencyPayable = (invoice: InvoiceMoney): AccountRef => ({
  kind: 'agency_payable',
  companyId: invoice.agencyCompanyId,
});

/** The agency's margin on a client invoice: what it charged minus the platform's wholesale price. */
export const marginCents = (invoice: InvoiceMoney): number =>
  invoice.level === 'client' ? invoice.totalCents - invoice.wholesaleCents : 0;

export function issuePostings(invoice: InvoiceMoney): Posting[] {
  const base = { invoiceId: invoice.id, debit: receivableOf(invoice) };
  if (invoice.level !== 'client')
    return [
      {
        ...base,
        key: `invoice:${invoice.id}:issue`,
        credit: platformRevenue(invoice),
        amountCents: invoice.totalCents,
        memo: `${invoice.number} issued`,
      },
    ];
  return [
    {
      ...base,
      key: `invoice:${invoice.id}:issue:agency`,
      credit: agencyPayable(invoice),
      amountCents: marginCents(invoice),
      memo: `${invoice.number} issued: the agency's margin`,
    },
    {
      ...base,
      key: `invoice:${invoice.id}:issue:platform`,
      credit: platformRevenue(invoice),
      amountCents: invoice.wholesaleCents,
      memo: `${invoice.number} issued: the platform's wholesale price`,
    },
  ];
}

/** Payment, and with a destination charge the margin's payout to the agency in the same step. */
export function paidPostings(invoice: InvoiceMoney, paidOutToAgency: boolean): Posting[] {
  const paid: Posting = {
    key: `invoice:${invoice.id}:paid`,
    invoiceId: invoice.id,
    debit: providerCash(invoice),
    credit: receivableOf(invoice),
    amountCents: invoice.totalCents,
    memo: `${invoice.number} paid`,
  };
  if (!paidOutToAgency) return [paid];
  return [
    paid,
    {
      key: `invoice:${invoice.id}:payout`,
      invoiceId: invoice.id,
      debit: agencyPayable(invoice),
      credit: providerCash(invoice),
      amountCents: marginCents(invoice),
      memo: `${invoice.number}: margin paid out to the agency`,
    },
  ];
}
