// Salesforce connector against a fake of its REST API and OAuth token endpoint (issue 25 item 5):
// connect by tokens, one contact per e-mail address with the mapped fields and LeadSource, one task
// per delivery with the lead's journey, score and link (a retry does not log a second), even when
// deliveries of one new address run at once, an expired session renewed with the refresh token and
// the renewed token kept for the next deliveries (forgotten when the grant is revoked), a revoked
// grant refused, Salesforce's own words for a bad field mapping, and SOQL literals escaped.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InvalidCredentialsError, ProviderError } from '../../src/modules/integrations/connector.ts';
import {
  createSalesforceConnector,
  exchangeSalesforceCode,
  salesforceAuthUrl,
  sameScheme,
} from '../../src/modules/integrations/providers/salesforce/index.ts';
import { renewedAccessToken } from '../../src/modules/integrations/providers/salesforce/renewed-tokens.ts';
import {
  SALESFORCE_CLIENT_ID,
  SALESFORCE_CLIENT_SECRET,
  SALESFORCE_GOOD_CODE,
  SALESFORCE_REFRESH_TOKEN,
  SALESFORCE_USERNAME,
  startFakeSalesforce,
} from './fakes/fake-salesforce.ts';
import { endpointOn, LEAD } from './provider-kit.ts';

let fake: Awaited<ReturnType<typeof startFakeSalesforce>>;
let app: { clientId: string; clientSecret: string; loginUrl: string };
let salesforce: ReturnType<typeof createSalesforceConnector>;
const endpoint = () => endpointOn(fake.url);

const STORY = {
  ...LEAD,
  companyName: 'Acme Dental',
  jobTitle: 'Practice manager',
  leadPageUrl: 'https://acme.agency.test/site-id/leads/7001',
  lastPages: [
    { url: 'https://acme-dental.test/pricing', title: 'Pricing | Acme', at: '2026-11-26T06:29:00.000Z' },
    { url: 'https://acme-dental.test/team', title: null, at: '2026-11-26T06:25:00.000Z' },
  ],
};

const deliveryOf = (lead = STORY, extra: { attempt?: number; settings?: Record<string, string> } = {}) => ({
  endpoint: endpoint(),
  credentials: fake.credentials(),
  targets: {},
  lead,
  idempotencyKey: `msg_${lead.leadId}_sf`,
  ...extra,
});

/** A grant of its own (a refresh token no other test uses), as connecting on the authorize page makes. */
async function newGrant() {
  const authorize = await fetch(salesforceAuthUrl(app, 'https://app.test/cb', 'st'), { redirect: 'manual' });
  const code = new URL(authorize.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const { credentials } = await exchangeSalesforceCode(app, endpoint(), 'https://app.test/cb', code);
  return credentials as { access_token: string; refresh_token: string; instance_url: string };
}

const tokenRequestsSince = (index: number) =>
  fake.requests.slice(index).filter((call) => call.path === '/services/oauth2/token');

beforeAll(async () => {
  fake = await startFakeSalesforce();
  app = { clientId: SALESFORCE_CLIENT_ID, clientSecret: SALESFORCE_CLIENT_SECRET, loginUrl: fake.url };
  salesforce = createSalesforceConnector(app);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.contacts.length = 0;
  fake.tasks.length = 0;
});

describe('Salesforce OAuth', () => {
  it('sends the browser to the authorize page with the scopes and state', () => {
    const url = new URL(
      salesforceAuthUrl(app, 'https://app.test/api/integrations/salesforce/callback', 'st'),
    );
    expect(url.origin + url.pathname).toBe(`${fake.url}/services/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: SALESFORCE_CLIENT_ID,
      scope: 'api refresh_token',
      state: 'st',
      redirect_uri: 'https://app.test/api/integrations/salesforce/callback',
    });
  });

  it.each([
    ['https://acme.my.salesforce.com', true],
    ['http://acme.my.salesforce.com', false],
    ['https://user:pw@acme.my.salesforce.com', false],
    ['data:text/plain,x', false],
    ['not an address', false],
  ])('an org address %s is usable after an https login: %s', (instanceUrl, usable) => {
    expect(sameScheme(instanceUrl, 'https://login.salesforce.com')).toBe(usable);
  });

  it('trades a code for the tokens and the org, named by the identity URL', async () => {
    const grant = await exchangeSalesforceCode(app, endpoint(), 'https://app.test/cb', SALESFORCE_GOOD_CODE);
    expect(grant.accountName).toBe(`Salesforce · ${SALESFORCE_USERNAME}`);
    expect(grant.credentials).toMatchObject({ instance_url: fake.url, username: SALESFORCE_USERNAME });
    expect(grant.credentials.refresh_token).toMatch(/^5Aep-/);
    expect(grant.credentials.access_token).toMatch(/^00Dxx!/);
  });

  it('refuses a used code', async () => {
    await expect(
      exchangeSalesforceCode(app, endpoint(), 'https://app.test/cb', SALESFORCE_GOOD_CODE),
    ).rejects.toBeInstanceOf(InvalidCredentialsError);
  });
});

describe('Salesforce connect', () => {
  it('accepts tokens that may read the org, naming the user', async () => {
    expect(await salesforce.connect(endpoint(), fake.credentials())).toEqual({
      accountName: `Salesforce · ${SALESFORCE_USERNAME}`,
    });
    expect(fake.requests.at(-1)?.path).toBe('/services/data/v62.0/limits');
  });

  it('refuses a revoked grant with InvalidCredentialsError', async () => {
    await expect(
      salesforce.connect(endpoint(), {
        access_token: 'expired',
        refresh_token: 'revoked',
        instance_url: fake.url,
      }),
    ).rejects.toBeInstanceOf(InvalidCredentialsError);
  });

  it('refuses credentials without an instance', async () => {
    await expect(salesforce.connect(endpoint(), {})).rejects.toBeInstanceOf(InvalidCredentialsError);
  });
});

describe('Salesforce delivery', () => {
  it('creates one contact with the mapped fields and LeadSource, and one task telling the story', async () => {
    await salesforce.deliver(deliveryOf());
    expect(fake.contacts).toHaveLength(1);
    expect(fake.contacts[0]).toMatchObject({
      Email: 'ada.lane@example.test',
      FirstName: 'Ada',
      LastName: 'Lane',
      Phone: '+15550100100',
      Title: 'Practice manager',
      MailingStreet: '1 Main St',
      MailingCity: 'Springfield',
      MailingState: 'IL',
      MailingPostalCode: '62701',
      LeadSource: 'Web',
    });
    expect(fake.tasks).toHaveLength(1);
    const task = fake.tasks[0] as Record<string, string>;
    expect(task).toMatchObject({
      WhoId: fake.contacts[0]?.Id,
      Subject: 'Lead: Ada Lane — score 72',
      Status: 'Completed',
      ActivityDate: new Date().toISOString().slice(0, 10),
    });
    for (const line of [
      '1 visit, 3 pages viewed, 9 minutes on the site; first seen 2026-11-26 06:20 UTC, last seen 2026-11-26 06:29 UTC.',
      'Came from https://search.example.test/',
      'UTM source newsletter.',
      'Score 72 of 100 (hot).',
      '+72 Viewed /pricing',
      'Pricing | Acme (2026-11-26 06:29 UTC): https://acme-dental.test/pricing',
      'https://acme-dental.test/team',
      'Open the lead: https://acme.agency.test/site-id/leads/7001',
    ])
      expect(task.Description).toContain(line);
    expect(task.Description?.endsWith('Delivery msg_7001_sf')).toBe(true);
  });

  it('delivering the same lead again updates the same contact; a retry logs no second task', async () => {
    await salesforce.deliver(deliveryOf());
    await salesforce.deliver(deliveryOf({ ...STORY, phone: '+15550199999' }, { attempt: 2 }));
    expect(fake.contacts).toHaveLength(1);
    expect(fake.contacts[0]?.Phone).toBe('+15550199999');
    expect(fake.tasks).toHaveLength(1);
    // A new delivery (another key) of the same person is another task on the same contact.
    await salesforce.deliver({ ...deliveryOf(), idempotencyKey: 'msg_other' });
    expect(fake.contacts).toHaveLength(1);
    expect(fake.tasks).toHaveLength(2);
  });

  it('a lead without a last name is named by its address; without an address it is refused', async () => {
    await salesforce.deliver(deliveryOf({ ...STORY, lastName: null, email: 'zed@example.test' }));
    expect(fake.contacts[0]).toMatchObject({ LastName: 'zed', FirstName: 'Ada' });
    const before = fake.requests.length;
    await expect(salesforce.deliver(deliveryOf({ ...STORY, email: null }))).rejects.toMatchObject({
      permanent: true,
    });
    expect(fake.requests.length).toBe(before);
  });

  it('renews an expired access token once with the refresh token, and goes on', async () => {
    const credentials = fake.credentials();
    fake.expireAccessTokens();
    const before = fake.requests.length;
    await salesforce.deliver({ ...deliveryOf(), credentials });
    const calls = fake.requests.slice(before);
    expect(calls.filter((call) => call.path === '/services/oauth2/token')).toHaveLength(1);
    expect(calls.find((call) => call.path === '/services/oauth2/token')?.form?.get('refresh_token')).toBe(
      SALESFORCE_REFRESH_TOKEN,
    );
    expect(fake.contacts).toHaveLength(1);
    expect(fake.tasks).toHaveLength(1);
  });

  it('keeps the renewed access token: the next delivery asks for none and sends no expired one', async () => {
    const credentials = await newGrant();
    fake.expireAccessTokens();
    let before = fake.requests.length;
    await salesforce.deliver({ ...deliveryOf(), credentials });
    expect(tokenRequestsSince(before)).toHaveLength(1);
    before = fake.requests.length;
    await salesforce.deliver({ ...deliveryOf(), credentials, idempotencyKey: 'msg_next_sf' });
    expect(tokenRequestsSince(before)).toHaveLength(0);
    const bearers = new Set(fake.requests.slice(before).map((call) => call.headers.authorization));
    expect(bearers.has(`Bearer ${credentials.access_token}`)).toBe(false);
    expect(fake.tasks).toHaveLength(2);
  });

  it('forgets the renewed access token when Salesforce refuses the grant', async () => {
    const credentials = await newGrant();
    fake.expireAccessTokens();
    await salesforce.deliver({ ...deliveryOf(), credentials });
    expect(renewedAccessToken(credentials.instance_url, credentials.refresh_token)).toBeDefined();
    fake.expireAccessTokens();
    fake.revokeRefreshToken(credentials.refresh_token);
    await expect(salesforce.deliver({ ...deliveryOf(), credentials })).rejects.toBeInstanceOf(
      InvalidCredentialsError,
    );
    expect(renewedAccessToken(credentials.instance_url, credentials.refresh_token)).toBeUndefined();
  });

  it('a refused refresh is InvalidCredentialsError', async () => {
    fake.expireAccessTokens();
    const error = await salesforce
      .deliver({
        ...deliveryOf(),
        credentials: { ...fake.credentials(), access_token: 'old', refresh_token: 'revoked' },
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidCredentialsError);
    expect((error as Error).message).toMatch(/invalid_grant/);
    expect(fake.contacts).toHaveLength(0);
  });

  it('a mapping naming an unknown field is a permanent error in Salesforce words', async () => {
    const error = await salesforce
      .deliver(deliveryOf(STORY, { settings: { 'field.company_name': 'Foo__c' } }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 400, permanent: true });
    expect((error as Error).message).toContain("No such column 'Foo__c' on sobject of type Contact");
  });

  it('a mapping to a custom field, or skipping one, is followed', async () => {
    await salesforce.deliver(
      deliveryOf(STORY, { settings: { 'field.score': 'Lead_Score__c', 'field.phone': '' } }),
    );
    expect(fake.contacts[0]).toMatchObject({ Lead_Score__c: 72 });
    expect(fake.contacts[0]).not.toHaveProperty('Phone');
  });

  it('escapes a quote in the address, so SOQL reads it as part of the string', async () => {
    const lead = { ...STORY, email: "O'Brien\\x@example.test" };
    await salesforce.deliver(deliveryOf(lead));
    await salesforce.deliver(deliveryOf(lead));
    expect(fake.queries).toContain(
      "SELECT Id FROM Contact WHERE Email = 'o\\'brien\\\\x@example.test' ORDER BY CreatedDate, Id LIMIT 1",
    );
    expect(fake.contacts).toHaveLength(1);
    expect(fake.contacts[0]?.Email).toBe("o'brien\\x@example.test");
  });

  it('the daily API limit (403 REQUEST_LIMIT_EXCEEDED) is retried later', async () => {
    fake.limitNext();
    const error = await salesforce.deliver(deliveryOf()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 403, permanent: false });
  });
});

describe('Salesforce deliveries at once', () => {
  afterEach(() => {
    fake.stopClock(false);
    fake.holdQueries(0);
  });

  it('20 deliveries of one new address at once make one contact, with every task on it', async () => {
    // Each looks before any creates, and the contacts share a CreatedDate: the Id decides the oldest.
    fake.stopClock();
    fake.holdQueries(20);
    const email = 'one.person@example.test';
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        salesforce.deliver(deliveryOf({ ...STORY, leadId: 8000 + index, email })),
      ),
    );
    expect(fake.contacts).toHaveLength(1);
    expect(fake.tasks).toHaveLength(20);
    expect(new Set(fake.tasks.map((task) => task.WhoId))).toEqual(new Set([fake.contacts[0]?.Id]));
  });
});

describe('Salesforce net-new', () => {
  it('knows whether a contact has the address', async () => {
    const request = deliveryOf();
    expect(await salesforce.exists?.(request)).toBe(false);
    await salesforce.deliver(request);
    expect(
      await salesforce.exists?.({ ...request, lead: { ...STORY, email: 'ADA.LANE@example.test' } }),
    ).toBe(true);
  });
});
