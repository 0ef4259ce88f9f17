// The lead pipeline claims its batch from the queue of page views in id order (lead-engine/
// batch-facts.ts, one statement: the migration's claim_queued_visits). Each of its loops takes a share of the campaigns (campaign id modulo the loops),
// a filter the planner estimates at a two-hundredth of the queue: with a backlog in the statistics,
// it read the whole month and sorted it for every batch instead of walking the queue's own index.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prepareMonths } from '../../src/db/month-partitions.ts';
import { claimQueuedVisits } from '../../src/modules/lead-engine/batch-facts.ts';
import { insertDemoCampaign } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { explainEveryStatement, plansDuring } from './heard-plans.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
  // A backlog of 20,000 queued page views in a month of its own, analyzed while queued.
  await prepareMonths(test.ctx.db, 'visits', new Date('2032-03-20T00:00:00Z'));
  const campaign = await insertDemoCampaign(test.ctx.db, '93000001');
  await test.ctx.db.execute(sql`insert into visits (campaign_id, company_id, received_at)
    select ${campaign.id} + g % 3, ${campaign.companyId}, '2032-03-10T00:00:00Z'::timestamptz + g * interval '1 second'
    from generate_series(1, 20000) g`);
  await test.ctx.db.execute(sql`analyze visits_2032_03`);
});
afterAll(() => test.close());

/** The plans of what `run` sends in a transaction of its own connection, nested statements included. */
async function plansOf(run: (client: pg.PoolClient) => Promise<unknown>): Promise<string> {
  const client = await test.ctx.db.$client.connect();
  try {
    await explainEveryStatement(client);
    const plans = await plansDuring(client, async () => {
      await client.query('begin');
      await run(client);
      await client.query('rollback');
    });
    return plans.join('\n');
  } finally {
    client.release(true);
  }
}

const claimOfShare = (client: pg.PoolClient) =>
  client.query('select id from claim_queued_visits(500, 3, 1) as visits order by id');

it('walks the queue in id order through its index, not the whole month sorted, whatever the statistics say', async () => {
  const plan = await plansOf(claimOfShare);
  expect(plan).toMatch(/Index Scan using visits_2032_03_id_idx on visits_2032_03/);
  expect(plan).not.toMatch(/Seq Scan on visits_2032_03/);
  // The statistics alone would read the month whole (the plan this guards against).
  const unguided = await plansOf((client) =>
    client.query(`select id from visits where status = 'queued' and campaign_id % 3 = 1
      order by id limit 500 for update skip locked`),
  );
  expect(unguided).toMatch(/Seq Scan on visits_2032_03/);
});

it('claims oldest first, skips what another batch holds, and leaves the rest of the transaction planned as usual', async () => {
  const claimed = await test.ctx.db.transaction(async (tx) => {
    const first = await claimQueuedVisits(tx, 500, { of: 3, index: 1 });
    const other = await test.ctx.db.transaction(async (second) =>
      claimQueuedVisits(second, 500, { of: 3, index: 1 }),
    );
    const { rows } = await tx.execute<{ seqscan: string; sort: string }>(
      sql`select current_setting('enable_seqscan') as seqscan, current_setting('enable_sort') as sort`,
    );
    return { first, other, settings: rows[0] };
  });
  const ids = claimed.first.map((visit) => visit.id);
  expect(ids).toHaveLength(500);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  expect(claimed.first.every((visit) => visit.campaignId % 3 === 1)).toBe(true);
  expect(claimed.other).toHaveLength(500);
  expect(claimed.other.some((visit) => ids.includes(visit.id))).toBe(false);
  expect(Math.min(...claimed.other.map((visit) => visit.id))).toBeGreaterThan(Math.max(...ids));
  expect(claimed.settings).toEqual({ seqscan: 'on', sort: 'on' });
});
