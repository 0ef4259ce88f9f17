// The editor's live preview (issue 27 item 1, "a live preview at every standard display size"): one
// size drawn from the form as typed, at its own pixel size, writing nothing; another agency's client
// or set answers 404; a role without Ads Design and a flood of previews are refused.
import { BANNER_LIMITS, BANNER_SIZES, bannerDimensions } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerSets, companies } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { AGENCY, bannerKit, OTHER_AGENCY, pngSize, validSet } from './banner-test-kit.ts';

let test: TestApp;
const t = bannerKit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const form = (changes: Record<string, unknown> = {}) => {
  const { name: _name, landingUrl: _landingUrl, ...fields } = validSet(changes);
  return fields;
};
const clientNamed = async (name: string) => {
  const [row] = await test.ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.companyName, name));
  if (!row) throw new Error(`no company ${name}`);
  return row.id;
};

describe('POST /banner/preview/:size', () => {
  it.each(BANNER_SIZES)('draws %s at its own size and saves nothing', async (size) => {
    const before = (await test.ctx.db.select().from(bannerSets)).length;
    const answer = await t.raw(AGENCY, 'POST', `/banner/preview/${size}`, form());
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(pngSize(answer.rawPayload)).toEqual(bannerDimensions(size));
    expect((await test.ctx.db.select().from(bannerSets)).length).toBe(before);
  });

  it("draws in a client's brand and with the saved set's background", async () => {
    const set = await t.create(AGENCY);
    const clientID = await clientNamed('Acme Client Co');
    const answer = await t.raw(
      AGENCY,
      'POST',
      '/banner/preview/728x90',
      form({ clientID, bannerSetID: set.id }),
    );
    expect(answer.statusCode).toBe(200);
    expect(pngSize(answer.rawPayload)).toEqual({ width: 728, height: 90 });
  });

  it("answers 404 for another agency's client or set", async () => {
    const set = await t.create(OTHER_AGENCY);
    const otherClient = await clientNamed('Beta Client Inc');
    const bySet = await t.raw(AGENCY, 'POST', '/banner/preview/300x250', form({ bannerSetID: set.id }));
    const byClient = await t.raw(AGENCY, 'POST', '/banner/preview/300x250', form({ clientID: otherClient }));
    expect(bySet.statusCode).toBe(404);
    expect(byClient.statusCode).toBe(404);
  });

  it('refuses bad input naming the field, and an unknown size', async () => {
    const empty = await t.raw(AGENCY, 'POST', '/banner/preview/300x250', form({ headline: '' }));
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toContain('headline');
    const nul = await t.raw(AGENCY, 'POST', '/banner/preview/300x250', form({ body: 'a\u0000b' }));
    expect(nul.statusCode).toBe(422);
    const huge = await t.raw(
      AGENCY,
      'POST',
      '/banner/preview/300x250',
      form({ headline: 'x'.repeat(100_000) }),
    );
    expect(huge.statusCode).toBe(422);
    const size = await t.raw(AGENCY, 'POST', '/banner/preview/999x999', form());
    expect(size.statusCode).toBe(422);
  });

  it('is refused to a client user', async () => {
    const answer = await t.raw('client@demo.test', 'POST', '/banner/preview/300x250', form());
    expect(answer.statusCode).toBe(403);
  });

  it("refuses a user's previews past the minute's limit with 429", async () => {
    const user = OTHER_AGENCY;
    let last = 0;
    // The limit counts in fixed minutes: one more than two windows' worth ends in a 429 even when a
    // minute turns while the loop runs.
    for (let sent = 0; sent <= 2 * BANNER_LIMITS.previewsPerUserPerMinute && last !== 429; sent++) {
      last = (await t.raw(user, 'POST', '/banner/preview/320x50', form({ headline: 'A' }))).statusCode;
    }
    expect(last).toBe(429);
  }, 120_000);
});
