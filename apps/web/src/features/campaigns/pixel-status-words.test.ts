// "Is my pixel installed?" (issue 25 item 6) in product words: each state says what was seen and
// what to do, and page views from another site are named as making no leads.
import type { PixelHostSeen, PixelStatusResponse } from '@lead/shared';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/en.ts';
import { leadTime } from '../reports/report-format.ts';
import { pixelStatusWords, quietForText } from './pixel-status-words.ts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: en } },
    lng: 'en',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

const now = new Date('2026-11-30T12:00:00.000Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const seen = (host: string, minutesAgo: number, pageViews = 1): PixelHostSeen => ({
  host,
  page_views: pageViews,
  first_seen_at: ago(minutesAgo + 600),
  last_seen_at: ago(minutesAgo),
});
const status = (answer: Partial<PixelStatusResponse>): PixelStatusResponse => ({
  state: 'never-seen',
  site_host: 'client.example.com',
  on_site: [],
  elsewhere: [],
  ...answer,
});
const wordsOf = (answer: Partial<PixelStatusResponse>) => pixelStatusWords(status(answer), i18n.t, now);

describe('pixel status words', () => {
  it('never seen: not seen yet, and where the code goes', () => {
    expect(wordsOf({})).toEqual({
      color: 'gray',
      badge: 'Pixel not seen',
      headline: 'Not seen yet',
      lines: [
        'Add the code below to every page of client.example.com; the first page view shows here within a minute.',
      ],
      summary: 'No page view from client.example.com yet: add the embed code to every page of the site.',
      elsewhere: [],
    });
    expect(wordsOf({ site_host: null }).lines).toEqual([
      'Add the code below to every page of the campaign’s site; the first page view shows here within a minute.',
    ]);
  });

  it('seen: installed, the last page view on which host and how long ago, and the page views in all', () => {
    const words = wordsOf({
      state: 'seen',
      on_site: [seen('shop.client.example.com', 5, 1_200), seen('client.example.com', 90, 34)],
    });
    expect(words).toMatchObject({ color: 'green', badge: 'Pixel installed', headline: 'Installed' });
    expect(words.lines).toEqual([
      'Last page view on shop.client.example.com: 5 minutes ago.',
      '1,234 page views from this site so far.',
    ]);
    expect(words.summary).toBe('Last page view on shop.client.example.com: 5 minutes ago.');
    expect(wordsOf({ state: 'seen', on_site: [seen('client.example.com', 0)] }).lines).toEqual([
      'Last page view on client.example.com: this minute.',
      '1 page view from this site so far.',
    ]);
  });

  it('silent: a warning, how long nothing came, and that the campaign makes no leads meanwhile', () => {
    const last = seen('client.example.com', 3 * 24 * 60 + 20);
    const words = wordsOf({ state: 'silent', on_site: [last] });
    expect(words).toMatchObject({ color: 'orange', badge: 'Pixel silent', headline: 'Silent' });
    expect(words.lines).toEqual([
      `No page views for 3 days. The last was on client.example.com, ${leadTime(last.last_seen_at)}.`,
      'While the pixel is silent the campaign makes no leads: check that the code below is still on every page of the site.',
    ]);
    expect(words.summary).toBe(
      'No page views from client.example.com for 3 days: the campaign makes no leads until the pixel is back.',
    );
  });

  it.each([
    [25 * 60, '25 hours'],
    [47 * 60 + 59, '47 hours'],
    [48 * 60, '2 days'],
    [10 * 24 * 60, '10 days'],
    [-5, '0 hours'],
  ])('%i minutes without a page view read as %s', (minutes, text) => {
    expect(quietForText(ago(minutes), now)).toBe(text);
  });

  it('other sites: each of the newest three named as making no leads, the rest counted', () => {
    const elsewhere = [seen('elsewhere.example', 2), seen('b.example', 60), seen('c.example', 120)];
    const words = wordsOf({ state: 'elsewhere-only', elsewhere });
    expect(words).toMatchObject({ color: 'orange', badge: 'Pixel on another site' });
    expect(words.headline).toBe('Only seen on another site');
    expect(words.lines[0]).toMatch(/^Add the code below to every page of client\.example\.com;/);
    expect(words.elsewhere).toEqual([
      'Also seen on elsewhere.example (last page view 2 minutes ago): that is not this campaign’s site (client.example.com), so its page views make no leads.',
      'Also seen on b.example (last page view 1 hour ago): that is not this campaign’s site (client.example.com), so its page views make no leads.',
      'Also seen on c.example (last page view 2 hours ago): that is not this campaign’s site (client.example.com), so its page views make no leads.',
    ]);
    const more = wordsOf({ elsewhere: [...elsewhere, seen('d.example', 200), seen('e.example', 300)] });
    expect(more.elsewhere.at(-1)).toBe('And on 2 other sites.');
    expect(wordsOf({ elsewhere: [...elsewhere, seen('d.example', 200)] }).elsewhere.at(-1)).toBe(
      'And on 1 other site.',
    );
  });

  it('installed with another site too: the badge says installed, the notice names the other site', () => {
    const words = wordsOf({
      state: 'seen',
      on_site: [seen('client.example.com', 1)],
      elsewhere: [seen('elsewhere.example', 1)],
    });
    expect(words.badge).toBe('Pixel installed');
    expect(words.elsewhere).toHaveLength(1);
    expect(wordsOf({ site_host: null, elsewhere: [seen('elsewhere.example', 1)] }).elsewhere).toEqual([
      'Also seen on elsewhere.example (last page view 1 minute ago): this campaign’s URL names no site, so its page views make no leads.',
    ]);
  });
});
