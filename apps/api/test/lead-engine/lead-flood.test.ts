// Lead floods (issue 12 item 4): 100 unauthenticated page views for a campaign from one address,
// rotating only the user agent, made 100 leads and $100 of charges. A source address now makes at
// most the platform's daily cap of leads per campaign; the cap is the platform's to change.
import { LEAD_FLOOD_MESSAGES, LEAD_FLOOD_RULE_RANGES, wholeNumberBetween } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../../src/db/schema/index.ts';
import { requestResolution } from '../../src/modules/lead-engine/resolve-job.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { BROWSER_UA, pixelKit } from './pixel-kit.ts';

let test: TestApp;
const k = pixelKit(() => test);
let acme = 0;
let beta = 0;
const BETA_PAGE = 'https://beta-client.example.com/pricing';

beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000' });
  acme = await k.campaignId('10000001');
  beta = await k.campaignId('10000002');
});
afterAll(() => test.close());

const rulesUrl = '/api/configuration/lead-flood-rules';
// Addresses of private networks: the built-in graph resolves every browser there (resolve.ts), so
// each distinct visitor below is a person who would be a lead.
/** Ingestion asks for resolution at most every 250 ms: ask once more, then wait for the jobs. */
const settle = async () => {
  await requestResolution(test.ctx);
  await test.jobsIdle();
};
const leadsFromIp = async (campaignId: number, ip: string) =>
  (await k.visitsOf(campaignId)).filter((visit) => visit.ip === ip && visit.status === 'lead').length;

describe('a flood from one address', () => {
  it('100 page views rotating the user agent make at most the daily cap of leads and charges', async () => {
    const ip = '127.0.0.1';
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        k.send(k.view('10000001', `flood-${index}`), { ip, userAgent: `${BROWSER_UA} Flood/${index}` }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 204)).toBe(true);
    await settle();

    expect(await k.leadsOf(acme)).toHaveLength(3);
    expect(await k.chargesOf(acme)).toHaveLength(3);
    const others = (await k.visitsOf(acme)).filter((visit) => visit.status !== 'lead');
    expect(others).toHaveLength(97);
    // A person the small test graph drew twice is re-identified first; the rest hit the cap.
    expect(others.every((visit) => visit.status === 'rejected')).toBe(true);
    expect(others.filter((visit) => visit.reason === 'ip-limit-reached').length).toBeGreaterThan(90);
  });
});

describe('the daily cap per source address and campaign', () => {
  it('counts per campaign and per address, over the last 24 hours', async () => {
    const ip = '10.20.0.1';
    for (const visitor of ['cap-1', 'cap-2', 'cap-3', 'cap-4'])
      await k.send(k.view('10000001', visitor), { ip });
    await settle();
    expect(await leadsFromIp(acme, ip)).toBe(3);
    expect((await k.visitsOf(acme)).at(-1)).toMatchObject({ status: 'rejected', reason: 'ip-limit-reached' });

    // The same address on another tenant's campaign, and another address on this one, are not capped.
    await k.send(k.view('10000002', 'cap-beta', BETA_PAGE), { ip });
    await k.send(k.view('10000001', 'cap-other-ip'), { ip: '10.20.0.2' });
    await settle();
    expect(await leadsFromIp(beta, ip)).toBe(1);
    expect(await leadsFromIp(acme, '10.20.0.2')).toBe(1);

    // A day later the address may bring leads again.
    await test.ctx.db
      .update(visits)
      .set({ receivedAt: sql`received_at - interval '25 hours'` })
      .where(eq(visits.ip, ip));
    await k.send(k.view('10000001', 'cap-next-day'), { ip });
    await settle();
    expect((await k.visitsOf(acme)).at(-1)).toMatchObject({ visitorId: 'cap-next-day', status: 'lead' });
  });
});

describe('the platform changes the cap', () => {
  it('root reads and saves the rules; the new cap applies to the next page views', async () => {
    const root = bearer(await test.signIn('root@demo.test'));
    const read = await test.app.inject({ method: 'GET', url: rulesUrl, headers: root });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ leadsPerIpPerDay: 3 });

    const saved = await test.app.inject({
      method: 'PUT',
      url: rulesUrl,
      headers: root,
      payload: { ...(read.json() as object), leadsPerIpPerDay: 5 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: LEAD_FLOOD_MESSAGES.rulesSaved });

    const ip = '10.30.0.1';
    for (let index = 0; index < 6; index++) await k.send(k.view('10000001', `five-${index}`), { ip });
    await settle();
    expect(await leadsFromIp(acme, ip)).toBe(5);
  });

  it('refuses a cap that is not a positive whole number, naming the field, and saves nothing', async () => {
    const root = bearer(await test.signIn('root@demo.test'));
    const before = (await test.app.inject({ method: 'GET', url: rulesUrl, headers: root })).json();
    const response = await test.app.inject({
      method: 'PUT',
      url: rulesUrl,
      headers: root,
      payload: { ...(before as object), leadsPerIpPerDay: 0 },
    });
    expect(response.statusCode).toBe(422);
    const { min, max } = LEAD_FLOOD_RULE_RANGES.leadsPerIpPerDay;
    // The sentence the settings form shows before sending, from the same shared schema.
    expect(response.json().errors).toEqual({ leadsPerIpPerDay: wholeNumberBetween(min, max) });
    expect((await test.app.inject({ method: 'GET', url: rulesUrl, headers: root })).json()).toEqual(before);
  });

  it.each(['agency@demo.test', 'client@demo.test', 'sales@demo.test'])(
    '%s may not change it',
    async (email) => {
      const headers = bearer(await test.signIn(email));
      const response = await test.app.inject({
        method: 'PUT',
        url: rulesUrl,
        headers,
        payload: { leadsPerIpPerDay: 1000, velocityMultiplier: 5, velocityFloorPerHour: 30 },
      });
      expect(response.statusCode).toBe(403);
    },
  );
});
