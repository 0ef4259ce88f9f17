// Steps of the lead engine tests: page views as the pixel sends them, and what they left behind.
import { count, eq } from 'drizzle-orm';
import { campaigns, leadCharges, leads, mailOutbox, visits } from '../../src/db/schema/index.ts';
import type { TestApp } from '../test-app.ts';

export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const DEMO_PAGE = 'http://localhost:3000/demo-site/';

/** A page view of a browse: its page, how long ago, and what the pixel says of it. */
export type BrowsedPage = {
  page: string;
  title?: string;
  referrer?: string;
  minutesAgo: number;
  /** The pixel's session mark: 0 for the first page of a browser session, 1 for a later one. */
  continued?: 0 | 1;
};

export function pixelKit(test: () => TestApp) {
  const db = () => test().ctx.db;
  const send = (event: Record<string, unknown>, options: { userAgent?: string; ip?: string } = {}) =>
    test().app.inject({
      method: 'POST',
      url: '/api/pixel/event',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': options.userAgent ?? BROWSER_UA,
      },
      remoteAddress: options.ip ?? '127.0.0.1',
      payload: JSON.stringify(event),
    });
  return {
    /** A page view as the beacon sends it (text/plain JSON). */
    send,
    /** A browser's page views on a campaign as the pixel sends them, then the pipeline (jobs idle). */
    async browse(visitor: string, pages: BrowsedPage[], ip: string, campaignKey = '10000001') {
      const now = Date.now();
      for (const view of pages) {
        const answer = await send(
          {
            c: campaignKey,
            v: visitor,
            u: view.page,
            r: view.referrer ?? '',
            t: now - view.minutesAgo * 60_000,
            ...(view.title !== undefined && { i: view.title }),
            ...(view.continued !== undefined && { n: view.continued }),
          },
          { ip },
        );
        if (answer.statusCode !== 204) throw new Error(`the pixel refused a page view: ${answer.body}`);
      }
      await test().jobsIdle();
    },
    view: (campaignKey: string, visitorId: string, page = DEMO_PAGE) => ({
      c: campaignKey,
      v: visitorId,
      u: page,
      r: '',
      t: Date.now(),
    }),
    async campaignId(key: string) {
      const [row] = await db()
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(eq(campaigns.leadspeekApiId, key));
      if (!row) throw new Error(`no campaign ${key}`);
      return row.id;
    },
    async visitsOf(campaignId: number) {
      return db().select().from(visits).where(eq(visits.campaignId, campaignId)).orderBy(visits.id);
    },
    async leadsOf(campaignId: number) {
      return db().select().from(leads).where(eq(leads.campaignId, campaignId)).orderBy(leads.id);
    },
    async chargesOf(campaignId: number) {
      return db()
        .select()
        .from(leadCharges)
        .where(eq(leadCharges.campaignId, campaignId))
        .orderBy(leadCharges.id);
    },
    async counts() {
      const [v] = await db().select({ n: count() }).from(visits);
      const [l] = await db().select({ n: count() }).from(leads);
      const [c] = await db().select({ n: count() }).from(leadCharges);
      return { visits: v?.n ?? 0, leads: l?.n ?? 0, charges: c?.n ?? 0 };
    },
    async mailsTo(address: string) {
      return db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(mailOutbox.id);
    },
  };
}
