// The embed-code matcher: the tag campaign-view.ts hands out, however a site's HTML writes it.
import { describe, expect, it } from 'vitest';
import { embedCode } from '../campaigns/campaign-view.ts';
import { findEmbedCode, hasPixelTag } from './embed-code-match.ts';

const ID = '10000001';
const page = (head: string) => `<!doctype html><html><head>${head}</head><body>Hi</body></html>`;

describe('the pixel tag', () => {
  it.each([
    ['the tag as copied', embedCode({ protocol: 'https', host: 'app.example.com' }, ID)],
    ['single quotes, attributes reordered', `<script async data-campaign='${ID}' src='/pixel.js'></script>`],
    [
      'unquoted values and upper case',
      `<SCRIPT SRC=https://cdn.example.com/pixel.js DATA-CAMPAIGN=${ID}></SCRIPT>`,
    ],
    [
      'a query string on the src',
      `<script src="https://x.test/pixel.js?v=3" data-campaign="${ID}"></script>`,
    ],
  ])('is found: %s', (_, tag) => {
    expect(hasPixelTag(page(tag), ID)).toBe(true);
  });

  it.each([
    ['another campaign', `<script src="https://x.test/pixel.js" data-campaign="10000002"></script>`],
    ['a longer id', `<script src="https://x.test/pixel.js" data-campaign="${ID}9"></script>`],
    ['another script', `<script src="https://x.test/pixel.jsx" data-campaign="${ID}"></script>`],
    ['no campaign attribute', '<script src="https://x.test/pixel.js"></script>'],
    ['the id in text only', `<p>Campaign ${ID} uses /pixel.js</p>`],
    ['an empty page', ''],
  ])('is not found: %s', (_, tag) => {
    expect(hasPixelTag(page(tag), ID)).toBe(false);
  });
});

describe('with Google Tag Manager', () => {
  const gtm = `<script>(function(w,d,s,l,i){j.src='https://www.googletagmanager.com/gtm.js?id='+i})(window,document,'script','dataLayer','GTM-AB12CD');</script>`;

  it('counts the container only when the campaign is installed through GTM', () => {
    expect(findEmbedCode(page(gtm), ID, true)).toBe('gtm');
    expect(findEmbedCode(page(gtm), ID, false)).toBeNull();
  });

  it('prefers the pixel tag itself', () => {
    const both = `${gtm}<script src="/pixel.js" data-campaign="${ID}"></script>`;
    expect(findEmbedCode(page(both), ID, true)).toBe('pixel');
  });
});
