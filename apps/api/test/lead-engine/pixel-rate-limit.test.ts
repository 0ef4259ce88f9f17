// Ingestion rate limits (issue 12 item 4): page views per source address and per campaign per
// minute. Past them a page view is answered 204 like any dropped event, stored nowhere, and counted
// with its reason. Limits lowered here to 10 per address and 15 per campaign.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { pixelKit } from './pixel-kit.ts';

let test: TestApp;
const k = pixelKit(() => test);
let acme = 0;
let beta = 0;
const BETA_PAGE = 'https://beta-client.example.com/pricing';

beforeAll(async () => {
  test = await createTestApp({
    IDENTITY_GRAPH_SIZE: '5000',
    PIXEL_EVENTS_PER_IP_PER_MINUTE: '10',
    PIXEL_EVENTS_PER_CAMPAIGN_PER_MINUTE: '15',
  });
  acme = await k.campaignId('10000001');
  beta = await k.campaignId('10000002');
  // The limits count per clock minute: start early in one, so the test never straddles two.
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
});
afterAll(() => test.close());

async function countsAs(email: string) {
  return test.app.inject({
    method: 'GET',
    url: '/api/pixel/ingestion-counts',
    headers: bearer(await test.signIn(email)),
  });
}

describe('rate limits', () => {
  it('one address past its limit is answered 204, stored nowhere and counted as rate-limited-ip', async () => {
    const ip = '198.51.100.1';
    const responses = [];
    for (let index = 0; index < 12; index++)
      responses.push(await k.send(k.view('10000001', `one-ip-${index}`), { ip }));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(204));
    expect(await k.visitsOf(acme)).toHaveLength(10);
    expect((await countsAs('root@demo.test')).json().counts).toMatchObject({
      stored: 10,
      'rate-limited-ip': 2,
    });
  });

  it('addresses of one IPv6 /64 share a limit', async () => {
    const sent = [];
    for (let index = 0; index < 11; index++)
      sent.push(
        await k.send(k.view('10000002', `v6-${index}`, BETA_PAGE), { ip: `2001:db8:7:7::${index + 1}` }),
      );
    expect(sent.every((response) => response.statusCode === 204)).toBe(true);
    expect(await k.visitsOf(beta)).toHaveLength(10);
    expect((await countsAs('root@demo.test')).json().counts).toMatchObject({ 'rate-limited-ip': 3 });
  });

  it('a campaign past its limit drops page views from every address, counted as rate-limited-campaign', async () => {
    for (let index = 0; index < 8; index++) {
      const response = await k.send(k.view('10000001', `many-ips-${index}`), {
        ip: `198.51.100.${10 + index}`,
      });
      expect(response.statusCode).toBe(204);
    }
    // 10 + 5 reached the campaign's 15; the other 3 were dropped.
    expect(await k.visitsOf(acme)).toHaveLength(15);
    expect((await countsAs('root@demo.test')).json().counts).toMatchObject({
      stored: 25,
      'rate-limited-campaign': 3,
    });
  });

  it('the counts are for platform staff only', async () => {
    expect((await countsAs('agency@demo.test')).statusCode).toBe(403);
    expect((await countsAs('client@demo.test')).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'GET', url: '/api/pixel/ingestion-counts' })).statusCode).toBe(
      401,
    );
  });
});
