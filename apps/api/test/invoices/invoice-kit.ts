// Issuing demo invoices directly, for tests of charging, failures and the invoice screens.

import { eq } from 'drizzle-orm';
import { companies, paymentCards, sandboxCardOutcomes } from '../../src/db/schema/index.ts';
import {
  type IssuedInvoice,
  issueInvoice,
  type NewInvoiceLine,
} from '../../src/modules/invoices/issue-invoice.ts';
import { allBalances } from '../../src/modules/ledger/balances.ts';
import type { Queryable } from '../../src/platform/db.ts';

export async function lineageOf(db: Queryable, clientCompanyId: number) {
  const [client] = await db.select().from(companies).where(eq(companies.id, clientCompanyId));
  if (!client?.parentId) throw new Error(`company ${clientCompanyId} has no agency`);
  const [agency] = await db.select().from(companies).where(eq(companies.id, client.parentId));
  if (!agency?.parentId) throw new Error(`agency ${client.parentId} has no root`);
  return { client, agency, rootId: agency.parentId };
}

let serial = 0;

/** A client invoice of one lead line: `retailCents` to the client, `wholesaleCents` of it to the platform. */
export async function issueClientInvoice(
  db: Queryable,
  clientCompanyId: number,
  retailCents: number,
  wholesaleCents: number,
  billingKey = `test:client:${clientCompanyId}:${++serial}:${Date.now()}`,
): Promise<IssuedInvoice> {
  const { agency, rootId } = await lineageOf(db, clientCompanyId);
  const line: NewInvoiceLine = {
    campaignId: null,
    module: 'local',
    kind: 'leads',
    description: 'Leads',
    quantity: 1,
    unitCents: retailCents,
    amountCents: retailCents,
    wholesaleCents,
  };
  return issueInvoice(db, {
    billingKey,
    level: 'client',
    payerCompanyId: clientCompanyId,
    payeeCompanyId: agency.id,
    agencyCompanyId: agency.id,
    rootCompanyId: rootId,
    term: 'Weekly',
    periodStart: '2026-11-16',
    periodEnd: '2026-11-23',
    timezone: 'America/Chicago',
    external: false,
    lines: [line],
  });
}

/** Makes every sandbox card of a company decline its charges with `decline` (null: succeed again). */
export async function declineCardsOf(db: Queryable, companyId: number, decline: string | null) {
  const cards = await db.select().from(paymentCards).where(eq(paymentCards.companyId, companyId));
  for (const card of cards) {
    await db
      .delete(sandboxCardOutcomes)
      .where(eq(sandboxCardOutcomes.paymentMethodId, card.providerPaymentMethodId));
    if (decline)
      await db.insert(sandboxCardOutcomes).values({ paymentMethodId: card.providerPaymentMethodId, decline });
  }
}

/** Every account's balance added up: 0 in a sound journal (debits equal credits). */
export const journalSumOf = async (db: Queryable): Promise<number> =>
  [...(await allBalances(db)).values()].reduce((total, balance) => total + balance, 0);

/** An open agency invoice of one 'minimum' line, what a manual-bill agency owes the platform. */
export async function issueAgencyInvoice(
  db: Queryable,
  agencyId: number,
  rootId: number,
  amountCents: number,
): Promise<IssuedInvoice> {
  return issueInvoice(db, {
    billingKey: `test:agency:${agencyId}:${++serial}:${Date.now()}`,
    level: 'agency',
    payerCompanyId: agencyId,
    payeeCompanyId: rootId,
    agencyCompanyId: agencyId,
    rootCompanyId: rootId,
    term: 'Monthly',
    periodStart: '2026-11-01',
    periodEnd: '2026-12-01',
    timezone: 'America/Chicago',
    external: false,
    lines: [
      {
        campaignId: null,
        module: 'local',
        kind: 'minimum',
        description: 'Minimum',
        quantity: 1,
        unitCents: amountCents,
        amountCents,
        wholesaleCents: 0,
      },
    ],
  });
}
