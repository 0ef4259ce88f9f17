// The editor's live preview (issue 27 item 1, "a live preview at every standard display size"): one
// size drawn from the form as typed (a multipart form), at its own pixel size, writing nothing; a
// background image chosen and not yet saved is drawn after the upload's own checks; another agency's
// client or set answers 404; a role without Ads Design and a flood of previews are refused.
import { BANNER_LIMITS, BANNER_SIZES, bannerDimensions } from '@lead/shared';
import { Resvg } from '@resvg/resvg-js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerSets, companies, uploads } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { AGENCY, bannerKit, OTHER_AGENCY, pngSize, TINY_PNG, validSet } from './banner-test-kit.ts';

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

/** A 4×4 red PNG, drawn by the same resvg the banners use. */
const RED_PNG = new Resvg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#e11d48"/></svg>',
)
  .render()
  .asPng();
const chosen = (bytes: Buffer, fileName = 'bg.png', type = 'image/png', field = 'background') => ({
  field,
  fileName,
  bytes,
  type,
});
const uploadCount = async () => (await test.ctx.db.select({ id: uploads.id }).from(uploads)).length;

describe('POST /banner/preview/:size', () => {
  it.each(BANNER_SIZES)('draws %s at its own size and saves nothing', async (size) => {
    const before = (await test.ctx.db.select().from(bannerSets)).length;
    const answer = await t.form(AGENCY, `/banner/preview/${size}`, form());
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(pngSize(answer.rawPayload)).toEqual(bannerDimensions(size));
    expect((await test.ctx.db.select().from(bannerSets)).length).toBe(before);
  });

  it("draws in a client's brand and with the saved set's background", async () => {
    const set = await t.create(AGENCY);
    const clientID = await clientNamed('Acme Client Co');
    const answer = await t.form(AGENCY, '/banner/preview/728x90', form({ clientID, bannerSetID: set.id }));
    expect(answer.statusCode).toBe(200);
    expect(pngSize(answer.rawPayload)).toEqual({ width: 728, height: 90 });
  });

  it("answers 404 for another agency's client or set", async () => {
    const set = await t.create(OTHER_AGENCY);
    const otherClient = await clientNamed('Beta Client Inc');
    const bySet = await t.form(AGENCY, '/banner/preview/300x250', form({ bannerSetID: set.id }));
    const byClient = await t.form(AGENCY, '/banner/preview/300x250', form({ clientID: otherClient }));
    expect(bySet.statusCode).toBe(404);
    expect(byClient.statusCode).toBe(404);
  });

  it("answers 404 for another agency's set even with a chosen image", async () => {
    const set = await t.create(OTHER_AGENCY);
    const answer = await t.form(
      AGENCY,
      '/banner/preview/300x250',
      form({ bannerSetID: set.id }),
      chosen(RED_PNG),
    );
    expect(answer.statusCode).toBe(404);
  });

  it('refuses bad input naming the field, and an unknown size', async () => {
    const empty = await t.form(AGENCY, '/banner/preview/300x250', form({ headline: '' }));
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toContain('headline');
    const nul = await t.form(AGENCY, '/banner/preview/300x250', form({ body: 'a\u0000b' }));
    expect(nul.statusCode).toBe(422);
    const huge = await t.form(AGENCY, '/banner/preview/300x250', form({ headline: 'x'.repeat(100_000) }));
    expect(huge.statusCode).toBe(422);
    const size = await t.form(AGENCY, '/banner/preview/999x999', form());
    expect(size.statusCode).toBe(422);
  });

  it('is refused to a client user', async () => {
    const answer = await t.form('client@demo.test', '/banner/preview/300x250', form());
    expect(answer.statusCode).toBe(403);
  });

  it("refuses a user's previews past the minute's limit with 429", async () => {
    const user = OTHER_AGENCY;
    let last = 0;
    // The limit counts in fixed minutes: one more than two windows' worth ends in a 429 even when a
    // minute turns while the loop runs.
    for (let sent = 0; sent <= 2 * BANNER_LIMITS.previewsPerUserPerMinute && last !== 429; sent++) {
      last = (await t.form(user, '/banner/preview/320x50', form({ headline: 'A' }))).statusCode;
    }
    expect(last).toBe(429);
  }, 120_000);
});

describe('a background image chosen in the form and not yet saved', () => {
  it('is drawn: the preview differs from the one without it, and nothing is stored', async () => {
    const before = await uploadCount();
    const plain = await t.form(AGENCY, '/banner/preview/300x250', form());
    const plainAgain = await t.form(AGENCY, '/banner/preview/300x250', form());
    const withImage = await t.form(AGENCY, '/banner/preview/300x250', form(), chosen(RED_PNG));
    expect(withImage.statusCode).toBe(200);
    expect(pngSize(withImage.rawPayload)).toEqual({ width: 300, height: 250 });
    // The same form draws the same picture: the difference is the image's.
    expect(plainAgain.rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(withImage.rawPayload.equals(plain.rawPayload)).toBe(false);
    expect(await uploadCount()).toBe(before);
  });

  it("takes the place of the saved set's image, as saving it will", async () => {
    const set = await t.create(AGENCY);
    const saved = await t.upload(
      AGENCY,
      `/banner/sets/${set.id}/background`,
      'background',
      'saved.png',
      TINY_PNG,
      'image/png',
    );
    expect(saved.statusCode).toBe(200);
    const withSaved = await t.form(AGENCY, '/banner/preview/970x250', form({ bannerSetID: set.id }));
    const withChosen = await t.form(
      AGENCY,
      '/banner/preview/970x250',
      form({ bannerSetID: set.id }),
      chosen(RED_PNG),
    );
    const chosenOnly = await t.form(AGENCY, '/banner/preview/970x250', form(), chosen(RED_PNG));
    const plain = await t.form(AGENCY, '/banner/preview/970x250', form());
    expect(withChosen.statusCode).toBe(200);
    expect(withChosen.rawPayload.equals(withSaved.rawPayload)).toBe(false);
    expect(withChosen.rawPayload.equals(plain.rawPayload)).toBe(false);
    // Only the chosen image is drawn: the same picture as without the saved set.
    expect(withChosen.rawPayload.equals(chosenOnly.rawPayload)).toBe(true);
  });

  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  it.each([
    ['an SVG', chosen(svg, 'bg.svg', 'image/svg+xml')],
    ['an SVG named .png', chosen(svg)],
    [
      'a GIF (not drawn)',
      chosen(Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]), 'bg.gif', 'image/gif'),
    ],
    ['a file under another field', chosen(RED_PNG, 'bg.png', 'image/png', 'logo')],
  ])('%s is refused with 422 naming the field background', async (_what, file) => {
    const answer = await t.form(AGENCY, '/banner/preview/300x250', form(), file);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ background: 'Upload the background as a PNG or JPEG image.' });
  });

  it('an image over 2 MB is refused with 422 naming the field background', async () => {
    const big = Buffer.concat([RED_PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const answer = await t.form(AGENCY, '/banner/preview/300x250', form(), chosen(big));
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ background: 'The background image is larger than 2 MB.' });
  });
});
