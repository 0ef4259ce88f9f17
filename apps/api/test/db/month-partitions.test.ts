// Issue 28 item 6: page views are partitioned by the month they were received. The months ahead are
// made by a nightly job (and at start), a page view of a month not made yet is still kept (in the
// default partition) and moves into its month when that is made, counted once; the months older than
// the retention are dropped whole, their daily counts kept; and the tenant role reaches the rows
// through the parent's policies only.
import { and, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropExpiredMonths, MONTHS_AHEAD, monthsOf, prepareMonths } from '../../src/db/month-partitions.ts';
import { campaignDayVisits, visits } from '../../src/db/schema/index.ts';
import { keepVisitMonths } from '../../src/modules/lead-engine/visit-months-job.ts';
import { insertDemoCampaign } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
let campaign = { id: 0, companyId: 0 };

beforeAll(async () => {
  test = await createTestApp();
  campaign = await insertDemoCampaign(test.ctx.db, '92000001');
});
afterAll(async () => {
  await test.close();
});

/** One page view received at `at`, straight into the table as ingestion writes it; answers its id. */
async function pageView(at: string): Promise<number> {
  const [row] = await test.ctx.db
    .insert(visits)
    .values({
      campaignId: campaign.id,
      companyId: campaign.companyId,
      receivedAt: new Date(at),
      occurredAt: new Date(at),
    })
    .returning({ id: visits.id });
  return row?.id ?? 0;
}

/** The partition holding the visit `id`, or null when it is gone. */
async function partitionOf(id: number): Promise<string | null> {
  const { rows } = await test.ctx.db.execute<{ partition: string }>(
    sql`select tableoid::regclass::text as partition from visits where id = ${id}`,
  );
  return rows[0]?.partition ?? null;
}

async function dayCount(day: string): Promise<number | null> {
  const [row] = await test.ctx.db
    .select({ visits: campaignDayVisits.visits })
    .from(campaignDayVisits)
    .where(and(eq(campaignDayVisits.campaignId, campaign.id), eq(campaignDayVisits.day, day)));
  return row?.visits ?? null;
}

describe('the months of page views', () => {
  it('are made from the current month to two ahead by the migration', async () => {
    const now = new Date();
    const month = (plus: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + plus, 1)).toISOString().slice(0, 7);
    const months = await monthsOf(test.ctx.db, 'visits');
    expect(MONTHS_AHEAD).toBe(2);
    expect(months).toEqual(expect.arrayContaining([month(0), month(1), month(2)]));
    const id = await pageView(now.toISOString());
    expect(await partitionOf(id)).toBe(`visits_${month(0).replace('-', '_')}`);
  });

  it('keep a page view of a month not made yet, and move it into its month once, counted once', async () => {
    const id = await pageView('2031-05-10T12:00:00Z');
    expect(await partitionOf(id)).toBe('visits_default');
    expect(await dayCount('2031-05-10')).toBe(1);
    const { made } = await prepareMonths(test.ctx.db, 'visits', new Date('2031-05-20T00:00:00Z'));
    expect(made).toEqual(['2031-05-01', '2031-06-01', '2031-07-01']);
    expect(await partitionOf(id)).toBe('visits_2031_05');
    expect(await dayCount('2031-05-10')).toBe(1);
    // Made once: a second run finds the months there.
    expect(await prepareMonths(test.ctx.db, 'visits', new Date('2031-05-20T00:00:00Z'))).toEqual({
      made: [],
      busy: [],
    });
  });

  it('are made once when several processes prepare them at the same moment', async () => {
    const runs = await Promise.all(
      Array.from({ length: 6 }, () => prepareMonths(test.ctx.db, 'visits', new Date('2033-02-03T00:00:00Z'))),
    );
    expect(runs.flatMap((run) => run.made).sort()).toEqual(['2033-02-01', '2033-03-01', '2033-04-01']);
  });

  it('are left for the next run behind a long read, and page views are written meanwhile', async () => {
    const pool = test.ctx.db.$client as pg.Pool;
    const reader = await pool.connect();
    try {
      await reader.query('begin');
      await reader.query('select count(*) from visits');
      const started = Date.now();
      const [prepared, written] = await Promise.all([
        prepareMonths(test.ctx.db, 'visits', new Date('2035-01-15T00:00:00Z')),
        new Promise((resolve) => setTimeout(resolve, 200)).then(() => pageView(new Date().toISOString())),
      ]);
      expect(prepared).toEqual({ made: [], busy: ['2035-01-01', '2035-02-01', '2035-03-01'] });
      expect(Date.now() - started).toBeLessThan(8_000);
      expect(await partitionOf(written)).not.toBeNull();
    } finally {
      await reader.query('rollback');
      reader.release();
    }
    const { made } = await prepareMonths(test.ctx.db, 'visits', new Date('2035-01-15T00:00:00Z'));
    expect(made).toEqual(['2035-01-01', '2035-02-01', '2035-03-01']);
  });

  it('are dropped whole past the retention, newer months and the daily counts kept', async () => {
    await prepareMonths(test.ctx.db, 'visits', new Date('2021-01-10T00:00:00Z'));
    const january = await pageView('2021-01-15T08:00:00Z');
    const february = await pageView('2021-02-01T00:00:00Z');
    const december = await pageView('2020-12-31T23:59:59Z');
    expect(await partitionOf(december)).toBe('visits_default');
    // Kept 25 whole months before March 2023: February 2021 on.
    const dropped = await dropExpiredMonths(test.ctx.db, 'visits', 25, new Date('2023-03-05T00:00:00Z'));
    expect(dropped).toBe(1);
    expect(await partitionOf(january)).toBeNull();
    expect(await partitionOf(december)).toBeNull();
    expect(await partitionOf(february)).toBe('visits_2021_02');
    expect(await monthsOf(test.ctx.db, 'visits')).not.toContain('2021-01');
    expect(await dayCount('2021-01-15')).toBe(1);
    expect(await dayCount('2020-12-31')).toBe(1);
  });

  it('are kept by the nightly job with the platform retention', async () => {
    const old = await pageView('2020-06-10T00:00:00Z');
    const { made, dropped } = await keepVisitMonths(test.ctx, new Date('2040-01-01T00:00:00Z'));
    expect(made).toEqual(['2040-01-01', '2040-02-01', '2040-03-01']);
    // 25 months kept before January 2040: everything of 2037 and before goes.
    expect(dropped).toBeGreaterThanOrEqual(3);
    expect(await partitionOf(old)).toBeNull();
    expect(await monthsOf(test.ctx.db, 'visits')).toEqual(['2040-01', '2040-02', '2040-03']);
  });

  it('let the tenant role reach page views through the parent only, where the policies are', async () => {
    const { rows } = await test.ctx.db.execute<{ name: string; reads: boolean; writes: boolean }>(sql`
      select c.relname as name, has_table_privilege('lead_tenant', c.oid, 'select') as reads,
        has_table_privilege('lead_tenant', c.oid, 'insert,update,delete') as writes
      from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'visits'::regclass`);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((row) => row.reads || row.writes)).toEqual([]);
    const { rows: parent } = await test.ctx.db.execute<{ reads: boolean; secured: boolean }>(sql`
      select has_table_privilege('lead_tenant', 'visits', 'select') as reads, relrowsecurity as secured
      from pg_class where oid = 'visits'::regclass`);
    expect(parent[0]).toEqual({ reads: true, secured: true });
  });
});
