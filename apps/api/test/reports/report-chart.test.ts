// GET /leadspeek/report/chart/{moduleType}/{companyID}/{clientID}/{startDate}/{endDate} (part 2 §7
// "Reports"; issue 5 point 5): leads and spend per local day with zero days, totals, active
// campaigns, the module and client selection, time-zone day boundaries, and who sees what.
import { NO_SORT, type ReportChart } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type ReportIds, reportKit, selection } from './report-kit.ts';
import { leadReportPath } from './report-paths.ts';

let test: TestApp;
const kit = reportKit(() => test);
let ids: ReportIds;

beforeAll(async () => {
  test = await createTestApp();
  ids = await kit.tenants();
  const acmeSite = (await kit.demoCampaign('10000001')).id;
  const betaSite = (await kit.demoCampaign('10000002')).id;
  const acmeSearch = await kit.campaign(ids.acmeClient, 'locator', { status: 'paused' });
  const zetaSite = await kit.campaign(ids.zeta, 'local');
  await kit.campaign(ids.zeta, 'enhance', { status: 'draft' });
  await kit.addLeads(acmeSite, [
    { at: '2026-03-02T15:00:00Z', priceCents: 100 },
    { at: '2026-03-02T18:00:00Z', priceCents: 150 },
    { at: '2026-03-04T12:00:00Z', priceCents: 200 },
    // 23:30 on March 9 in Chicago (CDT, UTC-5), March 10 in UTC and Tokyo.
    { at: '2026-03-10T04:30:00Z', priceCents: 700 },
    // Either side of midnight starting April 1 in Chicago.
    { at: '2026-04-01T04:59:59.999Z', priceCents: 10 },
    { at: '2026-04-01T05:00:00Z', priceCents: 20 },
  ]);
  await kit.addLeads(acmeSearch, [{ at: '2026-03-03T12:00:00Z', priceCents: 300 }]);
  await kit.addLeads(zetaSite, [{ at: '2026-03-04T13:00:00Z', priceCents: 500 }]);
  await kit.addLeads(betaSite, [{ at: '2026-03-02T12:00:00Z', priceCents: 999 }]);
});
afterAll(() => test.close());

async function chart(email: string, segments: string, range: string, zone: string | null = 'UTC') {
  const response = await kit.get(email, `/leadspeek/report/chart/${segments}/${range}`, zone);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReportChart;
}

const perDay = (body: ReportChart) => body.days.map((day) => [day.date, day.leads, day.spend_cents]);

describe('leads and spend per day', () => {
  it('lists every day of the range, days without leads as zeros, with the totals', async () => {
    const body = await chart('agency@demo.test', selection('local', ids.acme), '2026-03-01/2026-03-05');
    expect(perDay(body)).toEqual([
      ['2026-03-01', 0, 0],
      ['2026-03-02', 2, 250],
      ['2026-03-03', 0, 0],
      ['2026-03-04', 2, 700],
      ['2026-03-05', 0, 0],
    ]);
    expect(body.totals).toEqual({ leads: 4, spend_cents: 950 });
    expect(body).toMatchObject({
      moduleType: 'local',
      timezone: 'UTC',
      startDate: '2026-03-01',
      endDate: '2026-03-05',
    });
  });

  it('counts the active campaigns of the selection only (not paused, draft or other modules)', async () => {
    expect(
      (await chart('agency@demo.test', selection('local', ids.acme), '2026-03-01/2026-03-01'))
        .active_campaigns,
    ).toBe(2);
    expect(
      (await chart('agency@demo.test', selection('locator', ids.acme), '2026-03-01/2026-03-01'))
        .active_campaigns,
    ).toBe(0);
    expect(
      (await chart('agency@demo.test', selection('all', ids.acme), '2026-03-01/2026-03-01')).active_campaigns,
    ).toBe(2);
    expect(
      (await chart('agency@demo.test', selection('local', ids.acme, ids.zeta), '2026-03-01/2026-03-01'))
        .active_campaigns,
    ).toBe(1);
  });

  it("'all' adds every module's leads; one module keeps to its own", async () => {
    const all = await chart('agency@demo.test', selection('all', ids.acme), '2026-03-01/2026-03-05');
    expect(all.days[2]).toEqual({ date: '2026-03-03', leads: 1, spend_cents: 300 });
    expect(all.totals).toEqual({ leads: 5, spend_cents: 1250 });
    const locator = await chart('agency@demo.test', selection('locator', ids.acme), '2026-03-01/2026-03-05');
    expect(locator.totals).toEqual({ leads: 1, spend_cents: 300 });
    const enhance = await chart('agency@demo.test', selection('enhance', ids.acme), '2026-03-01/2026-03-05');
    expect(enhance.totals).toEqual({ leads: 0, spend_cents: 0 });
    expect(enhance.days).toHaveLength(5);
  });

  it('an agency picks one of its clients', async () => {
    const zeta = await chart(
      'agency@demo.test',
      selection('local', ids.acme, ids.zeta),
      '2026-03-01/2026-03-05',
    );
    expect(perDay(zeta).filter(([, leads]) => leads !== 0)).toEqual([['2026-03-04', 1, 500]]);
    const own = await chart(
      'agency@demo.test',
      selection('local', ids.acme, ids.acmeClient),
      '2026-03-01/2026-03-05',
    );
    expect(own.totals).toEqual({ leads: 3, spend_cents: 450 });
  });

  it('a one-day range has one day', async () => {
    const body = await chart('agency@demo.test', selection('local', ids.acme), '2026-03-02/2026-03-02');
    expect(perDay(body)).toEqual([['2026-03-02', 2, 250]]);
  });

  it('leaves test leads out: the client never got or paid for them', async () => {
    const acmeSite = (await kit.demoCampaign('10000001')).id;
    await kit.addLeads(acmeSite, [
      { at: '2026-05-20T12:00:00Z', priceCents: 0, source: 'test' },
      { at: '2026-05-20T13:00:00Z', priceCents: 400 },
    ]);
    const body = await chart('agency@demo.test', selection('local', ids.acme), '2026-05-20/2026-05-20');
    expect(perDay(body)).toEqual([['2026-05-20', 1, 400]]);
    // Issue 14: the dashboard's lead count and its lead list agree: the list shows the test lead,
    // marked, and the chart says how many test leads there were.
    expect(body.test_leads).toBe(1);
    const list = await kit.get(
      'agency@demo.test',
      leadReportPath({
        moduleType: 'local',
        companyId: ids.acme,
        clientId: 'all',
        startDate: '2026-05-20',
        endDate: '2026-05-20',
        sort: NO_SORT,
        search: '',
        page: 1,
        perPage: 10,
      }),
      'UTC',
    );
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as { total: number }).total).toBe(body.totals.leads + body.test_leads);
  });
});

describe('local days in the viewer time zone', () => {
  it('files a lead under the local day of X-Timezone', async () => {
    const range = '2026-03-09/2026-03-10';
    const chicago = await chart('agency@demo.test', selection('local', ids.acme), range, 'America/Chicago');
    expect(perDay(chicago)).toEqual([
      ['2026-03-09', 1, 700],
      ['2026-03-10', 0, 0],
    ]);
    const tokyo = await chart('agency@demo.test', selection('local', ids.acme), range, 'Asia/Tokyo');
    expect(perDay(tokyo)).toEqual([
      ['2026-03-09', 0, 0],
      ['2026-03-10', 1, 700],
    ]);
    expect(tokyo.timezone).toBe('Asia/Tokyo');
  });

  it('starts and ends the range at local midnights', async () => {
    const chicagoDay = await chart(
      'agency@demo.test',
      selection('local', ids.acme),
      '2026-04-01/2026-04-01',
      'America/Chicago',
    );
    expect(chicagoDay.totals).toEqual({ leads: 1, spend_cents: 20 });
    const chicagoTwo = await chart(
      'agency@demo.test',
      selection('local', ids.acme),
      '2026-03-31/2026-04-01',
      'America/Chicago',
    );
    expect(perDay(chicagoTwo)).toEqual([
      ['2026-03-31', 1, 10],
      ['2026-04-01', 1, 20],
    ]);
    const utcDay = await chart(
      'agency@demo.test',
      selection('local', ids.acme),
      '2026-04-01/2026-04-01',
      'UTC',
    );
    expect(utcDay.totals).toEqual({ leads: 2, spend_cents: 30 });
  });

  it('a timezone query wins over the header; no zone at all reads America/Chicago', async () => {
    const url = `/leadspeek/report/chart/${selection('local', ids.acme)}/2026-03-09/2026-03-09`;
    const query = await kit.get('agency@demo.test', `${url}?timezone=America/Chicago`, 'UTC');
    expect(query.json()).toMatchObject({ timezone: 'America/Chicago', totals: { leads: 1 } });
    const none = await kit.get('agency@demo.test', url, null);
    expect(none.json()).toMatchObject({ timezone: 'America/Chicago', totals: { leads: 1 } });
  });

  it('keeps a day per date across the change to daylight time', async () => {
    const body = await chart(
      'agency@demo.test',
      selection('local', ids.acme),
      '2026-03-07/2026-03-09',
      'America/Chicago',
    );
    expect(body.days.map((day) => day.date)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
  });
});

describe('who sees which leads', () => {
  const range = '2026-03-01/2026-03-05';

  it('a client sees only its own campaigns', async () => {
    const body = await chart('client@demo.test', selection('local', ids.acmeClient), range);
    expect(body.totals).toEqual({ leads: 3, spend_cents: 450 });
    expect(body.active_campaigns).toBe(1);
    const self = await chart('client@demo.test', selection('all', ids.acmeClient, ids.acmeClient), range);
    expect(self.totals).toEqual({ leads: 4, spend_cents: 750 });
  });

  it('a client cannot ask for its agency, a sibling client or another tenant: 404', async () => {
    for (const segments of [
      selection('local', ids.acme),
      selection('local', ids.acmeClient, ids.zeta),
      selection('local', ids.acmeClient, ids.betaClient),
      selection('local', ids.betaClient),
    ]) {
      const response = await kit.get('client@demo.test', `/leadspeek/report/chart/${segments}/${range}`);
      expect(response.statusCode, segments).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it("an agency sees its clients only; another agency's client or company is 404", async () => {
    expect((await chart('agency2@demo.test', selection('local', ids.beta), range)).totals).toEqual({
      leads: 1,
      spend_cents: 999,
    });
    for (const segments of [
      selection('local', ids.acme, ids.betaClient),
      selection('local', ids.beta),
      selection('local', ids.root),
    ]) {
      const response = await kit.get('agency@demo.test', `/leadspeek/report/chart/${segments}/${range}`);
      expect(response.statusCode, segments).toBe(404);
      expect(response.body).not.toContain('999');
    }
  });

  it('the root and its staff see every agency', async () => {
    for (const email of ['root@demo.test', 'admin@demo.test']) {
      const body = await chart(email, selection('local', ids.root), range);
      expect(body.totals).toEqual({ leads: 5, spend_cents: 1949 });
      expect(body.active_campaigns).toBe(3);
      const beta = await chart(email, selection('local', ids.root, ids.betaClient), range);
      expect(beta.totals).toEqual({ leads: 1, spend_cents: 999 });
    }
  });

  it('a sales person sees the clients of its assigned agencies only', async () => {
    const body = await chart('sales@demo.test', selection('local', ids.root), range);
    expect(body.totals).toEqual({ leads: 4, spend_cents: 950 });
    const beta = await kit.get(
      'sales@demo.test',
      `/leadspeek/report/chart/${selection('local', ids.root, ids.betaClient)}/${range}`,
    );
    expect(beta.statusCode).toBe(404);
  });

  it('reading a report writes nothing', async () => {
    const before = await kit.fingerprint();
    await chart('agency@demo.test', selection('all', ids.acme), range);
    await kit.get('agency@demo.test', `/leadspeek/report/chart/${selection('local', ids.beta)}/${range}`);
    expect(await kit.fingerprint()).toBe(before);
  });
});
