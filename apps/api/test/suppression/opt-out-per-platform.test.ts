// The opt-out list is one for the whole deployment: an address on it is excluded, and its data
// removed, on every platform. Each request belongs to the platform that received it (its site's
// public page, or its staff): only that platform lists it, sees what was removed from its own
// tenants, and purges it; another platform's purge never lets the address back in.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, leads } from '../../src/db/schema/index.ts';
import { createSecondPlatform, type SecondPlatform } from '../second-platform.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { md5, suppressionKit } from './suppression-kit.ts';

let test: TestApp;
let other: SecondPlatform;
let demoRootId: number;
const t = suppressionKit(() => test);

beforeAll(async () => {
  test = await createTestApp();
  other = await createSecondPlatform(test);
  demoRootId = (await t.company('root@demo.test')).id;
});
afterAll(() => test.close());

/** The public opt-out page of a site on `host`. */
const askOn = (host: string, email: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/tools/optout/request',
    headers: { host },
    payload: { email },
    remoteAddress: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
  });

type Row = { email_md5: string; removed_leads: number; removed_visits: number };
const listOf = async (token: string): Promise<{ data: Row[]; total: number }> =>
  (
    await test.app.inject({
      method: 'GET',
      url: '/api/tools/optout/list?PerPage=100',
      headers: bearer(token),
    })
  ).json();
const hashesOf = async (token: string) => (await listOf(token)).data.map((row) => row.email_md5);
const purge = (token: string, rootId: number) =>
  test.app.inject({ method: 'DELETE', url: `/api/tools/optout/purge/${rootId}`, headers: bearer(token) });

async function gammaCampaign() {
  const [campaign] = await test.ctx.db
    .insert(campaigns)
    .values({
      leadspeekApiId: '30000001',
      companyId: other.clientId,
      module: 'local',
      campaignName: 'Gamma',
      status: 'active',
    })
    .returning();
  if (!campaign) throw new Error('campaign insert returned nothing');
  return campaign;
}

describe('the opt-out list across platforms', () => {
  it("a request on one platform's site is excluded everywhere, but listed by that platform only", async () => {
    expect((await askOn('gamma.other.test', 'asked-other@example.com')).statusCode).toBe(200);
    expect((await askOn('acme.localhost', 'asked-demo@example.com')).statusCode).toBe(200);
    await test.jobsIdle();
    const entries = await t.entries('platform', null);
    expect(entries).toEqual(
      expect.arrayContaining([md5('asked-other@example.com'), md5('asked-demo@example.com')]),
    );

    const otherHashes = await hashesOf(await other.signIn('owner@other.test'));
    expect(otherHashes).toContain(md5('asked-other@example.com'));
    expect(otherHashes).not.toContain(md5('asked-demo@example.com'));
    const demoHashes = await hashesOf(await test.signIn('root@demo.test'));
    expect(demoHashes).toContain(md5('asked-demo@example.com'));
    expect(demoHashes).not.toContain(md5('asked-other@example.com'));
  });

  it("staff additions are listed by their own platform only; the total counts that platform's", async () => {
    const otherAdmin = await other.signIn('admin@other.test');
    const added = await test.app.inject({
      method: 'POST',
      url: '/api/tools/optout/add',
      headers: bearer(otherAdmin),
      payload: { email: 'added-by-other@example.com' },
    });
    expect(added.statusCode).toBe(200);
    await test.jobsIdle();
    const demo = await listOf(await test.signIn('admin@demo.test'));
    expect(demo.data.map((row) => row.email_md5)).not.toContain(md5('added-by-other@example.com'));
    const mine = await listOf(otherAdmin);
    expect(mine.data.map((row) => row.email_md5)).toContain(md5('added-by-other@example.com'));
    expect(mine.total).toBe(mine.data.length);
    expect(demo.data.length + mine.data.length).toBe(demo.total + mine.total);
  });

  it('each platform sees what was removed from its own tenants only', async () => {
    const person = 'both-platforms@example.com';
    await t.leadOf(await t.demoCampaign('acme'), { personKey: 'person-both', email: person });
    await t.leadOf(await t.demoCampaign('beta'), { personKey: 'person-both', email: person });
    await t.leadOf(await gammaCampaign(), { personKey: 'person-both', email: person });
    const otherOwner = await other.signIn('owner@other.test');
    expect((await askOn('other.test', person)).statusCode).toBe(200);
    await test.jobsIdle();
    // The log keeps the totals of every tenant.
    expect((await t.newestLog())?.description).toMatch(/completed: 3 leads redacted, 3 visits deleted/);

    const row = (await listOf(otherOwner)).data.find((r) => r.email_md5 === md5(person));
    expect(row).toMatchObject({ removed_leads: 1, removed_visits: 1 });
    // Redacted in every tenant all the same.
    const left = await test.ctx.db.select().from(leads).where(eq(leads.personKey, 'person-both'));
    expect(left).toHaveLength(0);
  });

  it("a platform's purge clears its own requests and never lets another platform's address back in", async () => {
    const shared = 'asked-both@example.com';
    await askOn('localhost', shared);
    await askOn('other.test', shared);
    await test.jobsIdle();
    const otherOwner = await other.signIn('owner@other.test');

    const response = await purge(otherOwner, other.rootId);
    expect(response.statusCode).toBe(200);
    expect(await hashesOf(otherOwner)).toEqual([]);
    const entries = await t.entries('platform', null);
    // The other platform's own addresses are off the list...
    expect(entries).not.toContain(md5('asked-other@example.com'));
    expect(entries).not.toContain(md5('added-by-other@example.com'));
    // ...the demo platform's stay, also the one both were asked about.
    expect(entries).toEqual(expect.arrayContaining([md5('asked-demo@example.com'), md5(shared)]));
    expect(await hashesOf(await test.signIn('root@demo.test'))).toEqual(
      expect.arrayContaining([md5('asked-demo@example.com'), md5(shared)]),
    );
  });

  it("purging another platform's list answers 404 and writes nothing", async () => {
    const otherOwner = await other.signIn('owner@other.test');
    const root = await test.signIn('root@demo.test');
    const before = await t.suppressionFingerprint();
    expect((await purge(otherOwner, demoRootId)).statusCode).toBe(404);
    expect((await purge(root, other.rootId)).statusCode).toBe(404);
    expect(await t.suppressionFingerprint()).toBe(before);
  });

  it.each(['agency@gamma.test', 'client@gamma.test'] as const)(
    '%s may not read or purge the list (403), nothing written',
    async (email) => {
      const token = await other.signIn(email);
      const before = await t.suppressionFingerprint();
      expect(
        (await test.app.inject({ method: 'GET', url: '/api/tools/optout/list', headers: bearer(token) }))
          .statusCode,
      ).toBe(403);
      expect((await purge(token, other.rootId)).statusCode).toBe(403);
      expect(await t.suppressionFingerprint()).toBe(before);
    },
  );
});
