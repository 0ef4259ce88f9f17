// ClickFunnels connector against a fake of API v2 (Bearer key, subdomain host, 20-item pages with
// Pagination-Next, upsert by e-mail, applied tags).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidCredentialsError } from '../../src/modules/integrations/connector.ts';
import {
  clickfunnelsConnector as clickFunnels,
  createClickFunnelsTag,
} from '../../src/modules/integrations/providers/clickfunnels/index.ts';
import {
  CLICKFUNNELS_KEY,
  CLICKFUNNELS_SUBDOMAIN,
  CLICKFUNNELS_WORKSPACE,
  startFakeClickFunnels,
} from './fakes/fake-clickfunnels.ts';
import { delivery, endpointOn, LEAD } from './provider-kit.ts';

let fake: Awaited<ReturnType<typeof startFakeClickFunnels>>;
const good = {
  api_token: CLICKFUNNELS_KEY,
  subdomain: CLICKFUNNELS_SUBDOMAIN,
  workspace_id: CLICKFUNNELS_WORKSPACE,
};
const endpoint = () => endpointOn(fake.baseUrl);

beforeAll(async () => {
  fake = await startFakeClickFunnels();
});
afterAll(() => fake.close());

describe('ClickFunnels connect', () => {
  it("names the workspace, calling the subdomain's API with a Bearer key", async () => {
    expect(await clickFunnels.connect(endpoint(), good)).toEqual({ accountName: 'Acme Workspace' });
    const request = fake.requests.at(-1);
    expect(request?.path).toBe(`/${CLICKFUNNELS_SUBDOMAIN}/api/v2/workspaces/42`);
    expect(request?.headers.authorization).toBe(`Bearer ${CLICKFUNNELS_KEY}`);
  });

  it.each([
    ['a wrong key', { ...good, api_token: 'nope' }],
    ['a workspace the key does not have', { ...good, workspace_id: '43' }],
    ['a subdomain that is not a host label', { ...good, subdomain: 'evil.example.com/x' }],
    ['a workspace ID that is not a number', { ...good, workspace_id: '../42' }],
  ])('refuses %s', async (_, credentials) => {
    await expect(clickFunnels.connect(endpoint(), credentials)).rejects.toBeInstanceOf(
      InvalidCredentialsError,
    );
  });
});

describe('ClickFunnels targets', () => {
  it('lists every tag, following Pagination-Next past the 20-item pages', async () => {
    const tags = await clickFunnels.targets(endpoint(), good);
    expect(tags).toHaveLength(23);
    expect(tags[0]).toEqual({ id: '100', name: 'Lead magnet', kind: 'tag' });
    const afters = fake.requests
      .filter((request) => request.path.endsWith('/contacts/tags'))
      .map((r) => r.query.get('after'));
    expect(afters).toEqual([null, '119']);
  });

  it('creates a tag, and refuses a name the workspace has already', async () => {
    expect(await createClickFunnelsTag(endpoint(), good, 'Spring promo')).toEqual({
      id: '123',
      name: 'Spring promo',
      kind: 'tag',
    });
    expect(fake.requests.at(-1)?.json).toEqual({ contacts_tag: { name: 'Spring promo' } });
    await expect(createClickFunnelsTag(endpoint(), good, 'spring promo')).rejects.toMatchObject({
      status: 422,
      permanent: true,
    });
  });
});

describe('ClickFunnels delivery', () => {
  it('upserts the contact by e-mail, then applies each chosen tag', async () => {
    const start = fake.requests.length;
    await clickFunnels.deliver(delivery(endpoint(), good, { tags: ['100', '101'] }));
    const [upsert, ...applied] = fake.requests.slice(start);
    expect(upsert?.path).toBe(`/${CLICKFUNNELS_SUBDOMAIN}/api/v2/workspaces/42/contacts/upsert`);
    expect(upsert?.json).toEqual({
      contact: {
        email_address: 'ada.lane@example.test',
        first_name: 'Ada',
        last_name: 'Lane',
        phone_number: '+15550100100',
      },
    });
    expect(applied.map((request) => request.json)).toEqual([
      { contacts_applied_tag: { tag_id: 100 } },
      { contacts_applied_tag: { tag_id: 101 } },
    ]);
    expect(fake.contacts.get('ada.lane@example.test')?.tags.map((tag) => tag.id)).toEqual([100, 101]);
  });

  it('redelivery keeps one contact, its tags, and skips tags it holds', async () => {
    const start = fake.requests.length;
    await clickFunnels.deliver(delivery(endpoint(), good, { tags: ['100', '102'] }));
    expect(fake.contacts.size).toBe(1);
    expect(fake.contacts.get('ada.lane@example.test')?.tags.map((tag) => tag.id)).toEqual([100, 101, 102]);
    expect(
      fake.requests.slice(start).filter((request) => request.path.endsWith('/applied_tags')),
    ).toHaveLength(1);
  });

  it('knows a contact carrying a chosen tag (net-new), by filter[email_address]', async () => {
    const request = delivery(endpoint(), good, { tags: ['101'] });
    expect(await clickFunnels.exists?.(request)).toBe(true);
    expect(fake.requests.at(-1)?.query.get('filter[email_address]')).toBe('ada.lane@example.test');
    expect(await clickFunnels.exists?.({ ...request, targets: { tags: ['110'] } })).toBe(false);
    expect(await clickFunnels.exists?.({ ...request, lead: { ...LEAD, email: 'new@example.test' } })).toBe(
      false,
    );
  });
});
