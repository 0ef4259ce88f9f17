// GET /leadspeek/report/rejections/{moduleType}/{companyID}/{clientID}/{startDate}/{endDate} (issue 6
// point 4 "each rejection reason is counted per campaign"): rejected visits received in the range, by
// reason, per campaign and in total, for the selection the dashboards read; visits that became leads,
// queued ones and other tenants' are not counted.
import type { ReportRejections } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, visits } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type ReportIds, reportKit } from './report-kit.ts';
import { rejectionsPath } from './report-paths.ts';

/** The demo client's seeded Site ID campaign. */
const ACME_SITE = 'Acme Client Co website visitors';
let test: TestApp;
const kit = reportKit(() => test);
let ids: ReportIds;
let acmeSite: number;
let zetaSite: number;
let acmeSearch: number;

type VisitSeed = { at: string; status?: 'queued' | 'lead' | 'rejected'; reason?: string; times?: number };

async function addVisits(campaignId: number, seeds: VisitSeed[]) {
  const [campaign] = await test.ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) throw new Error(`no campaign ${campaignId}`);
  const rows = seeds.flatMap((seed) =>
    Array.from({ length: seed.times ?? 1 }, () => ({
      campaignId,
      companyId: campaign.companyId,
      receivedAt: new Date(seed.at),
      status: seed.status ?? 'rejected',
      reason: seed.status === 'rejected' || seed.status === undefined ? (seed.reason ?? null) : null,
    })),
  );
  await test.ctx.db.insert(visits).values(rows);
}

beforeAll(async () => {
  test = await createTestApp();
  ids = await kit.tenants();
  acmeSite = (await kit.demoCampaign('10000001')).id;
  const betaSite = (await kit.demoCampaign('10000002')).id;
  zetaSite = await kit.campaign(ids.zeta, 'local', { campaignName: 'Zeta spring sale' });
  acmeSearch = await kit.campaign(ids.acmeClient, 'locator', { campaignName: 'Acme search' });
  await addVisits(acmeSite, [
    { at: '2026-03-02T10:00:00Z', reason: 'suppressed', times: 3 },
    { at: '2026-03-02T11:00:00Z', reason: 'unresolved', times: 5 },
    { at: '2026-03-03T23:30:00Z', reason: 'missing-phone' },
    { at: '2026-03-02T12:00:00Z', status: 'lead', times: 4 },
    { at: '2026-03-02T12:00:00Z', status: 'queued', times: 2 },
    // Before the range.
    { at: '2026-02-27T09:00:00Z', reason: 'suppressed', times: 7 },
  ]);
  await addVisits(zetaSite, [{ at: '2026-03-04T08:00:00Z', reason: 'suppressed', times: 2 }]);
  await addVisits(acmeSearch, [{ at: '2026-03-04T09:00:00Z', reason: 'limit-reached' }]);
  await addVisits(betaSite, [{ at: '2026-03-02T09:00:00Z', reason: 'unresolved', times: 9 }]);
});
afterAll(() => test.close());

async function rejections(
  email: string,
  overrides: { moduleType?: string; companyId?: number; clientId?: 'all' | number; endDate?: string } = {},
  zone = 'UTC',
) {
  const path = rejectionsPath(
    {
      moduleType: (overrides.moduleType ?? 'all') as 'all',
      companyId: overrides.companyId ?? ids.acme,
      clientId: overrides.clientId ?? 'all',
    },
    { startDate: '2026-03-01', endDate: overrides.endDate ?? '2026-03-05' },
  );
  const response = await kit.get(email, path, zone);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReportRejections;
}

describe('why visits did not become leads', () => {
  it('counts each reason per campaign and in total, most frequent first', async () => {
    const body = await rejections('agency@demo.test');
    expect(body.rejected).toBe(12);
    expect(body.reasons).toEqual([
      { reason: 'suppressed', count: 5 },
      { reason: 'unresolved', count: 5 },
      { reason: 'limit-reached', count: 1 },
      { reason: 'missing-phone', count: 1 },
    ]);
    expect(body.campaigns.map((entry) => [entry.campaign_name, entry.rejected])).toEqual([
      [ACME_SITE, 9],
      ['Zeta spring sale', 2],
      ['Acme search', 1],
    ]);
    expect(body.campaigns[0]?.reasons).toEqual([
      { reason: 'unresolved', count: 5 },
      { reason: 'suppressed', count: 3 },
      { reason: 'missing-phone', count: 1 },
    ]);
    expect(body.campaigns[1]).toMatchObject({
      company_name: 'Zeta Shop',
      reasons: [{ reason: 'suppressed', count: 2 }],
    });
  });

  it('keeps to the module, the client and the local days asked for', async () => {
    expect((await rejections('agency@demo.test', { moduleType: 'locator' })).reasons).toEqual([
      { reason: 'limit-reached', count: 1 },
    ]);
    expect((await rejections('agency@demo.test', { clientId: ids.zeta })).rejected).toBe(2);
    expect((await rejections('agency@demo.test', { endDate: '2026-03-03' })).rejected).toBe(9);
    // 23:30 UTC on March 3 is March 4 in Tokyo: outside a range ending on the 3rd there.
    expect((await rejections('agency@demo.test', { endDate: '2026-03-03' }, 'Asia/Tokyo')).rejected).toBe(8);
  });

  it('a client sees its own campaigns only', async () => {
    const body = await rejections('client@demo.test', { companyId: ids.acmeClient });
    expect(body.rejected).toBe(10);
    expect(body.campaigns.map((entry) => entry.campaign_name)).toEqual([ACME_SITE, 'Acme search']);
  });

  it("another agency's visits are not counted, and its company is not found", async () => {
    const beta = await rejections('agency2@demo.test', { companyId: ids.beta });
    expect(beta.reasons).toEqual([{ reason: 'unresolved', count: 9 }]);
    const response = await kit.get(
      'agency2@demo.test',
      rejectionsPath(
        { moduleType: 'all', companyId: ids.acme, clientId: 'all' },
        { startDate: '2026-03-01', endDate: '2026-03-05' },
      ),
    );
    expect(response.statusCode).toBe(404);
  });

  it('nothing rejected: zeros and empty lists', async () => {
    expect(await rejections('agency@demo.test', { moduleType: 'b2b' })).toMatchObject({
      rejected: 0,
      reasons: [],
      campaigns: [],
    });
  });
});
