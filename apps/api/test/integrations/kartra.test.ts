// Kartra connector against a fake of its inbound API (one form-encoded POST, three credentials,
// HTTP 200 errors with numeric types, get_lead, create_lead first, per-action statuses).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidCredentialsError } from '../../src/modules/integrations/connector.ts';
import { kartraConnector as kartra } from '../../src/modules/integrations/providers/kartra/index.ts';
import { KARTRA_APP_ID, KARTRA_KEY, KARTRA_PASSWORD, startFakeKartra } from './fakes/fake-kartra.ts';
import { delivery, endpointOn, LEAD } from './provider-kit.ts';

let fake: Awaited<ReturnType<typeof startFakeKartra>>;
const good = { app_id: KARTRA_APP_ID, api_key: KARTRA_KEY, api_password: KARTRA_PASSWORD };
const endpoint = () => endpointOn(`${fake.url}/api`);

beforeAll(async () => {
  fake = await startFakeKartra();
});
afterAll(() => fake.close());

describe('Kartra connect', () => {
  it('posts app_id, api_key and api_password as form fields and reads the lists', async () => {
    expect(await kartra.connect(endpoint(), good)).toEqual({ accountName: 'Kartra (2 lists)' });
    const request = fake.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      app_id: KARTRA_APP_ID,
      api_key: KARTRA_KEY,
      api_password: KARTRA_PASSWORD,
      'actions[0][cmd]': 'retrieve_account_lists',
    });
  });

  it.each([
    ['a wrong API key (type 203)', { ...good, api_key: 'nope' }],
    ['a wrong API password (type 233)', { ...good, api_password: 'nope' }],
    ['an empty password', { ...good, api_password: '' }],
  ])('refuses %s with InvalidCredentialsError, though Kartra answers HTTP 200', async (_, credentials) => {
    await expect(kartra.connect(endpoint(), credentials)).rejects.toBeInstanceOf(InvalidCredentialsError);
  });

  it.each([
    ['an App ID Kartra does not know (type 239)', { ...good, app_id: 'retired-app' }],
    ['no App ID', { ...good, app_id: '' }],
  ])('refuses %s', async (_, credentials) => {
    const error = await kartra.connect(endpoint(), credentials).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidCredentialsError);
    expect((error as Error).message).toMatch(/App Id is not valid|App ID/);
  });
});

describe('Kartra targets', () => {
  it('lists the account lists and tags by name', async () => {
    expect(await kartra.targets(endpoint(), good)).toEqual([
      { id: 'Newsletter', name: 'Newsletter', kind: 'list' },
      { id: 'Dentists', name: 'Dentists', kind: 'list' },
      { id: 'hot-lead', name: 'hot-lead', kind: 'tag' },
      { id: 'website', name: 'website', kind: 'tag' },
    ]);
  });
});

describe('Kartra delivery', () => {
  const targets = { lists: ['Dentists'], tags: ['hot-lead'] };

  it('looks the lead up, then creates it with the list and tag actions chained behind create_lead', async () => {
    const start = fake.requests.length;
    await kartra.deliver(delivery(endpoint(), good, targets));
    const [lookup, create] = fake.requests.slice(start);
    expect(lookup?.form?.get('get_lead[email]')).toBe('ada.lane@example.test');
    expect(Object.fromEntries(create?.form ?? [])).toMatchObject({
      'lead[email]': 'ada.lane@example.test',
      'lead[first_name]': 'Ada',
      'lead[last_name]': 'Lane',
      'lead[phone]': '+15550100100',
      'lead[zip]': '62701',
      'actions[0][cmd]': 'create_lead',
      'actions[1][cmd]': 'subscribe_lead_to_list',
      'actions[1][list_name]': 'Dentists',
      'actions[2][cmd]': 'assign_tag',
      'actions[2][tag_name]': 'hot-lead',
    });
    expect(fake.leads.get('ada.lane@example.test')).toMatchObject({
      lists: ['Dentists'],
      tags: ['hot-lead'],
    });
  });

  it('redelivery finds the lead and only re-applies list and tag: still one lead', async () => {
    const start = fake.requests.length;
    await kartra.deliver(delivery(endpoint(), good, targets));
    expect(fake.leads.size).toBe(1);
    const actions = fake.requests
      .slice(start)
      .flatMap((request) => request.form?.getAll('actions[0][cmd]') ?? []);
    expect(actions).toEqual(['subscribe_lead_to_list']);
  });

  it('a create answered "Lead already exists" (244, a retry racing a crash) still subscribes and tags', async () => {
    // The lookup misses (the lead is created by someone else in between), the create meets 244.
    const lead = { ...LEAD, email: 'race@example.test' };
    fake.leads.set('race@example.test', {
      id: '77',
      email: 'race@example.test',
      fields: {},
      lists: [],
      tags: [],
    });
    fake.troubleNext({
      kind: 'status',
      status: 200,
      body: { status: 'Error', message: 'No lead found', type: '234' },
    });
    await kartra.deliver(delivery(endpoint(), good, targets, lead));
    expect(fake.leads.get('race@example.test')).toMatchObject({ lists: ['Dentists'], tags: ['hot-lead'] });
  });

  it('knows a lead on a chosen list (net-new)', async () => {
    const request = delivery(endpoint(), good, { lists: ['Dentists'] });
    expect(await kartra.exists?.(request)).toBe(true);
    expect(await kartra.exists?.({ ...request, targets: { lists: ['Newsletter'] } })).toBe(false);
    expect(await kartra.exists?.({ ...request, lead: { ...LEAD, email: 'new@example.test' } })).toBe(false);
  });

  it('a list that no longer exists (type 231 inside actions) is a permanent refusal', async () => {
    const error = await kartra
      .deliver(delivery(endpoint(), good, { lists: ['Deleted list'] }, { ...LEAD, email: 'x@example.test' }))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ permanent: true });
    expect((error as Error).message).toContain('List does not exist (231)');
  });
});
