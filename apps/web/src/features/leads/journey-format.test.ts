// The lead page's journey as people read it (issue 25 item 1): visits, page labels, safe links and
// "last seen".
import type { JourneyPageView } from '@lead/shared';
import { describe, expect, it } from 'vitest';
import { httpUrl, pageLabel, sinceText, visitsOf } from './journey-format.ts';

const view = (path: string, newVisit: boolean): JourneyPageView => ({
  url: `https://acme.example/${path}`,
  title: null,
  at: '2026-03-02T15:00:00.000Z',
  new_visit: newVisit,
  referrer: null,
});

const shape = (visits: ReturnType<typeof visitsOf>) =>
  visits.map((visit) => ({
    number: visit.number,
    startsHere: visit.startsHere,
    pages: visit.pages.map((page) => pageLabel(page)),
  }));

describe('page views grouped into visits, numbered in the whole journey', () => {
  it('a new visit starts a group; the numbers count from the first visit', () => {
    const pages = [view('', true), view('book', false), view('', true), view('pricing', false)];
    expect(shape(visitsOf(pages, 2))).toEqual([
      { number: 1, startsHere: true, pages: ['/', '/book'] },
      { number: 2, startsHere: true, pages: ['/', '/pricing'] },
    ]);
  });

  it('earlier page views not listed: the visits are numbered back from the total', () => {
    const pages = [view('book', true), view('pricing', true)];
    expect(shape(visitsOf(pages, 5)).map((visit) => visit.number)).toEqual([4, 5]);
  });

  it('a list that starts inside a visit: the first group is the rest of the visit before', () => {
    const pages = [view('book', false), view('pricing', false), view('', true)];
    expect(shape(visitsOf(pages, 3))).toEqual([
      { number: 2, startsHere: false, pages: ['/book', '/pricing'] },
      { number: 3, startsHere: true, pages: ['/'] },
    ]);
  });

  it('nothing listed: no visit; a total that disagrees never numbers below 1', () => {
    expect(visitsOf([], 3)).toEqual([]);
    expect(shape(visitsOf([view('', true), view('book', true)], 1)).map((visit) => visit.number)).toEqual([
      1, 1,
    ]);
  });
});

describe("a page's label: its title, else its path", () => {
  it.each([
    [{ title: 'Acme Client Co — Pricing', url: 'https://acme.example/pricing' }, 'Acme Client Co — Pricing'],
    [{ title: '   ', url: 'https://acme.example/pricing?utm_source=mail' }, '/pricing?utm_source=mail'],
    [{ title: null, url: 'https://acme.example/caf%C3%A9' }, '/café'],
    [{ title: null, url: 'https://acme.example/%E0%A4%A' }, '/%E0%A4%A'],
    [{ title: null, url: 'not an address' }, 'not an address'],
    [{ title: '<img src=x onerror=alert(1)>', url: 'https://acme.example/' }, '<img src=x onerror=alert(1)>'],
  ])('%o → %s', (page, label) => {
    expect(pageLabel(page)).toBe(label);
  });
});

describe('only http(s) addresses become links', () => {
  it.each([
    ['https://acme.example/book', 'https://acme.example/book'],
    ['http://localhost:3000/demo-site/', 'http://localhost:3000/demo-site/'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['data:text/html,<b>hi</b>', null],
    ['/demo-site/book', null],
    ['', null],
    [null, null],
  ])('%s → %s', (address, link) => {
    expect(httpUrl(address)).toBe(link);
  });
});

describe('"last seen" reads as time ago, past a week as the day', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  const before = (milliseconds: number) => new Date(now.getTime() - milliseconds).toISOString();
  it.each([
    [before(20_000), 'this minute'],
    [before(-30_000), 'this minute'],
    [before(60_000), '1 minute ago'],
    [before(59 * 60_000), '59 minutes ago'],
    [before(3 * 3_600_000), '3 hours ago'],
    [before(30 * 3_600_000), '1 day ago'],
    [before(6 * 86_400_000), '6 days ago'],
  ])('%s → %s', (iso, text) => {
    expect(sinceText(iso, now)).toBe(text);
  });

  it('a week or more: the day in the viewer’s zone', () => {
    const iso = before(8 * 86_400_000);
    const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });
    expect(sinceText(iso, now)).toBe(day.format(new Date(iso)));
    expect(sinceText(iso, now)).toMatch(/^0[23]\/\d\d\/2026$/);
  });
});
