// Report Analytics' platform figures come from the quarter-hour rollup the triggers on leads and
// visits keep (issue 24 item 5). For the whole platform they must equal what the leads and visits
// themselves say: per local day and module, the range before, clients and sellers with leads, page
// views and those that are leads now, in every zone (whole hours off UTC, a half hour, three
// quarters, the Chatham Islands' 12:45, a half-hour daylight saving), across a daylight-saving change
// and on days of 23 hours, before the compaction job ran, after it, while new rows arrive, and with
// page views that turn into leads (or stop being one) after they arrived.
import { previousRangeOf, type ReportAnalytics, type ReportRange } from '@lead/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FigureBounds, PlatformFigures } from '../../src/modules/report-analytics/platform-figures.ts';
import { liveFigures } from '../../src/modules/report-analytics/platform-figures-live.ts';
import { rollupAnswers, rollupFigures } from '../../src/modules/report-analytics/platform-figures-rollup.ts';
import { compactPlatformRollup } from '../../src/modules/report-analytics/platform-rollup-job.ts';
import { rangeBounds } from '../../src/modules/reports/report-zone.ts';
import { prove } from '../../src/platform/access/proof.ts';
import { scopeOf } from '../../src/platform/access/subtree.ts';
import { createSecondPlatform } from '../second-platform.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { analyticsKit, sequence, REPORT_ZONES as ZONES } from './analytics-kit.ts';

let test: TestApp;
const kit = analyticsKit(() => test);
let campaignIds: number[] = [];
let root: { id: number; path: string };

const RANGES: ReportRange[] = [
  { startDate: '2026-03-01', endDate: '2026-03-05' },
  // Daylight saving starts (New York 03-08, London 03-29): days of 23 hours, alone and inside a range.
  { startDate: '2026-03-08', endDate: '2026-03-08' },
  { startDate: '2026-03-29', endDate: '2026-03-29' },
  { startDate: '2026-03-06', endDate: '2026-04-02' },
  { startDate: '2026-02-10', endDate: '2026-02-10' },
  { startDate: '2026-01-20', endDate: '2026-04-20' },
];

/** An instant in [from, until), on any second. */
const instantIn = (random: () => number, from: string, until: string) => {
  const start = Date.parse(from);
  return new Date(start + Math.floor((random() * (Date.parse(until) - start)) / 1000) * 1000).toISOString();
};

/** Leads (a tenth of them test leads) and page views of every campaign, some leads now, some not yet. */
async function addWave(seed: number, from: string, until: string) {
  const random = sequence(seed);
  // Every wave also writes into one quarter hour and day the others write into: a compaction then
  // adds to rows it kept before.
  const shared = `2026-03-03T10:0${seed}:00Z`;
  for (const campaignId of campaignIds) {
    await kit.addLeads(campaignId, [
      { at: shared, priceCents: 100 + seed },
      ...Array.from({ length: 60 }, () => ({
        at: instantIn(random, from, until),
        priceCents: Math.floor(random() * 900),
        source: random() < 0.1 ? 'test' : 'pixel',
      })),
    ]);
    await kit.addVisits(campaignId, [{ at: shared, status: 'lead' }]);
    await kit.addVisits(
      campaignId,
      Array.from({ length: 60 }, () => {
        const pick = random();
        return {
          at: instantIn(random, from, until),
          source: pick < 0.1 ? ('test' as const) : pick < 0.2 ? ('search' as const) : ('pixel' as const),
          status: random() < 0.5 ? ('queued' as const) : ('lead' as const),
        };
      }),
    );
  }
}

/** Resolution's kind of update: queued page views become leads or are refused, a lead is taken back. */
async function resolveSome(seed: number) {
  await test.ctx.db.execute(sql`update visits set status = case when random() < 0.6 then 'lead' else 'rejected' end
    where status = 'queued' and (id * ${seed}) % 3 = 0`);
  await test.ctx.db.execute(
    sql`update visits set status = 'rejected' where status = 'lead' and (id * ${seed}) % 7 = 0`,
  );
  // An update that changes no status (the journey retention's kind) changes no figure.
  await test.ctx.db.execute(sql`update visits set page_title = 'Seen' where id % 2 = 0`);
}

const sorted = (figures: PlatformFigures) => ({
  ...figures,
  perDay: [...figures.perDay].sort((a, b) => `${a.date}${a.module}`.localeCompare(`${b.date}${b.module}`)),
});

function boundsOf(range: ReportRange, zone: string): FigureBounds {
  return { since: rangeBounds(previousRangeOf(range), zone).from, ...rangeBounds(range, zone) };
}

async function expectRollupEqualsTheRows() {
  const scope = scopeOf({ companyPath: root.path, rootCompanyPath: root.path, isSystemUser: true });
  for (const zone of ZONES)
    for (const range of RANGES) {
      const bounds = boundsOf(range, zone);
      const reportZone = { name: zone, field: 'X-Timezone' as const };
      expect(rollupAnswers([previousRangeOf(range), range], zone, bounds), `${zone} ${range.startDate}`).toBe(
        true,
      );
      const kept = await rollupFigures(test.ctx.db, prove('company', { id: root.id }), bounds, reportZone);
      const counted = await liveFigures(test.ctx.db, scope, bounds, reportZone);
      expect(sorted(kept), `${zone} ${range.startDate}–${range.endDate}`).toEqual(sorted(counted));
    }
}

const freshRows = async () => {
  const { rows } = await test.ctx.db.execute<{ count: number }>(sql`select (
      (select count(*) from platform_lead_quarters where not compacted) +
      (select count(*) from platform_visit_quarters where not compacted) +
      (select count(*) from client_lead_days where not compacted))::int as count`);
  return rows[0]?.count ?? 0;
};

beforeAll(async () => {
  test = await createTestApp();
  const sellers = await kit.campaignOfEachSeller('locator');
  campaignIds = [...sellers.campaignIds, await kit.campaign(sellers.ids.betaClient, 'b2b')];
  const { rows } = await test.ctx.db.execute<{ id: number; path: string }>(
    sql`select id, path::text as path from companies where id = ${sellers.ids.root}`,
  );
  root = rows[0] as { id: number; path: string };
});
afterAll(() => test.close());

describe('the platform figures from the rollup', () => {
  it('equal the leads and visits before any compaction (every row still fresh)', async () => {
    await addWave(1, '2026-01-01T00:00:00Z', '2026-05-01T00:00:00Z');
    await resolveSome(1);
    expect(await freshRows()).toBeGreaterThan(0);
    await expectRollupEqualsTheRows();
  });

  it('equal them once compacted, and the compaction leaves no fresh row behind', async () => {
    expect(await compactPlatformRollup(test.ctx.db)).toBeGreaterThan(0);
    expect(await freshRows()).toBe(0);
    await expectRollupEqualsTheRows();
  });

  it('equal them when new rows and status changes arrive after a compaction', async () => {
    await addWave(2, '2026-02-25T00:00:00Z', '2026-04-05T00:00:00Z');
    await resolveSome(2);
    await expectRollupEqualsTheRows();
    await compactPlatformRollup(test.ctx.db);
    await expectRollupEqualsTheRows();
  });

  it('five compactions at once move each fresh row once', async () => {
    await addWave(3, '2026-03-01T00:00:00Z', '2026-03-10T00:00:00Z');
    await resolveSome(3);
    await Promise.all(Array.from({ length: 5 }, () => compactPlatformRollup(test.ctx.db)));
    expect(await freshRows()).toBe(0);
    await expectRollupEqualsTheRows();
  });

  it('the report of the whole platform reads the rollup: a row only the rollup has shows', async () => {
    const range = '2026-06-01/2026-06-01';
    const before = (
      await kit.get('root@demo.test', `/configuration/report-analytics/${range}`)
    ).json() as ReportAnalytics;
    await test.ctx.db.execute(sql`insert into platform_lead_quarters (root_id, module, quarter, leads, spend_cents)
      values (${root.id}, 'b2b', '2026-06-01T10:15:00Z', 3, 450)`);
    const after = (
      await kit.get('root@demo.test', `/configuration/report-analytics/${range}`)
    ).json() as ReportAnalytics;
    expect(after.totals.leads - before.totals.leads).toBe(3);
    expect(after.modules.find((row) => row.module === 'b2b')?.spend_cents).toBe(450);
    await test.ctx.db.execute(sql`delete from platform_lead_quarters where quarter = '2026-06-01T10:15:00Z'`);
  });
});

describe('another platform', () => {
  it('reads its own rollup only: the demo platform’s leads and page views are not in its figures', async () => {
    const other = await createSecondPlatform(test);
    const otherCampaign = await kit.campaign(other.clientId, 'local');
    await kit.addLeads(campaignIds[0] as number, [{ at: '2026-03-02T11:00:00Z', priceCents: 300 }]);
    await kit.addLeads(otherCampaign, [{ at: '2026-03-02T10:00:00Z', priceCents: 700 }]);
    await kit.addVisits(otherCampaign, [{ at: '2026-03-02T09:00:00Z', status: 'lead' }]);
    const range = '2026-03-01/2026-03-05';
    const seen = await test.app.inject({
      method: 'GET',
      url: `/api/configuration/report-analytics/${range}`,
      headers: { ...bearer(await other.signIn('owner@other.test')), 'x-timezone': 'UTC' },
    });
    expect(seen.statusCode, seen.body).toBe(200);
    const report = seen.json() as ReportAnalytics;
    expect([report.totals.leads, report.totals.spend_cents, report.totals.visits]).toEqual([1, 700, 1]);
    expect([
      report.totals.visit_leads,
      report.totals.clients_with_leads,
      report.totals.sellers_with_leads,
    ]).toEqual([1, 1, 1]);
    // And the demo platform's figures leave the other platform's lead out.
    const demo = (
      await kit.get('root@demo.test', `/configuration/report-analytics/${range}`)
    ).json() as ReportAnalytics;
    const scope = scopeOf({ companyPath: root.path, rootCompanyPath: root.path, isSystemUser: true });
    const counted = await liveFigures(
      test.ctx.db,
      scope,
      boundsOf({ startDate: '2026-03-01', endDate: '2026-03-05' }, 'UTC'),
      {
        name: 'UTC',
        field: 'X-Timezone',
      },
    );
    expect(demo.totals.visits).toBe(counted.visits);
    expect(demo.totals.clients_with_leads).toBe(counted.clients);
  });
});

describe('when the rollup cannot answer', () => {
  // Local days that start off the quarter hour exist only in historic offsets (Liberia until 1972,
  // -0:44:30); a range inside one UTC day that neither starts nor ends with it cannot be told apart
  // by a client's first and last lead of that day.
  it.each([
    ['UTC', '2026-03-01', '2026-03-05', true],
    ['Asia/Kathmandu', '2026-03-01', '2026-03-05', true],
    ['Pacific/Chatham', '2026-03-01', '2026-03-05', true],
    ['Africa/Monrovia', '1971-03-01', '1971-03-05', false],
    ['Africa/Monrovia', '2026-03-01', '2026-03-05', true],
    // Liberia moved to UTC on 1972-01-07: the range before (01-03 – 01-07) still has -0:44:30 days.
    ['Africa/Monrovia', '1972-01-08', '1972-01-12', false],
    ['Africa/Monrovia', '1972-01-18', '1972-01-22', true],
  ])('%s, %s – %s: %s', (zone, startDate, endDate, answers) => {
    const range = { startDate, endDate };
    expect(rollupAnswers([previousRangeOf(range), range], zone, boundsOf(range, zone))).toBe(answers);
  });

  it('a zone whose days start off the quarter hour gets the leads counted one by one, filed under its days', async () => {
    await kit.addLeads(campaignIds[0] as number, [
      // Monrovia's 1971-03-02 began at 00:44:30 UTC, inside the quarter from 00:30: by quarters both
      // leads would be filed under the 1st.
      { at: '1971-03-02T00:40:00Z', priceCents: 100 },
      { at: '1971-03-02T00:44:45Z', priceCents: 200 },
    ]);
    const response = await kit.get(
      'root@demo.test',
      '/configuration/report-analytics/1971-03-01/1971-03-02',
      'Africa/Monrovia',
    );
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as ReportAnalytics;
    expect(report.days.map((day) => [day.date, day.leads, day.spend_cents])).toEqual([
      ['1971-03-01', 1, 100],
      ['1971-03-02', 1, 200],
    ]);
  });
});

describe('a range’s clients from the months’ day bits', () => {
  const clientsIn = async (range: ReportRange) => {
    const bounds = boundsOf(range, 'UTC');
    const zone = { name: 'UTC', field: 'X-Timezone' as const };
    const kept = await rollupFigures(test.ctx.db, prove('company', { id: root.id }), bounds, zone);
    const scope = scopeOf({ companyPath: root.path, rootCompanyPath: root.path, isSystemUser: true });
    const counted = await liveFigures(test.ctx.db, scope, bounds, zone);
    expect(kept.clients, `${range.startDate}–${range.endDate}`).toBe(counted.clients);
    return kept.clients;
  };

  it('counts a client whose only inner day came in a later compaction of the same month, or is still fresh', async () => {
    const campaignId = campaignIds[1] as number;
    await kit.addLeads(campaignId, [{ at: '2026-05-10T12:00:00Z', priceCents: 100 }]);
    await compactPlatformRollup(test.ctx.db);
    await kit.addLeads(campaignId, [{ at: '2026-05-20T12:00:00Z', priceCents: 100 }]);
    await compactPlatformRollup(test.ctx.db);
    await kit.addLeads(campaignId, [{ at: '2026-06-20T12:00:00Z', priceCents: 100 }]);
    // 05-20 only by its bit in May's row, which the first compaction made with 05-10's alone.
    expect(await clientsIn({ startDate: '2026-05-15', endDate: '2026-05-25' })).toBe(1);
    // 06-20 still fresh: no month row has it yet.
    expect(await clientsIn({ startDate: '2026-06-15', endDate: '2026-06-25' })).toBe(1);
    // The range's first and last days by their leads' times; the days between have none.
    expect(await clientsIn({ startDate: '2026-05-10', endDate: '2026-05-10' })).toBe(1);
    expect(await clientsIn({ startDate: '2026-05-11', endDate: '2026-05-19' })).toBe(0);
    expect(await clientsIn({ startDate: '2026-05-09', endDate: '2026-05-21' })).toBe(1);
  });
});
