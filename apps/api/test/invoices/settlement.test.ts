// Settlement (PUT /general/manual-bill-settlement, part 2 §4 "Payment status failed", §8 "Settlement
// failure"; issue 15 point 4): platform staff charge what the account owes; the status clears only
// when all of it is paid; a decline answers its reason; twenty settlements at once charge once; the
// confirmation reads the amount first (GET /general/outstanding/:userID). Other tenants: refused,
// nothing charged.
import { messages } from '@lead/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, companies, invoices, userLogs } from '../../src/db/schema/index.ts';
import { chargeInvoice } from '../../src/modules/invoices/charge-invoice.ts';
import { kit } from '../companies/downline-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { declineCardsOf as declineCards, issueClientInvoice } from './invoice-kit.ts';

let test: TestApp;
const t = kit(() => test);
let clientId: number;
let clientUserId: number;
beforeAll(async () => {
  test = await createTestApp();
  clientId = await t.companyId('client@demo.test');
  clientUserId = await t.userId('client@demo.test');
});
afterAll(() => test.close());

const db = () => test.ctx.db;

const declineCardsOf = (companyId: number, decline: string | null) => declineCards(db(), companyId, decline);
const paymentStatusOf = async (companyId: number) =>
  (await db().select().from(companies).where(eq(companies.id, companyId)))[0]?.paymentStatus;
const statusesOf = async (ids: number[]) =>
  (await db().select().from(invoices).where(inArray(invoices.id, ids)).orderBy(invoices.id)).map(
    (row) => row.status,
  );
const chargesOf = async (invoiceId: number) =>
  Number(
    (
      await db().execute<{ n: string }>(
        sql`select count(*) as n from sandbox_charges where idempotency_key like ${`invoice-${invoiceId}-%`} and declined is null`,
      )
    ).rows[0]?.n,
  );
const settle = (email: string, userID: number) =>
  t.call(email, 'PUT', '/general/manual-bill-settlement', { userID });
const outstanding = (email: string, userID: number) => t.call(email, 'GET', `/general/outstanding/${userID}`);

/** A failed invoice (declined now) and an open one of the client. */
async function owing(retail: [number, number]) {
  await declineCardsOf(clientId, 'Your card was declined.');
  const failed = await issueClientInvoice(db(), clientId, retail[0], 1_000);
  await chargeInvoice(test.ctx, failed.id, 'run');
  const open = await issueClientInvoice(db(), clientId, retail[1], 1_000);
  return { failed, open };
}

describe('settlement', () => {
  it('shows what it will charge, refuses with the reason on a decline and keeps the status failed', async () => {
    const { failed, open } = await owing([4_000, 2_500]);
    await t.addCampaign(clientId, 'st-paused', 'local', 'paused');
    const read = await outstanding('root@demo.test', clientUserId);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      payment_status: 'failed',
      outstanding_cents: 6_500,
      invoices: [
        {
          number: failed.number,
          status: 'failed',
          total_cents: 4_000,
          last_error: 'Your card was declined.',
        },
        { number: open.number, status: 'open', total_cents: 2_500 },
      ],
    });

    const declined = await settle('root@demo.test', clientUserId);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ reason: 'Your card was declined.' });
    expect(declined.json().message).toContain('Your card was declined.');
    expect(await paymentStatusOf(clientId)).toBe('failed');
    expect(await statusesOf([failed.id, open.id])).toEqual(['failed', 'open']);
    const [log] = await db()
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.action, 'settlement'), sql`${userLogs.description} like '%declined%'`));
    expect(log?.description).toContain(failed.number);
  });

  it('charges the failed and the open invoice and clears the status when all is paid', async () => {
    await declineCardsOf(clientId, null);
    const response = await settle('root@demo.test', clientUserId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.settlementDone });
    expect(await paymentStatusOf(clientId)).toBeNull();
    expect((await outstanding('root@demo.test', clientUserId)).json()).toMatchObject({
      outstanding_cents: 0,
      invoices: [],
    });
    const [log] = await db()
      .select()
      .from(userLogs)
      .where(and(eq(userLogs.action, 'settlement'), sql`${userLogs.description} like '%charged $65.00%'`));
    expect(log).toBeDefined();
    // Nothing left to settle: 409 with the reason.
    const again = await settle('root@demo.test', clientUserId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.noFailedPayment);
  });

  it('twenty settlements at once charge each invoice once', async () => {
    const { failed, open } = await owing([3_000, 1_500]);
    await declineCardsOf(clientId, null);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => settle('root@demo.test', clientUserId)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    expect(await chargesOf(failed.id)).toBe(1);
    expect(await chargesOf(open.id)).toBe(1);
    expect(await statusesOf([failed.id, open.id])).toEqual(['paid', 'paid']);
    expect(await paymentStatusOf(clientId)).toBeNull();
  });

  it('other tenants and kinds: refused, nothing read or charged', async () => {
    const { failed } = await owing([1_000, 1_000]);
    await declineCardsOf(clientId, null);
    const before = await chargesOf(failed.id);
    // Agencies do not settle (platform staff only), not even their own client; another agency's neither.
    for (const email of ['agency@demo.test', 'agency2@demo.test', 'client2@demo.test', 'sales@demo.test']) {
      expect([403, 404]).toContain((await settle(email, clientUserId)).statusCode);
      expect([403, 404]).toContain((await outstanding(email, clientUserId)).statusCode);
    }
    // A staff row (the platform's own sales person) or an unknown id is no account to settle.
    const salesId = await t.userId('sales@demo.test');
    expect((await settle('root@demo.test', salesId)).statusCode).toBe(404);
    expect((await outstanding('root@demo.test', salesId)).statusCode).toBe(404);
    expect((await settle('root@demo.test', 999_999)).statusCode).toBe(404);
    expect(await chargesOf(failed.id)).toBe(before);
    expect(await paymentStatusOf(clientId)).toBe('failed');
    expect((await settle('root@demo.test', clientUserId)).statusCode).toBe(200);
  });

  it('bad input: 422 naming userID', async () => {
    for (const userID of ['abc', -1, 2 ** 31]) {
      const response = await settle('root@demo.test', userID as number);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toContain('userID');
    }
    const read = await t.call('root@demo.test', 'GET', '/general/outstanding/abc');
    expect(read.statusCode).toBe(422);
    expect(Object.keys(read.json().errors)).toContain('userID');
  });

  it("an agency's failure settled resumes its clients' campaigns paused for it", async () => {
    const agencyId = await t.companyId('agency@demo.test');
    await t.addCampaign(clientId, 'st-agency-run', 'local', 'active');
    await db().update(companies).set({ paymentStatus: 'failed' }).where(eq(companies.id, agencyId));
    // A status set without any invoice (before invoices existed) is cleared by settling too.
    const response = await settle('root@demo.test', await t.userId('agency@demo.test'));
    expect(response.statusCode).toBe(200);
    expect(await paymentStatusOf(agencyId)).toBeNull();
    const [campaign] = await db()
      .select()
      .from(campaigns)
      .where(eq(campaigns.leadspeekApiId, 'st-agency-run'));
    expect(campaign?.status).toBe('active');
  });
});
