// A card top-up whose process died mid-charge (issue 28 item 2, found by the crash loop): the claim on
// its key names the claiming process's liveness lock, so the payer's retry takes it over at once and
// is answered, instead of "in progress" until the claim is two minutes old. A live claimant's claim is
// left alone. The card is charged with the same key (never twice) and the wallet credited once.
import { messages } from '@lead/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletTopups } from '../../src/db/schema/index.ts';
import { manualTopUpKey } from '../../src/modules/wallet/wallet-topup-job.ts';
import { claimantGone, holdProcessLiveness } from '../../src/platform/process-liveness.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { walletKit } from './wallet-kit.ts';

let test: TestApp;
const k = walletKit(() => test);
let acmeId = 0;

beforeAll(async () => {
  test = await createTestApp();
  acmeId = (await k.setManualBill('agency@demo.test', true)).id;
  await k.walletBeta({ isBeta: false, applyToAllAgency: false });
});
afterAll(() => test.close());

const databaseUrl = () => test.ctx.config.DATABASE_URL ?? '';
const gone = async (key: number) => {
  const { rows } = await test.ctx.db.execute<{ gone: boolean }>(
    sql`select ${claimantGone(sql`${key}::int`)} as gone`,
  );
  return rows[0]?.gone;
};

const charge = (idempotency_key: string) =>
  k.call('agency@demo.test', 'POST', '/charge-prepaid-direct-payment', {
    company_id: acmeId,
    amount: '500',
    custom_amount: 'F',
    stop_continual: 'F',
    payment_type: 'credit_card',
    idempotency_key,
  });

describe('a process’s liveness', () => {
  it('is held while the process lives and gone the moment its session ends', async () => {
    const other = await holdProcessLiveness(databaseUrl());
    expect(await gone(other.key)).toBe(false);
    expect(await gone(test.ctx.processKey ?? 0)).toBe(false);
    await other.release();
    expect(await gone(other.key)).toBe(true);
  });
});

describe('a top-up claimed by a process that died before answering', () => {
  it('is taken over by the retry at once: charged once with its key, credited once, answered', async () => {
    const dead = await holdProcessLiveness(databaseUrl());
    await dead.release();
    const clientKey = `takeover-${Date.now()}`;
    await test.ctx.db.insert(walletTopups).values({
      companyId: acmeId,
      kind: 'manual',
      idempotencyKey: manualTopUpKey(acmeId, clientKey),
      amountCents: 50_000,
      claimedAt: new Date(),
      claimedBy: dead.key,
    });
    const balance = await k.balanceOf(acmeId);
    const charges = await k.providerCharges();

    const retry = await charge(clientKey);
    // Taken over, not waited on: a live claim makes a retry wait up to 20 s, then answer 409.
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({
      result: 'success',
      message: messages.walletCharged,
      replayed: false,
    });
    expect(await k.balanceOf(acmeId)).toBe(balance + 50_000);
    expect(await k.providerCharges()).toBe(charges + 1);

    const again = await charge(clientKey);
    expect(again.json()).toMatchObject({ result: 'success', replayed: true });
    expect(await k.balanceOf(acmeId)).toBe(balance + 50_000);
    expect(await k.providerCharges()).toBe(charges + 1);
  });
});
