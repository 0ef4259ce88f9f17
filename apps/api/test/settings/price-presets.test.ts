// Issue 23 point 3: an agency's named price presets — create, rename, edit, delete; amounts as people
// type them, stored in cents; the platform's cost-per-lead minimums (part 2 §5) refused with 422;
// agency staff need the Settings permission, clients and other agencies never reach them.
import { messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricePresets, userLogs } from '../../src/db/schema/index.ts';
import { kit } from '../companies/downline-test-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
const t = kit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const amounts = (CostSet: string, PlatformFee = '250', CostMonth = '100') => ({
  PlatformFee,
  CostMonth,
  CostSet,
});
/** Above the demo root's minimums per lead (enhance 1.00, b2b 1.50). */
const standard = (name = 'Standard') => ({
  name,
  prices: {
    local: amounts('1,000.50', '$1,500', ' 1 000.5'),
    locator: amounts('2'),
    enhance: amounts('3.25'),
    b2b: amounts('4'),
  },
});
const AGENCY = 'agency@demo.test';
const create = (email: string, body: object) => t.call(email, 'POST', '/configuration/price-presets', body);
const list = (email: string) => t.call(email, 'GET', '/configuration/price-presets');
const rowsOf = async (companyId: number) =>
  test.ctx.db.select().from(pricePresets).where(eq(pricePresets.companyId, companyId));

describe('an agency keeps named price presets', () => {
  it('creates a preset from money text and answers it in cents', async () => {
    const answer = await create(AGENCY, standard());
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe('Price preset "Standard" has been added.');
    expect(answer.json().preset.prices.local).toEqual({
      platformFeeCents: 150000,
      minCostCents: 100050,
      costPerLeadCents: 100050,
    });
    expect((await list(AGENCY)).json().presets.map((preset: { name: string }) => preset.name)).toEqual([
      'Standard',
    ]);
    const [log] = await test.ctx.db.select().from(userLogs).where(eq(userLogs.action, 'price-preset'));
    expect(log?.description).toBe('Added the price preset Standard');
  });

  it('renames and edits a preset', async () => {
    const created = (await create(AGENCY, standard('Premium draft'))).json().preset;
    const changed = standard('Premium');
    changed.prices.b2b = amounts('9.99');
    const answer = await t.call(AGENCY, 'PUT', `/configuration/price-presets/${created.id}`, changed);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().preset).toMatchObject({ id: created.id, name: 'Premium' });
    expect(answer.json().preset.prices.b2b.costPerLeadCents).toBe(999);
    const [row] = (await rowsOf(await t.companyId(AGENCY))).filter((preset) => preset.id === created.id);
    expect(row?.name).toBe('Premium');
  });

  it('deletes a preset', async () => {
    const created = (await create(AGENCY, standard('Short lived'))).json().preset;
    const answer = await t.call(AGENCY, 'DELETE', `/configuration/price-presets/${created.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe('Price preset "Short lived" has been deleted.');
    expect((await rowsOf(await t.companyId(AGENCY))).some((preset) => preset.id === created.id)).toBe(false);
  });

  it('a second create with a name already used (any case) is refused naming the name, making nothing', async () => {
    const before = (await rowsOf(await t.companyId(AGENCY))).length;
    const answer = await create(AGENCY, standard('standard'));
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ name: messages.pricePresetNameTaken });
    expect((await rowsOf(await t.companyId(AGENCY))).length).toBe(before);
  });
});

describe('bad input: 422 naming the field, nothing written', () => {
  const withPrices = (module: string, value: object) => {
    const body = standard('Bad');
    return { ...body, prices: { ...body.prices, [module]: value } };
  };
  it.each([
    ['an empty name', { ...standard(), name: '  ' }, 'name', messages.pricePresetNameRequired],
    ['an amount in words', withPrices('local', amounts('ten')), 'prices.local.CostSet', messages.moneyFormat],
    [
      'a third decimal',
      withPrices('locator', amounts('1.005')),
      'prices.locator.CostSet',
      messages.moneyFormat,
    ],
    [
      'a negative fee',
      withPrices('local', amounts('1', '-5')),
      'prices.local.PlatformFee',
      messages.moneyFormat,
    ],
    [
      'past the cap',
      withPrices('local', amounts('1', '1,000,000.01')),
      'prices.local.PlatformFee',
      messages.amountTooLarge,
    ],
    // Part 2 §5: enhance and b2b cost per lead not below the root minimum.
    [
      'enhance under the $1.00 minimum',
      withPrices('enhance', amounts('0.99')),
      'prices.enhance.CostSet',
      '*Cost Per Lead Minimum $1.00',
    ],
    [
      'b2b under the $1.50 minimum',
      withPrices('b2b', amounts('1.49')),
      'prices.b2b.CostSet',
      '*Cost Per Lead Minimum $1.50',
    ],
  ])('%s', async (_case, body, field, message) => {
    const before = await rowsOf(await t.companyId(AGENCY));
    const answer = await create(AGENCY, body);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors[field]).toBe(message);
    expect(await rowsOf(await t.companyId(AGENCY))).toEqual(before);
  });

  it('a missing product is refused naming it', async () => {
    const { enhance: _left, ...prices } = standard().prices;
    const answer = await create(AGENCY, { name: 'Partial', prices });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors)).toContain('prices.enhance');
  });
});

describe('who reaches presets', () => {
  it('clients never: 403 and nothing changed', async () => {
    expect((await list('client@demo.test')).statusCode).toBe(403);
    const before = await t.fingerprint();
    expect((await create('client@demo.test', standard('Client made'))).statusCode).toBe(403);
    expect(await t.fingerprint()).toBe(before);
  });

  it('platform staff work on presets from view-as only: directly 403', async () => {
    expect((await create('root@demo.test', standard('Root made'))).statusCode).toBe(403);
  });

  it('agency staff need the Settings permission of the action', async () => {
    const reader = await t.staffWith(AGENCY, 'preset-reader@demo.test', {});
    const writer = await t.staffWith(AGENCY, 'preset-writer@demo.test', { create: true, update: true });
    expect((await list(reader)).statusCode).toBe(200);
    expect((await create(reader, standard('Reader made'))).statusCode).toBe(403);
    const made = await create(writer, standard('Writer made'));
    expect(made.statusCode).toBe(200);
    expect(
      (await t.call(writer, 'DELETE', `/configuration/price-presets/${made.json().preset.id}`)).statusCode,
    ).toBe(403);
  });

  it("another agency's preset id answers 404 and changes nothing", async () => {
    const acmePreset = (await create(AGENCY, standard('Acme only'))).json().preset;
    const before = await rowsOf(await t.companyId(AGENCY));
    const other = 'agency2@demo.test';
    const url = `/configuration/price-presets/${acmePreset.id}`;
    expect((await t.call(other, 'PUT', url, standard('Taken over'))).statusCode).toBe(404);
    expect((await t.call(other, 'DELETE', url)).statusCode).toBe(404);
    expect((await list(other)).json().presets).toEqual([]);
    expect(await rowsOf(await t.companyId(AGENCY))).toEqual(before);
  });
});

describe('a new client given a preset', () => {
  const newClient = async (email: string, pricePresetID: number) =>
    t.call(AGENCY, 'POST', '/configuration/user/create', {
      companyID: await t.companyId(AGENCY),
      idsys: await t.companyId('root@demo.test'),
      userType: 'client',
      ClientCompanyName: `Preset client ${email}`,
      ClientFullName: 'Preset Person',
      ClientEmail: email,
      ClientPhone: '2015550123',
      ClientPhoneCountryCode: 'US',
      ClientPhoneCountryCallingCode: '+1',
      pricePresetID,
    });

  it('keeps the preset for the client, listed with the presets', async () => {
    const preset = (await create(AGENCY, standard('For clients'))).json().preset;
    const answer = await newClient('preset-client@example.test', preset.id);
    expect(answer.statusCode).toBe(200);
    const clientCompany = (await t.userByEmail('preset-client@example.test'))?.companyId;
    expect((await list(AGENCY)).json().clientPresets).toContainEqual({
      companyId: clientCompany,
      presetId: preset.id,
    });
  });

  it("another agency's preset is refused naming pricePresetID, and no client is made", async () => {
    const betaPreset = (await create('agency2@demo.test', standard('Beta only'))).json().preset;
    const answer = await newClient('stolen-preset@example.test', betaPreset.id);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ pricePresetID: messages.pricePresetUnknown });
    expect(await t.userByEmail('stolen-preset@example.test')).toBeNull();
  });
});
