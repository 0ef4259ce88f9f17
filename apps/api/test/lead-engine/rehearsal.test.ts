// The start's rehearsal of a lead's way (lead-engine/rehearsal.ts): the pipeline and the delivery
// run for real on stand-in page views, then everything is undone. Nothing it wrote stays, nobody
// hears of it, and a real page view waiting in the queue is left for the real pipeline.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDeliveryEngine } from '../../src/modules/integrations/delivery-engine-job.ts';
import { REHEARSED_ROUNDS, ROUND_SIZE, rehearseLeadWay } from '../../src/modules/lead-engine/rehearsal.ts';
import { resolveQueuedVisits } from '../../src/modules/lead-engine/resolve-visits.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ IDENTITY_GRAPH_SIZE: '5000' });
});
afterAll(() => test.close());

/** Every table a lead's way writes, and its rows. */
const WRITTEN = [
  'visits',
  'leads',
  'lead_charges',
  'held_leads',
  'wallet_lead_debits',
  'lead_deliveries',
  'delivery_queue',
  'mail_outbox',
  'campaign_day_leads',
  'campaign_minute_leads',
  'client_lead_days',
  'platform_lead_quarters',
  'platform_visit_quarters',
  'seller_lead_deltas',
];

async function tablesNow(): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const table of WRITTEN) {
    const { rows } = await test.ctx.db.execute<{ digest: string }>(
      sql`select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest
        from ${sql.identifier(table)} t`,
    );
    state[table] = rows[0]?.digest ?? '';
  }
  return state;
}

/** The client of the campaign the rehearsal takes gets a webhook at a closed local port: nothing may call it. */
async function clientWebhookAtClosedPort() {
  const chosen = await test.ctx.db.execute<{ id: number; company_id: number }>(sql`
    select id, company_id from campaigns where status = 'active' and removed_at is null
    order by module = 'local' desc, id limit 1`);
  const campaign = chosen.rows[0];
  if (!campaign) throw new Error('the demo has no running campaign');
  await test.ctx.db.execute(sql`insert into company_integrations (company_id, slug, url, status, credential_fields, connected_at)
    values (${campaign.company_id}, 'webhook', 'http://127.0.0.1:9/hook', 'connected', '{}', now())
    on conflict do nothing`);
  return campaign;
}

it("sends the rehearsal's deliveries to its own receiver through the delivery engine, and keeps none", async () => {
  await clientWebhookAtClosedPort();
  const before = await tablesNow();
  const integrations = async () =>
    (
      await test.ctx.db.execute<{ digest: string }>(
        sql`select count(*) || ':' || md5(string_agg(t::text, '|' order by t::text)) as digest
          from company_integrations t`,
      )
    ).rows[0]?.digest;
  const integrationsBefore = await integrations();
  // The engine of a worker process, idle: nothing due outside the rehearsal's transaction.
  const engine = startDeliveryEngine(test.ctx, { listen: false, pollMs: 60_000, onError: () => {} });
  try {
    const rehearsal = await rehearseLeadWay(test.ctx, engine);
    // One webhook a lead, to the stand-in alone: the client's webhook (the closed port) also got
    // delivery rows in the transaction, and none of them was sent.
    expect(rehearsal?.leads).toBeGreaterThan(0);
    expect(rehearsal?.sent).toBe(rehearsal?.leads);
  } finally {
    await engine.stop();
  }
  expect(await tablesNow()).toEqual(before);
  expect(await integrations()).toBe(integrationsBefore);
});

it('runs the pipeline and the delivery, then leaves every table as it was and tells nobody', async () => {
  const campaign = await clientWebhookAtClosedPort();
  // A real page view waiting in the queue.
  const waiting = await test.ctx.db.execute<{ id: number }>(sql`
    insert into visits (campaign_id, company_id, source, visitor_id, page_url, ip, source_key, user_agent, received_at)
    values (${campaign.id}, ${campaign.company_id}, 'pixel', 'waiting-visitor', 'http://localhost/', '10.9.9.9',
      '10.9.9.9', 'Mozilla/5.0 Chrome/131.0', now())
    returning id`);
  const before = await tablesNow();

  const listener = new pg.Client({ connectionString: test.ctx.config.DATABASE_URL });
  await listener.connect();
  const heard: string[] = [];
  listener.on('notification', (notice) => heard.push(notice.channel));
  await listener.query('listen lead_deliveries; listen live_leads');
  try {
    const rehearsal = await rehearseLeadWay(test.ctx);
    expect(rehearsal?.campaignId).toBe(campaign.id);
    // Full batches (the waiting page view among them); leads made, and each delivered.
    expect(rehearsal?.visits).toBe(REHEARSED_ROUNDS * ROUND_SIZE);
    expect(rehearsal?.leads).toBeGreaterThan(REHEARSED_ROUNDS * ROUND_SIZE * 0.5);
    expect(rehearsal?.delivered).toBe(rehearsal?.leads);
    // Shared among the pool's connections, so each knows the tables before real batches reach it.
    expect(rehearsal?.connections).toBeGreaterThan(1);
    await listener.query('select 1');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
  } finally {
    await listener.end();
  }
  expect(await tablesNow()).toEqual(before);

  // The waiting page view is the real pipeline's, as it was.
  await resolveQueuedVisits(test.ctx);
  const { rows } = await test.ctx.db.execute<{ status: string }>(
    sql`select status from visits where id = ${waiting.rows[0]?.id}`,
  );
  expect(rows[0]?.status).not.toBe('queued');
});
