// POST /check-site-embeded-code (part 2 §5, §7 "Campaigns → Testing"): the campaign's landing page (or
// another page of its site) fetched from a local fake site, and its embed code looked for. A page
// answering 504, or one too slow for the check's timeout, is 'not exist' with the spec's sentence.
// The fake site listens on loopback, so this app allows private addresses (the guard's own test
// runs with the default config).
import { LEAD_TOOL_MESSAGES, messages } from '@lead/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedCode } from '../../src/modules/campaigns/campaign-view.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type FakeSite, htmlWith, startFakeSite } from './fake-site.ts';
import { toolKit } from './tool-kit.ts';

const TIMEOUT_MS = 400;
let test: TestApp;
let site: FakeSite;
const kit = toolKit(() => test);

beforeAll(async () => {
  test = await createTestApp({
    EMBED_CHECK_ALLOW_PRIVATE: 'true',
    EMBED_CHECK_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  site = await startFakeSite(TIMEOUT_MS * 5);
});
afterAll(async () => {
  await site.close();
  await test.close();
});

const tagOf = (id: string) => embedCode({ protocol: 'https', host: 'app.example.com' }, id);

async function siteCampaign(
  values: { urlCode?: string | null; gtmInstalled?: boolean } = {},
  owner?: string,
) {
  return kit.campaign({ urlCode: `${site.origin}/landing`, ...values }, owner);
}

const check = (id: string, url?: string, email = 'client@demo.test') =>
  kit.call(email, 'POST', '/check-site-embeded-code', {
    leadspeek_api_id: id,
    ...(url === undefined ? {} : { url }),
  });

describe('the check finds the code or says why not', () => {
  it("finds the tag on the campaign's landing page and logs the check", async () => {
    const campaign = await siteCampaign();
    site.page('/landing', htmlWith(tagOf(campaign.leadspeekApiId)));
    const response = await check(campaign.leadspeekApiId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      leadspeek_api_id: campaign.leadspeekApiId,
      status: 'exist',
      message: LEAD_TOOL_MESSAGES.codeFound,
      checked_url: `${site.origin}/landing`,
      http_status: 200,
    });
    const logs = await kit.logsOf(campaign.leadspeekApiId);
    expect(logs).toHaveLength(1);
    expect(logs[0]?.description).toContain(`${site.origin}/landing`);
  });

  it("says not exist on a page of the same site without the tag (another campaign's tag is not it)", async () => {
    const campaign = await siteCampaign();
    site.page('/other', htmlWith(tagOf('99999999')));
    const response = await check(campaign.leadspeekApiId, `${site.origin}/other`);
    expect(response.json()).toMatchObject({
      status: 'not exist',
      message: LEAD_TOOL_MESSAGES.codeMissing,
      checked_url: `${site.origin}/other`,
      http_status: 200,
    });
  });

  it('follows a redirect to the page with the tag', async () => {
    const campaign = await siteCampaign();
    site.page('/landing', htmlWith(tagOf(campaign.leadspeekApiId)));
    const response = await check(campaign.leadspeekApiId, `${site.origin}/moved`);
    expect(response.json()).toMatchObject({ status: 'exist', checked_url: `${site.origin}/landing` });
  });

  it('counts a Google Tag Manager container when the campaign is installed through GTM', async () => {
    const campaign = await siteCampaign({ gtmInstalled: true });
    site.page(
      '/gtm',
      htmlWith(`<script src="https://www.googletagmanager.com/gtm.js?id=GTM-K9X2PL"></script>`),
    );
    const response = await check(campaign.leadspeekApiId, `${site.origin}/gtm`);
    expect(response.json()).toMatchObject({ status: 'exist', message: LEAD_TOOL_MESSAGES.gtmFound });
  });

  it("a 504 from the site is 'not exist' with the spec's sentence", async () => {
    const campaign = await siteCampaign();
    const response = await check(campaign.leadspeekApiId, `${site.origin}/gateway`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'not exist',
      message: 'Blocked from crawling (Needs manual review at your url)',
      http_status: 504,
    });
  });

  it("a site slower than the timeout is 'not exist' with the spec's sentence, answered in time", async () => {
    const campaign = await siteCampaign();
    const started = Date.now();
    const response = await check(campaign.leadspeekApiId, `${site.origin}/slow`);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
    expect(response.json()).toMatchObject({
      status: 'not exist',
      message: messages.crawlBlocked,
      http_status: null,
      checked_url: `${site.origin}/slow`,
    });
  });

  it('another error status or a closed port says what happened', async () => {
    const campaign = await siteCampaign();
    expect((await check(campaign.leadspeekApiId, `${site.origin}/gone`)).json()).toMatchObject({
      status: 'not exist',
      message: 'The page answered HTTP 404.',
      http_status: 404,
    });
    const closed = await siteCampaign({ urlCode: 'http://127.0.0.1:1/landing' });
    expect((await check(closed.leadspeekApiId)).json()).toMatchObject({
      status: 'not exist',
      message: LEAD_TOOL_MESSAGES.unreachable,
      http_status: null,
    });
  });
});

describe('refusals fetch nothing and log nothing', () => {
  async function expectRefused(
    call: () => ReturnType<typeof check>,
    leadspeekApiId: string,
    status: number,
    errors?: Record<string, string>,
  ) {
    const fetched = site.requests.length;
    const response = await call();
    expect(response.statusCode, response.body).toBe(status);
    if (errors) expect(response.json().errors).toEqual(errors);
    expect(site.requests.length).toBe(fetched);
    expect(await kit.logsOf(leadspeekApiId)).toEqual([]);
  }

  it('a page of another site', async () => {
    const campaign = await siteCampaign();
    await expectRefused(
      () => check(campaign.leadspeekApiId, 'http://localhost:9/landing'),
      campaign.leadspeekApiId,
      422,
      {
        url: "Enter a page of the campaign's own site (127.0.0.1).",
      },
    );
  });

  it.each([
    ['ftp://127.0.0.1/landing'],
    ['javascript:alert(1)'],
    ['/landing'],
    ['http://user:pw@127.0.0.1/'],
  ])('an address that is not a plain http(s) URL: %s', async (url) => {
    const campaign = await siteCampaign();
    await expectRefused(() => check(campaign.leadspeekApiId, url), campaign.leadspeekApiId, 422, {
      url: LEAD_TOOL_MESSAGES.urlInvalid,
    });
  });

  it('a campaign without a landing page and no URL given', async () => {
    const campaign = await siteCampaign({ urlCode: null });
    await expectRefused(() => check(campaign.leadspeekApiId), campaign.leadspeekApiId, 422, {
      url: LEAD_TOOL_MESSAGES.noUrl,
    });
  });

  it("another tenant's campaign is not found", async () => {
    const beta = await siteCampaign({}, 'client2@demo.test');
    site.page('/landing', htmlWith(tagOf(beta.leadspeekApiId)));
    await expectRefused(
      () => check(beta.leadspeekApiId, undefined, 'agency@demo.test'),
      beta.leadspeekApiId,
      404,
    );
    await expectRefused(
      () => check(beta.leadspeekApiId, undefined, 'client@demo.test'),
      beta.leadspeekApiId,
      404,
    );
  });

  it('a campaign of another module', async () => {
    const search = await siteCampaign();
    await test.ctx.db.execute(`update campaigns set module = 'locator' where id = ${search.id}`);
    await expectRefused(() => check(search.leadspeekApiId), search.leadspeekApiId, 422, {
      leadspeek_api_id: LEAD_TOOL_MESSAGES.siteIdOnly,
    });
  });
});
