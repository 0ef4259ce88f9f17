// Ads Design bad input (issue 27 "Bad input and abuse"): a landing page that is not http(s), an SVG
// or a non-image as the background, 100 KB strings and NUL bytes answer 422 naming the field, and
// nothing is written.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerSets, uploads } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { AGENCY, bannerKit, TINY_PNG, validSet } from './banner-test-kit.ts';

let test: TestApp;
const t = bannerKit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const setCount = async () => (await test.ctx.db.select().from(bannerSets)).length;
const HUGE = 'x'.repeat(100 * 1024);

describe('a banner set with bad fields is refused, naming the field', () => {
  it.each([
    ['landingUrl', 'javascript:alert(1)'],
    ['landingUrl', 'ftp://files.example.com/a'],
    ['landingUrl', 'data:text/html,<script>alert(1)</script>'],
    ['landingUrl', 'https://'],
    ['name', HUGE],
    ['headline', HUGE],
    ['body', HUGE],
    ['callToAction', HUGE],
    ['landingUrl', `https://example.com/${HUGE}`],
    ['headline', 'Sale\u0000now'],
    ['body', 'nul\u0000byte'],
    ['name', 'a\u0000'],
    ['backgroundColor', 'red'],
    ['headline', ''],
    ['clientID', 'abc'],
  ])('%s = %j', async (field, value) => {
    const before = await setCount();
    const answer = await t.call(AGENCY, 'POST', '/banner/sets', validSet({ [field]: value }));
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors)).toContain(field);
    expect(await setCount()).toBe(before);
  });

  it('an update with a bad landing page changes nothing', async () => {
    const set = await t.create(AGENCY);
    const answer = await t.call(
      AGENCY,
      'PUT',
      `/banner/sets/${set.id}`,
      validSet({ landingUrl: 'mailto:a@b.c' }),
    );
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors)).toEqual(['landingUrl']);
    const [row] = await test.ctx.db.select().from(bannerSets).where(eq(bannerSets.id, set.id));
    expect(row?.landingUrl).toBe(validSet().landingUrl);
  });
});

describe('the background image is checked by its content', () => {
  const uploadCount = async () => (await test.ctx.db.select({ id: uploads.id }).from(uploads)).length;

  it('an SVG (even one named .png) is refused naming the field, nothing stored', async () => {
    const set = await t.create(AGENCY);
    const before = await uploadCount();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [name, type] of [
      ['bg.svg', 'image/svg+xml'],
      ['bg.png', 'image/png'],
    ]) {
      const answer = await t.upload(
        AGENCY,
        `/banner/sets/${set.id}/background`,
        'background',
        name as string,
        svg,
        type as string,
      );
      expect(answer.statusCode).toBe(422);
      expect(Object.keys(answer.json().errors)).toEqual(['background']);
    }
    expect(await uploadCount()).toBe(before);
  });

  it('an image over 2 MB is refused', async () => {
    const set = await t.create(AGENCY);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const answer = await t.upload(
      AGENCY,
      `/banner/sets/${set.id}/background`,
      'background',
      'big.png',
      big,
      'image/png',
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ background: 'The background image is larger than 2 MB.' });
  });

  it('a PNG is kept and drawn; keepBackgroundImage false drops it', async () => {
    const set = await t.create(AGENCY);
    const answer = await t.upload(
      AGENCY,
      `/banner/sets/${set.id}/background`,
      'background',
      'bg.png',
      TINY_PNG,
      'image/png',
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().bannerSet.hasBackgroundImage).toBe(true);
    expect((await t.call(AGENCY, 'GET', `/banner/sets/${set.id}/png/970x250`)).statusCode).toBe(200);
    const dropped = await t.call(
      AGENCY,
      'PUT',
      `/banner/sets/${set.id}`,
      validSet({ keepBackgroundImage: false }),
    );
    expect(dropped.json().bannerSet.hasBackgroundImage).toBe(false);
  });
});
