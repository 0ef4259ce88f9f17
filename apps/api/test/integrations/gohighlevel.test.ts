// GoHighLevel connector against a fake of LeadConnector API v2 (Bearer token, Version header,
// location-scoped token, upsert whose tags would replace, additive tags endpoint).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidCredentialsError, ProviderError } from '../../src/modules/integrations/connector.ts';
import { gohighlevelConnector as highLevel } from '../../src/modules/integrations/providers/gohighlevel/index.ts';
import { GHL_LOCATION, GHL_TOKEN, startFakeGoHighLevel } from './fakes/fake-gohighlevel.ts';
import { delivery, endpointOn, LEAD } from './provider-kit.ts';

let fake: Awaited<ReturnType<typeof startFakeGoHighLevel>>;
const good = { api_key: GHL_TOKEN, location_id: GHL_LOCATION };
const endpoint = () => endpointOn(fake.url);

beforeAll(async () => {
  fake = await startFakeGoHighLevel();
});
afterAll(() => fake.close());

describe('GoHighLevel connect', () => {
  it('names the location the token may read, sending Bearer and Version: 2021-07-28', async () => {
    expect(await highLevel.connect(endpoint(), good)).toEqual({ accountName: 'Acme Dental' });
    const request = fake.requests.at(-1);
    expect(request?.path).toBe(`/locations/${GHL_LOCATION}`);
    expect(request?.headers.authorization).toBe(`Bearer ${GHL_TOKEN}`);
    expect(request?.headers.version).toBe('2021-07-28');
  });

  it.each([
    ['a wrong token (401)', { api_key: 'pit-wrong', location_id: GHL_LOCATION }],
    ['a location the token does not cover (403)', { api_key: GHL_TOKEN, location_id: 'otherLocation' }],
    ['a missing location ID', { api_key: GHL_TOKEN, location_id: '' }],
  ])('refuses %s with InvalidCredentialsError', async (_, credentials) => {
    await expect(highLevel.connect(endpoint(), credentials)).rejects.toBeInstanceOf(InvalidCredentialsError);
  });
});

describe('GoHighLevel targets', () => {
  it("lists the location's tags by name", async () => {
    expect(await highLevel.targets(endpoint(), good)).toEqual([
      { id: 'new-lead', name: 'new-lead', kind: 'tag' },
      { id: 'dentist', name: 'dentist', kind: 'tag' },
      { id: 'vip', name: 'vip', kind: 'tag' },
    ]);
  });
});

describe('GoHighLevel delivery', () => {
  it('upserts the contact without tags, then adds the chosen tags', async () => {
    const start = fake.requests.length;
    await highLevel.deliver(delivery(endpoint(), good, { tags: ['new-lead', 'dentist'] }));
    const [upsert, tagging] = fake.requests.slice(start);
    expect(upsert?.path).toBe('/contacts/upsert');
    expect(upsert?.json).toEqual({
      locationId: GHL_LOCATION,
      firstName: 'Ada',
      lastName: 'Lane',
      email: 'Ada.Lane@example.test',
      phone: '+15550100100',
      address1: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      source: 'Spring whitening',
    });
    expect(tagging?.path).toBe('/contacts/contact-1/tags');
    expect(tagging?.json).toEqual({ tags: ['new-lead', 'dentist'] });
    expect(fake.contacts.get('contact-1')?.tags).toEqual(['new-lead', 'dentist']);
  });

  it('redelivery keeps one contact and never strips tags the client added in GoHighLevel', async () => {
    fake.contacts.get('contact-1')?.tags.push('booked-call');
    await highLevel.deliver(delivery(endpoint(), good, { tags: ['new-lead'] }));
    expect(fake.contacts.size).toBe(1);
    expect(fake.contacts.get('contact-1')?.tags).toEqual(['new-lead', 'dentist', 'booked-call']);
  });

  it('finds an existing contact with a chosen tag (net-new) through the duplicate search', async () => {
    const request = delivery(endpoint(), good, { tags: ['dentist'] });
    expect(await highLevel.exists?.(request)).toBe(true);
    expect(fake.requests.at(-1)?.query.get('email')).toBe('Ada.Lane@example.test');
    expect(await highLevel.exists?.({ ...request, targets: { tags: ['vip'] } })).toBe(false);
    expect(
      await highLevel.exists?.({ ...request, lead: { ...LEAD, email: 'new@example.test', phone: null } }),
    ).toBe(false);
  });

  it('refuses for good a lead with neither e-mail nor phone', async () => {
    const error = await highLevel
      .deliver(delivery(endpoint(), good, {}, { ...LEAD, email: null, phone: null }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).permanent).toBe(true);
  });
});
