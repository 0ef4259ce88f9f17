// The lead pipeline claims its batch from the queue of page views in id order (lead-engine/
// batch-facts.ts). Each of its loops takes a share of the campaigns (campaign id modulo the loops),
// a filter the planner estimates at a two-hundredth of the queue: with a backlog in the statistics,
// it read the whole month and sorted it for every batch instead of walking the queue's own index.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prepareMonths } from '../../src/db/month-partitions.ts';
import { inQueueOrder, queuedVisitsQuery } from '../../src/modules/lead-engine/batch-facts.ts';
import { insertDemoCampaign } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

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

type Queryable = Parameters<Parameters<TestApp['ctx']['db']['transaction']>[0]>[0];

/** The plan of a claim of 500 visits of one share of three, made inside `around`. */
async function claimPlan(around: (tx: Queryable, read: () => Promise<string>) => Promise<string>) {
  return test.ctx.db.transaction(async (tx) =>
    around(tx, async () => {
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain ${queuedVisitsQuery(tx, 500, { of: 3, index: 1 })}`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    }),
  );
}

it('walks the queue in id order through its index, not the whole month sorted, whatever the statistics say', async () => {
  const plan = await claimPlan((tx, read) => inQueueOrder(tx, read));
  expect(plan).toMatch(/Index Scan using visits_2032_03_id_idx on visits_2032_03/);
  expect(plan).not.toMatch(/Seq Scan|-> {2}Sort {2}/);
  // The statistics alone would read the month whole (the plan this guards against).
  expect(await claimPlan((_, read) => read())).toMatch(/Seq Scan on visits_2032_03/);
});

it('leaves the rest of the transaction planned as usual', async () => {
  const settings = await test.ctx.db.transaction(async (tx) => {
    await inQueueOrder(tx, async () => queuedVisitsQuery(tx, 1));
    const { rows } = await tx.execute<{ seqscan: string; sort: string }>(
      sql`select current_setting('enable_seqscan') as seqscan, current_setting('enable_sort') as sort`,
    );
    return rows[0];
  });
  expect(settings).toEqual({ seqscan: 'on', sort: 'on' });
});
