// Part 2 §6: a client whose disable_client_add_campaign is on is kept out of campaign management.
// Its edits (name, report recipients, landing URL) are refused as creating and activating are
// (403, the same message), and nothing is written; its agency still edits the campaign.
import { messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { campaignKit } from './campaign-kit.ts';

let test: TestApp;
const t = campaignKit(() => test);
const SITE_ID = '10000001';
const SEARCH_ID = '20000001';
const BARRED = 'client@demo.test';

beforeAll(async () => {
  test = await createTestApp();
  await t.addCampaign(await t.companyId(BARRED), SEARCH_ID, 'locator', 'paused');
  for (const email of [BARRED, 'agency@demo.test', 'client2@demo.test']) await t.tokenOf(email);
  const client = await t.user(BARRED);
  await test.ctx.db.update(users).set({ disableClientAddCampaign: true }).where(eq(users.id, client.id));
});
afterAll(() => test.close());

const EDITS: [string, object][] = [
  ['/leadspeek/client/update', { leadspeekID: SITE_ID, campaignName: 'Renamed while barred' }],
  ['/leadspeek/client/update', { leadspeekID: SITE_ID, reportSentTo: ['someone@example.com'] }],
  ['/leadspeek/client/local/update', { leadspeekID: SITE_ID, urlCode: 'https://elsewhere.example.com/' }],
  ['/leadspeek/client/locator/update', { leadspeekID: SEARCH_ID, campaignName: 'Renamed while barred' }],
];

describe('a barred client', () => {
  it.each(EDITS)('is refused %s %j (403) and nothing is written', async (path, body) => {
    const before = await t.fingerprint();
    const response = await t.call(BARRED, 'PUT', path, body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.forbidden });
    expect(await t.fingerprint()).toBe(before);
  });

  it('is refused re-sending the Google Sheet link (403)', async () => {
    const before = await t.fingerprint();
    const response = await t.call(BARRED, 'POST', '/leadspeek/client/resendgooglelink', {
      leadspeekID: SITE_ID,
    });
    expect(response.statusCode).toBe(403);
    expect(await t.fingerprint()).toBe(before);
  });

  it('is refused the same way creating a campaign', async () => {
    const response = await t.call(BARRED, 'POST', '/leadspeek/client/create', {
      leadspeekType: 'local',
      campaignName: 'Not allowed',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.forbidden });
  });
});

describe('around the bar', () => {
  it("the barred client's agency still edits the campaign", async () => {
    const response = await t.call('agency@demo.test', 'PUT', '/leadspeek/client/update', {
      leadspeekID: SITE_ID,
      campaignName: 'Renamed by the agency',
    });
    expect(response.statusCode).toBe(200);
    expect((await t.campaign(SITE_ID))?.campaignName).toBe('Renamed by the agency');
  });

  it("another agency's client cannot edit the campaign (404) and nothing is written", async () => {
    for (const [path, body] of EDITS) {
      const before = await t.fingerprint();
      const response = await t.call('client2@demo.test', 'PUT', path, body);
      expect(response.statusCode).toBe(404);
      expect(await t.fingerprint()).toBe(before);
    }
  });

  it('once the bar is lifted, the client edits again', async () => {
    const client = await t.user(BARRED);
    await test.ctx.db.update(users).set({ disableClientAddCampaign: false }).where(eq(users.id, client.id));
    const response = await t.call(BARRED, 'PUT', '/leadspeek/client/update', {
      leadspeekID: SITE_ID,
      campaignName: 'Renamed by the client',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("a barred client and its campaigns' exclusion lists", () => {
  it('may not purge a campaign’s list (403), but still its own client-wide list', async () => {
    const client = await t.user(BARRED);
    await test.ctx.db.update(users).set({ disableClientAddCampaign: true }).where(eq(users.id, client.id));
    const campaignList = await t.call(
      BARRED,
      'DELETE',
      `/leadspeek/suppressionlist/purge/${SITE_ID}/campaign`,
    );
    expect(campaignList.statusCode).toBe(403);
    expect(campaignList.json().message).toBe(messages.forbidden);
    const clientId = await t.companyId(BARRED);
    const clientList = await t.call(BARRED, 'DELETE', `/leadspeek/suppressionlist/purge/${clientId}/client`);
    expect(clientList.statusCode).toBe(200);
  });
});
