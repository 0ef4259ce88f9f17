// PUT /leadspeek/client/update, /client/local/update, /client/locator/update (part 2 §3, §5, §7
// "Campaigns"; issue 5 point 1 and "Bad input and security"): only sent fields change, refusals
// write nothing, archived campaigns are not changed (409), other tenants' campaigns are 404.
import { messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { campaignKit } from './campaign-kit.ts';

let test: TestApp;
const t = campaignKit(() => test);
const ACME = '10000001';
const BETA = '10000002';
const LOCATOR = '20000001';
beforeAll(async () => {
  test = await createTestApp();
  await t.addCampaign(await t.companyId('client@demo.test'), LOCATOR, 'locator', 'paused');
  for (const email of ['agency@demo.test', 'client@demo.test', 'client2@demo.test', 'sales@demo.test'])
    await t.tokenOf(email);
});
afterAll(() => test.close());

const put = (email: string, path: string, body: object) =>
  t.call(email, 'PUT', `/leadspeek/client${path}`, body);

describe('generic update', () => {
  it('changes only the sent fields, keeps the original dates, and logs with the campaign id', async () => {
    const before = await t.campaign(ACME);
    const response = await put('agency@demo.test', '/update', {
      leadspeekID: ACME,
      campaignName: 'Renamed',
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      reidentificationtype: '3 months',
      applyreidentificationall: true,
      phoneenabled: true,
      LimitLead: 0,
      reportType: 'GoogleSheet',
      reportSentTo: ['a@example.com', 'b@example.com'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.dataUpdated);
    const after = await t.campaign(ACME);
    expect(after).toMatchObject({
      campaignName: 'Renamed',
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      originalStartDate: '2026-06-01',
      originalEndDate: '2026-06-30',
      reidentificationType: '3 months',
      applyReidentificationAll: true,
      phoneEnabled: true,
      limitLead: 0,
      reportType: 'GoogleSheet',
      reportSentTo: ['a@example.com', 'b@example.com'],
      status: before?.status,
      module: 'local',
      urlCode: before?.urlCode,
      costPerLeadCents: before?.costPerLeadCents,
    });
    const [log] = await t.campaignLogs(ACME);
    expect(log?.description).toContain('campaignName');
    expect(log?.campaignId).toBe(ACME);

    // A later date change keeps the originals as first set.
    await put('client@demo.test', '/update', { leadspeekID: ACME, endDate: '2026-07-31' });
    expect(await t.campaign(ACME)).toMatchObject({ endDate: '2026-07-31', originalEndDate: '2026-06-30' });
  });

  it('an end date before the stored start date is refused, naming endDate', async () => {
    await t.tokenOf('client@demo.test');
    const before = await t.fingerprint();
    const response = await put('client@demo.test', '/update', { leadspeekID: ACME, endDate: '2026-01-01' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('endDate');
    expect(await t.fingerprint()).toBe(before);
  });

  it.each([
    [{ startDate: '2026-08-02', endDate: '2026-08-01' }, 'endDate'],
    [{ LimitLead: -1 }, 'LimitLead'],
    [{ leadsAmountNotification: -3 }, 'leadsAmountNotification'],
    [{ adminNotifyTo: ['nobody'] }, 'adminNotifyTo.0'],
    [{ targeting: { kind: 'enhance', attributes: ['age'] } }, 'targeting'],
    [{ campaignName: 'x'.repeat(121) }, 'campaignName'],
  ])('%j → 422 naming %s, nothing written', async (fields, field) => {
    const before = await t.fingerprint();
    const response = await put('agency@demo.test', '/update', { leadspeekID: ACME, ...fields });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('Site ID update', () => {
  it('stores the landing and thank-you pages and the GTM flag', async () => {
    const response = await put('client@demo.test', '/local/update', {
      leadspeekID: ACME,
      urlCode: 'https://acme-client.example.com/',
      urlCodeThankyou: 'https://acme-client.example.com/thanks',
      gtminstalled: true,
    });
    expect(response.statusCode).toBe(200);
    expect(await t.campaign(ACME)).toMatchObject({
      urlCode: 'https://acme-client.example.com/',
      urlCodeThankyou: 'https://acme-client.example.com/thanks',
      gtmInstalled: true,
    });
  });

  it.each([['ftp://example.com/'], ['example.com'], ['https://'], ['javascript:alert(1)']])(
    'a bad address %s is refused',
    async (url) => {
      const before = await t.fingerprint();
      const response = await put('client@demo.test', '/local/update', {
        leadspeekID: ACME,
        urlCodeThankyou: url,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('urlCodeThankyou');
      expect(await t.fingerprint()).toBe(before);
    },
  );

  it('a Search ID campaign is not updated through the Site ID call', async () => {
    const before = await t.fingerprint();
    const response = await put('client@demo.test', '/local/update', {
      leadspeekID: LOCATOR,
      gtminstalled: true,
    });
    expect(response.statusCode).toBe(422);
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('Search ID update', () => {
  it('stores state/city/zip targeting with normalised zips', async () => {
    const response = await put('client@demo.test', '/locator/update', {
      leadspeekID: LOCATOR,
      locatorkeyword: ['plumber', 'Plumber', 'drain cleaning'],
      locatorkeywordcontextual: ['emergency'],
      locatorstate: ['tx', 'IL'],
      locatorcity: ['Austin'],
      locatorzip: '73301,60601\r\n\r\n60602',
      locationtarget: 'Zip Code',
      locatorrequire: 'phone',
    });
    expect(response.statusCode).toBe(200);
    expect(await t.campaign(LOCATOR)).toMatchObject({
      locatorKeyword: ['plumber', 'drain cleaning'],
      locatorKeywordContextual: ['emergency'],
      locatorState: ['TX', 'IL'],
      locatorCity: ['Austin'],
      locatorZip: ['73301', '60601', '60602'],
      locationTarget: 'Zip Code',
      nationalTargeting: false,
    });
  });

  it('national targeting while states, cities or zips are stored is refused; clearing them first works', async () => {
    const refused = await put('client@demo.test', '/locator/update', {
      leadspeekID: LOCATOR,
      nationaltargeting: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('nationaltargeting');
    const national = await put('client@demo.test', '/locator/update', {
      leadspeekID: LOCATOR,
      nationaltargeting: true,
      locationtarget: 'National Targeting',
      locatorstate: [],
      locatorcity: [],
      locatorzip: '',
    });
    expect(national.statusCode).toBe(200);
    expect(await t.campaign(LOCATOR)).toMatchObject({
      nationalTargeting: true,
      locatorZip: [],
      locatorState: [],
    });
  });

  it.each([
    [{ locatorzip: '60601 6060B' }, 'locatorzip'],
    [{ locatorzip: 'Chicago' }, 'locatorzip'],
    [{ locatorstate: ['XX'] }, 'locatorstate'],
    [{ locatorstate: ['Illinois'] }, 'locatorstate.0'],
    [{ locatorkeyword: Array.from({ length: 51 }, (_, i) => `k${i}`) }, 'locatorkeyword'],
    [{ locatorkeywordcontextual: ['x'.repeat(101)] }, 'locatorkeywordcontextual.0'],
    [{ locationtarget: 'Planet' }, 'locationtarget'],
  ])('%j → 422 naming %s, nothing written', async (fields, field) => {
    const before = await t.fingerprint();
    const response = await put('client@demo.test', '/locator/update', { leadspeekID: LOCATOR, ...fields });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('who may change which campaign', () => {
  it.each([
    ['agency@demo.test', '/update', { campaignName: 'Hijacked' }],
    ['client@demo.test', '/update', { campaignName: 'Hijacked' }],
    ['agency@demo.test', '/local/update', { gtminstalled: true }],
  ])(
    "%s cannot update Beta's campaign 10000002 through %s: 404, nothing changes",
    async (email, path, fields) => {
      const before = await t.fingerprint();
      const response = await put(email, path, { leadspeekID: BETA, ...fields });
      expect(response.statusCode).toBe(404);
      expect(await t.fingerprint()).toBe(before);
      expect((await t.campaign(BETA))?.campaignName).not.toBe('Hijacked');
    },
  );

  it('sales people do not change campaigns (403)', async () => {
    const response = await put('sales@demo.test', '/update', { leadspeekID: ACME, campaignName: 'Sales' });
    expect(response.statusCode).toBe(403);
  });

  it('an archived campaign is not changed (409)', async () => {
    await test.ctx.db.update(campaigns).set({ status: 'archived' }).where(eq(campaigns.leadspeekApiId, BETA));
    const before = await t.fingerprint();
    for (const [path, fields] of [
      ['/update', { campaignName: 'x' }],
      ['/local/update', { gtminstalled: true }],
    ] as const) {
      const response = await put('client2@demo.test', path, { leadspeekID: BETA, ...fields });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors).toHaveProperty('leadspeekID');
    }
    expect(await t.fingerprint()).toBe(before);
  });
});
