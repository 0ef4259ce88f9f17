// The six Data Wallet calls (issue 16 point 2; part 2 §7 'Billing and Data Wallet'): who reaches them
// (the own manual-bill agency only: another agency's company_id is 404 and nothing changes, a client
// or an agency without manual bill is refused), Save (stores, charges nothing), Charge (once per
// idempotency key, credits the wallet), Stop Continual Topup, the month's history and its CSV,
// and bad amounts refused with the spec's sentences.
import { messages } from '@lead/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, wallets, walletTopups } from '../../src/db/schema/index.ts';
import { declineCardsOf } from '../invoices/invoice-kit.ts';
import { lastMailTo } from '../outbox.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { walletKit } from './wallet-kit.ts';

let test: TestApp;
const k = walletKit(() => test);
let acmeId = 0;
let betaId = 0;
let keyNo = 0;
const key = () => `test-key-${Date.now()}-${++keyNo}`;
const month = () => new Date().toISOString().slice(0, 7);

beforeAll(async () => {
  test = await createTestApp();
  acmeId = (await k.setManualBill('agency@demo.test', true)).id;
  betaId = (await k.setManualBill('agency2@demo.test', true)).id;
  // The Data Wallet generally available on the demo platform (its beta rule has its own tests).
  await k.walletBeta({ isBeta: false, applyToAllAgency: false });
});
afterAll(() => test.close());
beforeEach(async () => {
  await k.setManualBill('agency@demo.test', true);
  await k.setManualBill('agency2@demo.test', true);
  await declineCardsOf(test.ctx.db, acmeId, null);
});

const charge = (amount: unknown, idempotency_key = key(), extra: object = {}) =>
  k.call('agency@demo.test', 'POST', '/charge-prepaid-direct-payment', {
    company_id: acmeId,
    amount,
    custom_amount: 'F',
    stop_continual: 'F',
    ip_user: '203.0.113.9',
    timezone: 'America/Chicago',
    payment_type: 'credit_card',
    idempotency_key,
    ...extra,
  });

type Call = { method: 'GET' | 'PUT' | 'POST'; url: string; body?: object };
/** Every call of the wallet for a company id, with valid input. */
const CALLS: Record<string, (companyId: number) => Call> = {
  'get-direct-payment': (id) => ({ method: 'GET', url: `/get-direct-payment?company_id=${id}` }),
  'get-transaction-history-direct-payment': (id) => ({
    method: 'GET',
    url: `/get-transaction-history-direct-payment?company_id=${id}&date=${month()}`,
  }),
  'stop-continual-topup': (id) => ({
    method: 'PUT',
    url: '/stop-continual-topup',
    body: { company_id: id, stop_continual: 'T' },
  }),
  'save-prepaid-direct-payment': (id) => ({
    method: 'PUT',
    url: '/save-prepaid-direct-payment',
    body: { company_id: id, amount: '500', custom_amount: 'F' },
  }),
  'charge-prepaid-direct-payment': (id) => ({
    method: 'POST',
    url: '/charge-prepaid-direct-payment',
    body: {
      company_id: id,
      amount: '500',
      custom_amount: 'F',
      stop_continual: 'F',
      payment_type: 'credit_card',
      idempotency_key: key(),
    },
  }),
  'download-transaction-history-direct-payment': (id) => ({
    method: 'GET',
    url: `/download-transaction-history-direct-payment/${id}/${month()}`,
  }),
};
const NAMES = Object.keys(CALLS);
const callAs = (email: string, name: string, companyId: number) => {
  const { method, url, body } = (CALLS[name] as (id: number) => Call)(companyId);
  return k.call(email, method, url, body);
};

describe('who reaches the wallet (part 1 §6 menu rule, issue 16 tests)', () => {
  it('covers the six calls of part 2 §7', () => {
    expect(NAMES).toHaveLength(6);
  });

  it.each(NAMES)("%s with another agency's company_id → 404, nothing changed", async (name) => {
    const chargesBefore = await k.providerCharges();
    const response = await callAs('agency@demo.test', name, betaId);
    expect(response.statusCode).toBe(404);
    expect(await k.walletRow(betaId)).toBeNull();
    expect(await k.topups(betaId)).toEqual([]);
    expect(await k.providerCharges()).toBe(chargesBefore);
  });

  it.each(NAMES)('%s as a client → 403, nothing changed', async (name) => {
    const chargesBefore = await k.providerCharges();
    const walletBefore = await k.walletRow(acmeId);
    const response = await callAs('client@demo.test', name, acmeId);
    expect(response.statusCode).toBe(403);
    expect(await k.walletRow(acmeId)).toEqual(walletBefore);
    expect(await k.providerCharges()).toBe(chargesBefore);
  });

  it.each(NAMES)(
    '%s for an agency without manual bill → 403 naming manual bill, nothing changed',
    async (name) => {
      await k.setManualBill('agency2@demo.test', false);
      const chargesBefore = await k.providerCharges();
      const response = await callAs('agency2@demo.test', name, betaId);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(messages.walletNeedsManualBill);
      expect(await k.walletRow(betaId)).toBeNull();
      expect(await k.providerCharges()).toBe(chargesBefore);
    },
  );

  it('the data_wallet beta: closed to non-beta users, then the service agreement first (part 1 §4, §6)', async () => {
    const featureId = await k.walletBeta({ isBeta: true, applyToAllAgency: false });
    try {
      const closed = await callAs('agency@demo.test', 'get-direct-payment', acmeId);
      expect(closed.statusCode).toBe(403);
      expect(closed.json().message).toBe(messages.walletBetaClosed);
      await k.walletBeta({ isBeta: true, applyToAllAgency: true });
      const chargesBefore = await k.providerCharges();
      for (const name of NAMES) {
        const response = await callAs('agency@demo.test', name, acmeId);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(messages.walletAgreementNeeded);
      }
      expect(await k.providerCharges()).toBe(chargesBefore);
      const agreed = await test.app.inject({
        method: 'POST',
        url: '/api/agreements/feature',
        headers: { authorization: `Bearer ${await k.tokenOf('agency@demo.test')}` },
        payload: { feature_id: featureId, location_menu: 'profile' },
      });
      expect(agreed.statusCode).toBe(200);
      const open = await callAs('agency@demo.test', 'get-direct-payment', acmeId);
      expect(open.statusCode).toBe(200);
    } finally {
      await k.walletBeta({ isBeta: false, applyToAllAgency: false });
    }
  });

  it('platform staff (a system user of the root) are refused: the wallet is an agency’s own', async () => {
    const response = await k.call('root@demo.test', 'GET', `/get-direct-payment?company_id=${acmeId}`);
    expect(response.statusCode).toBe(403);
  });

  it('an unknown company id → 404', async () => {
    const response = await k.call('agency@demo.test', 'GET', '/get-direct-payment?company_id=2147483000');
    expect(response.statusCode).toBe(404);
  });
});

describe('get-direct-payment (part 2 §3 Data wallet)', () => {
  it('a fresh wallet: balance 0, the preset minimum, custom off, continual top-up stopped (opt-in), no history', async () => {
    const response = await k.call('agency2@demo.test', 'GET', `/get-direct-payment?company_id=${betaId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      company_id: betaId,
      balance_amount: '0.00',
      balance_cents: 0,
      total_amount: '0.00',
      last_balance_amount: '0.00',
      amount: '250.00',
      custom_amount: 'F',
      stop_continual: 'T',
      held_leads: 0,
      transaction_history: [],
    });
  });
});

describe('save-prepaid-direct-payment: stores the amount, charges nothing (part 2 §4)', () => {
  it('saves a preset and a custom amount', async () => {
    const chargesBefore = await k.providerCharges();
    const saved = await k.call('agency@demo.test', 'PUT', '/save-prepaid-direct-payment', {
      company_id: acmeId,
      amount: '1000',
      custom_amount: 'F',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: messages.walletSaved,
      amount: '1000.00',
      custom_amount: 'F',
    });
    const custom = await k.call('agency@demo.test', 'PUT', '/save-prepaid-direct-payment', {
      company_id: acmeId,
      amount: 3000.5,
      custom_amount: true,
    });
    expect(custom.statusCode).toBe(200);
    expect(await k.walletRow(acmeId)).toMatchObject({ amountCents: 300_050, customAmount: true });
    expect(await k.providerCharges()).toBe(chargesBefore);
    expect(await k.balanceOf(acmeId)).toBe(await k.balanceOf(acmeId));
  });

  it.each([
    ['200', 'F', 'The minimum amount is $250', 'part 2 §5: below the preset minimum'],
    ['2000', 'T', 'The minimum amount is $2,500', 'part 2 §9: custom minimum 2,500'],
    ['-300', 'F', messages.walletAmountNegative, 'negative'],
    ['abc', 'F', messages.walletAmountInvalid, 'text'],
    ['250.123', 'F', messages.walletAmountInvalid, 'more than two decimals'],
    [
      '100000000',
      'T',
      'The amount is above the largest single top-up, 100,000 dollars. Charge it in parts.',
      'over a sane maximum',
    ],
  ])('amount %s (custom %s) → 422 “%s” on the amount field (%s)', async (amount, custom, message) => {
    const before = await k.walletRow(acmeId);
    const response = await k.call('agency@demo.test', 'PUT', '/save-prepaid-direct-payment', {
      company_id: acmeId,
      amount,
      custom_amount: custom,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
    expect(response.json().errors.amount).toBe(message);
    expect(await k.walletRow(acmeId)).toEqual(before);
  });

  it.each([
    [{ company_id: 'x', amount: '500', custom_amount: 'F' }, 'company_id'],
    [{ amount: '500', custom_amount: 'F' }, 'company_id'],
    [{ company_id: 1, amount: '500', custom_amount: 'maybe' }, 'custom_amount'],
    [{ company_id: 1, amount: { x: 1 }, custom_amount: 'F' }, 'amount'],
  ])('malformed body %j → 422 naming %s, never 500', async (body, field) => {
    const response = await k.call('agency@demo.test', 'PUT', '/save-prepaid-direct-payment', body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
  });
});

describe('charge-prepaid-direct-payment: charges once per key, credits the wallet (issue 16 point 2)', () => {
  it('charges $500: success, the balance and a history row; the same key again charges nothing', async () => {
    const balanceBefore = await k.balanceOf(acmeId);
    const chargesBefore = await k.providerCharges();
    const idempotencyKey = key();
    const response = await charge('500', idempotencyKey);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: 'success',
      message: messages.walletCharged,
      replayed: false,
    });
    expect(response.json().balance_cents).toBe(balanceBefore + 50_000);
    expect(await k.providerCharges()).toBe(chargesBefore + 1);

    const again = await charge('500', idempotencyKey);
    expect(again.json()).toMatchObject({
      result: 'success',
      replayed: true,
      balance_cents: balanceBefore + 50_000,
    });
    expect(await k.providerCharges()).toBe(chargesBefore + 1);

    const wallet = await k.call('agency@demo.test', 'GET', `/get-direct-payment?company_id=${acmeId}`);
    expect(wallet.json()).toMatchObject({
      balance_cents: balanceBefore + 50_000,
      last_balance_cents: balanceBefore + 50_000,
      amount: '500.00',
      custom_amount: 'F',
    });
    const topup = wallet
      .json()
      .transaction_history.find((row: { transaction_type: string }) => row.transaction_type === 'topup');
    expect(topup).toMatchObject({ amount: '500.00', status: 'completed' });
    expect(topup.title).toMatch(/Top-up by card ending \d{4}/);
  });

  it('the same key with another amount → 409, nothing charged', async () => {
    const idempotencyKey = key();
    await charge('250', idempotencyKey);
    const chargesBefore = await k.providerCharges();
    const balanceBefore = await k.balanceOf(acmeId);
    const response = await charge('1000', idempotencyKey);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.walletKeyReused);
    expect(await k.providerCharges()).toBe(chargesBefore);
    expect(await k.balanceOf(acmeId)).toBe(balanceBefore);
  });

  it('20 concurrent charges with one key charge once (issue 16 reliability)', async () => {
    const balanceBefore = await k.balanceOf(acmeId);
    const chargesBefore = await k.providerCharges();
    const idempotencyKey = key();
    const answers = await Promise.all(Array.from({ length: 20 }, () => charge('1000', idempotencyKey)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.every((answer) => answer.json().result === 'success')).toBe(true);
    expect(answers.filter((answer) => answer.json().replayed === false)).toHaveLength(1);
    expect(await k.providerCharges()).toBe(chargesBefore + 1);
    const rows = await test.ctx.db
      .select({ n: count() })
      .from(walletTopups)
      .where(eq(walletTopups.idempotencyKey, `wallet-${acmeId}-manual-${idempotencyKey}`));
    expect(rows[0]?.n).toBe(1);
    expect(await k.balanceOf(acmeId)).toBe(balanceBefore + 100_000);
  });

  it('a declined card: result failed with the reason, the balance unchanged, the agency e-mailed', async () => {
    await declineCardsOf(test.ctx.db, acmeId, messages.cardInsufficientFunds);
    const balanceBefore = await k.balanceOf(acmeId);
    const response = await charge('500');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: 'failed',
      replayed: false,
      balance_cents: balanceBefore,
    });
    expect(response.json().message).toBe(
      messages.walletChargeDeclined.replace('{reason}', messages.cardInsufficientFunds),
    );
    expect(await k.balanceOf(acmeId)).toBe(balanceBefore);
    await test.jobsIdle();
    const mail = await lastMailTo(test, 'agency@demo.test');
    expect(mail?.subject).toBe('Data Wallet top-up of $500.00 failed');
    expect(mail?.textBody).toContain(messages.cardInsufficientFunds);
    const history = await k.call(
      'agency@demo.test',
      'GET',
      `/get-transaction-history-direct-payment?company_id=${acmeId}`,
    );
    expect(history.json().transaction_history[0]).toMatchObject({
      status: 'declined',
      transaction_type: 'topup',
      reason: messages.cardInsufficientFunds,
    });
  });

  it('without a card on file: result failed saying to add one, nothing charged', async () => {
    const card = await k.cardOf(betaId);
    expect(card).not.toBeNull();
    const { paymentCards } = await import('../../src/db/schema/index.ts');
    await test.ctx.db.delete(paymentCards).where(eq(paymentCards.companyId, betaId));
    const chargesBefore = await k.providerCharges();
    const response = await k.call('agency2@demo.test', 'POST', '/charge-prepaid-direct-payment', {
      company_id: betaId,
      amount: '250',
      custom_amount: 'F',
      stop_continual: 'F',
      payment_type: 'credit_card',
      idempotency_key: key(),
    });
    expect(response.json().result).toBe('failed');
    expect(response.json().message).toContain(messages.walletNoCard);
    expect(await k.providerCharges()).toBe(chargesBefore);
    if (card) await test.ctx.db.insert(paymentCards).values(card);
  });

  it.each([
    [{ amount: '100' }, 'The minimum amount is $250'],
    [{ amount: '2000', custom_amount: 'T' }, 'The minimum amount is $2,500'],
  ])('%j → 422 with the spec sentence, nothing charged (part 2 §5)', async (change, message) => {
    const chargesBefore = await k.providerCharges();
    const response = await charge('250', key(), change);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
    expect(await k.providerCharges()).toBe(chargesBefore);
  });

  it.each([
    [{ payment_type: 'paypal' }, 'payment_type'],
    [{ idempotency_key: 'short' }, 'idempotency_key'],
    [{ stop_continual: 'yes' }, 'stop_continual'],
  ])('%j → 422 naming %s', async (change, field) => {
    const response = await charge('500', key(), change);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('the charge saves the dialog’s choices: amount, custom flag, continual top-up switch', async () => {
    await charge('2600', key(), { custom_amount: 'T', stop_continual: 'T' });
    expect(await k.walletRow(acmeId)).toMatchObject({
      amountCents: 260_000,
      customAmount: true,
      stopContinual: true,
    });
    await test.ctx.db.update(wallets).set({ stopContinual: false }).where(eq(wallets.companyId, acmeId));
  });
});

describe('stop-continual-topup (part 2 §4 Continual top-up)', () => {
  it('stops and restarts, answering the state', async () => {
    const stop = await k.call('agency@demo.test', 'PUT', '/stop-continual-topup', {
      company_id: acmeId,
      stop_continual: 'T',
    });
    expect(stop.json()).toEqual({ message: messages.walletContinualStopped, stop_continual: 'T' });
    expect((await k.walletRow(acmeId))?.stopContinual).toBe(true);
    const run = await k.call('agency@demo.test', 'PUT', '/stop-continual-topup', {
      company_id: acmeId,
      stop_continual: false,
    });
    expect(run.json()).toEqual({ message: messages.walletContinualRunning, stop_continual: 'F' });
    expect((await k.walletRow(acmeId))?.stopContinual).toBe(false);
  });
});

describe('history by month and its CSV (part 2 §7, §9 month filter)', () => {
  it('another month is empty; a bad month → 422 naming date', async () => {
    const old = await k.call(
      'agency@demo.test',
      'GET',
      `/get-transaction-history-direct-payment?company_id=${acmeId}&date=2020-01`,
    );
    expect(old.json()).toEqual({ transaction_history: [] });
    const bad = await k.call(
      'agency@demo.test',
      'GET',
      `/get-transaction-history-direct-payment?company_id=${acmeId}&date=2026-13`,
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain('date');
  });

  it('downloads the month as CSV with the rows the history shows', async () => {
    await charge('250');
    const history = await k.call(
      'agency@demo.test',
      'GET',
      `/get-transaction-history-direct-payment?company_id=${acmeId}&date=${month()}`,
    );
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/configuration/agencies/prepaid/download-transaction-history-direct-payment/${acmeId}/${month()}`,
      headers: { authorization: `Bearer ${await k.tokenOf('agency@demo.test')}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`wallet-history-${month()}.csv`);
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('Date,Title,Type,Status,Amount,Reason');
    expect(lines).toHaveLength(history.json().transaction_history.length + 1);
  });

  it('a bad month in the download path → 422', async () => {
    const response = await k.call(
      'agency@demo.test',
      'GET',
      `/download-transaction-history-direct-payment/${acmeId}/2026-1`,
    );
    expect(response.statusCode).toBe(422);
  });
});

describe('nothing is mailed for a successful charge', () => {
  it('the outbox gets no wallet mail on success', async () => {
    const [before] = await test.ctx.db.select({ n: count() }).from(mailOutbox);
    await charge('250');
    await test.jobsIdle();
    const [after] = await test.ctx.db.select({ n: count() }).from(mailOutbox);
    expect(after?.n).toBe(before?.n);
  });
});
