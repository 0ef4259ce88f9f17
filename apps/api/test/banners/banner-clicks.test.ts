// The hosted click-through link (issue 27 item 1): GET /api/b/:slug/:size on the agency's white-label
// host counts one click for that size and redirects (302) to the landing page; the counts show on the
// list. On another agency's host the link does not exist (404, nothing counted), and one address
// counts a bounded number of clicks a minute (further clicks still redirect).
import { BANNER_LIMITS } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { AGENCY, bannerKit, OTHER_AGENCY } from './banner-test-kit.ts';

let test: TestApp;
const t = bannerKit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

let address = 0;
/** A click from its own address unless one is given, on `host`. */
const click = (path: string, host: string, remoteAddress = `203.0.113.${++address}`) =>
  test.app.inject({ method: 'GET', url: path, headers: { host }, remoteAddress });

const clicksOf = async (id: number) =>
  (await t.call(AGENCY, 'GET', `/banner/sets/${id}`)).json().clicks as {
    bySize: Record<string, number>;
    total: number;
  };

describe('the click-through link', () => {
  it('counts a click per size and redirects to the landing page; the list shows the counts', async () => {
    const set = await t.create(AGENCY, { landingUrl: 'https://shop.example.com/landing?a=1&b=2' });
    const first = await click(set.clickPaths['300x250'] as string, 'acme.localhost');
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('https://shop.example.com/landing?a=1&b=2');
    await click(set.clickPaths['300x250'] as string, 'acme.localhost');
    await click(set.clickPaths['728x90'] as string, 'acme.localhost');
    const counts = await clicksOf(set.id);
    expect(counts.bySize).toMatchObject({ '300x250': 2, '728x90': 1, '320x50': 0 });
    expect(counts.total).toBe(3);
    const row = (
      (await t.call(AGENCY, 'GET', '/banner/sets')).json().data as { id: number; clicks: unknown }[]
    ).find((candidate) => candidate.id === set.id);
    expect(row?.clicks).toEqual(counts);
  });

  it('on the host of another agency answers 404 and counts nothing', async () => {
    const set = await t.create(AGENCY);
    const answer = await click(set.clickPaths['300x250'] as string, 'beta.localhost');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers.location).toBeUndefined();
    expect((await clicksOf(set.id)).total).toBe(0);
    const theirs = await t.create(OTHER_AGENCY);
    expect((await click(theirs.clickPaths['300x250'] as string, 'acme.localhost')).statusCode).toBe(404);
    expect((await click(theirs.clickPaths['300x250'] as string, 'beta.localhost')).statusCode).toBe(302);
  });

  it('an unknown slug or size answers 404 or 422, never a redirect', async () => {
    expect((await click('/api/b/unknownslug1/300x250', 'acme.localhost')).statusCode).toBe(404);
    const set = await t.create(AGENCY);
    const wrongSize = (set.clickPaths['300x250'] as string).replace('300x250', '1x1');
    expect((await click(wrongSize, 'acme.localhost')).statusCode).toBe(422);
  });

  it('a flood from one address counts at most the per-minute limit, and still redirects', async () => {
    const set = await t.create(AGENCY);
    const path = set.clickPaths['320x50'] as string;
    const limit = BANNER_LIMITS.clicksPerAddressPerMinute;
    // The limit is per clock minute: start the flood with time left in the minute, and should a busy
    // machine still carry it into the next one, each minute may count its own limit.
    const minute = () => Math.floor(Date.now() / 60_000);
    const leftInMinute = 60_000 - (Date.now() % 60_000);
    if (leftInMinute < 20_000) await new Promise((resolve) => setTimeout(resolve, leftInMinute + 50));
    const first = minute();
    for (let i = 0; i < limit + 15; i += 1) {
      const answer = await click(path, 'acme.localhost', '198.51.100.77');
      expect(answer.statusCode).toBe(302);
    }
    const minutes = minute() - first + 1;
    const counts = await clicksOf(set.id);
    expect(counts.bySize['320x50']).toBeLessThanOrEqual(limit * minutes);
    expect(counts.bySize['320x50']).toBeGreaterThan(0);
  }, 60_000);
});
