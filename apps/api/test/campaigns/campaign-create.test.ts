// POST /leadspeek/client/create (part 2 §3 "Campaign (leadspeek)", "Cost module"; §7 "Campaigns";
// issue 5 points 1 and 3): a draft campaign priced from the agency's costs with root minimums.
import { COST_TERMS, type CostAgency, costPerLeadMinimumNote, messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companySettings, users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { campaignKit } from './campaign-kit.ts';

let test: TestApp;
const t = campaignKit(() => test);
beforeAll(async () => {
  test = await createTestApp();
  // Acme Client Co may buy all four products for these tests.
  await t.setClientModules('client@demo.test', 'local|locator|enhance|b2b');
});
afterAll(() => test.close());

const create = (email: string, body: object) => t.call(email, 'POST', '/leadspeek/client/create', body);
const acmeClient = () => t.companyId('client@demo.test');

describe('creating a campaign', () => {
  it('an agency creates a draft Site ID campaign for its client, priced from its Weekly costs', async () => {
    const response = await create('agency@demo.test', {
      companyID: await acmeClient(),
      leadspeekType: 'local',
      campaignName: '  Spring visitors ',
      urlCode: 'https://acme-client.example.com/spring',
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      reportSentTo: ['Reports@Example.com'],
      LimitLead: 25,
      LimitLeadFreq: 'day',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(messages.dataAdded);
    expect(body.campaign.leadspeek_api_id).toMatch(/^\d{8}$/);
    expect(body.campaign.embed_code).toBe(
      `<script src="http://localhost:80/pixel.js" data-campaign="${body.campaign.leadspeek_api_id}" async></script>`,
    );
    const stored = await t.campaign(body.campaign.leadspeek_api_id);
    expect(stored).toMatchObject({
      companyId: await acmeClient(),
      module: 'local',
      status: 'draft',
      campaignName: 'Spring visitors',
      urlCode: 'https://acme-client.example.com/spring',
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      originalStartDate: '2026-05-01',
      originalEndDate: '2026-05-31',
      timezone: 'America/Chicago',
      reportSentTo: ['reports@example.com'],
      limitLead: 25,
      limitLeadFreq: 'day',
      paymentTerm: 'Weekly',
      // demo agency prices (seed/demo-costs.ts): 250.00 set-up, 100.00 per period, 2 × 0.50 per lead
      platformFeeCents: 25000,
      minCostCents: 10000,
      costPerLeadCents: 100,
    });
    const [log] = await t.campaignLogs(body.campaign.leadspeek_api_id);
    expect(log?.userId).toBe(await t.userId('agency@demo.test'));
    expect(log?.description).toContain('Created Site ID campaign');
  });

  it('a client creates its own Search ID campaign; keywords become unique tags and zips are normalised', async () => {
    const response = await create('client@demo.test', {
      leadspeekType: 'locator',
      campaignName: 'Roofers',
      PaymentTerm: 'Monthly',
      locatorkeyword: ['roof repair', 'Roof Repair', ' gutters '],
      locatorzip: '60601, 60602\n\n60603 60601',
      locatorstate: ['il'],
      timezone: 'America/New_York',
    });
    expect(response.statusCode).toBe(200);
    const stored = await t.campaign(response.json().campaign.leadspeek_api_id);
    expect(stored).toMatchObject({
      companyId: await acmeClient(),
      module: 'locator',
      locatorKeyword: ['roof repair', 'gutters'],
      locatorZip: ['60601', '60602', '60603'],
      locatorState: ['IL'],
      timezone: 'America/New_York',
      paymentTerm: 'Monthly',
      costPerLeadCents: 150,
    });
    expect(response.json().campaign.locatorzip).toBe('60601\n60602\n60603');
    expect(response.json().campaign.embed_code).toBeNull();
  });

  it('an Enhance ID campaign stores its targeting and says which attributes leads return', async () => {
    const response = await create('agency@demo.test', {
      companyID: await acmeClient(),
      leadspeekType: 'enhance',
      campaignName: 'Enhanced',
      targeting: { kind: 'enhance', attributes: ['income', 'age'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().campaign.returned_fields).toEqual(['age', 'income']);
    const b2b = await create('agency@demo.test', {
      companyID: await acmeClient(),
      leadspeekType: 'b2b',
      campaignName: 'Businesses',
      targeting: { kind: 'b2b', industries: ['Roofing'], jobTitles: ['Owner'], companySizes: ['1-10'] },
    });
    expect(b2b.statusCode).toBe(200);
    expect(b2b.json().campaign.returned_fields).toEqual(['company_name', 'job_title', 'business_email']);
    expect((await t.campaign(b2b.json().campaign.leadspeek_api_id))?.targeting).toEqual({
      kind: 'b2b',
      industries: ['Roofing'],
      jobTitles: ['Owner'],
      companySizes: ['1-10'],
    });
  });
});

describe('pricing minimums (part 2 §5 "Enhance and b2b cost per lead below the root minimum are reset to that minimum"; issue 5 point 3 "root minimums enforced on the server as well")', () => {
  async function setAgencyCostPerLead(module: 'local' | 'enhance' | 'b2b', field: string, value: string) {
    const acme = await t.companyId('agency@demo.test');
    const settings = await test.ctx.db
      .select()
      .from(companySettings)
      .where(eq(companySettings.companyId, acme));
    const costs = structuredClone(
      settings.find((setting) => setting.name === 'costagency')?.value,
    ) as CostAgency;
    expect(costs).toBeDefined();
    for (const term of COST_TERMS) costs[module][term][field] = value;
    await test.ctx.db
      .insert(companySettings)
      .values({ companyId: acme, name: 'costagency', value: costs })
      .onConflictDoUpdate({
        target: [companySettings.companyId, companySettings.name],
        set: { value: costs },
      });
  }

  it.each([
    // module, agency price per lead stored below/above the root's, cents the campaign is sold at
    ['enhance', 'EnhanceCostperlead', '0.40', 100],
    ['b2b', 'B2bCostperlead', '0.00', 150],
    ['b2b', 'B2bCostperlead', '1.75', 175],
    ['local', 'LeadspeekCostperlead', '0.10', 10],
  ] as const)('%s agency price %s → sold at %i cents per lead', async (module, field, value, cents) => {
    await setAgencyCostPerLead(module, field, value);
    const response = await create('agency@demo.test', {
      companyID: await acmeClient(),
      leadspeekType: module,
      campaignName: `${module} at ${value}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().campaign.cost_per_lead_cents).toBe(cents);
    expect((await t.campaign(response.json().campaign.leadspeek_api_id))?.costPerLeadCents).toBe(cents);
  });

  it.each([
    ['enhance', '0.99', '1.00'],
    ['b2b', '1.49', '1.50'],
  ] as const)(
    'an explicit %s CostSet %s below the root minimum is refused, naming CostSet',
    async (module, price, min) => {
      const before = await t.fingerprint();
      const response = await create('agency@demo.test', {
        companyID: await acmeClient(),
        leadspeekType: module,
        campaignName: 'Too cheap',
        CostSet: price,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ CostSet: costPerLeadMinimumNote(min) });
      expect(await t.fingerprint()).toBe(before);
    },
  );

  it('an explicit price at or above the minimum is stored in cents', async () => {
    const response = await create('agency@demo.test', {
      companyID: await acmeClient(),
      leadspeekType: 'b2b',
      campaignName: 'Custom price',
      CostSet: '1.50',
      CostMonth: '49.99',
      PlatformFee: '0',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().campaign).toMatchObject({
      cost_per_lead_cents: 150,
      min_cost_cents: 4999,
      platform_fee_cents: 0,
    });
  });

  it('a client may not name its own price', async () => {
    const response = await create('client@demo.test', {
      leadspeekType: 'local',
      campaignName: 'x',
      CostSet: '9.00',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['CostSet']);
  });
});

describe('refusals write nothing', () => {
  it.each([
    ['dates in the wrong order', { startDate: '2026-05-10', endDate: '2026-05-09' }, 'endDate'],
    [
      'lead limit dates in the wrong order',
      { LimitLeadStart: '2026-05-10', LimitLeadEnd: '2026-05-01' },
      'LimitLeadEnd',
    ],
    ['an impossible date', { startDate: '2026-02-30' }, 'startDate'],
    ['a lead limit below zero', { LimitLead: -1 }, 'LimitLead'],
    ['leads to buy below zero', { leadsbuy: -5 }, 'leadsbuy'],
    // Issue 16 point 4: topupoptions is continual or onetime; the Weekly/Monthly switch is a boolean.
    ['a top-up option that is a period', { PaymentTerm: 'Prepaid', topupoptions: 'weekly' }, 'topupoptions'],
    ['a 100 KB top-up option', { PaymentTerm: 'Prepaid', topupoptions: 'c'.repeat(100_000) }, 'topupoptions'],
    [
      'a Weekly/Monthly switch as text',
      { PaymentTerm: 'Prepaid', contiDurationSelection: 'Monthly' },
      'contiDurationSelection',
    ],
    ['an unknown lead limit frequency', { LimitLeadFreq: 'hour' }, 'LimitLeadFreq'],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone'],
    ['an unknown re-identification type', { reidentificationtype: '2 weeks' }, 'reidentificationtype'],
    ['a bad report e-mail', { reportSentTo: ['not-an-email'] }, 'reportSentTo.0'],
    ['an empty name', { campaignName: '   ' }, 'campaignName'],
    ['a landing page that is not http(s)', { urlCode: 'javascript:alert(1)' }, 'urlCode'],
    [
      'targeting of another module',
      { targeting: { kind: 'b2b', industries: [], jobTitles: [], companySizes: [] } },
      'targeting',
    ],
    ['Search ID fields on a Site ID campaign', { locatorzip: '60601' }, 'locatorzip'],
    ['a company group of nobody', { companyGroupID: 999999 }, 'companyGroupID'],
  ])('%s → 422 naming %s', async (_case, fields, field) => {
    const before = await t.fingerprint();
    const response = await create('agency@demo.test', {
      companyID: await acmeClient(),
      leadspeekType: 'local',
      campaignName: 'Refused',
      ...fields,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await t.fingerprint()).toBe(before);
  });

  it.each([
    ['zip text with letters', { locatorzip: '60601\nabcde' }, 'locatorzip'],
    ['a 4-digit zip', { locatorzip: '6060' }, 'locatorzip'],
    ['an unknown state', { locatorstate: ['ZZ'] }, 'locatorstate'],
    [
      'national and local targeting at once',
      { nationaltargeting: true, locatorstate: ['IL'] },
      'nationaltargeting',
    ],
    [
      'too many keywords',
      { locatorkeyword: Array.from({ length: 51 }, (_, i) => `kw ${i}`) },
      'locatorkeyword',
    ],
    ['a keyword over 100 characters', { locatorkeyword: ['k'.repeat(101)] }, 'locatorkeyword.0'],
  ])('Search ID: %s → 422 naming %s', async (_case, fields, field) => {
    const before = await t.fingerprint();
    const response = await create('client@demo.test', {
      leadspeekType: 'locator',
      campaignName: 'Refused',
      ...fields,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await t.fingerprint()).toBe(before);
  });

  it('a module the client has not enabled is refused, naming leadspeekType', async () => {
    await t.setClientModules('client2@demo.test', 'local|locator');
    await t.tokenOf('client2@demo.test');
    const before = await t.fingerprint();
    const response = await create('client2@demo.test', { leadspeekType: 'b2b', campaignName: 'No b2b' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('leadspeekType');
    expect(await t.fingerprint()).toBe(before);
  });

  it('a module the agency no longer offers is refused even when the client has it', async () => {
    const beta = await t.company('agency2@demo.test');
    await test.ctx.db
      .update(companies)
      .set({ selectedModules: ['local'] })
      .where(eq(companies.id, beta.id));
    const before = await t.fingerprint();
    const response = await create('client2@demo.test', {
      leadspeekType: 'locator',
      campaignName: 'No locator',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ leadspeekType: expect.stringContaining('agency') });
    expect(await t.fingerprint()).toBe(before);
    await test.ctx.db
      .update(companies)
      .set({ selectedModules: beta.selectedModules })
      .where(eq(companies.id, beta.id));
  });

  it('a payment term the agency does not offer is refused', async () => {
    const beta = await t.company('agency2@demo.test');
    await test.ctx.db
      .update(companies)
      .set({ selectedTerms: ['Weekly'] })
      .where(eq(companies.id, beta.id));
    const response = await create('client2@demo.test', {
      leadspeekType: 'local',
      campaignName: 'Prepaid',
      PaymentTerm: 'Prepaid',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('PaymentTerm');
    await test.ctx.db
      .update(companies)
      .set({ selectedTerms: beta.selectedTerms })
      .where(eq(companies.id, beta.id));
  });

  it('a client whose disable_client_add_campaign is on is refused 403', async () => {
    const client2 = await t.user('client2@demo.test');
    await t.tokenOf('client2@demo.test');
    await test.ctx.db.update(users).set({ disableClientAddCampaign: true }).where(eq(users.id, client2.id));
    const before = await t.fingerprint();
    const response = await create('client2@demo.test', {
      leadspeekType: 'local',
      campaignName: 'Not allowed',
    });
    expect(response.statusCode).toBe(403);
    expect(await t.fingerprint()).toBe(before);
    await test.ctx.db.update(users).set({ disableClientAddCampaign: false }).where(eq(users.id, client2.id));
  });

  it("an agency cannot create a campaign for another agency's client (404), nor for a non-client", async () => {
    const beta = await t.companyId('client2@demo.test');
    await t.tokenOf('agency@demo.test');
    const before = await t.fingerprint();
    const other = await create('agency@demo.test', {
      companyID: beta,
      leadspeekType: 'local',
      campaignName: 'x',
    });
    expect(other.statusCode).toBe(404);
    const own = await create('agency@demo.test', {
      companyID: await t.companyId('agency@demo.test'),
      leadspeekType: 'local',
      campaignName: 'x',
    });
    expect(own.statusCode).toBe(404);
    const missing = await create('agency@demo.test', { leadspeekType: 'local', campaignName: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('companyID');
    expect(await t.fingerprint()).toBe(before);
  });

  it('a client cannot create a campaign for another company (404); sales people may not create (403)', async () => {
    await t.tokenOf('client@demo.test');
    await t.tokenOf('sales@demo.test');
    const before = await t.fingerprint();
    const other = await create('client@demo.test', {
      companyID: await t.companyId('client2@demo.test'),
      leadspeekType: 'local',
      campaignName: 'x',
    });
    expect(other.statusCode).toBe(404);
    const sales = await create('sales@demo.test', {
      companyID: await acmeClient(),
      leadspeekType: 'local',
      campaignName: 'x',
    });
    expect(sales.statusCode).toBe(403);
    expect(await t.fingerprint()).toBe(before);
  });
});
