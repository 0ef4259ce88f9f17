// The Idempotency-Key of every create and money call (issue 23 item 1), shown on campaign create: the
// same key answers the first outcome and makes nothing again, twenty at once make one, a key reused
// with another request is refused naming the header, and a call without a key works as before.
import { IDEMPOTENCY_KEY_HEADER, messages } from '@lead/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, idempotentCalls } from '../../src/db/schema/index.ts';
import { deleteExpiredIdempotentCalls } from '../../src/platform/access/idempotent-calls-expiry-job.ts';
import { kit } from '../companies/downline-test-kit.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
const t = kit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

let serial = 0;
/** A distinct campaign name per test, so counting its rows counts what that test made. */
const uniqueName = () => `Idempotent ${++serial} ${Date.now()}`;

async function createCampaign(email: string, name: string, key?: string, companyID?: number) {
  const headers: Record<string, string> = bearer(await t.tokenOf(email));
  if (key !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = key;
  return test.app.inject({
    method: 'POST',
    url: '/api/leadspeek/client/create',
    headers,
    payload: {
      companyID: companyID ?? (await t.companyId('client@demo.test')),
      leadspeekType: 'local',
      campaignName: name,
      urlCode: 'https://acme-client.example.com/once',
      startDate: '2026-05-01',
      endDate: '2026-05-31',
    },
  });
}

const campaignsNamed = async (name: string) =>
  (await test.ctx.db.select().from(campaigns).where(eq(campaigns.campaignName, name))).length;

describe('Idempotency-Key on a create call', () => {
  it('the same key twice makes one campaign and answers the first answer again', async () => {
    const name = uniqueName();
    const first = await createCampaign('agency@demo.test', name, 'key-twice-0001');
    const second = await createCampaign('agency@demo.test', name, 'key-twice-0001');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await campaignsNamed(name)).toBe(1);
  });

  it('twenty at once with one key make exactly one campaign, and every answer is that one', async () => {
    const name = uniqueName();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => createCampaign('agency@demo.test', name, 'key-twenty-0001')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const made = new Set(answers.map((answer) => answer.json().campaign.leadspeek_api_id));
    expect(made.size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await campaignsNamed(name)).toBe(1);
  });

  it('the same key with a different body answers 422 naming Idempotency-Key, and makes nothing', async () => {
    const name = uniqueName();
    await createCampaign('agency@demo.test', name, 'key-reused-0001');
    const other = uniqueName();
    const reused = await createCampaign('agency@demo.test', other, 'key-reused-0001');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      message: messages.idempotencyKeyReused,
      errors: { [IDEMPOTENCY_KEY_HEADER]: messages.idempotencyKeyReused },
    });
    expect(await campaignsNamed(other)).toBe(0);
  });

  it('without a key every call makes its campaign, as before', async () => {
    const name = uniqueName();
    expect((await createCampaign('agency@demo.test', name)).statusCode).toBe(200);
    expect((await createCampaign('agency@demo.test', name)).statusCode).toBe(200);
    expect(await campaignsNamed(name)).toBe(2);
  });

  it.each([
    ['too short', 'short'],
    ['too long', 'k'.repeat(129)],
    ['a space inside', 'key with space'],
    ['a slash', 'key/with/slash'],
  ])('a key with %s answers 400 naming Idempotency-Key, and makes nothing', async (_case, key) => {
    const name = uniqueName();
    const refused = await createCampaign('agency@demo.test', name, key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ [IDEMPOTENCY_KEY_HEADER]: messages.idempotencyKeyInvalid });
    expect(await campaignsNamed(name)).toBe(0);
  });

  it('keys belong to their caller: the same key from the client makes its own campaign', async () => {
    const name = uniqueName();
    await createCampaign('agency@demo.test', name, 'key-per-caller-0001');
    const client = await createCampaign('client@demo.test', name, 'key-per-caller-0001');
    expect(client.statusCode).toBe(200);
    expect(client.headers['idempotent-replayed']).toBeUndefined();
    expect(await campaignsNamed(name)).toBe(2);
  });

  it("another agency's client id answers 404 with a key, stores no answer and changes nothing", async () => {
    await t.tokenOf('agency2@demo.test');
    const before = await t.fingerprint();
    const foreign = await createCampaign(
      'agency2@demo.test',
      uniqueName(),
      'key-foreign-0001',
      await t.companyId('client@demo.test'),
    );
    expect(foreign.statusCode).toBe(404);
    expect(await t.fingerprint()).toBe(before);
    const stored = await test.ctx.db
      .select()
      .from(idempotentCalls)
      .where(eq(idempotentCalls.key, 'key-foreign-0001'));
    expect(stored).toEqual([]);
  });

  it('a refused first call lets its key go: the corrected request with that key goes through', async () => {
    const name = uniqueName();
    // A campaign of a module the client does not have is refused by the operation itself.
    const headers = {
      ...bearer(await t.tokenOf('agency@demo.test')),
      [IDEMPOTENCY_KEY_HEADER]: 'key-retry-0001',
    };
    const payload = {
      companyID: await t.companyId('client@demo.test'),
      leadspeekType: 'b2b',
      campaignName: name,
      urlCode: 'https://acme-client.example.com/once',
      startDate: '2026-05-01',
      endDate: '2026-05-31',
    };
    const refused = await test.app.inject({
      method: 'POST',
      url: '/api/leadspeek/client/create',
      headers,
      payload,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const corrected = await createCampaign('agency@demo.test', name, 'key-retry-0001');
    expect(corrected.statusCode).toBe(200);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(await campaignsNamed(name)).toBe(1);
  });

  it('answers older than a day expire: the job deletes them and the key may make a new campaign', async () => {
    const name = uniqueName();
    await createCampaign('agency@demo.test', name, 'key-expired-0001');
    const mine = and(eq(idempotentCalls.key, 'key-expired-0001'));
    await test.ctx.db
      .update(idempotentCalls)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(mine);
    expect(await createCampaign('agency@demo.test', name, 'key-expired-0001')).toMatchObject({
      statusCode: 200,
    });
    expect(await campaignsNamed(name)).toBe(2);
    await test.ctx.db
      .update(idempotentCalls)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(mine);
    expect(await deleteExpiredIdempotentCalls(test.ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await test.ctx.db.select().from(idempotentCalls).where(mine)).toEqual([]);
  });
});
