// A resolution run that starts behind decides more batches at once (RESOLVE_PARALLEL_BACKLOG), each
// over its own share of the campaigns; at a trickle it keeps RESOLVE_PARALLEL. Either way every
// queued visit is decided once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BATCH_SIZE, drainsFor, resolveQueuedVisits } from '../../src/modules/lead-engine/resolve-visits.ts';
import { insertDemoCampaign } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
const campaigns: { id: number; companyId: number }[] = [];
let queued = 0;

beforeAll(async () => {
  test = await createTestApp({
    RESOLVE_PARALLEL: '2',
    RESOLVE_PARALLEL_BACKLOG: '4',
    IDENTITY_GRAPH_SIZE: '5000',
  });
  for (const key of ['94000001', '94000002', '94000003', '94000004', '94000005'])
    campaigns.push(await insertDemoCampaign(test.ctx.db, key));
});
afterAll(() => test.close());

/** Queues `count` page views of new visitors, spread over the five campaigns. */
async function queue(count: number) {
  const ids = campaigns.map((campaign) => campaign.id);
  await test.ctx.db.execute(sql`insert into visits (campaign_id, company_id, source, visitor_id, page_url, ip, source_key, user_agent)
    select (${sql.param(ids)}::int[])[1 + n % 5], ${campaigns[0]?.companyId}, 'pixel', 'backlog-' || (${queued} + n),
      'https://bench-client.example.com/', a.ip, a.ip, 'Mozilla/5.0 Chrome/131.0'
    from generate_series(1, ${count}) n
    cross join lateral (select '10.9.' || ((${queued} + n) / 256 % 256) || '.' || ((${queued} + n) % 256) as ip) a`);
  queued += count;
}

it('keeps RESOLVE_PARALLEL while the queue fits its batches, and takes RESOLVE_PARALLEL_BACKLOG past them', async () => {
  expect(await drainsFor(test.ctx)).toBe(2);
  await queue(BATCH_SIZE * 2);
  expect(await drainsFor(test.ctx)).toBe(2);
  await queue(1);
  expect(await drainsFor(test.ctx)).toBe(4);
});

it('decides every queued visit of a backlog once', async () => {
  expect(await resolveQueuedVisits(test.ctx)).toBe(queued);
  const { rows } = await test.ctx.db.execute<{
    queued: number;
    decided: number;
    leads: number;
    doubled: number;
  }>(sql`
    select count(*) filter (where status = 'queued')::int as queued,
      count(*) filter (where status <> 'queued')::int as decided,
      (select count(*)::int from leads where campaign_id = any(${sql.param(campaigns.map((c) => c.id))}::int[])) as leads,
      (select count(*)::int from (select visit_id from leads group by 1 having count(*) > 1) d) as doubled
    from visits where campaign_id = any(${sql.param(campaigns.map((c) => c.id))}::int[])`);
  expect(rows[0]).toMatchObject({ queued: 0, decided: queued, doubled: 0 });
  expect(rows[0]?.leads).toBeGreaterThan(0);
  expect(await drainsFor(test.ctx)).toBe(2);
});
