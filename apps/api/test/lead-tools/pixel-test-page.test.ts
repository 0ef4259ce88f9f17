// POST /pixel-test-page and GET /pixel-test/{token} (issue 14 "Test a new campaign's pixel without a
// website"): a hosted page carrying a Site ID campaign's pixel whose page views become test leads,
// never billed. The test mark is the server's: a forged flag, a made-up or copied link, another
// campaign's link, an expired one, or a flood of them are page views like any other, or dropped.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type campaigns, pixelTestPages } from '../../src/db/schema/index.ts';
import { requestResolution } from '../../src/modules/lead-engine/resolve-job.ts';
import { BROWSER_UA, pixelKit } from '../lead-engine/pixel-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { toolKit } from './tool-kit.ts';

let test: TestApp;
const kit = toolKit(() => test);
const k = pixelKit(() => test);
const HOST = 'http://acme.localhost:3000';
const SITE = 'https://shop.example.com';
let nextIp = 1;

beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000' });
});
afterAll(() => test.close());

/** Every queued visit resolved (ingestion asks for resolution at most every 250 ms). */
async function settle() {
  await test.jobsIdle();
  await requestResolution(test.ctx);
  await test.jobsIdle();
}

const open = (email: string, id: string) =>
  kit.call(email, 'POST', '/pixel-test-page', { leadspeek_api_id: id });

/** A page view as a browser on `page` sends it (beacon, with the page's Origin unless told). */
function view(campaignKey: string, page: string, extra: object = {}, origin = new URL(page).origin) {
  return test.app.inject({
    method: 'POST',
    url: '/api/pixel/event',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      // One browser per page view: the built-in graph resolves private addresses by their browser.
      'user-agent': BROWSER_UA.replace('131.0.0.0', `131.0.${nextIp}.0`),
      origin,
      // The pixel posts to the host that served it: the platform's.
      host: 'acme.localhost:3000',
    },
    remoteAddress: `10.20.0.${nextIp++}`,
    payload: JSON.stringify({
      c: campaignKey,
      v: `visitor-${nextIp}`,
      u: page,
      r: '',
      t: Date.now(),
      ...extra,
    }),
  });
}

async function testPageOf(campaign: { leadspeekApiId: string }) {
  const response = await open('client@demo.test', campaign.leadspeekApiId);
  expect(response.statusCode, response.body).toBe(200);
  const { path } = response.json() as { path: string };
  return { path, url: `${HOST}${path}` };
}

const siteCampaign = (values: Partial<typeof campaigns.$inferInsert> = {}) =>
  kit.campaign({ urlCode: `${SITE}/`, costPerLeadCents: 150, ...values });

describe('a hosted test page', () => {
  it('carries the campaign’s pixel; an unknown link says what to do', async () => {
    const campaign = await siteCampaign();
    const { path } = await testPageOf(campaign);
    expect(path).toMatch(/^\/pixel-test\/[\w-]{43}$/);
    const page = await test.app.inject({
      method: 'GET',
      url: path,
      headers: { host: 'acme.localhost:3000' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(`data-campaign="${campaign.leadspeekApiId}"`);
    expect(page.body).toContain('test lead');
    const unknown = await test.app.inject({ method: 'GET', url: `/pixel-test/${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Open a new one from the campaign');
    const logs = await kit.logsOf(campaign.leadspeekApiId);
    expect(logs.at(-1)?.description).toMatch(/^Opened a pixel test page of campaign/);
  });

  it('turns its page view into a test lead of a draft campaign, never charged', async () => {
    const campaign = await siteCampaign({ status: 'draft' });
    const { url } = await testPageOf(campaign);
    expect((await view(campaign.leadspeekApiId, url)).statusCode).toBe(204);
    await settle();
    const [visit] = await k.visitsOf(campaign.id);
    expect(visit).toMatchObject({ source: 'test', status: 'lead', pageUrl: url });
    const [lead] = await k.leadsOf(campaign.id);
    expect(lead).toMatchObject({ source: 'test', priceCents: 0 });
    expect(await k.chargesOf(campaign.id)).toEqual([]);
  });
});

describe('a forged test mark is no test', () => {
  it('a "test" field on a real site’s page view: a billed lead', async () => {
    const campaign = await siteCampaign();
    await view(campaign.leadspeekApiId, `${SITE}/`, { test: true, source: 'test', s: 'test' });
    await settle();
    expect((await k.visitsOf(campaign.id)).map((visit) => visit.source)).toEqual(['pixel']);
    const [lead] = await k.leadsOf(campaign.id);
    expect(lead).toMatchObject({ source: 'pixel', priceCents: 150 });
    expect(await k.chargesOf(campaign.id)).toHaveLength(1);
  });

  it('a made-up test link on the real site: a billed lead', async () => {
    const campaign = await siteCampaign();
    await view(campaign.leadspeekApiId, `${SITE}/pixel-test/${'A'.repeat(43)}`);
    await settle();
    const [lead] = await k.leadsOf(campaign.id);
    expect(lead).toMatchObject({ source: 'pixel', priceCents: 150 });
    expect(await k.chargesOf(campaign.id)).toHaveLength(1);
  });

  it('a real link’s token on the campaign’s own site: a billed lead', async () => {
    const campaign = await siteCampaign();
    const { path } = await testPageOf(campaign);
    // A script on the client's site claiming its pages are the test page (same path, its own host).
    await view(campaign.leadspeekApiId, `${SITE}${path}`, {}, HOST);
    await view(campaign.leadspeekApiId, `${SITE}${path}`);
    await settle();
    const visits = await k.visitsOf(campaign.id);
    expect(visits.map((visit) => visit.source)).toEqual(['pixel', 'pixel']);
    expect(await k.chargesOf(campaign.id)).toHaveLength(2);
  });

  it('a copied link sent from another site is dropped, not a test', async () => {
    const campaign = await siteCampaign();
    const { url } = await testPageOf(campaign);
    expect((await view(campaign.leadspeekApiId, url, {}, SITE)).statusCode).toBe(204);
    expect((await view(campaign.leadspeekApiId, url, {}, '')).statusCode).toBe(204);
    await settle();
    expect(await k.visitsOf(campaign.id)).toEqual([]);
  });

  it('another campaign’s link is dropped', async () => {
    const mine = await siteCampaign();
    const other = await siteCampaign();
    const { url } = await testPageOf(other);
    await view(mine.leadspeekApiId, url);
    await settle();
    expect(await k.visitsOf(mine.id)).toEqual([]);
    expect(await k.visitsOf(other.id)).toEqual([]);
  });

  it('an expired link is dropped and its page is gone', async () => {
    const campaign = await siteCampaign();
    const { path, url } = await testPageOf(campaign);
    await test.ctx.db
      .update(pixelTestPages)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(pixelTestPages.campaignId, campaign.id));
    // Past the 5-second cache of known links: a fresh campaign key lookup sees the expiry at once.
    expect((await test.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    await view(campaign.leadspeekApiId, url);
    await settle();
    expect(await k.visitsOf(campaign.id)).toEqual([]);
  });

  it('a campaign’s test pages send at most 10 page views a minute', async () => {
    const campaign = await siteCampaign();
    const { url } = await testPageOf(campaign);
    for (let index = 0; index < 14; index++) await view(campaign.leadspeekApiId, url);
    await settle();
    const visits = await k.visitsOf(campaign.id);
    expect(visits).toHaveLength(10);
    expect(visits.every((visit) => visit.source === 'test')).toBe(true);
    expect(await k.chargesOf(campaign.id)).toEqual([]);
  });
});

describe('who may open one', () => {
  it('another tenant’s campaign is not found, sales people only look; nothing is written', async () => {
    const beta = await kit.campaign({}, 'client2@demo.test');
    expect((await open('client@demo.test', beta.leadspeekApiId)).statusCode).toBe(404);
    expect((await open('agency@demo.test', beta.leadspeekApiId)).statusCode).toBe(404);
    const mine = await siteCampaign();
    expect((await open('sales@demo.test', mine.leadspeekApiId)).statusCode).toBe(403);
    const stored = await test.ctx.db
      .select()
      .from(pixelTestPages)
      .where(sql`${pixelTestPages.campaignId} in (${beta.id}, ${mine.id})`);
    expect(stored).toEqual([]);
  });

  it('a campaign of another module is 422, an archived one 409, a missing id 422 naming it', async () => {
    const search = await kit.campaign({ module: 'locator' });
    const refused = await open('client@demo.test', search.leadspeekApiId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.leadspeek_api_id).toBeTruthy();
    const archived = await siteCampaign({ status: 'archived' });
    expect((await open('client@demo.test', archived.leadspeekApiId)).statusCode).toBe(409);
    const missing = await kit.call('client@demo.test', 'POST', '/pixel-test-page', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.leadspeek_api_id).toBe('Campaign ID is required.');
  });
});
