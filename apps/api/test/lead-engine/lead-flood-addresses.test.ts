// The daily lead cap per source address (issue 12 item 4) holds for every spelling of an address:
// page views rotating inside one IPv6 /64 made 15 billed leads where 3 were meant, and five spellings
// of one IPv4 address (::ffff:…, upper case, hex) each made their own 3. Sent as a proxy forwards
// them (TRUST_PROXY=1, X-Forwarded-For).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestResolution } from '../../src/modules/lead-engine/resolve-job.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { BROWSER_UA, pixelKit } from './pixel-kit.ts';

let test: TestApp;
const k = pixelKit(() => test);
let acme = 0;
let beta = 0;
const BETA_PAGE = 'https://beta-client.example.com/pricing';

beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000', TRUST_PROXY: '1' });
  acme = await k.campaignId('10000001');
  beta = await k.campaignId('10000002');
});
afterAll(() => test.close());

/** A page view the proxy forwards for `client`. */
const forwarded = (event: Record<string, unknown>, client: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/pixel/event',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': BROWSER_UA,
      'x-forwarded-for': client,
    },
    payload: JSON.stringify(event),
  });

let visitors = 0;
/** Four page views from each address, each a new visitor; then resolution. */
async function viewsFrom(addresses: string[], campaignKey: string, page?: string) {
  for (const address of addresses)
    for (let view = 0; view < 4; view++) {
      const response = await forwarded(k.view(campaignKey, `visitor-${++visitors}`, page), address);
      expect(response.statusCode).toBe(204);
    }
  await requestResolution(test.ctx);
  await test.jobsIdle();
}

describe('one IPv6 /64', () => {
  it('rotating five addresses inside it makes 3 leads and 3 charges, not 15', async () => {
    const network = [
      'fd00:1:2:3::1',
      'fd00:1:2:3::2',
      'fd00:1:2:3::3',
      'fd00:1:2:3::a:b',
      'fd00:1:2:3:ffff:ffff:ffff:ffff',
    ];
    await viewsFrom(network, '10000001');
    expect(await k.leadsOf(acme)).toHaveLength(3);
    expect(await k.chargesOf(acme)).toHaveLength(3);
    const stored = await k.visitsOf(acme);
    expect(new Set(stored.map((visit) => visit.sourceKey))).toEqual(new Set(['fd00:1:2:3::/64']));
    expect(stored.filter((visit) => visit.reason === 'ip-limit-reached').length).toBeGreaterThan(10);

    // The next /64 is another subscriber: not capped with it.
    await viewsFrom(['fd00:1:2:4::1'], '10000001');
    expect(await k.leadsOf(acme)).toHaveLength(6);
  });
});

describe('one IPv4 address spelt five ways', () => {
  it('makes 3 leads in all, and is stored in one spelling', async () => {
    const spellings = [
      '10.77.0.9',
      '::ffff:10.77.0.9',
      '::FFFF:10.77.0.9',
      '0:0:0:0:0:ffff:10.77.0.9',
      '::ffff:a4d:9',
    ];
    await viewsFrom(spellings, '10000002', BETA_PAGE);
    expect(await k.leadsOf(beta)).toHaveLength(3);
    expect(await k.chargesOf(beta)).toHaveLength(3);
    const stored = await k.visitsOf(beta);
    expect(stored).toHaveLength(20);
    expect(stored.every((visit) => visit.ip === '10.77.0.9' && visit.sourceKey === '10.77.0.9')).toBe(true);
  });
});
