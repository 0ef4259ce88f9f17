// Mailbox Power connector against a fake of its REST API (Bearer key, groups, contacts by e-mail).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidCredentialsError, ProviderError } from '../../src/modules/integrations/connector.ts';
import { mailboxpowerConnector as mailboxPower } from '../../src/modules/integrations/providers/mailboxpower/index.ts';
import { MAILBOXPOWER_KEY, startFakeMailboxPower } from './fakes/fake-mailboxpower.ts';
import { delivery, endpointOn, LEAD } from './provider-kit.ts';

let fake: Awaited<ReturnType<typeof startFakeMailboxPower>>;
const good = { api_key: MAILBOXPOWER_KEY };
const endpoint = () => endpointOn(`${fake.url}`);

beforeAll(async () => {
  fake = await startFakeMailboxPower();
});
afterAll(() => fake.close());

describe('Mailbox Power connect and targets', () => {
  it('accepts a key that reads the groups, sent as a Bearer token', async () => {
    expect(await mailboxPower.connect(endpoint(), good)).toEqual({ accountName: 'Mailbox Power (2 groups)' });
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${MAILBOXPOWER_KEY}`);
  });

  it.each([
    ['a wrong key', { api_key: 'nope' }],
    ['no key', {}],
  ])('refuses %s', async (_, credentials) => {
    await expect(mailboxPower.connect(endpoint(), credentials)).rejects.toBeInstanceOf(
      InvalidCredentialsError,
    );
  });

  it('lists the groups', async () => {
    expect(await mailboxPower.targets(endpoint(), good)).toEqual([
      { id: '11', name: 'New movers', kind: 'group' },
      { id: '12', name: 'VIP clients', kind: 'group' },
    ]);
  });
});

describe('Mailbox Power delivery', () => {
  it('creates the contact with its mailing address in the chosen group', async () => {
    await mailboxPower.deliver(delivery(endpoint(), good, { groups: ['11'] }));
    const create = fake.requests.at(-1);
    expect(create?.method).toBe('POST');
    expect(create?.path).toBe('/v1/contacts');
    expect(create?.json).toEqual({
      first_name: 'Ada',
      last_name: 'Lane',
      email: 'ada.lane@example.test',
      phone: '+15550100100',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      group_ids: ['11'],
    });
  });

  it('redelivery adds groups to the same contact instead of creating another', async () => {
    await mailboxPower.deliver(delivery(endpoint(), good, { groups: ['11', '12'] }));
    await mailboxPower.deliver(delivery(endpoint(), good, { groups: ['11', '12'] }));
    expect(fake.contacts.size).toBe(1);
    expect(fake.contacts.get('ada.lane@example.test')?.groups.map((group) => group.id)).toEqual([11, 12]);
  });

  it('knows a contact in a chosen group (net-new)', async () => {
    const request = delivery(endpoint(), good, { groups: ['12'] });
    expect(await mailboxPower.exists?.(request)).toBe(true);
    expect(await mailboxPower.exists?.({ ...request, lead: { ...LEAD, email: 'new@example.test' } })).toBe(
      false,
    );
  });

  it("an unknown group is a permanent refusal carrying Mailbox Power's reason", async () => {
    const error = await mailboxPower
      .deliver(delivery(endpoint(), good, { groups: ['999'] }, { ...LEAD, email: 'other@example.test' }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 422, permanent: true });
    expect((error as Error).message).toContain('The selected group ids is invalid.');
  });
});
