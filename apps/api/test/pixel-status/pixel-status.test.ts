// "Is my pixel installed?" (issue 25 item 6): each Site ID campaign answers its pixel's state — never
// seen, seen on which host and when last, seen on a host that is not the campaign's, silent for more
// than 24 hours while active — and an active campaign's agency is told of a silence by e-mail, once.
// Another tenant's campaign is 404; made-up hosts cannot grow a campaign's list without bound.
import type { PixelStatusResponse } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src/db/schema/index.ts';
import { flushDroppedPageViews } from '../../src/modules/ingest/drop-flush.ts';
import { tellSilentPixels } from '../../src/modules/pixel-status/pixel-silence-job.ts';
import { pixelKit } from '../lead-engine/pixel-kit.ts';
import { type ReportIds, reportKit } from '../reports/report-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
const k = pixelKit(() => test);
const kit = reportKit(() => test);
let acme = 0;
let ids: ReportIds;

const SITE = 'http://localhost:3000/demo-site/';
const STATUS_PATH = '/leadspeek/campaign/10000001/pixel-status';

beforeAll(async () => {
  test = await createTestApp();
  acme = await k.campaignId('10000001');
  ids = await kit.tenants();
});
afterAll(() => test.close());

const status = async (email = 'client@demo.test') => {
  const response = await kit.get(email, STATUS_PATH);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PixelStatusResponse;
};

let browsers = 0;
async function view(page: string, ip = '10.4.0.1') {
  browsers += 1;
  const answer = await k.send({ ...k.view('10000001', `pixel-status-${browsers}`, page) }, { ip });
  expect(answer.statusCode).toBe(204);
}

/** Moves the campaign's sightings back in time, as if the pixel had been quiet that long. */
const quietFor = (hours: number) =>
  test.ctx.db.execute(sql`update pixel_sightings set last_seen_at = now() - ${hours} * interval '1 hour'
    where campaign_id = ${acme}`);

const silenceMails = async () =>
  (await k.mailsTo('agency@demo.test')).filter((mail) =>
    mail.subject.startsWith('No page views from the pixel'),
  );

describe("a campaign's pixel", () => {
  it('is never seen before its first page view', async () => {
    await test.ctx.db.execute(sql`delete from pixel_sightings where campaign_id = ${acme}`);
    expect(await status()).toEqual({
      state: 'never-seen',
      site_host: 'localhost',
      on_site: [],
      elsewhere: [],
    });
  });

  it('is installed once a page of its site is seen, with the host, the count and when', async () => {
    await view(SITE);
    await view(`${SITE}pricing`);
    await flushDroppedPageViews(test.ctx);
    const seen = await status('agency@demo.test');
    expect(seen.state).toBe('seen');
    expect(seen.on_site).toEqual([expect.objectContaining({ host: 'localhost', page_views: 2 })]);
    expect(Date.now() - Date.parse(seen.on_site[0]?.last_seen_at ?? '')).toBeLessThan(60_000);
  });

  it('names a host that is not the campaign site, whose page views make no leads', async () => {
    await view('http://shop.elsewhere.test/cart');
    await flushDroppedPageViews(test.ctx);
    const seen = await status();
    expect(seen.state).toBe('seen');
    expect(seen.elsewhere).toEqual([expect.objectContaining({ host: 'shop.elsewhere.test', page_views: 1 })]);
  });

  it('keeps at most 20 other hosts however many a stranger makes up, and the site itself', async () => {
    // A flush keeps the newest host of each kind per campaign: a flood between two flushes is one host.
    for (let index = 0; index < 30; index += 1) {
      await view(`http://made-up-${index}.test/`, `10.4.1.${index}`);
      await flushDroppedPageViews(test.ctx);
    }
    const seen = await status();
    expect(seen.elsewhere).toHaveLength(20);
    // The newest hosts are kept, and the campaign's own site is never pushed out.
    expect(seen.elsewhere.map((host) => host.host)).toContain('made-up-29.test');
    expect(seen.on_site.map((host) => host.host)).toEqual(['localhost']);
    expect(seen.state).toBe('seen');
  });

  it('is silent after 24 hours without a page view while active, not while paused', async () => {
    await quietFor(25);
    expect((await status()).state).toBe('silent');
    await test.ctx.db.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.id, acme));
    try {
      expect((await status()).state).toBe('seen');
    } finally {
      await test.ctx.db.update(campaigns).set({ status: 'active' }).where(eq(campaigns.id, acme));
    }
  });

  it('tells the agency of a silence by e-mail once, and of a later silence again', async () => {
    await quietFor(25);
    const before = (await silenceMails()).length;
    expect(await tellSilentPixels(test.ctx)).toBe(1);
    expect(await tellSilentPixels(test.ctx)).toBe(0);
    const mails = await silenceMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.textBody).toContain('its pixel has sent no page view from localhost since');
    // The client is not the one to fix the site's code: only the agency hears of it.
    expect(
      (await k.mailsTo('client@demo.test')).filter((mail) => mail.subject.startsWith('No page views')),
    ).toEqual([]);
    // The pixel speaks again, then falls silent again: a new silence, a new e-mail.
    await view(SITE);
    await flushDroppedPageViews(test.ctx);
    expect(await tellSilentPixels(test.ctx)).toBe(0);
    await quietFor(30);
    expect(await tellSilentPixels(test.ctx)).toBe(1);
    expect(await silenceMails()).toHaveLength(before + 2);
  });

  it('tells twenty runs at once of one silence once', async () => {
    await view(SITE);
    await flushDroppedPageViews(test.ctx);
    await quietFor(40);
    const told = await Promise.all(Array.from({ length: 20 }, () => tellSilentPixels(test.ctx)));
    expect(told.reduce((sum, count) => sum + count, 0)).toBe(1);
  });
});

describe('who may ask', () => {
  it('another agency and its client get 404; a made-up or huge id 404', async () => {
    for (const email of ['agency2@demo.test', 'client2@demo.test'])
      expect((await kit.get(email, STATUS_PATH)).statusCode, email).toBe(404);
    expect(
      (await kit.get('agency@demo.test', '/leadspeek/campaign/9007199254740993/pixel-status')).statusCode,
    ).toBe(404);
  });

  it('a Search ID campaign has no pixel: 422 naming the campaign', async () => {
    const searchCampaign = await kit.campaign(ids.acmeClient, 'locator');
    const [search] = await test.ctx.db
      .select({ id: campaigns.leadspeekApiId })
      .from(campaigns)
      .where(eq(campaigns.id, searchCampaign));
    const response = await kit.get('agency@demo.test', `/leadspeek/campaign/${search?.id}/pixel-status`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ leadspeek_api_id: 'Only Site ID campaigns have a pixel.' });
  });
});
