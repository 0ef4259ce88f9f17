// Ads Design rendering (issue 27 item 1): every standard size comes out as a PNG of exactly that
// size, the zip holds the six PNGs and nothing else, text shrinks to fit its box (a very long headline
// at 320x50 still renders inside it), a background image of any shape shows at every size, a headline
// with markup is drawn as its characters, and text on its background passes the appearance contrast rule.
import { BANNER_SIZES, bannerDimensions, contrastRatio, MIN_TEXT_CONTRAST } from '@lead/shared';
import { Resvg } from '@resvg/resvg-js';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnColours, renderBanner } from '../../src/modules/banners/render-banner.ts';
import { layoutOf, linesOf, SIZE_SPECS } from '../../src/modules/banners/render-layout.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { AGENCY, bannerKit, pngSize } from './banner-test-kit.ts';

let test: TestApp;
const t = bannerKit(() => test);
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const LONG_HEADLINE = `${'Unbelievable savings on absolutely everything in the store '.repeat(2)}Supercalifragilisticexpialidocious-extraordinarily-long-word`;

/** The text box holds the lines it shows at the font size chosen. */
function expectFits(
  block: { fontSize: number; lineHeight: number; lines: number; maxLines: number },
  height: number,
) {
  expect(block.lines).toBeLessThanOrEqual(block.maxLines);
  expect(block.maxLines * block.fontSize * block.lineHeight).toBeLessThanOrEqual(height + 0.001);
}

describe('the PNG of each size', () => {
  it.each([...BANNER_SIZES])('%s has exactly its pixel dimensions', async (size) => {
    const set = await t.create(AGENCY, { name: `Size ${size}` });
    const answer = await t.call(AGENCY, 'GET', `/banner/sets/${set.id}/png/${size}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(pngSize(answer.rawPayload)).toEqual(bannerDimensions(size));
  });

  it('a size that is not standard answers 422 naming it', async () => {
    const set = await t.create(AGENCY);
    const answer = await t.call(AGENCY, 'GET', `/banner/sets/${set.id}/png/300x251`);
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors)).toContain('size');
  });
});

describe('the zip', () => {
  it('holds exactly the six PNGs, each of its size', async () => {
    const set = await t.create(AGENCY, { name: 'Zip me' });
    const answer = await t.call(AGENCY, 'GET', `/banner/sets/${set.id}/zip`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="zip-me-banners.zip"');
    const files = unzipSync(new Uint8Array(answer.rawPayload));
    expect(Object.keys(files).sort()).toEqual(BANNER_SIZES.map((size) => `zip-me-${size}.png`).sort());
    for (const size of BANNER_SIZES) {
      expect(pngSize(Buffer.from(files[`zip-me-${size}.png`] as Uint8Array))).toEqual(bannerDimensions(size));
    }
  });
});

describe('text fits its box', () => {
  it('a very long headline at 320x50 shrinks to fit, and still renders at 320x50', async () => {
    const short = layoutOf('320x50', { headline: 'Sale', body: '' }, true);
    const long = layoutOf('320x50', { headline: LONG_HEADLINE, body: '' }, true);
    expect(long.headline.fontSize).toBeLessThan(short.headline.fontSize);
    expectFits(long.headline, long.text.height);
    const { png } = await renderBanner('320x50', {
      headline: LONG_HEADLINE,
      body: '',
      callToAction: 'Buy',
      backgroundColor: '#ffffff',
      backgroundImage: null,
      textColor: '#1f2937',
      buttonColor: '#2563eb',
      logo: null,
    });
    expect(pngSize(png)).toEqual({ width: 320, height: 50 });
  });

  it('a headline too long for the largest size takes the largest size at which it fits whole', () => {
    const spec = SIZE_SPECS['300x250'].headline;
    const headline = 'Fresh garden tools for every season, now twenty percent off across the whole store';
    const layout = layoutOf('300x250', { headline, body: '' }, true);
    expect(layout.headline.whole).toBe(true);
    expect(layout.headline.fontSize).toBeLessThan(spec.max);
    expect(layout.headline.fontSize).toBeGreaterThan(spec.min);
    // One size larger would not fit whole: the shrinking stopped at the first size that fits.
    const larger = linesOf(headline, layout.text.width, layout.headline.fontSize + 1, true);
    const room = Math.floor(
      layout.text.height / ((layout.headline.fontSize + 1) * layout.headline.lineHeight),
    );
    expect(larger).toBeGreaterThan(room);
    expectFits(layout.headline, layout.text.height);
  });

  it.each([...BANNER_SIZES])('at %s the boxes stay inside the banner and the text inside its box', (size) => {
    const layout = layoutOf(size, { headline: LONG_HEADLINE, body: LONG_HEADLINE.repeat(3) }, true);
    const inner = { width: layout.width - 2 * layout.padding, height: layout.height - 2 * layout.padding };
    const parts = [layout.logo, layout.text, layout.cta].filter((box) => box !== null);
    const along = layout.direction === 'column' ? 'height' : 'width';
    const across = layout.direction === 'column' ? 'width' : 'height';
    const used = parts.reduce((sum, box) => sum + box[along], 0) + layout.gap * (parts.length - 1);
    expect(used).toBeLessThanOrEqual(inner[along]);
    for (const box of parts) expect(box[across]).toBeLessThanOrEqual(inner[across]);
    expectFits(layout.headline, layout.text.height);
    const headlineHeight = layout.headline.lines * layout.headline.fontSize * layout.headline.lineHeight;
    if (layout.body) {
      const bodyHeight = layout.body.lines * layout.body.fontSize * layout.body.lineHeight;
      expect(headlineHeight + bodyHeight).toBeLessThanOrEqual(layout.text.height);
    }
  });
});

describe('a background image', () => {
  /** One colour at `width` × `height`, as a PNG data: URL. */
  const imageOf = (width: number, height: number) =>
    `data:image/png;base64,${new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#e11d48"/></svg>`,
    )
      .render()
      .asPng()
      .toString('base64')}`;
  const art = (backgroundImage: string | null) => ({
    headline: 'Fresh garden tools',
    body: 'Everything for your garden this weekend.',
    callToAction: 'Shop now',
    backgroundColor: '#1e293b',
    backgroundImage,
    textColor: '#ffffff',
    buttonColor: '#2563eb',
    logo: null,
  });

  // The image covers the banner whatever its shape: a square one on a wide size reaches past the
  // banner's top and bottom, a wide one on a tall size past its sides.
  it.each([...BANNER_SIZES])('shows at %s, square or wide', async (size) => {
    const plain = (await renderBanner(size, art(null))).png;
    for (const [width, height] of [
      [4, 4],
      [1000, 300],
      [300, 1000],
    ] as const) {
      const drawn = (await renderBanner(size, art(imageOf(width, height)))).png;
      expect(drawn.equals(plain), `${width}x${height} on ${size}`).toBe(false);
    }
  });
});

describe('words are drawn as text, never as markup', () => {
  const art = (headline: string) => ({
    headline,
    body: '',
    callToAction: 'Shop now',
    backgroundColor: '#ffffff',
    backgroundImage: null,
    textColor: '#1f2937',
    buttonColor: '#2563eb',
    logo: null,
  });

  // Were the tags read as markup, each would draw as its inner words alone.
  it.each([
    ['<b>Sale</b>', 'Sale'],
    ['<span style="color:#ff0000">Sale</span>', 'Sale'],
    ['<img src=x onerror="window.__xss=1">Sale', 'Sale'],
    ['<script>window.__xss=1</script>Sale', 'Sale'],
  ])('the headline %s is drawn with its tags as characters', async (markup, words) => {
    const drawn = await renderBanner('300x250', art(markup));
    const plain = await renderBanner('300x250', art(words));
    expect(pngSize(drawn.png)).toEqual({ width: 300, height: 250 });
    expect(drawn.png.equals(plain.png)).toBe(false);
  });
});

describe('contrast', () => {
  it('brand colours that fail on their background give way to black or white that passes', () => {
    expect(
      drawnColours({ textColor: '#1f2937', backgroundColor: '#ffffff', buttonColor: '#1e293b' }),
    ).toEqual({
      text: '#1f2937',
      buttonText: '#ffffff',
    });
    const dark = drawnColours({ textColor: '#1f2937', backgroundColor: '#1e293b', buttonColor: '#f5d90a' });
    expect(dark).toEqual({ text: '#ffffff', buttonText: '#000000' });
    expect(contrastRatio(dark.text, '#1e293b')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(dark.buttonText, '#f5d90a')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
