// How Report Analytics judges campaigns at scale (issue 24 item 5). The daily counts
// (campaign_day_visits, campaign_day_leads) are kept by the database on every insert of visits and
// leads, tests left out, per UTC day, exact under concurrent writers, gone with their campaign. The scheduled
// judgment is what the list reads while it is fresh, and the list judges itself when it is not.
// The SQL form of the under-performance rule agrees with the shared rule on every case of its table.

import { changePercent, type UnderPerforming } from '@lead/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDER_PERFORMANCE_CASES } from '../../../../packages/shared/src/rules/under-performance.cases.ts';
import { CHANGE_PERCENT_SQL } from '../../src/modules/report-analytics/agencies-report.ts';
import { FINDING_SQL, judgeCampaigns } from '../../src/modules/report-analytics/campaign-judgments.ts';
import { createSecondPlatform } from '../second-platform.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { analyticsKit, daysAgo } from './analytics-kit.ts';

let test: TestApp;
const kit = analyticsKit(() => test);
let clientId: number;
let betaClientId: number;

beforeAll(async () => {
  test = await createTestApp();
  const ids = await kit.tenants();
  clientId = ids.acmeClient;
  betaClientId = ids.betaClient;
});
afterAll(() => test.close());

async function countsOf(campaignId: number) {
  const { rows } = await test.ctx.db.execute<{ day: string; visits: number; leads: number }>(
    sql`select to_char(day, 'YYYY-MM-DD') as day, sum(visits)::int as visits, sum(leads)::int as leads
        from (select day, visits, 0 as leads from campaign_day_visits where campaign_id = ${campaignId}
              union all
              select day, 0, leads from campaign_day_leads where campaign_id = ${campaignId}) counted
        group by day order by day`,
  );
  return rows;
}

describe('daily counts per campaign', () => {
  it('counts visits and leads per UTC day, leaving tests out', async () => {
    const campaign = await kit.campaign(clientId, 'local');
    await kit.addVisits(campaign, [
      { at: '2026-11-20T00:00:00Z' },
      { at: '2026-11-20T23:59:59Z' },
      { at: '2026-11-20T12:00:00Z', source: 'test' },
      { at: '2026-11-21T00:00:00Z' },
    ]);
    await kit.addLeads(campaign, [
      { at: '2026-11-20T10:00:00Z' },
      { at: '2026-11-21T10:00:00Z', source: 'test' },
    ]);
    // A second batch adds to the day's row.
    await kit.addVisits(campaign, [{ at: '2026-11-20T08:00:00Z' }]);
    expect(await countsOf(campaign)).toEqual([
      { day: '2026-11-20', visits: 3, leads: 1 },
      { day: '2026-11-21', visits: 1, leads: 0 },
    ]);
  });

  it('loses no count when 20 batches of the same day arrive at once', async () => {
    const campaign = await kit.campaign(clientId, 'local');
    const batch = Array.from({ length: 5 }, () => ({ at: '2026-11-22T09:00:00Z' }));
    await Promise.all(Array.from({ length: 20 }, () => kit.addVisits(campaign, batch)));
    expect(await countsOf(campaign)).toEqual([{ day: '2026-11-22', visits: 100, leads: 0 }]);
  });

  it('goes with its campaign', async () => {
    const campaign = await kit.campaign(clientId, 'local');
    await kit.addVisits(campaign, [{ at: '2026-11-23T09:00:00Z' }]);
    expect(await countsOf(campaign)).toHaveLength(1);
    await test.ctx.db.execute(sql`delete from campaigns where id = ${campaign}`);
    expect(await countsOf(campaign)).toEqual([]);
  });
});

describe('the under-performance rule in SQL agrees with the shared rule', () => {
  it.each(UNDER_PERFORMANCE_CASES)('%s', async (_case, window, finding) => {
    const { rows } = await test.ctx.db.execute<{ finding: string | null }>(sql`
      select ${FINDING_SQL} as finding from (values (
        ${window.daysRunning}::int, ${window.visits}::int, ${window.leads}::int, ${window.previousLeads}::int
      )) as w(days_running, visits, leads, previous_leads)`);
    expect(rows[0]?.finding ?? null).toBe(finding);
  });
});

describe('the scheduled judgment', () => {
  /** A campaign running for 20 days, long enough to be judged. */
  const runningCampaign = (companyId: number, campaignName: string) =>
    kit.campaign(companyId, 'local', { campaignName, status: 'active', activatedAt: daysAgo(20) });
  const flagged = async (email = 'root@demo.test') => {
    const response = await kit.get(email, '/configuration/get-under-perform-campaigns?PerPage=100');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as UnderPerforming;
  };
  const namesOf = (body: UnderPerforming) => body.data.map((row) => row.campaign_name);
  const findingOf = (body: UnderPerforming, name: string) =>
    body.data.find((row) => row.campaign_name === name)?.finding;
  const judgedAt = async () => {
    const { rows } = await test.ctx.db.execute<{ judged_at: Date }>(
      sql`select judged_at from campaign_judgment_runs where id = 1`,
    );
    return rows[0] && new Date(rows[0].judged_at).toISOString();
  };

  it('is what the list reads while fresh, and says when it was made', async () => {
    const quiet = await runningCampaign(clientId, 'Quiet until judged');
    await judgeCampaigns(test.ctx.db);
    const judged = await flagged();
    expect(findingOf(judged, 'Quiet until judged')).toBe('no-visits');
    expect(judged.judged_at).toBe(await judgedAt());
    // A visit after the judgment changes nothing until the next one: then it has visits but no lead.
    await kit.addVisits(quiet, [{ at: new Date() }]);
    expect(findingOf(await flagged(), 'Quiet until judged')).toBe('no-visits');
    await judgeCampaigns(test.ctx.db);
    expect(findingOf(await flagged(), 'Quiet until judged')).toBe('no-leads');
  });

  it('drops a campaign paused since, and keeps to the viewer’s agency', async () => {
    const paused = await runningCampaign(clientId, 'Paused since judged');
    await runningCampaign(betaClientId, 'Beta quiet');
    await judgeCampaigns(test.ctx.db);
    expect(namesOf(await flagged())).toEqual(expect.arrayContaining(['Paused since judged', 'Beta quiet']));
    await test.ctx.db.execute(sql`update campaigns set status = 'paused' where id = ${paused}`);
    expect(namesOf(await flagged())).not.toContain('Paused since judged');
    const token = await kit.viewAs('agency2@demo.test');
    const response = await kit.getWithToken(token, '/configuration/get-under-perform-campaigns?PerPage=100');
    expect(response.statusCode, response.body).toBe(200);
    expect(namesOf(response.json())).toEqual(['Beta quiet']);
  });

  it('lists the kept judgment in the order and with the rows a judgment made now gives', async () => {
    for (const [client, name] of [
      [betaClientId, 'Order: beta b'],
      [clientId, 'Order: acme b'],
      [clientId, 'order: acme a'],
      [betaClientId, 'Order: beta a'],
    ] as const)
      await runningCampaign(client, name);
    await judgeCampaigns(test.ctx.db);
    const kept = await flagged();
    await test.ctx.db.execute(
      sql`update campaign_judgment_runs set judged_at = now() - interval '16 minutes' where id = 1`,
    );
    const live = await flagged();
    expect(kept.data.length).toBeGreaterThan(4);
    expect(kept.data).toEqual(live.data);
    expect(kept.counts).toEqual(live.counts);
    // Seller by name (Acme Marketing, then Beta Growth), then client, then campaign, letter case aside.
    const ordered = namesOf(kept).filter((name) => name.toLowerCase().startsWith('order: '));
    expect(ordered).toEqual(['order: acme a', 'Order: acme b', 'Order: beta a', 'Order: beta b']);
  });

  it('shows the campaign, client and seller by their names of now, renamed since the judgment', async () => {
    const renamed = await runningCampaign(betaClientId, 'Named at judgment');
    await judgeCampaigns(test.ctx.db);
    const rowNamed = async (name: string) => (await flagged()).data.find((row) => row.campaign_name === name);
    const before = await rowNamed('Named at judgment');
    expect(before).toBeDefined();
    const [clientName, sellerName] = [before?.client_company_name, before?.seller_company_name];
    try {
      await test.ctx.db.execute(
        sql`update campaigns set campaign_name = 'Renamed since' where id = ${renamed}`,
      );
      await test.ctx.db.execute(
        sql`update companies set company_name = company_name || ' (renamed)' where id in (${before?.client_company_id}, ${before?.seller_company_id})`,
      );
      expect(await rowNamed('Renamed since')).toMatchObject({
        client_company_name: `${clientName} (renamed)`,
        seller_company_name: `${sellerName} (renamed)`,
      });
    } finally {
      await test.ctx.db.execute(
        sql`update companies set company_name = replace(company_name, ' (renamed)', '') where id in (${before?.client_company_id}, ${before?.seller_company_id})`,
      );
    }
  });

  it('drops a client removed since the judgment', async () => {
    const gone = await kit.directClient('Removed after judgment');
    await runningCampaign(gone.id, 'Of a removed client');
    await judgeCampaigns(test.ctx.db);
    expect(namesOf(await flagged())).toContain('Of a removed client');
    await test.ctx.db.execute(sql`update companies set removed_at = now() where id = ${gone.id}`);
    const after = await flagged();
    expect(namesOf(after)).not.toContain('Of a removed client');
    expect(after.total).toBe(after.data.length);
  });

  it('shows another platform’s staff their own platform’s flagged campaigns only', async () => {
    const other = await createSecondPlatform(test);
    await runningCampaign(other.clientId, 'Quiet on the other platform');
    await runningCampaign(clientId, 'Quiet on the demo platform');
    await judgeCampaigns(test.ctx.db);
    const response = await kit.getWithToken(
      await other.signIn('owner@other.test'),
      '/configuration/get-under-perform-campaigns?PerPage=100',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(namesOf(response.json())).toEqual(['Quiet on the other platform']);
    const demo = namesOf(await flagged());
    expect(demo).toContain('Quiet on the demo platform');
    expect(demo).not.toContain('Quiet on the other platform');
  });

  it('is not trusted once older than 15 minutes: the list judges itself', async () => {
    const late = await runningCampaign(clientId, 'Judged long ago');
    await judgeCampaigns(test.ctx.db);
    await kit.addVisits(late, [{ at: new Date() }]);
    await test.ctx.db.execute(
      sql`update campaign_judgment_runs set judged_at = now() - interval '16 minutes' where id = 1`,
    );
    const body = await flagged();
    expect(findingOf(body, 'Judged long ago')).toBe('no-leads');
    expect(Date.now() - Date.parse(body.judged_at)).toBeLessThan(60_000);
  });
});

describe('the ranking’s change in SQL agrees with changePercent', () => {
  it.each([
    [10, 0],
    [0, 10],
    [15, 10],
    [39, 40], // -2.5: Math.round takes it up to -2
    [1, 8], // -87.5
    [41, 40], // 2.5
    [7, 3],
  ])('%i leads against %i before', async (leads, previous) => {
    const { rows } = await test.ctx.db.execute<{ change_percent: number | null }>(sql`
      select ${CHANGE_PERCENT_SQL} as change_percent
      from (values (${leads}::int, ${previous}::int)) as r(leads, previous_leads)`);
    expect(rows[0]?.change_percent ?? null).toBe(changePercent(leads, previous));
  });
});
