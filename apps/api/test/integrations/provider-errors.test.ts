// Every provider, the same troubles: a provider that never answers, answers 500, limits with 429
// and Retry-After, or sends garbage. Each becomes a retryable ProviderError (never a lost lead,
// never a hang past the time limit), and a 429's Retry-After reaches the delivery engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Connector,
  type DeliveryRequest,
  ProviderError,
} from '../../src/modules/integrations/connector.ts';
import { clickfunnelsConnector } from '../../src/modules/integrations/providers/clickfunnels/index.ts';
import { gohighlevelConnector } from '../../src/modules/integrations/providers/gohighlevel/index.ts';
import {
  createGoogleSheetConnector,
  exchangeCode,
} from '../../src/modules/integrations/providers/googlesheet/index.ts';
import { hubspotConnector } from '../../src/modules/integrations/providers/hubspot/index.ts';
import { kartraConnector } from '../../src/modules/integrations/providers/kartra/index.ts';
import { mailboxpowerConnector } from '../../src/modules/integrations/providers/mailboxpower/index.ts';
import { createSalesforceConnector } from '../../src/modules/integrations/providers/salesforce/index.ts';
import { sendgridConnector } from '../../src/modules/integrations/providers/sendgrid/index.ts';
import { slackConnector } from '../../src/modules/integrations/providers/slack/index.ts';
import { startFakeClickFunnels } from './fakes/fake-clickfunnels.ts';
import { GHL_LOCATION, GHL_TOKEN, startFakeGoHighLevel } from './fakes/fake-gohighlevel.ts';
import { GOOGLE_GOOD_CODE, startFakeGoogle } from './fakes/fake-google.ts';
import { HUBSPOT_TOKEN, startFakeHubspot } from './fakes/fake-hubspot.ts';
import { KARTRA_APP_ID, KARTRA_KEY, KARTRA_PASSWORD, startFakeKartra } from './fakes/fake-kartra.ts';
import { MAILBOXPOWER_KEY, startFakeMailboxPower } from './fakes/fake-mailboxpower.ts';
import {
  SALESFORCE_CLIENT_ID,
  SALESFORCE_CLIENT_SECRET,
  startFakeSalesforce,
} from './fakes/fake-salesforce.ts';
import { SENDGRID_KEY, startFakeSendgrid } from './fakes/fake-sendgrid.ts';
import type { FakeServer } from './fakes/fake-server.ts';
import { SLACK_BOT_TOKEN, startFakeSlack } from './fakes/fake-slack.ts';
import { delivery, endpointOn } from './provider-kit.ts';

const TIME_LIMIT_MS = 300;

type Case = { name: string; fake: FakeServer; connector: Connector; request: DeliveryRequest };
const cases: Case[] = [];

beforeAll(async () => {
  const sendgrid = await startFakeSendgrid();
  cases.push({
    name: 'SendGrid',
    fake: sendgrid,
    connector: sendgridConnector,
    request: delivery(
      endpointOn(sendgrid.url, TIME_LIMIT_MS),
      { api_key: SENDGRID_KEY },
      { lists: [sendgrid.lists[0]?.id ?? ''] },
    ),
  });
  const highLevel = await startFakeGoHighLevel();
  cases.push({
    name: 'GoHighLevel',
    fake: highLevel,
    connector: gohighlevelConnector,
    request: delivery(
      endpointOn(highLevel.url, TIME_LIMIT_MS),
      { api_key: GHL_TOKEN, location_id: GHL_LOCATION },
      { tags: ['vip'] },
    ),
  });
  const kartra = await startFakeKartra();
  cases.push({
    name: 'Kartra',
    fake: kartra,
    connector: kartraConnector,
    request: delivery(
      endpointOn(`${kartra.url}/api`, TIME_LIMIT_MS),
      { app_id: KARTRA_APP_ID, api_key: KARTRA_KEY, api_password: KARTRA_PASSWORD },
      { lists: ['Dentists'] },
    ),
  });
  const mailboxPower = await startFakeMailboxPower();
  cases.push({
    name: 'Mailbox Power',
    fake: mailboxPower,
    connector: mailboxpowerConnector,
    request: delivery(
      endpointOn(mailboxPower.url, TIME_LIMIT_MS),
      { api_key: MAILBOXPOWER_KEY },
      { groups: ['11'] },
    ),
  });
  const clickFunnels = await startFakeClickFunnels();
  cases.push({
    name: 'ClickFunnels',
    fake: clickFunnels,
    connector: clickfunnelsConnector,
    request: delivery(
      endpointOn(clickFunnels.baseUrl, TIME_LIMIT_MS),
      { api_token: 'cf-api-key', subdomain: 'acme', workspace_id: '42' },
      { tags: ['100'] },
    ),
  });
  const slackApp = await startFakeSlack();
  cases.push({
    name: 'Slack (app)',
    fake: slackApp,
    connector: slackConnector,
    request: delivery(
      endpointOn(`${slackApp.url}/api`, TIME_LIMIT_MS),
      { bot_token: SLACK_BOT_TOKEN },
      {
        channel: 'C0LEADS',
      },
    ),
  });
  const slackHook = await startFakeSlack();
  cases.push({
    name: 'Slack (incoming webhook)',
    fake: slackHook,
    connector: slackConnector,
    request: delivery(endpointOn(slackHook.url, TIME_LIMIT_MS), { webhook_url: slackHook.webhookUrl }, {}),
  });
  const hubspot = await startFakeHubspot();
  cases.push({
    name: 'HubSpot',
    fake: hubspot,
    connector: hubspotConnector,
    request: delivery(endpointOn(hubspot.url, TIME_LIMIT_MS), { access_token: HUBSPOT_TOKEN }, {}),
  });
  const salesforce = await startFakeSalesforce();
  cases.push({
    name: 'Salesforce',
    fake: salesforce,
    connector: createSalesforceConnector({
      clientId: SALESFORCE_CLIENT_ID,
      clientSecret: SALESFORCE_CLIENT_SECRET,
      loginUrl: salesforce.url,
    }),
    request: delivery(endpointOn(salesforce.url, TIME_LIMIT_MS), salesforce.credentials(), {}),
  });
  const google = await startFakeGoogle();
  const endpoint = endpointOn(google.url, TIME_LIMIT_MS);
  const { credentials } = await exchangeCode(
    google.settings,
    endpoint,
    'https://app.test/callback',
    GOOGLE_GOOD_CODE,
  );
  cases.push({
    name: 'Google Sheets',
    fake: google,
    connector: createGoogleSheetConnector(google.settings),
    request: delivery(endpoint, credentials, { sheetId: 'sheet-existing' }),
  });
});
afterAll(async () => {
  await Promise.all(cases.map(({ fake }) => fake.close()));
});

async function failureOf(run: () => Promise<unknown>): Promise<ProviderError> {
  const error = await run().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

const providers = [
  'SendGrid',
  'GoHighLevel',
  'Kartra',
  'Mailbox Power',
  'ClickFunnels',
  'Google Sheets',
  'Slack (app)',
  'Slack (incoming webhook)',
  'HubSpot',
  'Salesforce',
];
const caseOf = (name: string) => cases.find((candidate) => candidate.name === name) as Case;

describe.each(providers)('%s when the provider misbehaves', (name) => {
  it('a provider that never answers is given up on at the time limit, to be retried', async () => {
    const { fake, connector, request } = caseOf(name);
    fake.troubleNext({ kind: 'hang' });
    const started = Date.now();
    const error = await failureOf(() => connector.deliver(request));
    expect(Date.now() - started).toBeLessThan(TIME_LIMIT_MS + 2_000);
    expect(error).toMatchObject({ status: undefined, permanent: false });
    expect(error.message).toMatch(/did not answer within 0.3 s/);
  });

  it('a 500 is a retryable error that carries the status', async () => {
    const { fake, connector, request } = caseOf(name);
    fake.troubleNext({ kind: 'status', status: 500 });
    expect(await failureOf(() => connector.deliver(request))).toMatchObject({
      status: 500,
      permanent: false,
    });
  });

  it('a 429 hands its Retry-After (seconds) to the engine as retryAfterMs', async () => {
    const { fake, connector, request } = caseOf(name);
    fake.troubleNext({ kind: 'rate-limit', retryAfter: '7' });
    expect(await failureOf(() => connector.deliver(request))).toMatchObject({
      status: 429,
      retryAfterMs: 7_000,
      permanent: false,
    });
  });

  it('a 429 with an HTTP-date Retry-After is honoured too', async () => {
    const { fake, connector, request } = caseOf(name);
    fake.troubleNext({ kind: 'rate-limit', retryAfter: new Date(Date.now() + 60_000).toUTCString() });
    const error = await failureOf(() => connector.deliver(request));
    expect(error.retryAfterMs).toBeGreaterThan(55_000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('garbage instead of JSON is a retryable error, not a crash', async () => {
    const { fake, connector, request } = caseOf(name);
    fake.troubleNext({ kind: 'garbage' });
    expect(await failureOf(() => connector.deliver(request))).toMatchObject({ permanent: false });
  });

  it('after the trouble, the same delivery goes through', async () => {
    const { connector, request } = caseOf(name);
    await expect(connector.deliver(request)).resolves.toBeUndefined();
  });
});
