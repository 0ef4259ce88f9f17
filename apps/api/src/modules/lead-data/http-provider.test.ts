import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadDataUnavailable } from '../../platform/providers/lead-data-provider.ts';
import { createHttpProvider } from './http-provider.ts';

// A local fake of the data partner: answers by the path and the keyword it receives.
const PERSON = {
  key: 'partner-1',
  firstName: 'Ada',
  lastName: 'Lane',
  email: 'ada@example.test',
  emailMd5: 'a'.repeat(32),
  phone: '(555) 010-0100',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  attributes: { age: '35-44' },
  business: null,
};
type Seen = { path: string; authorization: string | undefined; body: Record<string, unknown> };
const seen: Seen[] = [];
let server: http.Server;
let baseUrl = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = JSON.parse(raw) as {
        keywords: string[];
        visits?: unknown[];
        keys?: string[];
        contacts?: { email: string | null }[];
      };
      seen.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      const json = (value: unknown) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (request.url === '/v1/resolve')
        return json({ people: (body.visits ?? []).map((_, index) => (index === 0 ? PERSON : null)) });
      if (request.url === '/v1/contacts/match') {
        const contacts = body.contacts ?? [];
        // A contact list starting with 'short@' is answered one person short.
        if (contacts[0]?.email === 'short@example.test') return json({ people: [] });
        return json({ people: contacts.map((contact) => (contact.email === PERSON.email ? PERSON : null)) });
      }
      if (request.url === '/v1/people')
        return json({ people: (body.keys ?? []).includes(PERSON.key) ? [PERSON] : [] });
      if (request.url === '/v1/audience/matches') {
        return body.keywords[0] === 'garbled'
          ? json({ matches: [{ person: { key: 1 } }] })
          : json({ matches: [{ person: PERSON, keyword: 'dentist' }] });
      }
      const keyword = body.keywords[0];
      if (keyword === 'down') return response.writeHead(503).end();
      if (keyword === 'slow') return setTimeout(() => response.end('{}'), 3_000);
      if (keyword === 'garbled') return response.writeHead(200).end('not json');
      if (keyword === 'partial') return response.writeHead(200).end('{"count": 3}');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ count_without_geo: 120, count: 7 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const query = (keyword: string) => ({
  keywords: [keyword],
  targetLocation: 'Zip Code' as const,
  states: [],
  cities: [],
  zipCodes: ['60601'],
});

describe('HTTP lead-data provider against a local fake partner', () => {
  const provider = () => createHttpProvider({ baseUrl, apiKey: 'key-123', timeoutMs: 1_500 });

  it('posts the query with the key and maps the answer', async () => {
    await expect(provider().countAudience(query('dentist'))).resolves.toEqual({
      countWithoutGeo: 120,
      count: 7,
    });
    expect(seen.at(-1)).toEqual({
      path: '/v1/audience/count',
      authorization: 'Bearer key-123',
      body: {
        keywords: ['dentist'],
        target_location: 'Zip Code',
        states: [],
        cities: [],
        zip_codes: ['60601'],
      },
    });
  });

  it.each([
    ['an error status', 'down'],
    ['an answer slower than the limit', 'slow'],
    ['a body that is not JSON', 'garbled'],
    ['an answer without both counts', 'partial'],
  ])('%s is LeadDataUnavailable', async (_name, keyword) => {
    await expect(provider().countAudience(query(keyword))).rejects.toBeInstanceOf(LeadDataUnavailable);
  });

  it('an unreachable partner is LeadDataUnavailable', async () => {
    const closed = createHttpProvider({ baseUrl: 'http://127.0.0.1:9/', apiKey: 'k', timeoutMs: 200 });
    await expect(closed.countAudience(query('dentist'))).rejects.toBeInstanceOf(LeadDataUnavailable);
  });
});

describe('HTTP provider: resolution, people and feeds', () => {
  const provider = () => createHttpProvider({ baseUrl, apiKey: 'key-123', timeoutMs: 1_500 });
  const signal = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0', emailMd5: null, visitorId: 'v1' };

  it('resolves visits one answer per visit, sending what the page view told', async () => {
    await expect(provider().resolveVisits([signal, { ...signal, ip: '203.0.113.10' }])).resolves.toEqual([
      PERSON,
      null,
    ]);
    expect(seen.at(-1)?.body).toEqual({
      visits: [
        { ip: '203.0.113.9', user_agent: 'Mozilla/5.0', email_md5: null, visitor_id: 'v1' },
        { ip: '203.0.113.10', user_agent: 'Mozilla/5.0', email_md5: null, visitor_id: 'v1' },
      ],
    });
  });

  it('finds people by key', async () => {
    const found = await provider().peopleByKey(['partner-1', 'unknown']);
    expect([...found.keys()]).toEqual(['partner-1']);
  });

  it("asks for a campaign's matches in a window, and refuses a malformed answer", async () => {
    const query = {
      campaignKey: '41000001',
      kind: 'keywords' as const,
      keywords: ['dentist'],
      target: { targetLocation: 'National Targeting' as const, states: [], cities: [], zipCodes: [] },
      industries: [],
      jobTitles: [],
      companySizes: [],
    };
    const window = { from: new Date('2026-06-15T12:00:00Z'), to: new Date('2026-06-15T12:05:00Z') };
    await expect(provider().findMatches(query, window)).resolves.toEqual([
      { person: PERSON, keyword: 'dentist' },
    ]);
    expect(seen.at(-1)?.body).toMatchObject({ campaignKey: '41000001', from: '2026-06-15T12:00:00.000Z' });
    await expect(provider().findMatches({ ...query, keywords: ['garbled'] }, window)).rejects.toBeInstanceOf(
      LeadDataUnavailable,
    );
  });
});

describe('HTTP provider: contact matching (data enrichment)', () => {
  const provider = () => createHttpProvider({ baseUrl, apiKey: 'key-123', timeoutMs: 1_500 });
  const contact = (email: string | null) => ({
    email,
    firstName: 'Ada',
    lastName: 'Lane',
    address: '1 Main St',
    city: null,
    state: null,
    zip: '62701',
  });

  it('posts the contacts with the key and answers one person or null per contact, in order', async () => {
    const people = await provider().matchContacts([contact('nobody@example.test'), contact(PERSON.email)]);
    expect(people).toEqual([null, PERSON]);
    const last = seen.at(-1);
    expect(last?.path).toBe('/v1/contacts/match');
    expect(last?.authorization).toBe('Bearer key-123');
    expect(last?.body.contacts).toEqual([
      {
        email: 'nobody@example.test',
        first_name: 'Ada',
        last_name: 'Lane',
        address: '1 Main St',
        city: null,
        state: null,
        zip: '62701',
      },
      {
        email: PERSON.email,
        first_name: 'Ada',
        last_name: 'Lane',
        address: '1 Main St',
        city: null,
        state: null,
        zip: '62701',
      },
    ]);
  });

  it('an answer that skips contacts is LeadDataUnavailable', async () => {
    await expect(provider().matchContacts([contact('short@example.test')])).rejects.toBeInstanceOf(
      LeadDataUnavailable,
    );
  });
});
