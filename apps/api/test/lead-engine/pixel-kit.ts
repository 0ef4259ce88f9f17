// Steps of the lead engine tests: page views as the pixel sends them, and what they left behind.
import { count, eq } from 'drizzle-orm';
import { campaigns, leadCharges, leads, mailOutbox, visits } from '../../src/db/schema/index.ts';
import type { TestApp } from '../test-app.ts';

export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const DEMO_PAGE = 'http://localhost:3000/demo-site/';

export function pixelKit(test: () => TestApp) {
  const db = () => test().ctx.db;
  return {
    /** A page view as the beacon sends it (text/plain JSON). */
    send(event: Record<string, unknown>, options: { userAgent?: string; ip?: string } = {}) {
      return test().app.inject({
        method: 'POST',
        url: '/api/pixel/event',
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': options.userAgent ?? BROWSER_UA,
        },
        remoteAddress: options.ip ?? '127.0.0.1',
        payload: JSON.stringify(event),
      });
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
