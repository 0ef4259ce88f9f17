// GET /leadspeek/getcampaign, /getcampaignresource, /keyword-to-tags and POST /client/resendgooglelink
// (part 2 §7 "Campaigns"; issue 5 "A client only sees its own campaigns; an agency only its clients'").
import { CAMPAIGN_FIELD_MESSAGES } from '@lead/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, companies, companyGroups, organizations } from '../../src/db/schema/index.ts';
import { lastMailTo } from '../outbox.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { campaignKit } from './campaign-kit.ts';

let test: TestApp;
const t = campaignKit(() => test);
const ACME = '10000001';
const BETA = '10000002';
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const get = (email: string, path: string) => t.call(email, 'GET', `/leadspeek${path}`);

describe('GET /leadspeek/getcampaign/:campaign_id', () => {
  it('the client reads its Site ID campaign with the embed code on the host it used', async () => {
    const token = await t.tokenOf('client@demo.test');
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/leadspeek/getcampaign/${ACME}`,
      headers: { ...bearer(token), host: 'acme.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      leadspeek_api_id: ACME,
      leadspeekType: 'local',
      status: 'active',
      company_name: 'Acme Client Co',
      timezone: 'America/Chicago',
      embed_code: `<script src="http://acme.localhost/pixel.js" data-campaign="${ACME}" async></script>`,
    });
  });

  it.each([
    ['client@demo.test', ACME, 200],
    ['client@demo.test', BETA, 404],
    ['client2@demo.test', BETA, 200],
    ['client2@demo.test', ACME, 404],
    ['agency@demo.test', ACME, 200],
    ['agency@demo.test', BETA, 404],
    ['agency2@demo.test', BETA, 200],
    ['agency2@demo.test', ACME, 404],
    ['sales@demo.test', ACME, 200],
    ['sales@demo.test', BETA, 404],
    ['root@demo.test', BETA, 200],
    ['admin@demo.test', ACME, 200],
    ['client@demo.test', '99999999', 404],
  ])('%s reads %s → %i', async (email, id, status) => {
    expect((await get(email, `/getcampaign/${id}`)).statusCode).toBe(status);
  });

  it('a client of the same agency does not see a sibling client’s campaign', async () => {
    const acmeClient = await t.company('client@demo.test');
    // A second client of Acme with its own campaign.
    const [sibling] = await test.ctx.db
      .insert(companies)
      .values({
        parentId: acmeClient.parentId,
        path: '0',
        kind: 'client',
        companyName: 'Sibling Co',
      })
      .returning();
    if (!sibling) throw new Error('no sibling');
    await test.ctx.db.execute(
      sql`update companies set path = (select path from companies where id = ${acmeClient.parentId}) || ${String(sibling.id)} where id = ${sibling.id}`,
    );
    await t.addCampaign(sibling.id, '30000001', 'local');
    expect((await get('client@demo.test', '/getcampaign/30000001')).statusCode).toBe(404);
    expect((await get('agency@demo.test', '/getcampaign/30000001')).statusCode).toBe(200);
  });
});

describe('GET /leadspeek/getcampaignresource/:organizationID/:campaignID', () => {
  it('answers the campaign’s organization and group and what the client may choose from', async () => {
    const client = await t.companyId('client@demo.test');
    const [group] = await test.ctx.db
      .insert(companyGroups)
      .values({ companyId: client, module: 'local', groupName: 'Spring' })
      .returning();
    await test.ctx.db
      .insert(companyGroups)
      .values({ companyId: client, module: 'locator', groupName: 'Other module' });
    const [org] = await test.ctx.db
      .insert(organizations)
      .values({ companyId: client, organizationName: 'Acme West', customId: 'WEST-1' })
      .returning();
    await test.ctx.db
      .update(campaigns)
      .set({ companyGroupId: group?.id, clientOrganizationId: 'WEST-1' })
      .where(eq(campaigns.leadspeekApiId, ACME));
    const response = await get('client@demo.test', `/getcampaignresource/WEST-1/${ACME}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      leadspeek_api_id: ACME,
      clientOrganizationID: 'WEST-1',
      clientCampaignID: null,
      organization: { id: org?.id, OrganizationName: 'Acme West', ParentID: null, CustomID: 'WEST-1' },
      group: { companyGroupID: group?.id, companyGroupName: 'Spring' },
      groups: [{ companyGroupID: group?.id, companyGroupName: 'Spring' }],
      organizations: [{ id: org?.id, OrganizationName: 'Acme West', ParentID: null, CustomID: 'WEST-1' }],
    });
    expect((await get('client@demo.test', `/getcampaignresource/0/${ACME}`)).json().organization).toBeNull();
  });

  it("another tenant's campaign is 404", async () => {
    expect((await get('agency@demo.test', `/getcampaignresource/0/${BETA}`)).statusCode).toBe(404);
  });
});

describe('GET /leadspeek/keyword-to-tags', () => {
  it.each([
    ['roof repair, Roof Repair\ngutters', ['roof repair', 'gutters']],
    [' a ,, b \n\n c ', ['a', 'b', 'c']],
    ['', []],
  ])('%j → %j', async (keywords, tags) => {
    const response = await get(
      'client@demo.test',
      `/keyword-to-tags?keywords=${encodeURIComponent(keywords)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tags });
  });

  it('more than 50 keywords or one over 100 characters is refused', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `k${i}`).join(',');
    const tooMany = await get('client@demo.test', `/keyword-to-tags?keywords=${many}`);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ keywords: CAMPAIGN_FIELD_MESSAGES.keywordsTooMany });
    const long = await get('client@demo.test', `/keyword-to-tags?keywords=${'k'.repeat(101)}`);
    expect(long.statusCode).toBe(422);
  });
});

describe('POST /leadspeek/client/resendgooglelink', () => {
  const resend = (email: string, id: string) =>
    t.call(email, 'POST', '/leadspeek/client/resendgooglelink', { leadspeekID: id });

  it('a CSV campaign has no link to resend (422), nothing mailed', async () => {
    await t.tokenOf('client2@demo.test');
    const before = await t.fingerprint();
    const response = await resend('client2@demo.test', BETA);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('reportType');
    expect(await t.fingerprint()).toBe(before);
  });

  it('mails the link to every report recipient of a GoogleSheet campaign and logs it', async () => {
    await test.ctx.db
      .update(campaigns)
      .set({ reportType: 'GoogleSheet', reportSentTo: ['sheet1@example.com', 'sheet2@example.com'] })
      .where(eq(campaigns.leadspeekApiId, BETA));
    const response = await resend('agency2@demo.test', BETA);
    expect(response.statusCode).toBe(200);
    expect(response.json().sent_to).toEqual(['sheet1@example.com', 'sheet2@example.com']);
    for (const to of ['sheet1@example.com', 'sheet2@example.com'])
      expect((await lastMailTo(test, to))?.textBody).toContain(`/leadspeek/report/googlesheet/${BETA}`);
    const [log] = await t.campaignLogs(BETA);
    expect(log?.description).toContain('Google Sheet');
  });

  it("Acme's agency cannot resend Beta's link (404), nothing mailed", async () => {
    await t.tokenOf('agency@demo.test');
    const before = await t.fingerprint();
    expect((await resend('agency@demo.test', BETA)).statusCode).toBe(404);
    expect(await t.fingerprint()).toBe(before);
  });

  it('a GoogleSheet campaign without recipients is refused, naming reportSentTo', async () => {
    await test.ctx.db.update(campaigns).set({ reportSentTo: [] }).where(eq(campaigns.leadspeekApiId, BETA));
    const response = await resend('client2@demo.test', BETA);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('reportSentTo');
  });
});
