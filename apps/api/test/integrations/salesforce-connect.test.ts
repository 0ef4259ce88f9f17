// Connecting Salesforce inside the platform (issue 25 item 5): a client is sent to Salesforce's
// authorize page with a sealed state, and Salesforce's redirect back (against a fake Salesforce)
// connects the company's integration with the tokens sealed and never answered. A forged or another
// provider's state, or a refusal, connects nothing; another agency's client cannot start it. The
// connected integration's test delivery follows its field mapping (the settings reach the connector).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIntegrations } from '../../src/db/schema/index.ts';
import { oauthStateFor } from '../../src/platform/access/oauth-state.ts';
import { reportKit } from '../reports/report-kit.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  SALESFORCE_CLIENT_ID,
  SALESFORCE_CLIENT_SECRET,
  SALESFORCE_USERNAME,
  startFakeSalesforce,
} from './fakes/fake-salesforce.ts';

let test: TestApp;
let salesforce: Awaited<ReturnType<typeof startFakeSalesforce>>;
const kit = reportKit(() => test);
const call = kit.call;
let companyId = 0;

beforeAll(async () => {
  salesforce = await startFakeSalesforce();
  test = await createTestApp({
    SECRETS_KEY: 'salesforce connect tests, thirty-two characters or more',
    INTEGRATION_TIMEOUT_MS: '2000',
    SALESFORCE_LOGIN_URL: salesforce.url,
    SALESFORCE_CLIENT_ID,
    SALESFORCE_CLIENT_SECRET,
  });
  companyId = (await kit.tenants()).acmeClient;
});
afterAll(async () => {
  await test.close();
  await salesforce.close();
});

const salesforceRow = async () =>
  (
    await test.ctx.db
      .select()
      .from(companyIntegrations)
      .where(and(eq(companyIntegrations.companyId, companyId), eq(companyIntegrations.slug, 'salesforce')))
  )[0];

async function callback(query: Record<string, string>) {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/integrations/salesforce/callback?${new URLSearchParams(query)}`,
  });
  expect(response.statusCode).toBe(302);
  return response.headers.location;
}

async function installState(): Promise<string> {
  const install = await call('client@demo.test', 'GET', `/integrations/salesforce/install/${companyId}`);
  expect(install.statusCode, install.body).toBe(200);
  return new URL(install.json().auth_url).searchParams.get('state') ?? '';
}

/** What Salesforce's login page does when the person allows access: back with a fresh code. */
async function allow(authUrl: string): Promise<Record<string, string>> {
  const answer = await fetch(authUrl, { redirect: 'manual' });
  const back = new URL(answer.headers.get('location') ?? '');
  return Object.fromEntries(back.searchParams);
}

describe('connecting Salesforce', () => {
  it("sends the client to Salesforce's authorize page with the app, the scopes and a sealed state", async () => {
    const response = await call('client@demo.test', 'GET', `/integrations/salesforce/install/${companyId}`);
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(response.json().auth_url);
    expect(url.origin + url.pathname).toBe(`${salesforce.url}/services/oauth2/authorize`);
    expect(url.searchParams.get('client_id')).toBe(SALESFORCE_CLIENT_ID);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('api refresh_token');
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/api\/integrations\/salesforce\/callback$/);
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(40);
  });

  it.each([
    ['another agency’s client', 'client2@demo.test'],
    ['another agency', 'agency2@demo.test'],
  ])('%s cannot connect this client (404)', async (_, email) => {
    const response = await call(email, 'GET', `/integrations/salesforce/install/${companyId}`);
    expect(response.statusCode).toBe(404);
  });

  it('a forged, a Slack or a refused state connects nothing', async () => {
    const state = await installState();
    expect(await callback({ state: 'forged', code: 'any' })).toBe(
      '/integrations/salesforce/salesforce?salesforce=expired',
    );
    const actor = { userId: 1, viewerUserId: null } as never;
    const slackState = oauthStateFor(test.ctx.config, actor, { id: companyId } as never, 'slack-oauth');
    expect(await callback({ state: slackState, code: 'any' })).toBe(
      '/integrations/salesforce/salesforce?salesforce=expired',
    );
    expect(
      await callback({
        state,
        error: 'access_denied',
        error_description: 'end-user denied authorization',
      }),
    ).toBe('/integrations/salesforce/salesforce?salesforce=denied');
    expect(await callback({ state, code: 'not-a-code-salesforce-gave' })).toBe(
      '/integrations/salesforce/salesforce?salesforce=error',
    );
    expect(await salesforceRow()).toBeUndefined();
  });

  it("Salesforce's code connects the org: the tokens sealed, never answered", async () => {
    const install = await call('client@demo.test', 'GET', `/integrations/salesforce/install/${companyId}`);
    const back = await allow(install.json().auth_url);
    expect(await callback(back)).toBe('/integrations/salesforce/salesforce?salesforce=connected');
    const row = await salesforceRow();
    expect(row).toMatchObject({ status: 'connected', accountName: `Salesforce · ${SALESFORCE_USERNAME}` });
    const token = salesforce.requests.find((request) => request.path === '/services/oauth2/token');
    expect(token?.form?.get('redirect_uri')).toMatch(/\/api\/integrations\/salesforce\/callback$/);
    expect(row?.credentialsEncrypted).not.toMatch(/5Aep-|00Dxx!/);
    const list = await call('client@demo.test', 'GET', `/getcompanyintegrationlist/${companyId}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).not.toMatch(/5Aep-|00Dxx!|refresh_token|access_token/);
    // The code is single-use: replaying the redirect connects nothing new.
    expect(await callback(back)).toBe('/integrations/salesforce/salesforce?salesforce=error');
  });

  it('the test delivery makes a contact and a task, following the field mapping', async () => {
    const row = await salesforceRow();
    const tested = await call('client@demo.test', 'POST', `/integrations/${row?.id}/test`);
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json()).toMatchObject({ result: 'success' });
    expect(salesforce.contacts).toHaveLength(1);
    expect(salesforce.tasks).toHaveLength(1);
    const mapped = await call('client@demo.test', 'PUT', `/integrations/${row?.id}/field-map`, {
      fields: { city: 'Foo__c' },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    const refused = await call('client@demo.test', 'POST', `/integrations/${row?.id}/test`);
    expect(refused.json()).toMatchObject({ result: 'error', http_status: 400 });
    expect(refused.json().message).toContain("No such column 'Foo__c' on sobject of type Contact");
  });
});
