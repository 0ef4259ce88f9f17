// GET /leadspeek/report/invoice/{moduleType}/{companyID}/{clientID}/{startDate}/{endDate} (part 2 §7
// "Reports"; issue 5 point 5): per campaign with leads in the range, its leads and spend next to its
// platform fee and cost per lead, biggest spend first, in the viewer's local days; and scope.
import type { ReportInvoice } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { LEAD_RANGE, writeLeadBook } from './lead-book.ts';
import { type ReportIds, reportKit, selection } from './report-kit.ts';

let test: TestApp;
const kit = reportKit(() => test);
let ids: ReportIds;

beforeAll(async () => {
  test = await createTestApp();
  ids = await kit.tenants();
  await writeLeadBook(kit, ids);
});
afterAll(() => test.close());

async function invoice(email: string, segments: string, range = LEAD_RANGE, zone = 'UTC') {
  const response = await kit.get(email, `/leadspeek/report/invoice/${segments}/${range}`, zone);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReportInvoice;
}

const lines = (body: ReportInvoice) =>
  body.campaigns.map((row) => [row.campaign_name, row.leads, row.spend_cents]);

describe('the invoice of a range', () => {
  it('lists each campaign with leads in the range, biggest spend first, with the totals', async () => {
    const body = await invoice('agency@demo.test', selection('all', ids.acme));
    expect(lines(body)).toEqual([
      ['Acme Client Co website visitors', 3, 600],
      ['Acme search', 1, 400],
      ['Zeta spring sale', 1, 50],
    ]);
    expect(body.totals).toEqual({ leads: 5, spend_cents: 1050 });
    expect(body.campaigns[2]).toMatchObject({
      leadspeek_api_id: expect.any(String),
      module: 'local',
      status: 'active',
      company_id: ids.zeta,
      company_name: 'Zeta Shop',
      platform_fee_cents: 25_000,
      cost_per_lead_cents: 150,
    });
    expect(body.campaigns[1]).toMatchObject({ module: 'locator', status: 'paused' });
    // Zeta idle produced nothing: it is not on the invoice.
    expect(body.campaigns.map((row) => row.campaign_name)).not.toContain('Zeta idle');
  });

  it('keeps to the module, the client and the local days of the viewer', async () => {
    expect(lines(await invoice('agency@demo.test', selection('locator', ids.acme)))).toEqual([
      ['Acme search', 1, 400],
    ]);
    expect(lines(await invoice('agency@demo.test', selection('local', ids.acme, ids.zeta)))).toEqual([
      ['Zeta spring sale', 1, 50],
    ]);
    const utc = await invoice('agency@demo.test', selection('local', ids.acme), '2026-03-02/2026-03-02');
    expect(lines(utc)).toEqual([['Acme Client Co website visitors', 2, 400]]);
    const honolulu = await invoice(
      'agency@demo.test',
      selection('local', ids.acme),
      '2026-03-02/2026-03-02',
      'Pacific/Honolulu',
    );
    expect(lines(honolulu)).toEqual([['Acme Client Co website visitors', 3, 600]]);
    const empty = await invoice('agency@demo.test', selection('enhance', ids.acme));
    expect(empty).toMatchObject({ campaigns: [], totals: { leads: 0, spend_cents: 0 } });
  });

  it('leaves test leads out: they are never billed', async () => {
    const acmeSite = (await kit.demoCampaign('10000001')).id;
    await kit.addLeads(acmeSite, [{ at: '2026-06-10T12:00:00Z', priceCents: 0, source: 'test' }]);
    const body = await invoice('agency@demo.test', selection('local', ids.acme), '2026-06-10/2026-06-10');
    expect(body).toMatchObject({ campaigns: [], totals: { leads: 0, spend_cents: 0 } });
  });
});

describe('who sees which campaigns', () => {
  it("a client sees its own campaigns only, never a sibling's", async () => {
    const body = await invoice('client@demo.test', selection('all', ids.acmeClient));
    expect(lines(body)).toEqual([
      ['Acme Client Co website visitors', 3, 600],
      ['Acme search', 1, 400],
    ]);
    const sibling = await kit.get(
      'client@demo.test',
      `/leadspeek/report/invoice/${selection('all', ids.acmeClient, ids.zeta)}/${LEAD_RANGE}`,
    );
    expect(sibling.statusCode).toBe(404);
    expect(sibling.body).not.toContain('Zeta');
  });

  it("an agency gets 404 for another agency's company or client", async () => {
    for (const segments of [selection('all', ids.beta), selection('all', ids.acme, ids.betaClient)]) {
      const response = await kit.get(
        'agency@demo.test',
        `/leadspeek/report/invoice/${segments}/${LEAD_RANGE}`,
      );
      expect(response.statusCode, segments).toBe(404);
      expect(response.body).not.toContain('Beta');
    }
    expect(lines(await invoice('agency2@demo.test', selection('all', ids.beta)))).toEqual([
      ['Beta Client Inc website visitors', 1, 999],
    ]);
  });

  it('the root sees every agency', async () => {
    const body = await invoice('root@demo.test', selection('local', ids.root));
    expect(lines(body)).toEqual([
      ['Beta Client Inc website visitors', 1, 999],
      ['Acme Client Co website visitors', 3, 600],
      ['Zeta spring sale', 1, 50],
    ]);
  });
});
