// Editing a campaign once it has run (issue 14; part 2 §7 "Campaigns" update calls, §3 "Cost module"):
// name, recipients, limits and targeting change; price, term, prepaid options and product are refused
// with the sentence of the shared rule (campaignFieldLockText), nothing written; the Site ID embed code
// stays; another agency's campaign is 404; bad input names the field.
import { campaignFieldLockText, messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, companies } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { campaignKit } from './campaign-kit.ts';

let test: TestApp;
const t = campaignKit(() => test);
const ACME = '10000001'; // Acme Client Co's running Site ID campaign
const BETA = '10000002'; // Beta Client Inc's, another agency's
const PAUSED = '20000011';
const DRAFT = '20000012';
beforeAll(async () => {
  test = await createTestApp();
  const acmeClient = await t.companyId('client@demo.test');
  await t.addCampaign(acmeClient, PAUSED, 'locator', 'paused');
  await test.ctx.db.insert(campaigns).values({
    leadspeekApiId: DRAFT,
    companyId: acmeClient,
    module: 'enhance',
    campaignName: 'Draft enhance',
    status: 'draft',
    paymentTerm: 'Weekly',
  });
  for (const email of ['agency@demo.test', 'client@demo.test', 'agency2@demo.test']) await t.tokenOf(email);
});
afterAll(() => test.close());

const put = (email: string, path: string, body: object) =>
  t.call(email, 'PUT', `/leadspeek/client${path}`, body);

describe('a running campaign', () => {
  it('changes its name and recipients; status, price and embed code stay as they were', async () => {
    const before = await t.campaign(ACME);
    expect(before?.status).toBe('active');
    const read = await t.call('agency@demo.test', 'GET', `/leadspeek/getcampaign/${ACME}`);
    const embedBefore = read.json().embed_code as string;
    expect(embedBefore).toContain(ACME);

    const response = await put('agency@demo.test', '/update', {
      leadspeekID: ACME,
      campaignName: 'Spring visitors',
      reportSentTo: ['owner@acme-client.test', 'sales@acme-client.test'],
      LimitLead: 40,
      LimitLeadFreq: 'day',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().campaign.embed_code).toBe(embedBefore);
    const local = await put('client@demo.test', '/local/update', {
      leadspeekID: ACME,
      urlCodeThankyou: 'https://acme-client.example.com/thanks',
    });
    expect(local.statusCode).toBe(200);
    expect(local.json().campaign.embed_code).toBe(embedBefore);

    expect(await t.campaign(ACME)).toMatchObject({
      campaignName: 'Spring visitors',
      reportSentTo: ['owner@acme-client.test', 'sales@acme-client.test'],
      limitLead: 40,
      status: 'active',
      leadspeekApiId: ACME,
      paymentTerm: before?.paymentTerm,
      costPerLeadCents: before?.costPerLeadCents,
      platformFeeCents: before?.platformFeeCents,
    });
    const again = await t.call('client@demo.test', 'GET', `/leadspeek/getcampaign/${ACME}`);
    expect(again.json().embed_code).toBe(embedBefore);
  });

  it('accepts the stored price and term sent again with a change of name (no change, no refusal)', async () => {
    const stored = await t.campaign(ACME);
    if (!stored) throw new Error('no campaign');
    const response = await put('agency@demo.test', '/update', {
      leadspeekID: ACME,
      campaignName: 'Spring visitors 2',
      PaymentTerm: stored.paymentTerm,
      CostSet: (stored.costPerLeadCents / 100).toFixed(2),
      leadspeekType: 'local',
    });
    expect(response.statusCode).toBe(200);
    expect((await t.campaign(ACME))?.campaignName).toBe('Spring visitors 2');
  });

  it.each([
    ['/update', { CostSet: '99.00' }, 'CostSet'],
    ['/update', { PlatformFee: '1234.00' }, 'PlatformFee'],
    ['/update', { CostMonth: '777.00' }, 'CostMonth'],
    ['/update', { PaymentTerm: 'One Time' }, 'PaymentTerm'],
    ['/update', { leadspeekType: 'locator' }, 'leadspeekType'],
    ['/update', { leadsbuy: 5000 }, 'leadsbuy'],
    ['/update', { topupoptions: 'continual' }, 'topupoptions'],
    ['/update', { contiDurationSelection: true }, 'contiDurationSelection'],
    ['/local/update', { CostSet: '0.50' }, 'CostSet'],
  ])(
    '%s %j on an active campaign → 422 naming %s with the reason, nothing written',
    async (path, fields, field) => {
      const before = await t.fingerprint();
      const response = await put('agency@demo.test', path, {
        leadspeekID: ACME,
        campaignName: 'Must not be saved',
        ...fields,
      });
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(Object.keys(body.errors)).toEqual([field]);
      expect(body.message).toBe(campaignFieldLockText(field, 'active'));
      expect(body.message).toMatch(/^The .+ cannot change/);
      expect(await t.fingerprint()).toBe(before);
    },
  );

  it('a paused campaign refuses a new price and term through its module call too', async () => {
    const before = await t.fingerprint();
    const response = await put('agency@demo.test', '/locator/update', {
      leadspeekID: PAUSED,
      CostSet: '3.00',
      PaymentTerm: 'Monthly',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      CostSet: campaignFieldLockText('CostSet', 'paused'),
      PaymentTerm: campaignFieldLockText('PaymentTerm', 'paused'),
    });
    expect(await t.fingerprint()).toBe(before);
    // Its targeting still changes.
    const targeting = await put('agency@demo.test', '/locator/update', {
      leadspeekID: PAUSED,
      locatorkeyword: ['roof repair'],
      locatorstate: ['TX'],
    });
    expect(targeting.statusCode).toBe(200);
    expect(await t.campaign(PAUSED)).toMatchObject({ locatorKeyword: ['roof repair'], status: 'paused' });
  });
});

describe('a draft campaign', () => {
  it('takes a new term (priced from the agency) and a cost per lead from its agency', async () => {
    const agency = await t.company('agency@demo.test');
    const other = agency.selectedTerms.find((term) => term !== 'Weekly');
    if (!other) throw new Error('Acme offers one term only');
    const response = await put('agency@demo.test', '/update', {
      leadspeekID: DRAFT,
      PaymentTerm: other,
      CostSet: '4.25',
    });
    expect(response.statusCode).toBe(200);
    expect(await t.campaign(DRAFT)).toMatchObject({ paymentTerm: other, costPerLeadCents: 425 });
  });

  it('a client may not set its price (422 naming the field)', async () => {
    const before = await t.fingerprint();
    const response = await put('client@demo.test', '/update', { leadspeekID: DRAFT, CostSet: '0.10' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('CostSet');
    expect(await t.fingerprint()).toBe(before);
  });

  it('never changes product, even as a draft', async () => {
    const response = await put('agency@demo.test', '/update', { leadspeekID: DRAFT, leadspeekType: 'b2b' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(campaignFieldLockText('leadspeekType', 'draft'));
  });

  it('a term the agency does not offer is refused, naming PaymentTerm', async () => {
    const agency = await t.company('agency@demo.test');
    await test.ctx.db
      .update(companies)
      .set({ selectedTerms: ['Weekly'] })
      .where(eq(companies.id, agency.id));
    try {
      const response = await put('agency@demo.test', '/update', {
        leadspeekID: DRAFT,
        PaymentTerm: 'Prepaid',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('PaymentTerm');
    } finally {
      await test.ctx.db
        .update(companies)
        .set({ selectedTerms: agency.selectedTerms })
        .where(eq(companies.id, agency.id));
    }
  });
});

describe('another agency and bad input', () => {
  it.each([
    ['/update', { campaignName: 'Hijacked', reportSentTo: ['x@evil.test'] }],
    ['/update', { CostSet: '0.01' }],
    ['/local/update', { urlCode: 'https://evil.test/' }],
  ])("Acme's agency updating Beta's campaign through %s %j → 404, nothing changed", async (path, fields) => {
    const before = await t.fingerprint();
    const stored = await t.campaign(BETA);
    const response = await put('agency@demo.test', path, { leadspeekID: BETA, ...fields });
    expect(response.statusCode).toBe(404);
    expect(await t.fingerprint()).toBe(before);
    expect(await t.campaign(BETA)).toEqual(stored);
  });

  it('and Beta cannot edit Acme’s campaign either', async () => {
    const before = await t.fingerprint();
    const response = await put('agency2@demo.test', '/update', { leadspeekID: ACME, campaignName: 'Beta' });
    expect(response.statusCode).toBe(404);
    expect(await t.fingerprint()).toBe(before);
  });

  it.each([
    [{ campaignName: '' }, 'campaignName'],
    [{ CostSet: 'ten dollars' }, 'CostSet'],
    [{ PlatformFee: '-5' }, 'PlatformFee'],
    [{ PaymentTerm: 'Yearly' }, 'PaymentTerm'],
    [{ leadspeekType: 'fax' }, 'leadspeekType'],
    [{ reportSentTo: ['not-an-address'] }, 'reportSentTo.0'],
    [{ leadsbuy: 1.5 }, 'leadsbuy'],
    [{ leadspeekID: 'abc' }, 'leadspeekID'],
  ])('%j → 422 naming %s, nothing written', async (fields, field) => {
    const before = await t.fingerprint();
    const response = await put('agency@demo.test', '/update', { leadspeekID: ACME, ...fields });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await t.fingerprint()).toBe(before);
  });

  it('a body that is not JSON → 400', async () => {
    const token = await t.tokenOf('agency@demo.test');
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/leadspeek/client/update',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"leadspeekID": "10000001", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.malformedJson);
  });
});
