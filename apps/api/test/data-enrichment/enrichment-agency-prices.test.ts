// The root's list of what each agency pays per matched row (issue 27 item 2, "a price the agency sets
// for its clients, with a root minimum"): every agency of the platform by name, with the price named
// for it or none (the root's own price applies), a name search and a bounded page. Only the root
// reads it: agencies, their clients and staff without the Settings flag are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { enrichmentKit } from './enrichment-kit.ts';

let test: TestApp;
const t = enrichmentKit(() => test);
const LIST = '/data-enrichment/prices/agencies';

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

type Listed = { companyID: number; companyName: string; costPerMatchCents: number | null };
const names = (body: { agencies: Listed[] }) => body.agencies.map((agency) => agency.companyName);

describe('the root’s agency prices', () => {
  it('lists each agency by name with its own price, or none while the root’s applies', async () => {
    expect(
      (await t.call('root@demo.test', 'PUT', '/data-enrichment/prices', { pricePerMatchCents: 14 }))
        .statusCode,
    ).toBe(200);
    const acme = await t.companyId('agency@demo.test');
    expect(
      (
        await t.call('root@demo.test', 'PUT', `/data-enrichment/prices/agency/${acme}`, {
          costPerMatchCents: 9,
        })
      ).statusCode,
    ).toBe(200);

    const listed = await t.call('root@demo.test', 'GET', LIST);
    expect(listed.statusCode, listed.body).toBe(200);
    const body = listed.json();
    expect(body.defaultCents).toBe(14);
    expect(body.more).toBe(false);
    expect(names(body)).toEqual(['Acme Marketing', 'Beta Growth']);
    const byName = Object.fromEntries(body.agencies.map((row: Listed) => [row.companyName, row]));
    expect(byName['Acme Marketing']).toEqual({
      companyID: acme,
      companyName: 'Acme Marketing',
      costPerMatchCents: 9,
    });
    expect(byName['Beta Growth'].costPerMatchCents).toBeNull();
    // Clients are not agencies.
    expect(names(body)).not.toContain('Acme Client Co');

    // Back to the root's price: the agency shows none again.
    await t.call('root@demo.test', 'PUT', `/data-enrichment/prices/agency/${acme}`, {
      costPerMatchCents: null,
    });
    const after = (await t.call('root@demo.test', 'GET', LIST)).json();
    expect(after.agencies.find((row: Listed) => row.companyID === acme).costPerMatchCents).toBeNull();
  });

  it('searches by name, case-insensitively, with % and _ taken literally', async () => {
    expect(names((await t.call('root@demo.test', 'GET', `${LIST}?q=beta`)).json())).toEqual(['Beta Growth']);
    expect(names((await t.call('root@demo.test', 'GET', `${LIST}?q=%25`)).json())).toEqual([]);
    expect(names((await t.call('root@demo.test', 'GET', `${LIST}?q=_`)).json())).toEqual([]);
  });

  it('shows at most `limit` agencies and says when more match', async () => {
    const first = (await t.call('root@demo.test', 'GET', `${LIST}?limit=1`)).json();
    expect(names(first)).toEqual(['Acme Marketing']);
    expect(first.more).toBe(true);
  });

  it.each([
    ['limit=0', 'limit', 422],
    ['limit=101', 'limit', 422],
    ['limit=2147483648', 'limit', 422],
    ['limit=abc', 'limit', 422],
    [`q=${'a'.repeat(201)}`, 'q', 422],
    // Control characters are refused before any route reads the query.
    ['q=a%00b', 'q', 400],
  ])('refuses %s naming the field', async (query, field, status) => {
    const answer = await t.call('root@demo.test', 'GET', `${LIST}?${query}`);
    expect(answer.statusCode).toBe(status);
    expect(Object.keys(answer.json().errors)).toEqual([field]);
  });

  it('answers only the root: agencies and clients are refused', async () => {
    for (const email of ['agency@demo.test', 'agency2@demo.test', 'client@demo.test'])
      expect((await t.call(email, 'GET', LIST)).statusCode, email).toBe(403);
  });
});
