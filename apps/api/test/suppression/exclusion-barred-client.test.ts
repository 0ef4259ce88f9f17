// A client with disable_client_add_campaign is kept out of campaign management (part 2 §6), so out of
// a campaign's exclusion list, but keeps its client-wide list. The routes declare it
// (barredClientsWhen on the list type); the upload's form is read and checked first, so bad input
// still answers 422 naming the field.
import { SUPPRESSION_MESSAGES as S } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppressionEntries, users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { md5, suppressionKit } from './suppression-kit.ts';

let test: TestApp;
const t = suppressionKit(() => test);
const CLIENT = 'client@demo.test';

const barClient = (barred: boolean) =>
  test.ctx.db.update(users).set({ disableClientAddCampaign: barred }).where(eq(users.email, CLIENT));

beforeAll(async () => {
  test = await createTestApp();
  await t.tokenOf(CLIENT);
  await barClient(true);
});
afterAll(async () => {
  await barClient(false);
  await test.close();
});

describe('a barred client and a campaign list: 403, nothing changed', () => {
  it('purge', async () => {
    const acme = await t.demoCampaign('acme');
    await test.ctx.db
      .insert(suppressionEntries)
      .values({
        scope: 'campaign',
        companyId: acme.companyId,
        campaignId: acme.id,
        emailMd5: md5('c@x.example'),
      })
      .onConflictDoNothing();
    const before = await t.suppressionFingerprint();
    const response = await t.purge(CLIENT, acme.leadspeekApiId, 'campaign');
    expect(response.statusCode).toBe(403);
    expect(await t.suppressionFingerprint()).toBe(before);
  });

  it('upload', async () => {
    const acme = await t.demoCampaign('acme');
    const before = await t.suppressionFingerprint();
    const response = await t.upload(CLIENT, 'camp@example.com', {
      fields: { campaigntype: 'campaign', campaignID: acme.leadspeekApiId },
    });
    expect(response.statusCode).toBe(403);
    expect(await t.suppressionFingerprint()).toBe(before);
  });

  it('an upload without its campaign is still 422 naming campaignID', async () => {
    const response = await t.upload(CLIENT, 'a@b.co', { fields: { campaigntype: 'campaign' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ campaignID: S.campaignRequired });
  });
});

describe('a barred client keeps its client-wide list', () => {
  it('uploads to it', async () => {
    const response = await t.upload(CLIENT, 'own@example.com', {
      fields: { ClientCompanyID: await t.companyId(CLIENT), campaigntype: 'client' },
    });
    expect(response.statusCode, response.body).toBe(200);
    await test.jobsIdle();
  });

  it('purges it', async () => {
    const response = await t.purge(CLIENT, await t.companyId(CLIENT));
    expect(response.statusCode, response.body).toBe(200);
  });
});
