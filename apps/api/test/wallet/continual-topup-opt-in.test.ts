// Continual top-up is opt-in (issue 23 point 13; part 2 §4 'Continual top-up'): an agency's wallet
// never tops itself up until the agency turns continual top-up on.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallets } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { walletKit } from './wallet-kit.ts';

let test: TestApp;
const k = walletKit(() => test);
let acmeId = 0;

beforeAll(async () => {
  test = await createTestApp();
  acmeId = (await k.setManualBill('agency@demo.test', true)).id;
  await k.walletBeta({ isBeta: false, applyToAllAgency: false });
  // An agency that never opened its wallet.
  await test.ctx.db.delete(wallets).where(eq(wallets.companyId, acmeId));
});
afterAll(() => test.close());

const stopContinualOf = async () =>
  (await k.call('agency@demo.test', 'GET', `/get-direct-payment?company_id=${acmeId}`)).json().stop_continual;

describe('continual top-up is opt-in', () => {
  it('is off before the wallet opens, stays off when it opens, and runs once the agency turns it on', async () => {
    expect(await stopContinualOf()).toBe('T');

    const saved = await k.call('agency@demo.test', 'PUT', '/save-prepaid-direct-payment', {
      company_id: acmeId,
      amount: '500',
      custom_amount: 'F',
    });
    expect(saved.statusCode).toBe(200);
    expect((await k.walletRow(acmeId))?.stopContinual).toBe(true);
    expect(await stopContinualOf()).toBe('T');

    const turnedOn = await k.call('agency@demo.test', 'PUT', '/stop-continual-topup', {
      company_id: acmeId,
      stop_continual: 'F',
    });
    expect(turnedOn.statusCode).toBe(200);
    expect((await k.walletRow(acmeId))?.stopContinual).toBe(false);
    expect(await stopContinualOf()).toBe('F');
  });
});
