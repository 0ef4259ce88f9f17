// SendGrid connector against a fake of its v3 API (Bearer key, Marketing lists, contact upsert).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidCredentialsError, ProviderError } from '../../src/modules/integrations/connector.ts';
import { sendgridConnector as sendgrid } from '../../src/modules/integrations/providers/sendgrid/index.ts';
import { SENDGRID_KEY, SENDGRID_KEY_WITHOUT_MARKETING, startFakeSendgrid } from './fakes/fake-sendgrid.ts';
import { delivery, endpointOn, LEAD } from './provider-kit.ts';

let fake: Awaited<ReturnType<typeof startFakeSendgrid>>;
const LIST = 'a1b2c3d4-0000-4000-8000-000000000001';
const good = { api_key: SENDGRID_KEY };
const endpoint = () => endpointOn(fake.url);

beforeAll(async () => {
  fake = await startFakeSendgrid([
    { id: LIST, name: 'Dentists' },
    ...Array.from({ length: 1499 }, (_, index) => ({ id: `list-${index}`, name: `List ${index}` })),
  ]);
});
afterAll(() => fake.close());

describe('SendGrid connect', () => {
  it('accepts a key that may read Marketing lists, sending it as a Bearer token', async () => {
    const { accountName } = await sendgrid.connect(endpoint(), good);
    expect(accountName).toBe('SendGrid (1500 lists)');
    const request = fake.requests.at(-1);
    expect(request?.headers.authorization).toBe(`Bearer ${SENDGRID_KEY}`);
    expect(request?.path).toBe('/v3/marketing/lists');
    expect(request?.query.get('page_size')).toBe('1');
  });

  it.each([
    ['an unknown key (401)', { api_key: 'SG.wrong' }],
    ['a key without the Marketing permission (403)', { api_key: SENDGRID_KEY_WITHOUT_MARKETING }],
    ['no key at all', { api_key: ' ' }],
  ])('refuses %s with InvalidCredentialsError', async (_, credentials) => {
    await expect(sendgrid.connect(endpoint(), credentials)).rejects.toBeInstanceOf(InvalidCredentialsError);
  });
});

describe('SendGrid targets', () => {
  it('lists every list, following page_token across pages of 1,000', async () => {
    const targets = await sendgrid.targets(endpoint(), good);
    expect(targets).toHaveLength(1500);
    expect(targets[0]).toEqual({ id: LIST, name: 'Dentists', kind: 'list' });
    const pages = fake.requests.filter((request) => request.query.get('page_size') === '1000');
    expect(pages.map((request) => request.query.get('page_token'))).toEqual([null, '1000']);
  });
});

describe('SendGrid delivery', () => {
  it('upserts the lead as a contact in the chosen list (PUT /v3/marketing/contacts)', async () => {
    await sendgrid.deliver(delivery(endpoint(), good, { lists: [LIST] }));
    const request = fake.requests.at(-1);
    expect(request?.method).toBe('PUT');
    expect(request?.headers['content-type']).toContain('application/json');
    expect(request?.json).toEqual({
      list_ids: [LIST],
      contacts: [
        {
          email: 'ada.lane@example.test',
          first_name: 'Ada',
          last_name: 'Lane',
          phone_number: '+15550100100',
          address_line_1: '1 Main St',
          city: 'Springfield',
          state_province_region: 'IL',
          postal_code: '62701',
        },
      ],
    });
    expect(fake.contacts.get('ada.lane@example.test')?.list_ids).toEqual([LIST]);
  });

  it('delivering the same lead again leaves one contact', async () => {
    await sendgrid.deliver(delivery(endpoint(), good, { lists: [LIST] }));
    await sendgrid.deliver(delivery(endpoint(), good, { lists: [LIST] }));
    expect([...fake.contacts.keys()].filter((email) => email === 'ada.lane@example.test')).toHaveLength(1);
  });

  it('knows a lead already in the chosen list (net-new), and one that is not', async () => {
    const request = delivery(endpoint(), good, { lists: [LIST] });
    expect(await sendgrid.exists?.(request)).toBe(true);
    expect(await sendgrid.exists?.({ ...request, targets: { lists: ['list-3'] } })).toBe(false);
    expect(await sendgrid.exists?.({ ...request, lead: { ...LEAD, email: 'nobody@example.test' } })).toBe(
      false,
    );
  });

  it('refuses for good, without calling SendGrid, a lead with no e-mail address', async () => {
    const before = fake.requests.length;
    const error = await sendgrid
      .deliver(delivery(endpoint(), good, { lists: [LIST] }, { ...LEAD, email: null }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).permanent).toBe(true);
    expect(fake.requests.length).toBe(before);
  });

  it("a list deleted at SendGrid is a permanent refusal with SendGrid's reason", async () => {
    const error = await sendgrid
      .deliver(delivery(endpoint(), good, { lists: ['gone-list'] }))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 404, permanent: true });
    expect((error as Error).message).toContain('list gone-list not found');
  });
});
