// What a declined charge does (issue 15 point 4; part 2 §4 "Payment status failed", part 1 §4
// "Forced pages"): the payer's campaigns pause (and only those resume), the payer is mailed, the
// shell forces Card Setting and the tree list shows the red card, the retry job keeps to its
// schedule, and a new card pays at once.
import { forcedPage, type ShellFacts, tenantListPath } from '@lead/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaigns,
  companies,
  invoices,
  mailOutbox,
  paymentPauses,
  userLogs,
} from '../../src/db/schema/index.ts';
import { chargeInvoice } from '../../src/modules/invoices/charge-invoice.ts';
import { retryDueInvoices } from '../../src/modules/invoices/payment-retry-job.ts';
import { kit } from '../companies/downline-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  declineCardsOf as declineCards,
  issueAgencyInvoice,
  issueClientInvoice,
  lineageOf,
} from './invoice-kit.ts';

let test: TestApp;
const t = kit(() => test);
let clientId: number;
let agencyId: number;
let rootId: number;
beforeAll(async () => {
  test = await createTestApp();
  clientId = await t.companyId('client@demo.test');
  const lineage = await lineageOf(test.ctx.db, clientId);
  agencyId = lineage.agency.id;
  rootId = lineage.rootId;
});
afterAll(() => test.close());

const db = () => test.ctx.db;
const DAY = 86_400_000;

const declineCardsOf = (companyId: number, decline: string | null) => declineCards(db(), companyId, decline);

const statusOf = async (leadspeekApiId: string) =>
  (await db().select().from(campaigns).where(eq(campaigns.leadspeekApiId, leadspeekApiId)))[0]?.status;
const paymentStatusOf = async (companyId: number) =>
  (await db().select().from(companies).where(eq(companies.id, companyId)))[0]?.paymentStatus;
const invoiceOf = async (id: number) => (await db().select().from(invoices).where(eq(invoices.id, id)))[0];

const nextYear = new Date().getUTCFullYear() + 1;
async function saveCard(email: string, number: string) {
  const token = await test.app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/tokens',
    payload: { number, exp_month: 12, exp_year: nextYear, cvc: '123' },
  });
  return t.call(email, 'PUT', '/payment/card', {
    tokenid: token.json().tokenid,
    cardholder: 'Pat Payer',
    address: '1 Main St',
    city: 'Austin',
    zip: '73301',
  });
}

/** Every outstanding invoice of a payer paid (so a test starts from a clean status). */
async function settleAll(companyId: number) {
  await declineCardsOf(companyId, null);
  const open = await db()
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.payerCompanyId, companyId), inArray(invoices.status, ['open', 'failed'])));
  for (const { id } of open) await chargeInvoice(test.ctx, id, 'settlement');
}

describe('a declined client invoice', () => {
  it('marks the client failed, pauses its active campaigns but not its hand-paused ones, logs and mails', async () => {
    await t.addCampaign(clientId, 'pf-active-1', 'local', 'active');
    await t.addCampaign(clientId, 'pf-active-2', 'locator', 'active');
    await t.addCampaign(clientId, 'pf-by-hand', 'local', 'paused');
    await declineCardsOf(clientId, 'Your card has insufficient funds.');
    const invoice = await issueClientInvoice(db(), clientId, 12_345, 6_000);

    const result = await chargeInvoice(test.ctx, invoice.id, 'run');
    await test.jobsIdle();

    expect(result).toMatchObject({ outcome: 'failed', message: 'Your card has insufficient funds.' });
    expect(await paymentStatusOf(clientId)).toBe('failed');
    expect(await statusOf('pf-active-1')).toBe('paused');
    expect(await statusOf('pf-active-2')).toBe('paused');
    const pauses = await db()
      .select({ id: campaigns.leadspeekApiId, payer: paymentPauses.payerCompanyId })
      .from(paymentPauses)
      .innerJoin(campaigns, eq(campaigns.id, paymentPauses.campaignId))
      .where(eq(paymentPauses.payerCompanyId, clientId));
    expect(pauses.map((row) => row.id)).toEqual(expect.arrayContaining(['pf-active-1', 'pf-active-2']));
    expect(pauses.map((row) => row.id)).not.toContain('pf-by-hand');

    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, 'client@demo.test'), sql`${mailOutbox.subject} like 'Payment failed%'`),
      );
    expect(mail?.subject).toBe(`Payment failed: $123.45 for invoice ${invoice.number}`);
    expect(mail?.textBody).toContain('Reason: Your card has insufficient funds.');
    expect(mail?.textBody).toContain('http://acme.localhost');
    expect(mail?.textBody).toContain('/user/card-setting');
    expect(mail?.companyId).toBe(clientId);

    const logs = await db()
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.companyId, clientId), inArray(userLogs.action, ['payment', 'campaign'])));
    expect(logs.some((log) => log.action === 'payment' && log.description.includes('declined'))).toBe(true);
    expect(logs.filter((log) => log.description.includes('paused: payment')).length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('forces the client to Card Setting and shows the red card on its row for its agency and the platform', async () => {
    const facts: ShellFacts = (await t.call('client@demo.test', 'GET', '/user/shell')).json();
    expect(facts.clientPaymentFailed).toBe(true);
    expect(forcedPage(facts, 'other')).toBe('card-setting');
    expect(forcedPage(facts, 'card-setting')).toBeNull();
    // Card Setting says what a new card will be charged before it is saved.
    expect((await t.call('client@demo.test', 'GET', '/payment/card')).json().failed_cents).toBe(12_345);

    const clientUser = await t.user('client@demo.test');
    // The client rows of Acme, as its agency and as the platform see them (the row's card icon is red
    // when payment_status is failed; part 2 §4), also under the Card Status filter 'failed'.
    for (const email of ['agency@demo.test', 'root@demo.test']) {
      for (const cardStatus of ['all', 'failed'] as const) {
        const path = tenantListPath({
          companyId: agencyId,
          idsys: rootId,
          userType: 'client',
          sort: { sortby: null, order: null },
          search: '',
          page: 1,
          perPage: 50,
          cardStatus,
        });
        const response = await t.call(email, 'GET', path);
        expect(response.statusCode).toBe(200);
        const row = (response.json().data as { id: number; payment_status: string | null }[]).find(
          (candidate) => candidate.id === clientUser.id,
        );
        expect({ email, cardStatus, status: row?.payment_status }).toEqual({
          email,
          cardStatus,
          status: 'failed',
        });
      }
    }
  });

  it('a new card pays the failed invoice at once and resumes exactly the campaigns paused for payment', async () => {
    const [failed] = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.payerCompanyId, clientId), eq(invoices.status, 'failed')));
    expect(failed).toBeDefined();
    const response = await saveCard('client@demo.test', '4242424242424242');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: 'success',
      payment: 'paid',
      payment_cents: 12_345,
      message: 'Your card was saved and the outstanding $123.45 was paid.',
    });
    expect((await invoiceOf(failed?.id ?? 0))?.status).toBe('paid');
    expect(await paymentStatusOf(clientId)).toBeNull();
    expect(await statusOf('pf-active-1')).toBe('active');
    expect(await statusOf('pf-active-2')).toBe('active');
    expect(await statusOf('pf-by-hand')).toBe('paused');
    expect(await db().select().from(paymentPauses).where(eq(paymentPauses.payerCompanyId, clientId))).toEqual(
      [],
    );
    const facts: ShellFacts = (await t.call('client@demo.test', 'GET', '/user/shell')).json();
    expect(forcedPage(facts, 'other')).toBeNull();
    expect((await t.call('client@demo.test', 'GET', '/payment/card')).json().failed_cents).toBe(0);
  });

  it('a new card that declines too is saved and says why the payment failed', async () => {
    await declineCardsOf(clientId, 'Your card was declined.');
    const invoice = await issueClientInvoice(db(), clientId, 5_000, 2_000);
    await chargeInvoice(test.ctx, invoice.id, 'run');
    // 4000 0000 0000 0002 saves fine and declines when charged, like the provider's test card.
    const tokenid = (
      await test.app.inject({
        method: 'POST',
        url: '/api/payment/sandbox/tokens',
        payload: { number: '4000000000000002', exp_month: 12, exp_year: nextYear, cvc: '123' },
      })
    ).json().tokenid as string;
    const response = await t.call('client@demo.test', 'PUT', '/payment/card', {
      tokenid,
      cardholder: 'Pat Payer',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: 'success',
      payment: 'declined',
      payment_cents: 5_000,
      message:
        'Your card was saved, but the outstanding $50.00 could not be charged: Your card was declined. Try another card.',
    });
    expect((await invoiceOf(invoice.id))?.status).toBe('failed');
    expect(await paymentStatusOf(clientId)).toBe('failed');
    await declineCardsOf(clientId, null);
    await settleAll(clientId);
    expect(await paymentStatusOf(clientId)).toBeNull();
  });

  it('a campaign started by hand while the payment failed is not touched by settling it', async () => {
    await t.addCampaign(clientId, 'pf-taken-over', 'local', 'active');
    await declineCardsOf(clientId, 'Your card was declined.');
    const invoice = await issueClientInvoice(db(), clientId, 1_000, 500);
    await chargeInvoice(test.ctx, invoice.id, 'run');
    expect(await statusOf('pf-taken-over')).toBe('paused');
    // Someone starts it by hand, then pauses it by hand: it is theirs now, not the payment's.
    const toggle = (status: string) =>
      t.call('agency@demo.test', 'PUT', '/leadspeek/client/activepause', {
        leadspeek_api_id: 'pf-taken-over',
        status,
      });
    const started = await toggle('active');
    expect(started.statusCode, started.body).toBe(200);
    expect((await toggle('paused')).statusCode).toBe(200);
    await settleAll(clientId);
    expect(await paymentStatusOf(clientId)).toBeNull();
    expect(await statusOf('pf-taken-over')).toBe('paused');
  });
});

describe('a declined agency invoice', () => {
  it("pauses all of the agency's clients' campaigns and resumes them when paid", async () => {
    await t.addCampaign(clientId, 'pf-agency-a', 'local', 'active');
    const invoice = await issueAgencyInvoice(db(), agencyId, rootId, 9_900);
    await declineCardsOf(agencyId, 'Your card was declined.');
    const result = await chargeInvoice(test.ctx, invoice.id, 'run');
    await test.jobsIdle();
    expect(result.outcome).toBe('failed');
    expect(await paymentStatusOf(agencyId)).toBe('failed');
    expect(await paymentStatusOf(clientId)).toBeNull();
    expect(await statusOf('pf-agency-a')).toBe('paused');
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, 'agency@demo.test'), sql`${mailOutbox.subject} like 'Payment failed%'`),
      );
    expect(mail?.textBody).toContain(invoice.number);
    const agencyFacts: ShellFacts = (await t.call('agency@demo.test', 'GET', '/user/shell')).json();
    expect(forcedPage(agencyFacts, 'other')).toBe('card-setting');

    await settleAll(agencyId);
    expect(await paymentStatusOf(agencyId)).toBeNull();
    expect(await statusOf('pf-agency-a')).toBe('active');
  });
});

describe('the retry job', () => {
  it('charges a failed invoice only once its next_attempt_at has come', async () => {
    await declineCardsOf(clientId, 'Your card was declined.');
    const invoice = await issueClientInvoice(db(), clientId, 2_000, 1_000);
    const declinedAt = new Date();
    await chargeInvoice(test.ctx, invoice.id, 'run', declinedAt);
    const failed = await invoiceOf(invoice.id);
    expect(failed?.nextAttemptAt?.getTime()).toBe(declinedAt.getTime() + DAY);
    await declineCardsOf(clientId, null);

    const early = await retryDueInvoices(test.ctx, new Date(declinedAt.getTime() + DAY - 60_000));
    expect(early.map((row) => row.invoiceId)).not.toContain(invoice.id);
    expect((await invoiceOf(invoice.id))?.status).toBe('failed');

    const due = await retryDueInvoices(test.ctx, new Date(declinedAt.getTime() + DAY + 60_000));
    expect(due).toContainEqual({ invoiceId: invoice.id, outcome: 'paid' });
    expect((await invoiceOf(invoice.id))?.status).toBe('paid');
    expect(await paymentStatusOf(clientId)).toBeNull();
    // Nothing is due any more: a second run charges nothing.
    expect(await retryDueInvoices(test.ctx, new Date(declinedAt.getTime() + 10 * DAY))).not.toContainEqual(
      expect.objectContaining({ invoiceId: invoice.id }),
    );
  });

  it('a retry that declines again moves next_attempt_at along the schedule (1, 3, 5 days)', async () => {
    await declineCardsOf(clientId, 'Your card was declined.');
    const invoice = await issueClientInvoice(db(), clientId, 3_000, 1_000);
    const first = new Date();
    await chargeInvoice(test.ctx, invoice.id, 'run', first);
    await retryDueInvoices(test.ctx, new Date(first.getTime() + DAY + 1));
    expect((await invoiceOf(invoice.id))?.nextAttemptAt?.getTime()).toBe(first.getTime() + 3 * DAY);
    expect((await invoiceOf(invoice.id))?.attempts).toBe(2);
    await settleAll(clientId);
  });
});
