// Bad input to the report calls (issue 5 point 5): an unknown module, dates that are not dates, an end
// before the start, a range over a year, a bad sort or page, a bad time zone and a malformed client
// id each answer 422 naming the field; nothing is read or written.
import { REPORT_PROBLEMS } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type ReportIds, reportKit, selection } from './report-kit.ts';

let test: TestApp;
const kit = reportKit(() => test);
let ids: ReportIds;

beforeAll(async () => {
  test = await createTestApp();
  ids = await kit.tenants();
});
afterAll(() => test.close());

async function refused(url: string, field: string, zone: string | null = 'UTC') {
  const before = await kit.fingerprint();
  const response = await kit.get('agency@demo.test', url, zone);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
  const body = response.json();
  expect(body.errors, url).toHaveProperty([field]);
  expect(await kit.fingerprint()).toBe(before);
  return body.errors[field] as string;
}

describe('the selection segments', () => {
  it('refuses an unknown module on every report, naming moduleType', async () => {
    for (const url of [
      `/leadspeek/report/initdate/${selection('siteid', ids.acme)}`,
      `/leadspeek/report/chart/${selection('leadspeek', ids.acme)}/2026-03-01/2026-03-02`,
      `/leadspeek/report/invoice/${selection('ALL', ids.acme)}/2026-03-01/2026-03-02`,
      `/leadspeek/report/lead/${selection('b2c', ids.acme)}/2026-03-01/2026-03-02/null/null`,
    ]) {
      expect(await refused(url, 'moduleType')).toBe(REPORT_PROBLEMS.moduleUnknown);
    }
  });

  it('refuses a client or company id that is not a number', async () => {
    await refused(
      `/leadspeek/report/chart/${selection('local', ids.acme, 'everyone')}/2026-03-01/2026-03-02`,
      'clientID',
    );
    await refused(`/leadspeek/report/chart/${selection('local', 'acme')}/2026-03-01/2026-03-02`, 'companyID');
    await refused(`/leadspeek/report/initdate/${selection('local', ids.acme, -4)}`, 'clientID');
  });
});

describe('the date range', () => {
  const chartUrl = (range: string) => `/leadspeek/report/chart/${selection('local', ids.acme)}/${range}`;

  it('refuses dates that are not calendar dates', async () => {
    expect(await refused(chartUrl('2026-02-30/2026-03-02'), 'startDate')).toBe(REPORT_PROBLEMS.dateInvalid);
    expect(await refused(chartUrl('2026-03-01/03-02-2026'), 'endDate')).toBe(REPORT_PROBLEMS.dateInvalid);
    await refused(chartUrl('yesterday/2026-03-02'), 'startDate');
    await refused(chartUrl('2026-03-01/2026-03-02T00:00:00Z'), 'endDate');
  });

  it('refuses an end before the start', async () => {
    expect(await refused(chartUrl('2026-03-02/2026-03-01'), 'endDate')).toBe(REPORT_PROBLEMS.endBeforeStart);
    await refused(
      `/leadspeek/report/invoice/${selection('local', ids.acme)}/2026-03-02/2026-03-01`,
      'endDate',
    );
    await refused(
      `/leadspeek/report/lead/${selection('local', ids.acme)}/2026-03-02/2026-03-01/null/null`,
      'endDate',
    );
  });

  it('takes a range of 366 days and refuses 367', async () => {
    const leapYear = await kit.get('agency@demo.test', chartUrl('2024-01-01/2024-12-31'));
    expect(leapYear.statusCode).toBe(200);
    expect(leapYear.json().days).toHaveLength(366);
    expect(await refused(chartUrl('2024-01-01/2025-01-01'), 'endDate')).toBe(REPORT_PROBLEMS.rangeTooLong);
    await refused(`/leadspeek/report/invoice/${selection('all', ids.acme)}/2020-01-01/2026-01-01`, 'endDate');
  });
});

describe('the lead report list parameters', () => {
  const leadUrl = (tail: string) =>
    `/leadspeek/report/lead/${selection('all', ids.acme)}/2026-03-01/2026-03-02/${tail}`;

  it('refuses an unknown sort column or order', async () => {
    await refused(leadUrl('phone/asc'), 'sortby');
    await refused(leadUrl('name/up'), 'order');
  });

  it('refuses a page below one, too many per page and an overlong search', async () => {
    await refused(leadUrl('null/null?Page=0'), 'Page');
    await refused(leadUrl('null/null?PerPage=101'), 'PerPage');
    await refused(leadUrl(`null/null/${'x'.repeat(101)}`), 'searchQuery');
  });
});

describe('the time zone', () => {
  const chartUrl = () => `/leadspeek/report/chart/${selection('local', ids.acme)}/2026-03-01/2026-03-02`;

  it('refuses an X-Timezone that is not an IANA zone, naming the header', async () => {
    await refused(chartUrl(), 'X-Timezone', 'Mars/Olympus');
    await refused(
      `/leadspeek/report/initdate/${selection('local', ids.acme)}`,
      'X-Timezone',
      "UTC'; drop table leads;--",
    );
  });

  it('refuses a timezone query that is not an IANA zone, naming the query field', async () => {
    await refused(`${chartUrl()}?timezone=Nowhere/Land`, 'timezone');
    await refused(`${chartUrl()}?timezone=${'A'.repeat(65)}`, 'timezone');
  });
});
