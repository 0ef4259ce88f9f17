// GET /leadspeek/report/initdate/{moduleType}/{companyID}/{clientID} (part 2 §7 "Reports"; issue 5
// point 5, issue 14): the range a dashboard opens with, the last 30 days to today in the viewer's
// zone, and the local days of the first lead and the first campaign.
import { REPORT_LIMITS, type ReportInitDate, shiftDate } from '@lead/shared';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type ReportIds, reportKit, selection } from './report-kit.ts';

let test: TestApp;
const kit = reportKit(() => test);
let ids: ReportIds;

/** Late evening in Chicago `daysAgo` days back: already the next day in UTC. */
const chicagoEvening = (daysAgo: number) =>
  DateTime.now().setZone('America/Chicago').minus({ days: daysAgo }).set({ hour: 22, minute: 0 });
const firstLead = chicagoEvening(20);
const firstSearchCampaign = chicagoEvening(40);

beforeAll(async () => {
  test = await createTestApp();
  ids = await kit.tenants();
  const acmeSite = (await kit.demoCampaign('10000001')).id;
  await kit.campaign(ids.acmeClient, 'locator', { createdAt: firstSearchCampaign.toJSDate() });
  await kit.addLeads(acmeSite, [
    { at: chicagoEvening(5).toUTC().toISO() ?? '' },
    { at: firstLead.toUTC().toISO() ?? '' },
  ]);
  const betaEnhance = await kit.campaign(ids.betaClient, 'enhance', {
    createdAt: new Date('2023-12-01T00:00:00Z'),
  });
  await kit.addLeads(betaEnhance, [{ at: '2024-01-01T12:00:00Z' }]);
});
afterAll(() => test.close());

const todayIn = (zone: string) => DateTime.now().setZone(zone).toISODate() ?? '';

async function initDate(email: string, segments: string, zone = 'America/Chicago') {
  const response = await kit.get(email, `/leadspeek/report/initdate/${segments}`, zone);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReportInitDate;
}

describe('the opening range', () => {
  it('opens on the last 30 days and names the local day of the first lead', async () => {
    const chicago = await initDate('agency@demo.test', selection('local', ids.acme));
    expect(chicago).toEqual({
      moduleType: 'local',
      timezone: 'America/Chicago',
      startDate: shiftDate(todayIn('America/Chicago'), -29),
      endDate: todayIn('America/Chicago'),
      today: todayIn('America/Chicago'),
      first_lead_date: firstLead.toISODate(),
      first_campaign_date: expect.any(String),
    });
    const utc = await initDate('agency@demo.test', selection('local', ids.acme), 'UTC');
    const nextDay = firstLead.toUTC().toISODate();
    expect(nextDay).not.toBe(firstLead.toISODate());
    expect(utc).toMatchObject({
      startDate: shiftDate(todayIn('UTC'), -29),
      first_lead_date: nextDay,
      today: todayIn('UTC'),
    });
    const tokyo = await initDate('agency@demo.test', selection('local', ids.acme), 'Asia/Tokyo');
    expect(tokyo.today).toBe(todayIn('Asia/Tokyo'));
  });

  it('before any lead, still the last 30 days, with the day of the first campaign', async () => {
    const body = await initDate('agency@demo.test', selection('locator', ids.acme, ids.acmeClient));
    expect(body).toMatchObject({
      startDate: shiftDate(body.today, -29),
      first_lead_date: null,
      first_campaign_date: firstSearchCampaign.toISODate(),
    });
  });

  it('with no campaign and no lead, opens on the last 30 days', async () => {
    const body = await initDate('agency@demo.test', selection('all', ids.acme, ids.zeta));
    const today = todayIn('America/Chicago');
    expect(body).toMatchObject({
      startDate: shiftDate(today, -29),
      endDate: today,
      first_lead_date: null,
      first_campaign_date: null,
    });
  });

  it('a first lead years back still opens on the last 30 days, a range the chart accepts', async () => {
    const body = await initDate('agency2@demo.test', selection('enhance', ids.beta));
    expect(body.first_lead_date).toBe('2024-01-01');
    expect(body.startDate).toBe(shiftDate(body.today, 1 - REPORT_LIMITS.defaultRangeDays));
    const chart = await kit.get(
      'agency2@demo.test',
      `/leadspeek/report/chart/${selection('enhance', ids.beta)}/${body.startDate}/${body.endDate}`,
      'America/Chicago',
    );
    expect(chart.statusCode).toBe(200);
    expect(chart.json().days).toHaveLength(REPORT_LIMITS.defaultRangeDays);
  });
});

describe('who sees which first dates', () => {
  it("a client's range comes from its own leads only", async () => {
    const own = await initDate('client@demo.test', selection('local', ids.acmeClient));
    expect(own.first_lead_date).toBe(firstLead.toISODate());
    const enhance = await initDate('client2@demo.test', selection('enhance', ids.betaClient));
    expect(enhance.first_lead_date).toBe('2024-01-01');
    const acmeEnhance = await initDate('agency@demo.test', selection('enhance', ids.acme));
    expect(acmeEnhance).toMatchObject({ first_lead_date: null, first_campaign_date: null });
  });

  it("another tenant's company or client is 404", async () => {
    for (const [email, segments] of [
      ['agency@demo.test', selection('enhance', ids.beta)],
      ['agency@demo.test', selection('enhance', ids.acme, ids.betaClient)],
      ['client@demo.test', selection('enhance', ids.betaClient)],
      ['client2@demo.test', selection('local', ids.betaClient, ids.acmeClient)],
    ] as const) {
      const response = await kit.get(email, `/leadspeek/report/initdate/${segments}`);
      expect(response.statusCode, `${email} ${segments}`).toBe(404);
      expect(response.body).not.toContain('2024-01-01');
    }
  });

  it('the root sees the first lead of every agency', async () => {
    const body = await initDate('root@demo.test', selection('all', ids.root));
    expect(body.first_lead_date).toBe('2024-01-01');
    expect(body.first_campaign_date).toBe('2023-11-30');
  });
});
