// The platform's page-view rollup follows each page view that turns into a lead (migration
// visit_lead_rollup_linear): its trigger reads the update's old and new rows. A statement of a
// PL/pgSQL trigger is planned once per connection, on the rows of its first update: after a start's
// single page view, joining old rows to new was a nested loop that every later batch of 500 kept
// (250,000 comparisons, 30–75 ms a batch at 1,000 page views/s). Each side is now read once.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertDemoCampaign } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { explainEveryStatement, plansDuring } from './heard-plans.ts';

let test: TestApp;
let client: pg.Client;
let campaign = { id: 0, companyId: 0 };

beforeAll(async () => {
  test = await createTestApp();
  campaign = await insertDemoCampaign(test.ctx.db, '93100001');
  await test.ctx.db.execute(sql`insert into visits (campaign_id, company_id, source, status)
    select ${campaign.id}, ${campaign.companyId}, 'pixel', 'queued' from generate_series(1, 601)`);
  client = new pg.Client({ connectionString: test.ctx.config.DATABASE_URL });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await test.close();
});

/** The plans of the statements `update` ran, as auto_explain tells them to the connection. */
const plansOf = (update: string) => plansDuring(client, () => client.query(update));

/** The platform's page views that became leads, as its rollup keeps them. */
async function platformVisitLeads(): Promise<number> {
  const { rows } = await test.ctx.db.execute<{ leads: number }>(sql`
    select coalesce(sum(visit_leads), 0)::int as leads from platform_visit_quarters q
    where q.root_id = (select root_id from companies where id = ${campaign.companyId})`);
  return rows[0]?.leads ?? 0;
}

it("reads the update's old and new rows once each, whatever the connection's first update held", async () => {
  const before = await platformVisitLeads();
  await explainEveryStatement(client, { analyze: true });
  const queued = `select id from visits where campaign_id = ${campaign.id} and status = 'queued' order by id`;
  // The first update of the connection: one page view, the plan is made on one row.
  await plansOf(`update visits set status = 'lead' where id = (${queued} limit 1)`);
  const plans = await plansOf(`update visits set status = 'lead' where id in (${queued})`);
  const rollup = plans.find((plan) => plan.includes('INSERT INTO platform_visit_quarters'));
  expect(rollup).toBeDefined();
  const scans = rollup?.match(/Named Tuplestore Scan.*loops=\d+/g) ?? [];
  expect(scans).toHaveLength(2);
  for (const scan of scans) expect(scan).toMatch(/loops=1$/);
  // And the figure it keeps: 601 more page views that became leads.
  expect(await platformVisitLeads()).toBe(before + 601);
});
