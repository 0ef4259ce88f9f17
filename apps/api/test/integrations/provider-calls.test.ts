// Part 2 §7's provider calls (lists, tags and groups of each provider, a campaign's chosen ones,
// ClickFunnels tag creation, Google Sheets' check-connect, OAuth callback and revoke), served over
// HTTP against the providers' fakes: what the client sees, what its agency sees, what another
// agency cannot see or change, and bad input.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignIntegrations, campaigns, companyIntegrations, userLogs } from '../../src/db/schema/index.ts';
import { sealSecret } from '../../src/platform/secret-box.ts';
import { companyOf } from '../demo-lookup.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';
import { CLICKFUNNELS_KEY, startFakeClickFunnels } from './fakes/fake-clickfunnels.ts';
import { GHL_LOCATION, GHL_TOKEN, startFakeGoHighLevel } from './fakes/fake-gohighlevel.ts';
import {
  GOOGLE_CLIENT_ID,
  GOOGLE_CLIENT_SECRET,
  GOOGLE_GOOD_CODE,
  startFakeGoogle,
} from './fakes/fake-google.ts';
import { KARTRA_APP_ID, KARTRA_KEY, KARTRA_PASSWORD, startFakeKartra } from './fakes/fake-kartra.ts';
import { MAILBOXPOWER_KEY, startFakeMailboxPower } from './fakes/fake-mailboxpower.ts';
import { SENDGRID_KEY, startFakeSendgrid } from './fakes/fake-sendgrid.ts';

const SECRETS_KEY = 'integration tests key, at least thirty-two characters';
let test: TestApp;
let fakes: {
  sendgrid: Awaited<ReturnType<typeof startFakeSendgrid>>;
  kartra: Awaited<ReturnType<typeof startFakeKartra>>;
  highLevel: Awaited<ReturnType<typeof startFakeGoHighLevel>>;
  mailboxPower: Awaited<ReturnType<typeof startFakeMailboxPower>>;
  clickFunnels: Awaited<ReturnType<typeof startFakeClickFunnels>>;
  google: Awaited<ReturnType<typeof startFakeGoogle>>;
};
let clientCo: number;
let agencyCo: number;
let otherClientCo: number;
let campaignId: number;
let otherCampaignId: number;
let client: string;
let agency: string;
let agency2: string;
let client2: string;

async function connect(
  companyId: number,
  slug: 'sendgrid' | 'kartra' | 'gohighlevel' | 'mailboxpower' | 'clickfunnels',
  credentials: Record<string, string>,
) {
  const [row] = await test.ctx.db
    .insert(companyIntegrations)
    .values({
      companyId,
      slug,
      credentialsEncrypted: sealSecret(test.ctx.config, JSON.stringify(credentials)),
      credentialFields: Object.keys(credentials),
      status: 'connected',
      connectedAt: new Date(),
    })
    .returning();
  return row?.id as number;
}

beforeAll(async () => {
  fakes = {
    sendgrid: await startFakeSendgrid(),
    kartra: await startFakeKartra(),
    highLevel: await startFakeGoHighLevel(),
    mailboxPower: await startFakeMailboxPower(),
    clickFunnels: await startFakeClickFunnels(),
    google: await startFakeGoogle(),
  };
  test = await createTestApp({
    SECRETS_KEY,
    INTEGRATION_TIMEOUT_MS: '1000',
    SENDGRID_BASE_URL: fakes.sendgrid.url,
    KARTRA_BASE_URL: `${fakes.kartra.url}/api`,
    GOHIGHLEVEL_BASE_URL: fakes.highLevel.url,
    MAILBOXPOWER_BASE_URL: fakes.mailboxPower.url,
    CLICKFUNNELS_BASE_URL: `${fakes.clickFunnels.url}/{subdomain}`,
    GOOGLE_SHEETS_BASE_URL: fakes.google.url,
    GOOGLE_OAUTH_BASE_URL: fakes.google.url,
    GOOGLE_DRIVE_BASE_URL: fakes.google.url,
    GOOGLE_OAUTH_AUTHORIZE_URL: fakes.google.settings.authUrl,
    GOOGLE_OAUTH_CLIENT_ID: GOOGLE_CLIENT_ID,
    GOOGLE_OAUTH_CLIENT_SECRET: GOOGLE_CLIENT_SECRET,
  });
  clientCo = (await companyOf(test.ctx.db, 'client@demo.test')).id;
  agencyCo = (await companyOf(test.ctx.db, 'agency@demo.test')).id;
  otherClientCo = (await companyOf(test.ctx.db, 'client2@demo.test')).id;
  const campaignOf = async (companyId: number) => {
    const [row] = await test.ctx.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.companyId, companyId), isNull(campaigns.removedAt)))
      .limit(1);
    if (!row) throw new Error(`no demo campaign for company ${companyId}`);
    return row.id;
  };
  campaignId = await campaignOf(clientCo);
  otherCampaignId = await campaignOf(otherClientCo);

  await connect(clientCo, 'sendgrid', { api_key: SENDGRID_KEY });
  await connect(clientCo, 'kartra', {
    app_id: KARTRA_APP_ID,
    api_key: KARTRA_KEY,
    api_password: KARTRA_PASSWORD,
  });
  const highLevel = await connect(clientCo, 'gohighlevel', { api_key: GHL_TOKEN, location_id: GHL_LOCATION });
  const mailboxPower = await connect(clientCo, 'mailboxpower', { api_key: MAILBOXPOWER_KEY });
  const clickFunnels = await connect(clientCo, 'clickfunnels', {
    api_token: CLICKFUNNELS_KEY,
    subdomain: 'acme',
    workspace_id: '42',
  });
  // The agency connected Mailbox Power with a key Mailbox Power no longer accepts.
  await connect(agencyCo, 'mailboxpower', { api_key: 'revoked-key' });
  await test.ctx.db.insert(campaignIntegrations).values([
    { campaignId, integrationId: highLevel, targets: { tags: ['dentist', 'vip'] } },
    { campaignId, integrationId: mailboxPower, targets: { groups: ['12'] } },
    { campaignId, integrationId: clickFunnels, targets: { tags: ['101'] } },
  ]);
  client = await test.signIn('client@demo.test');
  agency = await test.signIn('agency@demo.test');
  agency2 = await test.signIn('agency2@demo.test');
  client2 = await test.signIn('client2@demo.test');
});
afterAll(async () => {
  await test.close();
  await Promise.all(Object.values(fakes).map((fake) => fake.close()));
});

const get = (token: string, url: string) =>
  test.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
const post = (token: string, url: string, payload?: object) =>
  test.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });

describe("a provider's lists, tags and groups (part 2 §7)", () => {
  it.each([
    ['/sendgridlist/{co}', 'SendGrid lists', 1],
    ['/kartra/list/{co}', 'Kartra lists', 2],
    ['/gohighlevel/tags/{co}', 'GoHighLevel tags', 3],
    ['/mailboxpower/groups?company_id={co}', 'Mailbox Power groups', 2],
    ['/click-funnels/tags/{co}', 'ClickFunnels tags', 23],
  ])('%s answers the %s, read from the provider', async (path, _, count) => {
    const response = await get(client, path.replace('{co}', String(clientCo)));
    expect(response.statusCode).toBe(200);
    expect(response.json().targets).toHaveLength(count);
  });

  it('GetKartraListAndTag answers lists and tags apart', async () => {
    const response = await get(client, `/GetKartraListAndTag/${clientCo}`);
    expect(response.json()).toEqual({
      lists: [
        { id: 'Newsletter', name: 'Newsletter', kind: 'list' },
        { id: 'Dentists', name: 'Dentists', kind: 'list' },
      ],
      tags: [
        { id: 'hot-lead', name: 'hot-lead', kind: 'tag' },
        { id: 'website', name: 'website', kind: 'tag' },
      ],
    });
  });

  it("the client's agency reads them too", async () => {
    expect((await get(agency, `/sendgridlist/${clientCo}`)).statusCode).toBe(200);
  });

  it.each([
    ['another agency', () => agency2],
    ["another agency's client", () => client2],
  ])("%s gets 404 for the client's lists, and the provider is never asked", async (_, token) => {
    const before = fakes.sendgrid.requests.length;
    for (const path of [
      `/sendgridlist/${clientCo}`,
      `/kartra/list/${clientCo}`,
      `/GetKartraListAndTag/${clientCo}`,
      `/gohighlevel/tags/${clientCo}`,
      `/mailboxpower/groups?company_id=${clientCo}`,
      `/click-funnels/tags/${clientCo}`,
    ])
      expect((await get(token(), path)).statusCode, path).toBe(404);
    expect(fakes.sendgrid.requests.length).toBe(before);
  });

  it('a company without the provider connected has nothing to choose from yet', async () => {
    const response = await get(agency, `/sendgridlist/${agencyCo}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ targets: [] });
  });

  it('credentials the provider refuses now read as such', async () => {
    const response = await get(agency, `/mailboxpower/groups?company_id=${agencyCo}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The provider refused these credentials. Check them and try again.');
  });

  it('a provider that fails answers 503 "try again", never 500', async () => {
    fakes.sendgrid.troubleNext({ kind: 'status', status: 500 });
    const failing = await get(client, `/sendgridlist/${clientCo}`);
    expect(failing.statusCode).toBe(503);
    expect(failing.json().message).toBe('The provider did not answer. Please try again in a few minutes.');
    fakes.kartra.troubleNext({ kind: 'garbage' });
    expect((await get(client, `/kartra/list/${clientCo}`)).statusCode).toBe(503);
  });

  it.each([
    ['/sendgridlist/abc', 'companyID'],
    ['/gohighlevel/tags/-1', 'companyID'],
    ['/mailboxpower/groups', 'company_id'],
    ['/mailboxpower/groups?company_id=abc', 'company_id'],
  ])('bad input %s is refused naming %s', async (path, field) => {
    const response = await get(client, path);
    expect([400, 422]).toContain(response.statusCode);
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
  });
});

describe("a campaign's chosen tags and groups", () => {
  it('GoHighLevel usertags, Mailbox Power usergroups and ClickFunnels campaign tags', async () => {
    expect((await get(client, `/gohighlevel/usertags/${campaignId}/${clientCo}`)).json()).toEqual({
      tags: ['dentist', 'vip'],
    });
    expect(
      (await get(client, `/mailboxpower/usergroups?company_id=${clientCo}&campaign_id=${campaignId}`)).json(),
    ).toEqual({ tags: ['12'] });
    expect((await get(agency, `/click-funnels/campaign/tags/${campaignId}`)).json()).toEqual({
      tags: ['101'],
    });
  });

  it('a campaign that chose nothing answers an empty list', async () => {
    const response = await get(client2, `/click-funnels/campaign/tags/${otherCampaignId}`);
    expect(response.json()).toEqual({ tags: [] });
  });

  it("another agency's users get 404 for the campaign's choices", async () => {
    expect((await get(agency2, `/gohighlevel/usertags/${campaignId}/${clientCo}`)).statusCode).toBe(404);
    expect(
      (await get(client2, `/mailboxpower/usergroups?company_id=${clientCo}&campaign_id=${campaignId}`))
        .statusCode,
    ).toBe(404);
    expect((await get(agency2, `/click-funnels/campaign/tags/${campaignId}`)).statusCode).toBe(404);
  });

  it('naming a campaign with a company it does not belong to answers 404', async () => {
    expect((await get(agency, `/gohighlevel/usertags/${campaignId}/${agencyCo}`)).statusCode).toBe(404);
  });

  it('bad ids are refused naming the field', async () => {
    const response = await get(client, `/mailboxpower/usergroups?company_id=${clientCo}&campaign_id=x`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain('campaign_id');
  });
});

describe('POST /click-funnels/tags', () => {
  it('makes the tag in the workspace, answers it, and writes the user log', async () => {
    const response = await post(client, '/click-funnels/tags', {
      company_id: clientCo,
      name: 'Spring promo',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().target).toMatchObject({ name: 'Spring promo', kind: 'tag' });
    expect(fakes.clickFunnels.tags.some((tag) => tag.name === 'Spring promo')).toBe(true);
    const logs = await test.ctx.db.select().from(userLogs).where(eq(userLogs.action, 'integration'));
    expect(logs.some((log) => log.description.includes('Spring promo'))).toBe(true);
  });

  it('a name the workspace has already is refused on the name field', async () => {
    const response = await post(client, '/click-funnels/tags', {
      company_id: clientCo,
      name: 'spring promo',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.name).toContain('has already been taken');
  });

  it.each([
    [{ company_id: 'x', name: 'A' }, 'company_id'],
    [{ company_id: 1, name: '   ' }, 'name'],
    [{ company_id: 1 }, 'name'],
  ])('bad input %j is refused naming %s', async (payload, field) => {
    const response = await post(client, '/click-funnels/tags', payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('a company without ClickFunnels connected is told to connect it first', async () => {
    const response = await post(agency, '/click-funnels/tags', { company_id: agencyCo, name: 'Any' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Connect this integration first.');
  });

  it("another agency cannot make tags in the client's workspace", async () => {
    const before = fakes.clickFunnels.tags.length;
    const response = await post(agency2, '/click-funnels/tags', { company_id: clientCo, name: 'Intruder' });
    expect(response.statusCode).toBe(404);
    expect(fakes.clickFunnels.tags.length).toBe(before);
  });
});

describe('Google Sheets: check-connect, the OAuth callback and revoke', () => {
  let authUrl: URL;
  const googleRow = async () => {
    const [row] = await test.ctx.db
      .select()
      .from(companyIntegrations)
      .where(and(eq(companyIntegrations.companyId, clientCo), eq(companyIntegrations.slug, 'googlesheet')));
    return row;
  };
  const callback = (query: string) =>
    test.app.inject({ method: 'GET', url: `/api/leadspeek/googlespreadsheet/callback?${query}` });

  it('before connecting, check-connect answers where to grant access', async () => {
    const response = await get(client, `/leadspeek/googlespreadsheet/check-connect/${clientCo}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ connected: false, account_name: null });
    authUrl = new URL(body.auth_url);
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(fakes.google.settings.authUrl);
    expect(authUrl.searchParams.get('redirect_uri')).toMatch(
      /\/api\/leadspeek\/googlespreadsheet\/callback$/,
    );
    expect(authUrl.searchParams.get('access_type')).toBe('offline');
  });

  it('a callback with a forged state stores nothing', async () => {
    const response = await callback(`code=${GOOGLE_GOOD_CODE}&state=v1.forged.state.value`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/integrations/googlesheet/google-sheets?google=expired');
    expect(await googleRow()).toBeUndefined();
  });

  it('a user who declines at Google lands back on the page, told so', async () => {
    const state = encodeURIComponent(authUrl.searchParams.get('state') ?? '');
    const response = await callback(`error=access_denied&state=${state}`);
    expect(response.headers.location).toBe('/integrations/googlesheet/google-sheets?google=denied');
    expect(await googleRow()).toBeUndefined();
  });

  it('the callback stores the grant sealed, and check-connect then names the account', async () => {
    const state = encodeURIComponent(authUrl.searchParams.get('state') ?? '');
    const response = await callback(`code=${GOOGLE_GOOD_CODE}&state=${state}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/integrations/googlesheet/google-sheets?google=connected');
    const row = await googleRow();
    expect(row).toMatchObject({ status: 'connected', accountName: 'owner@acme-dental.test' });
    const [refreshToken] = [...fakes.google.refreshTokens];
    expect(row?.credentialsEncrypted).not.toContain(refreshToken);
    const check = await get(agency, `/leadspeek/googlespreadsheet/check-connect/${clientCo}`);
    expect(check.json()).toEqual({ connected: true, account_name: 'owner@acme-dental.test', auth_url: null });
  });

  it("another agency can neither check nor revoke the client's Google connection", async () => {
    expect((await get(agency2, `/leadspeek/googlespreadsheet/check-connect/${clientCo}`)).statusCode).toBe(
      404,
    );
    expect((await post(agency2, `/leadspeek/googlespreadsheet/revoke/${clientCo}`)).statusCode).toBe(404);
    expect((await googleRow())?.status).toBe('connected');
    expect(fakes.google.revoked).toEqual([]);
  });

  it('revoke withdraws the grant at Google and forgets it', async () => {
    const [refreshToken] = [...fakes.google.refreshTokens];
    const response = await post(client, `/leadspeek/googlespreadsheet/revoke/${clientCo}`);
    expect(response.json()).toEqual({ result: 'success', message: 'Google Sheets access has been revoked.' });
    expect(fakes.google.revoked).toContain(refreshToken);
    expect(await googleRow()).toMatchObject({ status: 'disconnected', credentialsEncrypted: null });
    const check = await get(client, `/leadspeek/googlespreadsheet/check-connect/${clientCo}`);
    expect(check.json()).toMatchObject({ connected: false });
    const again = await post(client, `/leadspeek/googlespreadsheet/revoke/${clientCo}`);
    expect(again.json()).toEqual({ result: 'error', message: 'Connect this integration first.' });
  });

  it('bad company ids are refused naming companyID', async () => {
    const response = await get(client, '/leadspeek/googlespreadsheet/check-connect/zero');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain('companyID');
  });
});
