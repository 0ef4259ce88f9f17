// GET /check-run-embeded-code (part 2 §7 "Campaigns → Testing"): 'exist' when the campaign's pixel
// sent a page view within 24 hours (whatever became of the visit), else 'not exist'; the newest pixel
// visit's time either way. Only campaigns the caller sees (another tenant's is 404), Site ID only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { toolKit } from './tool-kit.ts';

let test: TestApp;
const kit = toolKit(() => test);

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

async function visitOf(
  campaign: { id: number; companyId: number },
  receivedAt: Date,
  values: Partial<typeof visits.$inferInsert> = {},
) {
  await test.ctx.db
    .insert(visits)
    .values({ campaignId: campaign.id, companyId: campaign.companyId, receivedAt, ...values });
}

const check = (email: string, id: string) =>
  kit.call(email, 'GET', `/check-run-embeded-code?leadspeek_api_id=${encodeURIComponent(id)}`);

describe('has the pixel fired', () => {
  it('not before the first page view', async () => {
    const campaign = await kit.campaign();
    const response = await check('client@demo.test', campaign.leadspeekApiId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      leadspeek_api_id: campaign.leadspeekApiId,
      status: 'not exist',
      last_seen_at: null,
    });
  });

  it('yes after a page view two hours ago, even one that did not become a lead', async () => {
    const campaign = await kit.campaign();
    const seen = hoursAgo(2);
    await visitOf(campaign, hoursAgo(5), { status: 'lead' });
    await visitOf(campaign, seen, { status: 'rejected', reason: 'unresolved' });
    const response = await check('agency@demo.test', campaign.leadspeekApiId);
    expect(response.json()).toEqual({
      leadspeek_api_id: campaign.leadspeekApiId,
      status: 'exist',
      last_seen_at: seen.toISOString(),
    });
  });

  it('not when the newest page view is older than a day; test leads are no page views', async () => {
    const campaign = await kit.campaign();
    const seen = hoursAgo(30);
    await visitOf(campaign, seen);
    await visitOf(campaign, hoursAgo(0.1), { source: 'test', personKey: 'p0000000' });
    const response = await check('client@demo.test', campaign.leadspeekApiId);
    expect(response.json()).toMatchObject({ status: 'not exist', last_seen_at: seen.toISOString() });
  });

  it("is asked by the numeric id too, and a pixel of another campaign doesn't count", async () => {
    const campaign = await kit.campaign();
    const other = await kit.campaign();
    await visitOf(other, hoursAgo(1));
    const response = await check('client@demo.test', String(campaign.id));
    expect(response.json()).toMatchObject({ leadspeek_api_id: campaign.leadspeekApiId, status: 'not exist' });
  });
});

describe('refusals', () => {
  it("another tenant's campaign is not found, for agencies and clients alike", async () => {
    const beta = await kit.campaign({}, 'client2@demo.test');
    await visitOf(beta, hoursAgo(1));
    for (const email of ['agency@demo.test', 'client@demo.test']) {
      const response = await check(email, beta.leadspeekApiId);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('last_seen_at');
    }
    expect((await check('client2@demo.test', beta.leadspeekApiId)).json()).toMatchObject({ status: 'exist' });
  });

  it('a campaign of another module has no pixel: 422 naming the campaign', async () => {
    const search = await kit.campaign({ module: 'locator' });
    const response = await check('client@demo.test', search.leadspeekApiId);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      leadspeek_api_id: 'Only Site ID campaigns have an embed code to test.',
    });
  });

  it('a missing or malformed id is 422', async () => {
    expect((await kit.call('client@demo.test', 'GET', '/check-run-embeded-code')).statusCode).toBe(422);
    const response = await check('client@demo.test', 'x y;drop');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['leadspeek_api_id']);
  });

  it('needs a session', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/check-run-embeded-code?leadspeek_api_id=1',
    });
    expect(response.statusCode).toBe(401);
  });
});
