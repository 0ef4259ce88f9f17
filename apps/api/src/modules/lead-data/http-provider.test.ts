import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpProvider } from './http-provider.ts';
import { LeadDataUnavailable } from './provider.ts';

// A local fake of the data partner: answers by the keyword it receives.
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
      const body = JSON.parse(raw) as { keywords: string[] };
      seen.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      const keyword = body.keywords[0];
      if (keyword === 'down') return response.writeHead(503).end();
      if (keyword === 'slow') return setTimeout(() => response.end('{}'), 500);
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
  const provider = () => createHttpProvider({ baseUrl, apiKey: 'key-123', timeoutMs: 200 });

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
