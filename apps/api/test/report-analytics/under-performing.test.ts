// GET /configuration/get-under-perform-campaigns (part 2 §7 names it; the rule is ours and shared,
// rules/under-performance.ts): running campaigns judged on their last 7 days against the 7 before,
// most serious first, with the most frequent rejection reason when visits bring no lead; new, paused
// and healthy campaigns are left out; pages; view mode keeps to the viewed agency.
import type { UnderPerforming } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { analyticsKit, daysAgo } from './analytics-kit.ts';

let test: TestApp;
const kit = analyticsKit(() => test);

const leadsAt = (count: number, from: number, to: number) =>
  Array.from({ length: count }, (_, index) => ({
    at: daysAgo(from + ((to - from) * index) / count, 1).toISOString(),
  }));

beforeAll(async () => {
  test = await createTestApp();
  const ids = await kit.tenants();
  const direct = await kit.directClient('Platform Direct Co');
  const campaign = (
    companyId: number,
    name: string,
    activatedDaysAgo: number,
    status: 'active' | 'paused' = 'active',
  ) =>
    kit.campaign(companyId, 'local', { campaignName: name, status, activatedAt: daysAgo(activatedDaysAgo) });

  await campaign(ids.acmeClient, 'Quiet site', 20);
  const leadless = await campaign(ids.zeta, 'Leadless', 10);
  await kit.addVisits(leadless, [
    { at: daysAgo(1), status: 'rejected', reason: 'suppressed' },
    { at: daysAgo(2), status: 'rejected', reason: 'suppressed' },
    { at: daysAgo(3), status: 'rejected', reason: 'missing-email' },
    // Before the window: not counted.
    { at: daysAgo(9), status: 'rejected', reason: 'missing-email' },
    { at: daysAgo(9), status: 'rejected', reason: 'missing-email' },
  ]);
  const falling = await campaign(ids.betaClient, 'Falling', 30);
  await kit.addVisits(
    falling,
    Array.from({ length: 5 }, (_, index) => ({ at: daysAgo(index + 1) })),
  );
  await kit.addLeads(falling, [...leadsAt(2, 1, 6), ...leadsAt(12, 8, 13)]);
  const healthy = await campaign(direct.id, 'Healthy', 30);
  await kit.addVisits(healthy, [{ at: daysAgo(1) }]);
  await kit.addLeads(healthy, [...leadsAt(5, 1, 6), ...leadsAt(5, 8, 13)]);
  // Too new to judge, not running, and test visits that are no visit at all.
  await campaign(ids.acmeClient, 'Just started', 2);
  await campaign(ids.acmeClient, 'Paused quiet', 20, 'paused');
  const testedOnly = await campaign(ids.acmeClient, 'Tested only', 20);
  await kit.addVisits(testedOnly, [{ at: daysAgo(1), source: 'test' }]);
  await kit.addLeads(testedOnly, [{ at: daysAgo(1).toISOString(), source: 'test' }]);
});
afterAll(() => test.close());

async function underPerforming(query = '', email = 'root@demo.test') {
  const response = await kit.get(email, `/configuration/get-under-perform-campaigns${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as UnderPerforming;
}

describe('under-performing campaigns', () => {
  it('lists the flagged campaigns, most serious first, with their window’s figures', async () => {
    const body = await underPerforming();
    expect(
      body.data.map((row) => [row.campaign_name, row.finding, row.visits, row.leads, row.previous_leads]),
    ).toEqual([
      ['Quiet site', 'no-visits', 0, 0, 0],
      ['Tested only', 'no-visits', 0, 0, 0],
      ['Leadless', 'no-leads', 3, 0, 0],
      ['Falling', 'leads-dropping', 5, 2, 12],
    ]);
    expect(body).toMatchObject({
      window_days: 7,
      total: 4,
      counts: { 'no-visits': 2, 'no-leads': 1, 'leads-dropping': 1 },
    });
  });

  it('names the client, its seller and how long the campaign has run', async () => {
    const [quiet] = (await underPerforming()).data;
    expect(quiet).toMatchObject({
      module: 'local',
      client_company_name: 'Acme Client Co',
      seller_company_name: 'Acme Marketing',
      days_running: 20,
      top_reason: null,
    });
  });

  it('gives the most frequent rejection reason of the window when visits bring no lead', async () => {
    const leadless = (await underPerforming()).data.find((row) => row.campaign_name === 'Leadless');
    expect(leadless).toMatchObject({ top_reason: 'suppressed', client_company_name: 'Zeta Shop' });
  });

  it('pages, keeping the counts of every page', async () => {
    const second = await underPerforming('?Page=2&PerPage=3');
    expect(second.data.map((row) => row.campaign_name)).toEqual(['Falling']);
    expect(second).toMatchObject({ total: 4, last_page: 2, counts: { 'no-visits': 2 } });
  });

  it('in view mode only the viewed agency’s campaigns', async () => {
    const token = await kit.viewAs('agency2@demo.test');
    const response = await kit.getWithToken(token, '/configuration/get-under-perform-campaigns');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.map((row: { campaign_name: string }) => row.campaign_name)).toEqual([
      'Falling',
    ]);
  });

  it('reading writes nothing', async () => {
    const before = await kit.fingerprint();
    await underPerforming();
    expect(await kit.fingerprint()).toBe(before);
  });
});
