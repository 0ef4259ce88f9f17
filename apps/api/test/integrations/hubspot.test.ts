// HubSpot connector against a fake of its CRM API (issue 25 item 5): a private app token, contacts
// upserted by e-mail with the mapped fields, one note per lead with its story, net-new lookups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidCredentialsError, ProviderError } from '../../src/modules/integrations/connector.ts';
import { hubspotConnector as hubspot } from '../../src/modules/integrations/providers/hubspot/index.ts';
import { HUBSPOT_TOKEN, HUBSPOT_TOKEN_WITHOUT_SCOPES, startFakeHubspot } from './fakes/fake-hubspot.ts';
import { delivery, endpointOn, LEAD } from './provider-kit.ts';

let fake: Awaited<ReturnType<typeof startFakeHubspot>>;
const good = { access_token: HUBSPOT_TOKEN };
const endpoint = () => endpointOn(fake.url);
const STORY = {
  ...LEAD,
  companyName: 'Acme Dental',
  jobTitle: 'Practice manager',
  leadPageUrl: 'https://acme.agency.test/siteid/leads/7001',
  lastPages: [
    { url: 'https://acme-dental.test/pricing', title: 'Pricing <b>', at: '2026-11-26T06:29:00.000Z' },
  ],
};

beforeAll(async () => {
  fake = await startFakeHubspot();
});
afterAll(() => fake.close());

describe('HubSpot connect', () => {
  it('accepts a private app token that may read contacts', async () => {
    expect(await hubspot.connect(endpoint(), good)).toEqual({ accountName: 'HubSpot (private app)' });
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${HUBSPOT_TOKEN}`);
  });

  it.each([
    ['an unknown token (401)', { access_token: 'pat-wrong' }],
    ['a token without the contact scopes (403)', { access_token: HUBSPOT_TOKEN_WITHOUT_SCOPES }],
    ['no token', { access_token: ' ' }],
  ])('refuses %s', async (_, credentials) => {
    await expect(hubspot.connect(endpoint(), credentials)).rejects.toBeInstanceOf(InvalidCredentialsError);
  });
});

describe('HubSpot delivery', () => {
  it('upserts the contact by e-mail with the standard properties and adds one note with the story', async () => {
    await hubspot.deliver(delivery(endpoint(), good, {}, STORY));
    const upsert = fake.requests.find((request) => request.path === '/crm/v3/objects/contacts/batch/upsert');
    expect(upsert?.json).toEqual({
      inputs: [
        {
          idProperty: 'email',
          id: 'ada.lane@example.test',
          properties: {
            email: 'ada.lane@example.test',
            firstname: 'Ada',
            lastname: 'Lane',
            phone: '+15550100100',
            company: 'Acme Dental',
            jobtitle: 'Practice manager',
            address: '1 Main St',
            city: 'Springfield',
            state: 'IL',
            zip: '62701',
            website: 'https://acme-dental.test/offer',
          },
        },
      ],
    });
    expect(fake.contacts.size).toBe(1);
    const [note] = fake.notes;
    expect(note?.contactIds).toEqual([fake.contacts.get('ada.lane@example.test')?.id]);
    for (const part of [
      'Lead: Ada Lane — score 72',
      'Score 72 of 100 (hot).',
      '+72 Viewed /pricing',
      'UTM source newsletter.',
      '<a href="https://acme-dental.test/pricing">Pricing &lt;b&gt; (2026-11-26 06:29 UTC)</a>',
      '<a href="https://acme.agency.test/siteid/leads/7001">Open the lead</a>',
      'Delivery lead-7001-integration-1',
    ])
      expect(note?.body).toContain(part);
  });

  it('the same person again updates the one contact; a retry whose note was made adds none', async () => {
    const notes = fake.notes.length;
    await hubspot.deliver({
      ...delivery(endpoint(), good, {}, { ...STORY, email: 'ADA.LANE@example.test', city: 'Chicago' }),
      attempt: 2,
    });
    expect(fake.contacts.size).toBe(1);
    expect(fake.contacts.get('ada.lane@example.test')?.properties.city).toBe('Chicago');
    expect(fake.notes.length).toBe(notes);
    await hubspot.deliver({
      ...delivery(endpoint(), good, {}, STORY),
      idempotencyKey: 'msg_second_lead',
      attempt: 2,
    });
    expect(fake.notes.length).toBe(notes + 1);
  });

  it('follows the field mapping: another property, a skipped field, the score', async () => {
    fake.properties.add('lead_score');
    await hubspot.deliver({
      ...delivery(endpoint(), good, {}, { ...STORY, email: 'map@example.test' }),
      settings: { 'field.job_title': '', 'field.score': 'lead_score', 'field.email': 'firstname' },
    });
    const properties = fake.contacts.get('map@example.test')?.properties;
    expect(properties?.lead_score).toBe('72');
    expect(properties?.jobtitle).toBeUndefined();
    expect(properties?.firstname).toBe('Ada');
  });

  it("a mapping to a property the portal lacks is a permanent refusal with HubSpot's reason", async () => {
    const error = await hubspot
      .deliver({ ...delivery(endpoint(), good, {}, STORY), settings: { 'field.score': 'no_such_property' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 400, permanent: true });
    expect((error as Error).message).toContain('no_such_property');
  });

  it('a lead without e-mail is refused for good without calling HubSpot', async () => {
    const before = fake.requests.length;
    const error = await hubspot
      .deliver(delivery(endpoint(), good, {}, { ...STORY, email: null }))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ permanent: true });
    expect(fake.requests.length).toBe(before);
  });

  it('knows a contact that exists (net-new) and one that does not', async () => {
    expect(await hubspot.exists?.(delivery(endpoint(), good, {}, STORY))).toBe(true);
    expect(
      await hubspot.exists?.(delivery(endpoint(), good, {}, { ...STORY, email: 'nobody@example.test' })),
    ).toBe(false);
  });
});
