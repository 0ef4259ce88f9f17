// A card top-up whose payer never heard its end (the process died mid-charge and the dialog was
// closed, not asked again) is finished by the ten-minute job: charged with its own key, so the card
// is charged once whatever the dead process had done, and the wallet credited once. A top-up a live
// process is charging, one younger than ten minutes (the payer's retry comes first), and one too old
// for the provider to still know its key are left alone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletTopups } from '../../src/db/schema/index.ts';
import { finishAbandonedTopups } from '../../src/modules/wallet/abandoned-topups-job.ts';
import { manualTopUpKey } from '../../src/modules/wallet/wallet-topup-job.ts';
import { holdProcessLiveness } from '../../src/platform/process-liveness.ts';
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

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function pendingTopup(label: string, createdAt: Date, claimedBy: number, claimedAt = createdAt) {
  const key = manualTopUpKey(acmeId, `${label}-${Date.now()}`);
  await test.ctx.db.insert(walletTopups).values({
    companyId: acmeId,
    kind: 'manual',
    idempotencyKey: key,
    amountCents: 25_000,
    createdAt,
    claimedAt,
    claimedBy,
  });
  return key;
}

const statusOf = async (key: string) =>
  (await test.ctx.db.select().from(walletTopups).where(eq(walletTopups.idempotencyKey, key)))[0]?.status;

describe('the abandoned top-ups job', () => {
  it('finishes a dead process’s top-up once and leaves the others alone', async () => {
    const dead = await holdProcessLiveness(test.ctx.config.DATABASE_URL ?? '');
    await dead.release();
    const alive = await holdProcessLiveness(test.ctx.config.DATABASE_URL ?? '');
    try {
      const abandoned = await pendingTopup('abandoned', minutesAgo(15), dead.key);
      // Asked again a minute ago by a payer whose live process is still charging it.
      const charging = await pendingTopup('charging', minutesAgo(15), alive.key, minutesAgo(1));
      const recent = await pendingTopup('recent', minutesAgo(2), dead.key);
      const forgotten = await pendingTopup('forgotten', minutesAgo(25 * 60), dead.key);
      const balance = await k.balanceOf(acmeId);
      const charges = await k.providerCharges();

      expect(await finishAbandonedTopups(test.ctx)).toBe(1);
      expect(await statusOf(abandoned)).toBe('succeeded');
      expect(await k.balanceOf(acmeId)).toBe(balance + 25_000);
      expect(await k.providerCharges()).toBe(charges + 1);
      for (const key of [charging, recent, forgotten]) expect(await statusOf(key)).toBe('pending');

      // The next sweep finds nothing more to do: no second charge, no second credit.
      expect(await finishAbandonedTopups(test.ctx)).toBe(0);
      expect(await k.balanceOf(acmeId)).toBe(balance + 25_000);
      expect(await k.providerCharges()).toBe(charges + 1);
      await test.ctx.db.delete(walletTopups).where(eq(walletTopups.status, 'pending'));
    } finally {
      await alive.release();
    }
  });
});
