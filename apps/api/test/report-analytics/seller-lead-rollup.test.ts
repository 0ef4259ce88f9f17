// The agency ranking reads kept sums (months, days by the hour, deltas not folded yet, and the leads
// of a bound's own hour), not the leads (issue 24 item 5). Its figures must equal the leads
// themselves for every seller, in every zone (whole hours off UTC, a half hour, three quarters, and
// the Chatham Islands' 12:45), for ranges inside a month, across months and across the year, before
// the fold job ran, after it, and with leads that arrive dated before what was folded.
import { type AgenciesReport, previousRangeOf, type ReportRange } from '@lead/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldSellerLeadDeltas } from '../../src/modules/report-analytics/seller-lead-rollup.ts';
import { rangeBounds } from '../../src/modules/reports/report-zone.ts';
import type { LeadSeed } from '../reports/report-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { analyticsKit, sequence, REPORT_ZONES as ZONES } from './analytics-kit.ts';

let test: TestApp;
const kit = analyticsKit(() => test);
let campaignIds: number[] = [];

const RANGES: ReportRange[] = [
  { startDate: '2026-03-01', endDate: '2026-03-05' },
  { startDate: '2026-01-10', endDate: '2026-02-20' },
  { startDate: '2025-12-31', endDate: '2026-01-01' },
  { startDate: '2026-02-28', endDate: '2026-03-01' },
  { startDate: '2026-04-01', endDate: '2026-04-30' },
  // After the demo sellers' last folded month (May): bounds in months they have no lead of.
  { startDate: '2026-06-15', endDate: '2026-07-02' },
];

/** `count` leads spread over [from, until), at any minute, with prices and a few test leads. */
function leadsBetween(random: () => number, from: string, until: string, count: number): LeadSeed[] {
  const start = Date.parse(from);
  const span = Date.parse(until) - start;
  return Array.from({ length: count }, () => ({
    at: new Date(start + Math.floor((random() * span) / 60_000) * 60_000).toISOString(),
    priceCents: Math.floor(random() * 900),
    source: random() < 0.1 ? 'test' : 'pixel',
  }));
}

async function addWave(seed: number, from: string, until: string) {
  const random = sequence(seed);
  for (const campaignId of campaignIds)
    await kit.addLeads(campaignId, leadsBetween(random, from, until, 120));
}

/** What the leads themselves say, per seller: the range's leads and spend, and the range before's leads. */
async function fromTheLeads(range: ReportRange, zone: string) {
  const current = rangeBounds(range, zone);
  const before = rangeBounds(previousRangeOf(range), zone);
  const { rows } = await test.ctx.db.execute<{
    seller: number;
    leads: number;
    spend: string;
    previous: number;
  }>(sql`
    select c.parent_id as seller,
      count(*) filter (where l.created_at >= ${current.from})::int as leads,
      coalesce(sum(l.price_cents) filter (where l.created_at >= ${current.from}), 0)::text as spend,
      count(*) filter (where l.created_at < ${current.from})::int as previous
    from leads l join companies c on c.id = l.company_id
    where l.source <> 'test' and l.created_at >= ${before.from} and l.created_at < ${current.until}
    group by 1`);
  return new Map(rows.map((row) => [row.seller, [row.leads, Number(row.spend), row.previous]]));
}

async function expectRankingEqualsLeads() {
  for (const zone of ZONES)
    for (const range of RANGES) {
      const response = await kit.get(
        'root@demo.test',
        `/configuration/agencies-report/${range.startDate}/${range.endDate}/null/null?PerPage=100`,
        zone,
      );
      expect(response.statusCode, response.body).toBe(200);
      const report = response.json() as AgenciesReport;
      const expected = await fromTheLeads(range, zone);
      const shown = report.data.map((row) => [
        row.company_id,
        [row.leads, row.spend_cents, row.previous_leads],
      ]);
      const wanted = report.data.map((row) => [row.company_id, expected.get(row.company_id) ?? [0, 0, 0]]);
      expect(shown, `${zone} ${range.startDate}–${range.endDate}`).toEqual(wanted);
      // Every seller with leads is in the ranking (none lost to a missing row).
      for (const seller of expected.keys())
        expect(report.data.map((row) => row.company_id)).toContain(seller);
    }
}

const deltaCount = async () => {
  const { rows } = await test.ctx.db.execute<{ count: number }>(
    sql`select count(*)::int as count from seller_lead_deltas`,
  );
  return rows[0]?.count ?? 0;
};

beforeAll(async () => {
  test = await createTestApp();
  ({ campaignIds } = await kit.campaignOfEachSeller('local'));
});
afterAll(() => test.close());

describe('the agency ranking from the kept sums', () => {
  it('equals the leads before any fold (every lead still a delta)', async () => {
    await addWave(1, '2025-11-20T00:00:00Z', '2026-05-02T00:00:00Z');
    expect(await deltaCount()).toBeGreaterThan(0);
    await expectRankingEqualsLeads();
  });

  it('equals the leads once folded, and the fold leaves no delta behind', async () => {
    expect(await foldSellerLeadDeltas(test.ctx.db)).toBeGreaterThan(0);
    expect(await deltaCount()).toBe(0);
    await expectRankingEqualsLeads();
  });

  it('equals the leads when new ones arrive, some dated before the folded months and inside them', async () => {
    // Before every folded month (a seller's first month moves back), inside them, and after them.
    await addWave(2, '2025-10-01T00:00:00Z', '2025-10-20T00:00:00Z');
    await addWave(3, '2026-02-01T00:00:00Z', '2026-03-10T00:00:00Z');
    await addWave(4, '2026-07-01T00:00:00Z', '2026-07-03T00:00:00Z');
    await expectRankingEqualsLeads();
    await foldSellerLeadDeltas(test.ctx.db);
    await expectRankingEqualsLeads();
  });

  it('keeps a month row for every month between a seller’s first and last lead, with none of its own', async () => {
    const { rows } = await test.ctx.db.execute<{ gaps: number }>(sql`
      select count(*)::int as gaps from seller_lead_totals t
      cross join lateral generate_series(t.first_month, t.last_month, interval '1 month') month
      where not exists (select 1 from seller_lead_months m where m.seller_id = t.seller_id and m.month = month::date)`);
    expect(rows[0]?.gaps).toBe(0);
    // The demo's sellers have no lead in June 2026: the rows are there, repeating May's end.
    const { rows: june } = await test.ctx.db.execute<{ same: boolean }>(sql`
      select m.leads_before = p.leads_before + p.leads_through[31] and m.leads_through[31] = 0 as same
      from seller_lead_months m join seller_lead_months p on p.seller_id = m.seller_id and p.month = '2026-05-01'
      where m.month = '2026-06-01'`);
    expect(june.length).toBeGreaterThan(0);
    expect(june.every((row) => row.same)).toBe(true);
  });

  it('two folds at once move each delta once', async () => {
    await addWave(5, '2026-03-03T00:00:00Z', '2026-03-04T00:00:00Z');
    const before = await deltaCount();
    const moved = await Promise.all([foldSellerLeadDeltas(test.ctx.db), foldSellerLeadDeltas(test.ctx.db)]);
    expect(moved[0] + moved[1]).toBe(before);
    await expectRankingEqualsLeads();
  });
});
