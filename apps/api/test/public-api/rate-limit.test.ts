// Per-credential rate limits of the developer API (issue 26 part 2 item 4): every answer says the
// policy and what is left (RateLimit-Policy, RateLimit; draft-ietf-httpapi-ratelimit-headers), a
// spent credential gets a 429 problem with Retry-After, and another credential is not held back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type DeveloperAccess, developerAccess, publicApi } from './public-api-client.ts';

const PER_MINUTE = 3;
let test: TestApp;
let first: DeveloperAccess;
let second: DeveloperAccess;

beforeAll(async () => {
  test = await createTestApp({ API_REQUESTS_PER_CREDENTIAL_PER_MINUTE: String(PER_MINUTE) });
  first = await developerAccess(test, 'agency@demo.test');
  second = await developerAccess(test, 'agency@demo.test');
});
afterAll(() => test.close());

describe('a credential past its calls a minute', () => {
  it('is told what is left on each answer, then refused with 429, Retry-After and a problem', async () => {
    const api = publicApi(test, first.token);
    const left: string[] = [];
    for (let call = 0; call < PER_MINUTE; call += 1) {
      const { response } = await api.GET('/v1/leads', {});
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-policy')).toBe(`"per-credential";q=${PER_MINUTE};w=60`);
      left.push(/r=(\d+)/.exec(response.headers.get('ratelimit') ?? '')?.[1] ?? '');
    }
    expect(left).toEqual(['2', '1', '0']);
    const { response, error } = await api.GET('/v1/campaigns', {});
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(response.headers.get('ratelimit')).toMatch(/^"per-credential";r=0;t=\d+$/);
    expect(error).toMatchObject({ status: 429, title: 'Too Many Requests' });
  });

  it('holds back only that credential: another of the same company still calls', async () => {
    const { response } = await publicApi(test, second.token).GET('/v1/leads', {});
    expect(response.status).toBe(200);
  });

  it('counts a refused token against nothing (401 before the limit)', async () => {
    const { response } = await publicApi(test, 'y'.repeat(43)).GET('/v1/leads', {});
    expect(response.status).toBe(401);
    expect(response.headers.get('ratelimit')).toBeNull();
  });
});
