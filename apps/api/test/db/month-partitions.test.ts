// Issue 28 item 6: page views and leads are partitioned by the month the page view was received. The
// months ahead are made by a nightly job (and at start), a row of a month not made yet is still kept
// (in the default partition) and moves into its month when that is made, counted once; the page
// views' months older than the retention are dropped whole, their daily counts kept, and leads are
// kept; a lead is stored under its page view's month, so a retried page view finds its lead; and the
// tenant role reaches the rows through the parents' policies only.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dropExpiredMonths,
  MAKE_AHEAD_DAYS,
  MONTH_PARTITIONED_TABLES,
  monthsOf,
  prepareMonths,
} from '../../src/db/month-partitions.ts';
import { campaignDayLeads, campaignDayVisits, leads, visits } from '../../src/db/schema/index.ts';
import { keepTrafficMonths } from '../../src/modules/lead-engine/traffic-months-job.ts';
import { insertLeads } from '../../src/modules/lead-engine/write-leads.ts';
import { receivedInBatch } from '../../src/modules/lead-journey/journey-sql.ts';
import { newLeadsNotDebited } from '../../src/modules/wallet/wallet-lead-debits.ts';
import { insertDemoCampaign } from '../demo-lookup.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { resolvedLead } from './resolved-lead.ts';

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

/** The partition holding the row `id` of `table` (a visit by default), or null when it is gone. */
async function partitionOf(id: number, table: 'visits' | 'leads' = 'visits'): Promise<string | null> {
  const { rows } = await test.ctx.db.execute<{ partition: string }>(
    sql`select tableoid::regclass::text as partition from ${sql.identifier(table)} where id = ${id}`,
  );
  return rows[0]?.partition ?? null;
}

/** The campaign's daily count of page views (or of leads) on `day`, null when it has none. */
async function dayCount(day: string, of: 'visits' | 'leads' = 'visits'): Promise<number | null> {
  const days = of === 'visits' ? campaignDayVisits : campaignDayLeads;
  const [row] = await test.ctx.db
    .select({ count: of === 'visits' ? campaignDayVisits.visits : campaignDayLeads.leads })
    .from(days)
    .where(and(eq(days.campaignId, campaign.id), eq(days.day, day)));
  return row?.count ?? null;
}

describe('the months of page views', () => {
  it('are made up to the current month by the migration', async () => {
    const now = new Date();
    const month = (plus: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + plus, 1)).toISOString().slice(0, 7);
    const months = await monthsOf(test.ctx.db, 'visits');
    expect(months).toEqual(expect.arrayContaining([month(0)]));
    const id = await pageView(now.toISOString());
    expect(await partitionOf(id)).toBe(`visits_${month(0).replace('-', '_')}`);
  });

  it('keep a page view of a month not made yet, and move it into its month once, counted once', async () => {
    const id = await pageView('2031-05-10T12:00:00Z');
    expect(await partitionOf(id)).toBe('visits_default');
    expect(await dayCount('2031-05-10')).toBe(1);
    const made = await prepareMonths(test.ctx.db, 'visits', new Date('2031-05-26T00:00:00Z'));
    expect(made).toEqual(['2031-05-01', '2031-06-01']);
    expect(await partitionOf(id)).toBe('visits_2031_05');
    expect(await dayCount('2031-05-10')).toBe(1);
    // Made once: a second run finds the months there.
    expect(await prepareMonths(test.ctx.db, 'visits', new Date('2031-05-26T00:00:00Z'))).toEqual([]);
  });

  it('leave no dead rows behind in the default partition once they moved out', async () => {
    const vacuums = async () =>
      (
        await test.ctx.db.execute<{ count: number }>(
          sql`select pg_stat_get_vacuum_count('visits_default'::regclass)::int as count`,
        )
      ).rows[0]?.count ?? 0;
    const before = await vacuums();
    await prepareMonths(test.ctx.db, 'visits', new Date('2031-09-02T00:00:00Z'));
    expect(await vacuums()).toBe(before);
    await pageView('2031-11-10T12:00:00Z');
    await prepareMonths(test.ctx.db, 'visits', new Date('2031-11-12T00:00:00Z'));
    expect(await vacuums()).toBe(before + 1);
  });

  it('are made once when several processes prepare them at the same moment', async () => {
    const runs = await Promise.all(
      Array.from({ length: 6 }, () => prepareMonths(test.ctx.db, 'visits', new Date('2033-02-25T00:00:00Z'))),
    );
    expect(runs.flat().sort()).toEqual(['2033-02-01', '2033-03-01']);
  });

  it('are made a week before they start, not earlier: every month is planned by the statements that read all', async () => {
    expect(MAKE_AHEAD_DAYS).toBe(7);
    expect(await prepareMonths(test.ctx.db, 'visits', new Date('2034-04-10T00:00:00Z'))).toEqual([
      '2034-04-01',
    ]);
    expect(await prepareMonths(test.ctx.db, 'visits', new Date('2034-04-23T23:59:59Z'))).toEqual([]);
    expect(await prepareMonths(test.ctx.db, 'visits', new Date('2034-04-24T00:00:01Z'))).toEqual([
      '2034-05-01',
    ]);
  });

  it('are dropped whole past the retention, newer months and the daily counts kept', async () => {
    await prepareMonths(test.ctx.db, 'visits', new Date('2021-01-28T00:00:00Z'));
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
    const { made, dropped } = await keepTrafficMonths(test.ctx, new Date('2040-01-28T00:00:00Z'));
    const ahead = ['2040-01-01', '2040-02-01'];
    expect(made).toEqual({
      visits: ahead,
      leads: ahead,
      lead_charges: ahead,
      wallet_lead_debits: ahead,
      lead_deliveries: ahead,
    });
    // 25 months kept before January 2040: everything of 2037 and before goes.
    expect(dropped).toBeGreaterThanOrEqual(3);
    expect(await partitionOf(old)).toBeNull();
    expect(await monthsOf(test.ctx.db, 'visits')).toEqual(['2040-01', '2040-02']);
  });

  it.each(MONTH_PARTITIONED_TABLES)(
    'let the tenant role reach %s through the parent only, where the policies are',
    async (table) => {
      const { rows } = await test.ctx.db.execute<{ name: string; reads: boolean; writes: boolean }>(sql`
        select c.relname as name, has_table_privilege('lead_tenant', c.oid, 'select') as reads,
          has_table_privilege('lead_tenant', c.oid, 'insert,update,delete') as writes
        from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = ${table}::regclass`);
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.filter((row) => row.reads || row.writes)).toEqual([]);
      const { rows: parent } = await test.ctx.db.execute<{ reads: boolean; secured: boolean }>(sql`
        select has_table_privilege('lead_tenant', ${table}::regclass, 'select') as reads,
          relrowsecurity as secured
        from pg_class where oid = ${table}::regclass`);
      expect(parent[0]).toEqual({ reads: true, secured: true });
    },
  );

  it('are made and dropped by the owner only: the tenant role may not call either function', async () => {
    const { rows } = await test.ctx.db.execute<{ makes: boolean; drops: boolean }>(sql`
      select has_function_privilege('lead_tenant', 'create_month_partition(regclass, date)', 'execute') as makes,
        has_function_privilege('lead_tenant', 'drop_month_partitions(regclass, date)', 'execute') as drops`);
    expect(rows[0]).toEqual({ makes: false, drops: false });
  });

  it('start with the statistics an id needs, so a batch of ids is planned as a few rows', async () => {
    await prepareMonths(test.ctx.db, 'visits', new Date('2035-07-02T00:00:00Z'));
    const { rows } = await test.ctx.db.execute<{ options: string[] | null; distinct: number | null }>(sql`
      select a.attoptions as options,
        (select s.n_distinct from pg_stats s where s.tablename = 'visits_2035_07' and s.attname = 'id'
          and not s.inherited) as distinct
      from pg_attribute a where a.attrelid = 'visits_2035_07'::regclass and a.attname = 'id'`);
    expect(rows[0]).toEqual({ options: ['n_distinct=-1'], distinct: -1 });
    const ids = Array.from({ length: 20 }, (_, index) => index + 1);
    const { rows: plan } = await test.ctx.db.execute<{ 'QUERY PLAN': string }>(
      sql.raw(`explain select * from visits_2035_07 where id = any('{${ids.join(',')}}'::bigint[])`),
    );
    const estimate = Number(/rows=(\d+)/.exec(plan[0]?.['QUERY PLAN'] ?? '')?.[1]);
    expect(estimate).toBeLessThanOrEqual(20);
  });

  it('are attached without locking the page views of other months out', async () => {
    const locks = await test.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select create_month_partition('visits'::regclass, '2036-03-01'::date)`);
      const { rows } = await tx.execute<{ mode: string }>(sql`
        select mode from pg_locks where pid = pg_backend_pid() and relation = 'visits'::regclass`);
      return rows.map((row) => row.mode).sort();
    });
    expect(locks).not.toContain('AccessExclusiveLock');
    expect(locks).not.toContain('ExclusiveLock');
  });

  it("let the resolver's statements read and write a batch's month alone", async () => {
    const at = new Date();
    // The nightly job's test above dropped this month with the years before 2040.
    await prepareMonths(test.ctx.db, 'visits', at);
    const id = await pageView(at.toISOString());
    const [visit] = await test.ctx.db
      .select({ receivedAt: visits.receivedAt })
      .from(visits)
      .where(eq(visits.id, id));
    if (!visit) throw new Error('the page view was not stored');
    const { rows } = await test.ctx.db.execute<{ 'QUERY PLAN': string }>(
      sql`explain select id from visits v where ${receivedInBatch(sql`v`, [{ ...batchVisit, receivedAt: visit.receivedAt }])}`,
    );
    const scanned = rows.flatMap((row) => /on (visits_\w+)/.exec(row['QUERY PLAN'])?.[1] ?? []);
    expect(scanned).toEqual([`visits_${at.toISOString().slice(0, 7).replace('-', '_')}`]);
  });
});

const leadOf = (visitId: number, receivedAt: string) => resolvedLead(campaign, visitId, receivedAt);

describe('the months of leads', () => {
  it('are made up to the current month by the migration, and the next once it starts within a week', async () => {
    const now = new Date();
    const month = (at: Date) => at.toISOString().slice(0, 7);
    const inAWeek = new Date(now.getTime() + MAKE_AHEAD_DAYS * 86_400_000);
    expect(await monthsOf(test.ctx.db, 'leads')).toEqual(
      expect.arrayContaining([month(now), month(inAWeek)]),
    );
  });

  it("keep a lead under its page view's month, so a retry after the month turned makes no second lead", async () => {
    await prepareMonths(test.ctx.db, 'leads', new Date('2037-05-20T00:00:00Z'));
    // Received in the last microseconds of May, made into a lead in June.
    const received = '2037-05-31 23:59:59.999999+00';
    const [lead] = await insertLeads(
      test.ctx.db,
      [leadOf(880001, received)],
      new Date('2037-06-01T00:00:02Z'),
    );
    if (!lead) throw new Error('no lead was made');
    expect(await partitionOf(lead.id, 'leads')).toBe('leads_2037_05');
    // The same page view resolved again (a crash before its visit was marked), a day later.
    const again = await insertLeads(
      test.ctx.db,
      [leadOf(880001, received)],
      new Date('2037-06-02T00:00:00Z'),
    );
    expect(again).toEqual([]);
    const { rows } = await test.ctx.db.execute<{ count: number }>(
      sql`select count(*)::int as count from leads where visit_id = 880001`,
    );
    expect(rows[0]?.count).toBe(1);
  });

  it('keep a lead of a month not made yet, and move it into its month once, counted once', async () => {
    const [lead] = await insertLeads(
      test.ctx.db,
      [leadOf(880002, '2038-09-14 10:00:00.123456+00')],
      new Date('2038-09-14T10:00:01Z'),
    );
    if (!lead) throw new Error('no lead was made');
    expect(await partitionOf(lead.id, 'leads')).toBe('leads_default');
    expect(await dayCount('2038-09-14', 'leads')).toBe(1);
    // Not a month ahead: the nightly job finds the waiting lead's month and makes it too.
    const made = await prepareMonths(test.ctx.db, 'leads', new Date('2038-01-05T00:00:00Z'));
    expect(made).toEqual(['2038-09-01', '2038-01-01']);
    expect(await partitionOf(lead.id, 'leads')).toBe('leads_2038_09');
    expect(await dayCount('2038-09-14', 'leads')).toBe(1);
    const [stored] = await test.ctx.db
      .select({ receivedAt: sql<string>`${leads.receivedAt}::text` })
      .from(leads)
      .where(eq(leads.id, lead.id));
    expect(stored?.receivedAt).toBe('2038-09-14 10:00:00.123456+00');
  });

  it("let the resolver's lookups read a batch's month of leads alone", async () => {
    const at = new Date('2037-05-31T23:59:59.999Z');
    const { rows } = await test.ctx.db.execute<{ 'QUERY PLAN': string }>(
      sql`explain select id from leads l where l.visit_id = any('{1,2}'::bigint[])
        and ${receivedInBatch(sql`l`, [{ receivedAt: at }])}`,
    );
    const scanned = rows.flatMap((row) => /on (leads_\w+)/.exec(row['QUERY PLAN'])?.[1] ?? []);
    expect(scanned).toEqual(['leads_2037_05']);
  });
});

describe('the funding of new leads', () => {
  it("reads a batch's month of leads and of their debits alone, whatever other months exist", async () => {
    // Other months of both tables around it: a join alone would plan and read them all.
    for (const at of ['2039-02-20', '2039-03-20', '2039-04-20'])
      for (const table of ['leads', 'wallet_lead_debits'] as const)
        await prepareMonths(test.ctx.db, table, new Date(`${at}T00:00:00Z`));
    const { rows } = await test.ctx.db.execute<{ 'QUERY PLAN': string }>(
      sql`explain select l.id from leads l where ${newLeadsNotDebited(sql`l`, [
        { id: 1, receivedAtKey: '2039-03-14 10:00:00.123456+00' },
      ])}`,
    );
    const scanned = rows.flatMap(
      (row) => /on ((?:leads|wallet_lead_debits)_\w+)/.exec(row['QUERY PLAN'])?.[1] ?? [],
    );
    expect(scanned.sort()).toEqual(['leads_2039_03', 'wallet_lead_debits_2039_03']);
  });
});

/** The fields of a batch's page view that receivedInBatch does not read. */
const batchVisit = { id: 0, campaignId: 0, companyId: 0, visitorId: null, receivedAtKey: '' };
