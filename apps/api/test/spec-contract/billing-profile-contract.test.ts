// Issue 26 part 1, "the spec's calls accept the spec's payloads": each row sends a call's payload as
// the spec writes it (part 1 §7, part 2 §7) and reads the fields the spec reads, so a client written
// from the spec works. Our additions (keys, step) stay optional; the new reads keep to the caller's
// tenant (another agency's user answers 404).
import { IDEMPOTENCY_KEY_HEADER, messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../src/db/schema/index.ts';
import { companyOf, userNamed } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { PREFIX as WALLET, walletKit } from '../wallet/wallet-kit.ts';

let test: TestApp;
const wallet = walletKit(() => test);
let acmeId = 0;
let betaId = 0;

beforeAll(async () => {
  test = await createTestApp();
  acmeId = (await wallet.setManualBill('agency@demo.test', true)).id;
  betaId = (await wallet.setManualBill('agency2@demo.test', true)).id;
  await wallet.walletBeta({ isBeta: false, applyToAllAgency: false });
});
afterAll(() => test.close());

const tokens = new Map<string, string>();
async function headersOf(email: string, extra: Record<string, string> = {}) {
  const token = tokens.get(email) ?? (await test.signIn(email));
  tokens.set(email, token);
  return { ...bearer(token), ...extra };
}

describe('part 2 §7 chargePrepaidDirectPayment, as the spec sends it', () => {
  /** part 2 §7: "company_id, amount, custom_amount, stop_continual, ip_user, timezone, payment_type=credit_card". */
  const specCharge = (companyId: number) => ({
    company_id: companyId,
    amount: '500',
    custom_amount: 'F',
    stop_continual: 'F',
    ip_user: '203.0.113.9',
    timezone: 'America/Chicago',
    payment_type: 'credit_card',
  });
  const charge = async (email: string, payload: object, extraHeaders: Record<string, string> = {}) =>
    test.app.inject({
      method: 'POST',
      url: `${WALLET}/charge-prepaid-direct-payment`,
      headers: await headersOf(email, extraHeaders),
      payload,
    });

  it('part 2 §7: the spec payload, no key of ours, charges and answers result and message', async () => {
    const chargesBefore = await wallet.providerCharges();
    const balanceBefore = await wallet.balanceOf(acmeId);
    const response = await charge('agency@demo.test', specCharge(acmeId));
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toBe('success');
    expect(response.json().message).toBe(messages.walletCharged);
    expect(await wallet.providerCharges()).toBe(chargesBefore + 1);
    expect(await wallet.balanceOf(acmeId)).toBe(balanceBefore + 50_000);
  });

  it('part 2 §7: each keyless call is a charge of its own (two presses of Charge, two top-ups)', async () => {
    const chargesBefore = await wallet.providerCharges();
    const balanceBefore = await wallet.balanceOf(acmeId);
    const first = await charge('agency@demo.test', specCharge(acmeId));
    const second = await charge('agency@demo.test', specCharge(acmeId));
    expect([first.json().result, second.json().result]).toEqual(['success', 'success']);
    expect(await wallet.providerCharges()).toBe(chargesBefore + 2);
    expect(await wallet.balanceOf(acmeId)).toBe(balanceBefore + 100_000);
  });

  it('part 2 §7 + our Idempotency-Key header: a repeat answers the first result and charges once', async () => {
    const chargesBefore = await wallet.providerCharges();
    const balanceBefore = await wallet.balanceOf(acmeId);
    const key = { [IDEMPOTENCY_KEY_HEADER]: `contract-charge-${Date.now()}` };
    const first = await charge('agency@demo.test', specCharge(acmeId), key);
    const again = await charge('agency@demo.test', specCharge(acmeId), key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ result: first.json().result, message: first.json().message });
    expect(await wallet.providerCharges()).toBe(chargesBefore + 1);
    expect(await wallet.balanceOf(acmeId)).toBe(balanceBefore + 50_000);
    // The header is the charge's own key too, so the card provider is asked with it (a retry after a
    // lost answer is answered the first charge by the provider as well).
    const keys = (await wallet.topups(acmeId)).map((topup) => topup.idempotencyKey);
    expect(keys).toContain(`wallet-${acmeId}-manual-${key[IDEMPOTENCY_KEY_HEADER]}`);
  });

  it('part 2 §7 + our idempotency_key field: a repeat charges once and says replayed', async () => {
    const chargesBefore = await wallet.providerCharges();
    const payload = { ...specCharge(acmeId), idempotency_key: `contract-body-${Date.now()}` };
    const first = await charge('agency@demo.test', payload);
    const again = await charge('agency@demo.test', payload);
    expect(first.json()).toMatchObject({ result: 'success', replayed: false });
    expect(again.json()).toMatchObject({ result: 'success', replayed: true });
    expect(await wallet.providerCharges()).toBe(chargesBefore + 1);
  });

  it("part 2 §7 cross-tenant: the spec payload with another agency's company_id → 404, nothing charged", async () => {
    const chargesBefore = await wallet.providerCharges();
    const betaBalance = await wallet.balanceOf(betaId);
    const response = await charge('agency@demo.test', specCharge(betaId));
    expect(response.statusCode).toBe(404);
    expect(await wallet.providerCharges()).toBe(chargesBefore);
    expect(await wallet.balanceOf(betaId)).toBe(betaBalance);
  });
});

describe('part 1 §7 POST /user/update, the multipart form of profile steps 1 and 2', () => {
  async function postForm(email: string, fields: Record<string, string>) {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    const request = new Request('http://localhost/api/user/update', { method: 'POST', body: data });
    return test.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: await headersOf(email, { 'content-type': request.headers.get('content-type') ?? '' }),
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }
  /** part 1 §3 profile fields of step 1 (the person); the spec sends no `step`. */
  const personForm = (overrides: Record<string, string> = {}) => ({
    name: 'Carl Client',
    email: 'client@demo.test',
    phonenum: '(312) 555-0123',
    phone_country_code: 'US',
    phone_country_calling_code: '+1',
    address: '1 Main St',
    city: 'Chicago',
    zip: '60601',
    country_code: 'US',
    state_code: 'IL',
    ...overrides,
  });
  const userRow = async (email: string) => userNamed(test.ctx.db, email);

  it('part 1 §7 step 1 without step: saves the person and answers result success with a message', async () => {
    const response = await postForm('client@demo.test', personForm({ city: 'Evanston' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'success', message: messages.profileSaved });
    expect(await userRow('client@demo.test')).toMatchObject({ city: 'Evanston', zip: '60601' });
  });

  it('part 1 §7 step 2 without step: the company fields save the company', async () => {
    const response = await postForm('agency2@demo.test', {
      company_name: 'Beta Growth Contract',
      company_phone: '+1 312 555 0199',
      company_email: 'office@beta.example',
      company_address: '2 Side St',
      company_city: 'Austin',
      company_zip: '73301',
      company_state_code: 'TX',
      company_country_code: 'US',
      industry_id: '12',
      industry_name: 'Marketing',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'success', message: messages.profileSaved });
    const [company] = await test.ctx.db.select().from(companies).where(eq(companies.id, betaId));
    expect(company).toMatchObject({ companyName: 'Beta Growth Contract', city: 'Austin' });
  });

  it.each([
    ["another account's e-mail", 'agency@demo.test', messages.emailTaken],
    ['an e-mail that is no address', 'not-an-address', 'Enter a valid e-mail address.'],
  ])(
    'part 1 §7 step 1 with %s: 200, result error_email with a message, nothing saved',
    async (_case, email, message) => {
      const before = await userRow('client@demo.test');
      const response = await postForm('client@demo.test', personForm({ email, city: 'Changed' }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ result: 'error_email', message });
      const after = await userRow('client@demo.test');
      expect({ email: after.email, city: after.city }).toEqual({ email: before.email, city: before.city });
    },
  );

  it('ours: other bad fields still answer 422 naming them (with or without step)', async () => {
    const withoutStep = await postForm('client@demo.test', personForm({ name: '' }));
    expect(withoutStep.statusCode).toBe(422);
    expect(withoutStep.json().errors).toHaveProperty('name');
    const withStep = await postForm('client@demo.test', { step: '1', ...personForm({ name: '' }) });
    expect(withStep.statusCode).toBe(422);
    expect(withStep.json().errors).toHaveProperty('name');
  });

  it('ours: a form with the fields of both steps and no step answers 422 on step, nothing saved', async () => {
    const before = await userRow('client@demo.test');
    const response = await postForm('client@demo.test', {
      ...personForm({ city: 'Both' }),
      company_name: 'Both Steps',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.step).toBe(messages.profileStepUnclear);
    expect((await userRow('client@demo.test')).city).toBe(before.city);
  });
});

describe('part 1 §7 GET /user[/{usrID}] and its only/{id} form', () => {
  const read = async (email: string, url: string) =>
    test.app.inject({ method: 'GET', url: `/api${url}`, headers: await headersOf(email) });
  const idOf = async (email: string) => (await userNamed(test.ctx.db, email)).id;

  it('part 1 §7: GET /user/{own id} answers the same user data as GET /user', async () => {
    const me = await read('agency@demo.test', '/user');
    const byId = await read('agency@demo.test', `/user/${await idOf('agency@demo.test')}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(me.json());
  });

  it("part 1 §7: an agency reads its client's user data (part 1 §3 fields)", async () => {
    const clientId = await idOf('client@demo.test');
    const response = await read('agency@demo.test', `/user/${clientId}`);
    expect(response.statusCode).toBe(200);
    const client = await companyOf(test.ctx.db, 'client@demo.test');
    expect(response.json()).toMatchObject({
      id: clientId,
      company_id: client.id,
      email: 'client@demo.test',
      user_type: 'client',
      company_parent: acmeId,
      isViewMode: false,
      ip_login: null,
    });
  });

  it('part 1 §7: platform staff read an agency owner', async () => {
    const response = await read('root@demo.test', `/user/${await idOf('agency2@demo.test')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'agency2@demo.test', user_type: 'userdownline' });
  });

  it('part 1 §7: a sales person reads a client of the agencies it brought in', async () => {
    const response = await read('sales@demo.test', `/user/${await idOf('client@demo.test')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'client@demo.test', user_type: 'client' });
  });

  it("part 1 §7 only/{id}: reads disable_client_add_campaign (the client's own and its agency's read)", async () => {
    const clientId = await idOf('client@demo.test');
    await test.ctx.db.update(users).set({ disableClientAddCampaign: true }).where(eq(users.id, clientId));
    try {
      const own = await read('client@demo.test', `/user/only/${clientId}`);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ id: clientId, disable_client_add_campaign: 'T' });
      const byAgency = await read('agency@demo.test', `/user/only/${clientId}`);
      expect(byAgency.json().disable_client_add_campaign).toBe('T');
    } finally {
      await test.ctx.db.update(users).set({ disableClientAddCampaign: false }).where(eq(users.id, clientId));
    }
    const cleared = await read('agency@demo.test', `/user/only/${clientId}`);
    expect(cleared.json().disable_client_add_campaign).toBe('F');
  });

  describe('cross-tenant and out of reach: 404, nothing of the other account shown', () => {
    it.each([
      ["agency → another agency's client", 'agency@demo.test', 'client2@demo.test'],
      ["agency → another agency's owner", 'agency@demo.test', 'agency2@demo.test'],
      ["agency2 → the first agency's client", 'agency2@demo.test', 'client@demo.test'],
      ["client → another agency's client", 'client@demo.test', 'client2@demo.test'],
      ['client → its own agency (above it)', 'client@demo.test', 'agency@demo.test'],
      ['agency → the platform root (above it)', 'agency@demo.test', 'root@demo.test'],
      ['sales → a client of an agency it did not bring in', 'sales@demo.test', 'client2@demo.test'],
    ])('%s', async (_case, caller, target) => {
      const targetId = await idOf(target);
      for (const url of [`/user/${targetId}`, `/user/only/${targetId}`]) {
        const response = await read(caller, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain(target);
      }
    });

    it('an id of no user → 404; an id that is no number → 422', async () => {
      expect((await read('agency@demo.test', '/user/2147483000')).statusCode).toBe(404);
      expect((await read('agency@demo.test', '/user/only/2147483000')).statusCode).toBe(404);
      expect((await read('agency@demo.test', '/user/only/abc')).statusCode).toBe(422);
    });
  });
});
