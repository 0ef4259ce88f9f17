// Ingestion of pixel page views (issue 6 point 2, "Bad input and reliability"): an accepted event is
// stored before the 2xx and becomes a lead; bots, unknown or paused campaigns, pages of another
// site, malformed events, huge bodies and wrong content types store nothing.
import { ingestRoutes } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src/db/schema/index.ts';
import { createDropCounts } from '../../src/modules/ingest/drop-counts.ts';
import { createIngestion } from '../../src/modules/ingest/ingest-event.ts';
import { createPixelSightings } from '../../src/modules/ingest/pixel-sightings.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { BROWSER_UA, pixelKit } from './pixel-kit.ts';

let test: TestApp;
const k = pixelKit(() => test);
let acme = 0;
beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000' });
  acme = await k.campaignId('10000001');
});
afterAll(() => test.close());

describe('an accepted page view', () => {
  it('is stored before the 204, then becomes a billed lead delivered by e-mail', async () => {
    const response = await k.send(k.view('10000001', 'visitor-one'));
    expect(response.statusCode).toBe(204);
    const [visit] = await k.visitsOf(acme);
    expect(visit).toMatchObject({
      source: 'pixel',
      visitorId: 'visitor-one',
      pageUrl: 'http://localhost:3000/demo-site/',
    });

    await test.jobsIdle();
    const [stored] = await k.visitsOf(acme);
    expect(stored?.status).toBe('lead');
    const [lead] = await k.leadsOf(acme);
    const [campaign] = await test.ctx.db.select().from(campaigns).where(eq(campaigns.id, acme));
    // The demo campaign is sold at its agency's Site ID price, so the charge is a real amount.
    expect(campaign?.costPerLeadCents).toBeGreaterThan(0);
    expect(lead).toMatchObject({
      visitId: stored?.id,
      source: 'pixel',
      priceCents: campaign?.costPerLeadCents,
    });
    expect(lead?.email).toMatch(/@/);
    expect(await k.chargesOf(acme)).toEqual([
      expect.objectContaining({ leadId: lead?.id, amountCents: campaign?.costPerLeadCents }),
    ]);
    const mails = await k.mailsTo('client@demo.test');
    expect(mails.at(-1)?.subject).toMatch(/^1 new lead for /);
    expect(mails.at(-1)?.textBody).toContain(lead?.email ?? '?');
  });

  it('the same visitor again is not a second lead (re-identification)', async () => {
    const before = await k.counts();
    expect(
      (await k.send(k.view('10000001', 'visitor-one', 'http://localhost:3000/demo-site/book'))).statusCode,
    ).toBe(204);
    await test.jobsIdle();
    const after = await k.counts();
    expect(after).toEqual({ ...before, visits: before.visits + 1 });
    expect((await k.visitsOf(acme)).at(-1)).toMatchObject({ status: 'rejected', reason: 'reidentified' });
  });

  it('the image fallback stores the same way', async () => {
    const event = encodeURIComponent(JSON.stringify(k.view('10000001', 'visitor-gif')));
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/pixel/event.gif?d=${event}`,
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect((await k.visitsOf(acme)).some((visit) => visit.visitorId === 'visitor-gif')).toBe(true);
    // Every commit asks for resolution: the visit is decided before the next test counts rows.
    await test.jobsIdle();
    const gif = (await k.visitsOf(acme)).find((visit) => visit.visitorId === 'visitor-gif');
    expect(gif?.status).toBe('lead');
  });
});

describe('dropped without storing anything', () => {
  it.each([
    [
      'a bot user agent',
      k.view('10000001', 'bot'),
      { userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
      204,
    ],
    ['no user agent', k.view('10000001', 'blank'), { userAgent: '' }, 204],
    ['an unknown campaign key', k.view('99999999', 'nobody'), {}, 204],
    [
      "a page of another tenant's site",
      k.view('10000001', 'elsewhere', 'https://beta-client.example.com/'),
      {},
      204,
    ],
    ['a page that is not a web address', { ...k.view('10000001', 'js'), u: 'javascript:alert(1)' }, {}, 400],
    ['a visitor id with markup', { ...k.view('10000001', 'x'), v: '<script>' }, {}, 400],
    ['a missing campaign key', { v: 'abc', u: 'http://localhost:3000/demo-site/' }, {}, 400],
  ])('%s', async (_name, event, options, status) => {
    const before = await k.counts();
    expect((await k.send(event, options)).statusCode).toBe(status);
    await test.jobsIdle();
    expect(await k.counts()).toEqual(before);
  });

  it('a paused campaign (after the key cache expires) and a non-Site ID campaign', async () => {
    const before = await k.counts();
    // Beta's campaign watches beta-client.example.com; a paused copy of it must not take events.
    await test.ctx.db
      .update(campaigns)
      .set({ status: 'paused' })
      .where(eq(campaigns.leadspeekApiId, '10000002'));
    expect((await k.send(k.view('10000002', 'paused', 'https://beta-client.example.com/'))).statusCode).toBe(
      204,
    );
    await test.jobsIdle();
    expect(await k.counts()).toEqual(before);
  });

  it.each([
    ['malformed JSON', 'text/plain', '{"c": "10000001",', 400],
    ['a wrong content type', 'application/xml', '<view/>', 415],
    ['a huge body', 'text/plain', JSON.stringify({ ...k.view('10000001', 'big'), r: 'x'.repeat(7000) }), 413],
  ])('%s', async (_name, type, payload, status) => {
    const before = await k.counts();
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/pixel/event',
      headers: { 'content-type': type, 'user-agent': 'Mozilla/5.0 Chrome/131.0' },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(await k.counts()).toEqual(before);
  });
});

describe('control characters (issue 12 item 5)', () => {
  const nul = '\u0000';
  it.each([
    ['u', { u: `http://localhost:3000/demo-site/${nul}` }],
    ['r', { r: `https://search.example.com/?q=${nul}` }],
    ['u', { u: 'http://localhost:3000/demo-site/\u001b[31m' }],
    ['r', { r: 'https://search.example.com/\u007f' }],
    ['v', { v: `visitor${nul}` }],
    ['c', { c: `10000001${nul}` }],
  ])(
    'a control character in %s is refused with 400 naming the field, by POST and GET',
    async (field, change) => {
      const before = await k.counts();
      const event = { ...k.view('10000001', 'control'), ...change };
      const posted = await k.send(event);
      expect(posted.statusCode).toBe(400);
      expect(posted.json().errors).toHaveProperty(field);
      const fallback = await test.app.inject({
        method: 'GET',
        url: `/api/pixel/event.gif?d=${encodeURIComponent(JSON.stringify(event))}`,
        headers: { 'user-agent': BROWSER_UA },
      });
      expect(fallback.statusCode).toBe(400);
      // DEL and C1 characters survive JSON.stringify: the global query guard may name the carrier d.
      expect(Object.keys(fallback.json().errors)).toContainEqual(
        expect.stringMatching(new RegExp(`^(${field}|d)$`)),
      );
      expect(await k.counts()).toEqual(before);
    },
  );

  it('10 valid page views sent with one NUL page view are all stored; only the NUL one is refused', async () => {
    const before = (await k.visitsOf(acme)).length;
    const valid = Array.from({ length: 10 }, (_, index) =>
      k.send(k.view('10000001', `neighbour-${index}`), { ip: `198.51.100.${100 + index}` }),
    );
    const bad = k.send({ ...k.view('10000001', 'nul'), u: 'http://localhost:3000/demo-site/\u0000' });
    const [badResponse, ...validResponses] = await Promise.all([bad, ...valid]);
    expect(validResponses.map((response) => response.statusCode)).toEqual(Array(10).fill(204));
    expect(badResponse?.statusCode).toBe(400);
    const stored = (await k.visitsOf(acme)).slice(before);
    expect(stored.map((visit) => visit.visitorId).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => `neighbour-${index}`).sort(),
    );
  });

  it('a row the database refuses fails alone: the rows committed with it are retried one by one', async () => {
    // Past the schema (as a future field might slip by): PostgreSQL refuses NUL in text.
    const ingestion = createIngestion(
      test.ctx,
      createDropCounts(async () => undefined),
      createPixelSightings(async () => undefined),
    );
    const request = { ip: '198.51.100.120', userAgent: BROWSER_UA };
    const before = (await k.visitsOf(acme)).length;
    const outcomes = await Promise.allSettled([
      ingestion.ingest(
        { ...k.view('10000001', 'refused'), u: 'http://localhost:3000/demo-site/\u0000' },
        request,
      ),
      ...Array.from({ length: 10 }, (_, index) =>
        ingestion.ingest(k.view('10000001', `beside-${index}`), request),
      ),
    ]);
    await ingestion.idle();
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', ...Array(10).fill('fulfilled')]);
    const stored = (await k.visitsOf(acme)).slice(before);
    expect(stored.map((visit) => visit.visitorId).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => `beside-${index}`).sort(),
    );
  });
});

describe('what the ingestion routes answer, as declared (ingestRoutes)', () => {
  it('a valid page view: an empty 204, without the page-security headers a page would need', async () => {
    const response = await k.send(k.view('10000001', 'declared'));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['content-type']).toBeUndefined();
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(Object.keys(ingestRoutes.pixelEvent.response)).toEqual(['204', '400']);
  });

  it('a malformed one: 400 with exactly the declared body, by POST and GET', async () => {
    const event = { ...k.view('10000001', 'declared'), u: 'javascript:alert(1)' };
    const posted = await k.send(event);
    const fallback = await test.app.inject({
      method: 'GET',
      url: `/api/pixel/event.gif?d=${encodeURIComponent(JSON.stringify(event))}`,
      headers: { 'user-agent': BROWSER_UA },
    });
    for (const [response, route] of [
      [posted, ingestRoutes.pixelEvent],
      [fallback, ingestRoutes.pixelEventImage],
    ] as const) {
      expect(response.statusCode).toBe(400);
      const body = route.response[400].strict().parse(response.json());
      expect(body).toEqual({ message: 'Not a page view.', errors: { u: expect.any(String) } });
    }
  });
});

describe('the pixel script and the demo site', () => {
  it('serves /pixel.js as JavaScript any site may load', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/pixel.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/javascript');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.body).toContain('/api/pixel/event');
  });

  it("serves the demo site with the demo client's pixel", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/demo-site/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<script src="/pixel.js" data-campaign="10000001" async></script>');
  });
});
