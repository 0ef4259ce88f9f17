// Which page views are tests (issue 14): those sent by a hosted test page (lead-tools/pixel-test-page.ts).
// A page view is a test only when all of these hold, so nothing a real site sends can claim it:
// - its page is /pixel-test/{token} and the token's hash names this campaign and has not expired;
// - the page is on the platform host that received the page view, and the request came from that
//   page's own origin (Origin, or Referer for the image fallback): a script on a client's site cannot
//   make its visitors' page views free by copying a link or its path;
// - its campaign sends at most PIXEL_TEST_PAGE_LIMITS.pageViewsPerMinute of them a minute.
// Anything else about the page view (a "test" field, a made-up token) is ignored: it is a page view
// like any other, judged against the campaign's site and billed.
import { PIXEL_TEST_PAGE_LIMITS, PIXEL_TEST_PAGE_PATH } from '@lead/shared';
import { LRUCache } from 'lru-cache';
import { TEST_PAGE_TOKEN, testPageOfToken } from '../../platform/access/pixel-test-tokens.ts';
import type { Queryable } from '../../platform/db.ts';
import { windowCounter } from './window-counter.ts';

type TestPage = { campaignId: number; expiresAt: number };

/** The token of a hosted test page's address, or null for any other page. */
export function testPageToken(pageUrl: string): string | null {
  try {
    const url = new URL(pageUrl);
    if (!url.pathname.startsWith(PIXEL_TEST_PAGE_PATH)) return null;
    const token = url.pathname.slice(PIXEL_TEST_PAGE_PATH.length).replace(/\/$/, '');
    return TEST_PAGE_TOKEN.test(token) ? token : null;
  } catch {
    return null;
  }
}

/**
 * The request was sent by the page itself, a page of this platform: the page is on the host that
 * received the page view (a test page loads the pixel from its own host, a client's site from ours),
 * and the request's Origin (or Referer) is the page's origin.
 */
export function sentFromPage(
  pageUrl: string,
  headers: { host?: string; origin?: string; referer?: string },
): boolean {
  try {
    const url = new URL(pageUrl);
    if (!headers.host || url.host !== headers.host.toLowerCase()) return false;
    const page = url.origin;
    if (headers.origin) return headers.origin === page;
    return headers.referer ? new URL(headers.referer).origin === page : false;
  } catch {
    return false;
  }
}

export function createTestMarks(db: Queryable, now: () => number = Date.now) {
  const pages = new LRUCache<string, { page: TestPage | null }>({
    max: 10_000,
    ttl: 5_000,
    fetchMethod: async (token) => {
      const page = await testPageOfToken(db, token);
      return { page: page ? { campaignId: page.campaignId, expiresAt: page.expiresAt.getTime() } : null };
    },
  });
  const perCampaign = windowCounter(PIXEL_TEST_PAGE_LIMITS.pageViewsPerMinute);

  /**
   * 'test' for a page view of a valid test page of this campaign sent from that page; 'limited' when
   * the campaign's test pages sent too many this minute; null when it is no test (a page view like
   * any other).
   */
  return async function testMark(
    campaignId: number,
    pageUrl: string,
    headers: { host?: string; origin?: string; referer?: string },
  ): Promise<'test' | 'limited' | null> {
    const token = testPageToken(pageUrl);
    if (!token || !sentFromPage(pageUrl, headers)) return null;
    const page = (await pages.fetch(token))?.page;
    if (!page || page.campaignId !== campaignId || page.expiresAt <= now()) return null;
    return perCampaign.take(String(campaignId)) ? 'test' : 'limited';
  };
}
