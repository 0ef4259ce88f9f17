// DELETE /leadspeek/suppressionlist/purge/{paramID}/{campaignType} (part 2 §7, §8 "Purge"): a client
// empties its own list (or one campaign's), answered with result, title and msg and logged; other
// lists, other tenants and other user types change nothing.
import { SUPPRESSION_MESSAGES as S } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppressionEntries } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { md5, suppressionKit } from './suppression-kit.ts';

let test: TestApp;
const t = suppressionKit(() => test);
beforeAll(async () => {
  test = await createTestApp();
  for (const email of ['client@demo.test', 'client2@demo.test', 'agency@demo.test', 'root@demo.test'])
    await t.tokenOf(email);
});
afterAll(() => test.close());

/** Puts md5s of `addresses` straight on a list. */
async function listed(
  scope: 'client' | 'campaign' | 'platform',
  companyId: number | null,
  addresses: string[],
  campaignId: number | null = null,
) {
  await test.ctx.db
    .insert(suppressionEntries)
    .values(addresses.map((address) => ({ scope, companyId, campaignId, emailMd5: md5(address) })))
    .onConflictDoNothing();
}

describe('a client purges its exclusion list', () => {
  it('removes every entry of its client-wide list and nothing else, answering result, title and msg', async () => {
    const acme = await t.demoCampaign('acme');
    const beta = await t.demoCampaign('beta');
    await listed('client', acme.companyId, ['a@x.example', 'b@x.example', 'c@x.example']);
    await listed('campaign', acme.companyId, ['camp@x.example'], acme.id);
    await listed('client', beta.companyId, ['a@x.example']);
    await listed('platform', null, ['optout@x.example']);

    const response = await t.purge('client@demo.test', acme.companyId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      result: 'success',
      title: S.purgedTitle,
      msg: '3 records have been purged from the exclusion list.',
      purged: 3,
    });
    expect(await t.entries('client', acme.companyId)).toEqual([]);
    expect(await t.entries('campaign', acme.companyId, acme.id)).toEqual([md5('camp@x.example')]);
    expect(await t.entries('client', beta.companyId)).toEqual([md5('a@x.example')]);
    expect(await t.entries('platform', null)).toContain(md5('optout@x.example'));
    expect(await t.newestLog()).toMatchObject({
      userId: await t.userId('client@demo.test'),
      companyId: acme.companyId,
      action: 'suppression',
      description: 'Purged the exclusion list: 3 records removed',
    });

    // An empty list purges to zero.
    const again = await t.purge('client@demo.test', acme.companyId);
    expect(again.json()).toMatchObject({ result: 'success', purged: 0 });
  });

  it("purges one campaign's list by its campaign id", async () => {
    const acme = await t.demoCampaign('acme');
    await listed('campaign', acme.companyId, ['c1@x.example', 'c2@x.example'], acme.id);
    await listed('client', acme.companyId, ['keep@x.example']);
    const onList = await t.entries('campaign', acme.companyId, acme.id);
    expect(onList).toEqual(expect.arrayContaining([md5('c1@x.example'), md5('c2@x.example')]));
    const response = await t.purge('client@demo.test', acme.leadspeekApiId, 'campaign');
    expect(response.json()).toMatchObject({ result: 'success', purged: onList.length });
    expect(await t.entries('campaign', acme.companyId, acme.id)).toEqual([]);
    expect(await t.entries('client', acme.companyId)).toEqual([md5('keep@x.example')]);
    expect((await t.newestLog())?.description).toBe(
      `Purged the exclusion list of campaign ${acme.leadspeekApiId}: ${onList.length} records removed`,
    );
  });
});

describe('a purge of a list that is not the caller’s changes nothing', () => {
  it("another tenant's client company: 404", async () => {
    const beta = await t.demoCampaign('beta');
    await listed('client', beta.companyId, ['beta@x.example']);
    const before = await t.suppressionFingerprint();
    const response = await t.purge('client@demo.test', beta.companyId);
    expect(response.statusCode).toBe(404);
    expect(await t.suppressionFingerprint()).toBe(before);
  });

  it("another tenant's campaign: 404", async () => {
    const beta = await t.demoCampaign('beta');
    await listed('campaign', beta.companyId, ['bc@x.example'], beta.id);
    const before = await t.suppressionFingerprint();
    const response = await t.purge('client@demo.test', beta.leadspeekApiId, 'campaign');
    expect(response.statusCode).toBe(404);
    expect(await t.suppressionFingerprint()).toBe(before);
  });

  it.each(['agency@demo.test', 'root@demo.test'])('%s (not a client): 403', async (email) => {
    const acme = await t.demoCampaign('acme');
    await listed('client', acme.companyId, ['stay@x.example']);
    const before = await t.suppressionFingerprint();
    const response = await t.purge(email, acme.companyId);
    expect(response.statusCode).toBe(403);
    expect(await t.suppressionFingerprint()).toBe(before);
  });

  it('an unknown list type: 422; a non-numeric client id: 404', async () => {
    const before = await t.suppressionFingerprint();
    const badType = await t.purge('client@demo.test', 1, 'everything');
    expect(badType.statusCode).toBe(422);
    expect(Object.keys(badType.json().errors)).toEqual(['campaignType']);
    expect((await t.purge('client@demo.test', 'abc')).statusCode).toBe(404);
    expect(await t.suppressionFingerprint()).toBe(before);
  });
});
