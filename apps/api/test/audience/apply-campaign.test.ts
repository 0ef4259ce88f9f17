// PUT /bigdbm/services/applycampaign/{id}/{type} (part 2 §7 "Audience data"; issue 5 point 6): a
// count's keywords become a Search ID or Enhance ID campaign's keywords, through the campaign scope,
// the keyword rules of a campaign update and the user log; refusals change nothing.
import { AUDIENCE_MESSAGES as A, CAMPAIGN_FIELD_MESSAGES as M, messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { AUDIENCE_TEST_ENV, audienceKit } from './audience-kit.ts';

let test: TestApp;
const t = audienceKit(() => test);
const SEARCH = '40000001';
const ENHANCE = '40000002';
const ARCHIVED = '40000003';
const BETA_SEARCH = '40000004';
const SITE = '10000001';

beforeAll(async () => {
  test = await createTestApp(AUDIENCE_TEST_ENV);
  const acme = await t.companyId('client@demo.test');
  await t.addCampaign(acme, SEARCH, 'locator', 'paused');
  await t.addCampaign(acme, ENHANCE, 'enhance');
  await t.addCampaign(acme, ARCHIVED, 'locator', 'paused');
  await test.ctx.db
    .update(campaigns)
    .set({ status: 'archived' })
    .where(eq(campaigns.leadspeekApiId, ARCHIVED));
  await t.addCampaign(await t.companyId('client2@demo.test'), BETA_SEARCH, 'locator');
  for (const email of [
    'client@demo.test',
    'agency@demo.test',
    'agency2@demo.test',
    'client2@demo.test',
    'sales@demo.test',
  ])
    await t.tokenOf(email);
});
afterAll(() => test.close());

const apply = (email: string, id: string, type: string, keywords: unknown) =>
  t.call(email, 'PUT', `/bigdbm/services/applycampaign/${id}/${type}`, { keywords });

describe('applying a count to a campaign', () => {
  it('an agency puts a count keyword text onto its client Search ID campaign, logged with the campaign id', async () => {
    const response = await apply('agency@demo.test', SEARCH, 'locator', 'dentist, Teeth Whitening\ndentist');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: messages.dataUpdated,
      leadspeek_api_id: SEARCH,
      keywords: ['dentist', 'Teeth Whitening'],
    });
    expect((await t.campaign(SEARCH))?.locatorKeyword).toEqual(['dentist', 'Teeth Whitening']);
    const [log] = await t.campaignLogs(SEARCH);
    expect(log?.description).toBe(
      `Applied audience keywords to Search ID campaign ${SEARCH}: dentist, Teeth Whitening`,
    );
    expect(log?.userId).toBe(await t.userId('agency@demo.test'));
  });

  it('a client applies a keyword list to its own Enhance ID campaign, replacing what it had', async () => {
    expect((await apply('client@demo.test', ENHANCE, 'enhance', ['roof repair'])).statusCode).toBe(200);
    const response = await apply('client@demo.test', ENHANCE, 'enhance', ['plumber', ' drain  cleaning ']);
    expect(response.statusCode).toBe(200);
    expect((await t.campaign(ENHANCE))?.locatorKeyword).toEqual(['plumber', 'drain cleaning']);
  });
});

describe('refusals change nothing', () => {
  it.each<[string, string, string, string, unknown, number, Record<string, string> | null]>([
    ['no keywords', 'client@demo.test', SEARCH, 'locator', ' , ', 422, { keywords: A.keywordsMissing }],
    [
      'a keyword too long',
      'client@demo.test',
      SEARCH,
      'locator',
      ['x'.repeat(101)],
      422,
      { keywords: M.keywordTooLong },
    ],
    [
      'too many keywords',
      'client@demo.test',
      SEARCH,
      'locator',
      Array.from({ length: 51 }, (_, i) => `word${i}`),
      422,
      { keywords: M.keywordsTooMany },
    ],
    ['keywords of the wrong shape', 'client@demo.test', SEARCH, 'locator', 42, 422, null],
    [
      'the module does not match the campaign',
      'client@demo.test',
      SEARCH,
      'enhance',
      'dentist',
      422,
      { type: M.wrongModule },
    ],
    ['a Site ID campaign', 'client@demo.test', SITE, 'locator', 'dentist', 422, { type: M.wrongModule }],
    ['an unknown module', 'client@demo.test', SEARCH, 'b2b', 'dentist', 422, null],
    ['an archived campaign', 'agency@demo.test', ARCHIVED, 'locator', 'dentist', 409, { id: M.archived }],
    ['another agency campaign', 'agency@demo.test', BETA_SEARCH, 'locator', 'dentist', 404, null],
    ['another client campaign', 'client2@demo.test', SEARCH, 'locator', 'dentist', 404, null],
    ['a campaign that does not exist', 'agency2@demo.test', '49999999', 'locator', 'dentist', 404, null],
    ['a sales person', 'sales@demo.test', SEARCH, 'locator', 'dentist', 403, null],
  ])('%s', async (_case, email, id, type, keywords, status, errors) => {
    const before = await t.audienceFingerprint();
    const response = await apply(email, id, type, keywords);
    expect(response.statusCode).toBe(status);
    if (errors) expect(response.json().errors).toEqual(errors);
    expect(await t.audienceFingerprint()).toBe(before);
  });
});
