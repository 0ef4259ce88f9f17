// A journey goes where the lead goes and nowhere else (issue 25 items 1 and 7): the webhook payload
// carries its summary; an opt-out deletes the browser's page views with the rest; a suppressed
// visit keeps no page; journeys older than the retention are forgotten by a nightly job, their
// counts kept.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../../src/db/schema/index.ts';
import { startDeliveryEngine } from '../../src/modules/integrations/delivery-engine-job.ts';
import { deliverLeads } from '../../src/modules/lead-engine/delivery-job.ts';
import { forgetOldJourneys } from '../../src/modules/lead-journey/journey-retention-job.ts';
import { companyOf } from '../demo-lookup.ts';
import {
  campaignOf,
  deliveriesOf,
  type Receiver,
  saveWebhook,
  startReceiver,
  until,
  verified,
} from '../integrations/integration-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
let receiver: Receiver;
let campaign = { id: 0, companyId: 0 };

const SITE = 'http://localhost:3000/demo-site/';

beforeAll(async () => {
  test = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', INTEGRATION_TIMEOUT_MS: '2000' });
  receiver = await startReceiver();
  campaign = await campaignOf(test, '10000001');
});
afterAll(async () => {
  await receiver.close();
  await test.close();
});

type PageView = { page: string; title?: string; minutesAgo: number; continued?: boolean; referrer?: string };

/** A browser's page views as ingestion stores them; answers their ids, oldest first. */
async function pageViews(visitor: string, views: PageView[], received = new Date()): Promise<number[]> {
  const rows = await test.ctx.db
    .insert(visits)
    .values(
      views.map((view) => ({
        campaignId: campaign.id,
        companyId: campaign.companyId,
        visitorId: visitor,
        pageUrl: view.page,
        pageTitle: view.title ?? null,
        referrer: view.referrer ?? null,
        continued: view.continued ?? null,
        occurredAt: new Date(received.getTime() - view.minutesAgo * 60_000),
        receivedAt: new Date(received.getTime() - view.minutesAgo * 60_000),
        status: 'rejected' as const,
        reason: 'reidentified',
      })),
    )
    .returning({ id: visits.id });
  return rows.map((row) => row.id);
}

/** A lead made from the browser's first page view; like the pipeline's, it keeps the page view's time. */
async function leadFrom(visitId: number, email: string): Promise<number> {
  const { rows } = await test.ctx.db.execute<{ id: string }>(sql`insert into leads (campaign_id, company_id,
      module, person_key, first_name, email, email_md5, source, price_cents, visit_id, received_at)
    select ${campaign.id}, ${campaign.companyId}, 'local', ${`person-${email}`}, 'Journey', ${email},
      md5(${email}), 'pixel', 0, v.id, v.received_at
    from visits v where v.id = ${visitId}
    returning id`);
  await test.ctx.db.update(visits).set({ status: 'lead' }).where(eq(visits.id, visitId));
  return Number(rows[0]?.id);
}

const pagesOf = async (visitor: string) =>
  test.ctx.db.select().from(visits).where(eq(visits.visitorId, visitor)).orderBy(visits.id);

describe('the webhook payload', () => {
  it("carries the journey's summary, as its JSON Schema says", async () => {
    const token = await test.signIn('client@demo.test');
    const clientCompany = (await companyOf(test.ctx.db, 'client@demo.test')).id;
    const saved = await saveWebhook(test, token, { company_id: clientCompany, url: receiver.url });
    const { integration, secret } = saved.json() as { integration: { id: number }; secret: string };
    const engine = startDeliveryEngine(test.ctx, { pollMs: 50, onError: () => {} });
    try {
      const [landing] = await pageViews('webhook-reader', [
        {
          page: `${SITE}?utm_source=ads&utm_medium=cpc`,
          title: 'Home',
          referrer: 'https://search.example.test/',
          minutesAgo: 6,
          continued: false,
        },
        { page: `${SITE}pricing`, title: 'Pricing', minutesAgo: 2, continued: true },
      ]);
      const leadId = await leadFrom(landing ?? 0, 'webhook.reader@example.test');
      while ((await deliverLeads(test.ctx, campaign.id)).delivered > 0) {}
      const [delivery] = await until(
        () => deliveriesOf(test, integration.id),
        (rows) => rows.some((row) => row.leadId === leadId && row.status === 'delivered'),
      );
      const item = receiver.received.find((entry) => entry.id === delivery?.idempotencyKey);
      if (!item) throw new Error('not received');
      const payload = verified(secret, item) as { data: { id: number; journey: unknown } };
      expect(payload.data.id).toBe(leadId);
      expect(payload.data.journey).toEqual({
        first_seen_at: expect.any(String),
        last_seen_at: expect.any(String),
        visits: 1,
        page_views: 2,
        time_on_site_seconds: 240,
        referrer: 'https://search.example.test/',
        landing_page: `${SITE}?utm_source=ads&utm_medium=cpc`,
        utm_source: 'ads',
        utm_medium: 'cpc',
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
      });
    } finally {
      await engine.stop();
    }
  });
});

describe('an opt-out', () => {
  it("deletes every page view of the person's browser, not only the one that made the lead", async () => {
    const [landing] = await pageViews('opting-reader', [
      { page: SITE, title: 'Home', minutesAgo: 9 },
      { page: `${SITE}book`, title: 'Book', minutesAgo: 8 },
      { page: `${SITE}pricing`, title: 'Pricing', minutesAgo: 7 },
    ]);
    await leadFrom(landing ?? 0, 'opting.reader@example.test');
    // Another browser on the same campaign stays.
    await pageViews('bystander', [{ page: SITE, title: 'Home', minutesAgo: 5 }]);

    const response = await test.app.inject({
      method: 'POST',
      url: '/api/tools/optout/request',
      payload: { email: 'opting.reader@example.test' },
    });
    expect(response.statusCode, response.body).toBe(200);
    await test.jobsIdle();

    expect(await pagesOf('opting-reader')).toEqual([]);
    expect(await pagesOf('bystander')).toHaveLength(1);
  });
});

describe('the retention job', () => {
  it('forgets journeys older than 13 months, keeps the page views as counts, and leaves younger ones', async () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const old = await pageViews(
      'old-reader',
      [
        { page: SITE, title: 'Home', minutesAgo: 0, referrer: 'https://old.example.test/' },
        { page: `${SITE}book`, title: 'Book', minutesAgo: -1 },
      ],
      new Date('2025-10-20T12:00:00Z'),
    );
    const young = await pageViews(
      'young-reader',
      [{ page: SITE, title: 'Home', minutesAgo: 0 }],
      new Date('2025-11-20T12:00:00Z'),
    );

    expect(await forgetOldJourneys(test.ctx, now)).toBeGreaterThanOrEqual(2);
    const rows = await test.ctx.db
      .select()
      .from(visits)
      .where(sql`${visits.id} = any(${sql.param([...old, ...young])}::bigint[])`);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of old)
      expect(byId.get(id)).toMatchObject({ visitorId: null, pageUrl: null, pageTitle: null, referrer: null });
    expect(byId.get(young[0] ?? 0)).toMatchObject({ visitorId: 'young-reader', pageTitle: 'Home' });

    // Run again: nothing left to forget, and the young journey still whole.
    expect(await forgetOldJourneys(test.ctx, now)).toBe(0);
    expect(await pagesOf('young-reader')).toHaveLength(1);
  });

  it('keeps journeys for the months the platform sets', async () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const [id] = await pageViews(
      'kept-reader',
      [{ page: SITE, minutesAgo: 0 }],
      new Date('2026-08-01T12:00:00Z'),
    );
    const shortRetention = { ...test.ctx, config: { ...test.ctx.config, JOURNEY_RETENTION_MONTHS: 3 } };
    await forgetOldJourneys(test.ctx, now);
    expect((await pagesOf('kept-reader')).map((row) => row.id)).toEqual([id]);
    await forgetOldJourneys(shortRetention, now);
    expect(await pagesOf('kept-reader')).toEqual([]);
  });
});
