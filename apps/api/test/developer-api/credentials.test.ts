// The developer API's credentials and token grant (issue 26 part 2 items 1 and 2; part 2 §7
// generateAuthenticateOpenApi and getAuthenticateOpenApi; RFC 6749 §4.4): the agreement first, the
// secret shown once and kept hashed, rotate and revoke ending tokens at once, another agency's ids
// 404, and the token endpoint's refusals in the RFC's shape, never a 500.
import { MAX_API_CREDENTIALS, messages } from '@lead/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCredentials, companies, developerAgreements, users } from '../../src/db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../test-app.ts';

let test: TestApp;
let agency: string;
let agencyCompany: number;

beforeAll(async () => {
  test = await createTestApp();
  agency = await test.signIn('agency@demo.test');
  const [row] = await test.ctx.db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.email, 'agency@demo.test'));
  agencyCompany = row?.companyId ?? 0;
});
afterAll(() => test.close());

const call = (
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  headers = {},
) =>
  test.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), ...headers },
    payload: payload as never,
  });

const agreeToBilling = (token: string) =>
  call(token, 'POST', '/agreements/developer-billing', { location_menu: 'profile-menu developer' });
/** Both agreements the API KEY dialog asks for: the developer agreement, then the billing one. */
const agree = async (token: string) => {
  const developer = await call(token, 'POST', '/agreements/developer', {
    location_menu: 'profile-menu developer',
  });
  return developer.statusCode === 200 ? agreeToBilling(token) : developer;
};

/** The spec's generateAuthenticateOpenApi: subdomain and e-mail. */
const generate = (token: string, body: Record<string, unknown> = {}, headers = {}) =>
  call(
    token,
    'POST',
    '/v1/developer/credentials',
    { subdomain: 'acme', email: 'agency@demo.test', ...body },
    headers,
  );

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  test.app.inject({
    method: 'POST',
    url: '/api/v1/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
const basic = (id: string, secret: string) => ({
  authorization: `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`,
});
const me = (token: string) => test.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) });

describe('before the developer agreement', () => {
  it('nothing is issued or listed: 403 naming the agreement', async () => {
    const made = await generate(agency);
    expect(made.statusCode).toBe(403);
    expect(made.json().message).toBe(messages.developerAgreementFirst);
    const listed = await call(agency, 'GET', `/v1/developer/credentials/${agencyCompany}`);
    expect(listed.statusCode).toBe(403);
    expect(await test.ctx.db.select().from(apiCredentials)).toEqual([]);
  });
});

describe('the developer billing agreement', () => {
  it('follows the developer agreement: before it, 403 naming that agreement, nothing recorded', async () => {
    const answer = await agreeToBilling(agency);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe(messages.developerAgreementFirst);
  });

  it('comes before the first credentials: generate answers 403 naming it until it is agreed', async () => {
    const developerOnly = await call(agency, 'POST', '/agreements/developer', {
      location_menu: 'profile-menu developer',
    });
    expect(developerOnly.statusCode).toBe(200);
    const refused = await generate(agency);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.developerBillingAgreementFirst);
    expect(await test.ctx.db.select().from(apiCredentials)).toEqual([]);
    const status = await call(agency, 'GET', '/agreements/developer');
    expect(status.json()).toMatchObject({ is_marketing_services_agreement_developer: 'T', billing: 'F' });
  });

  it('is recorded once, read back and in the shell facts; agreeing again changes nothing', async () => {
    expect((await agreeToBilling(agency)).statusCode).toBe(200);
    const [first] = await test.ctx.db
      .select()
      .from(developerAgreements)
      .where(eq(developerAgreements.companyId, agencyCompany));
    expect(first?.billingAgreedAt).toBeInstanceOf(Date);
    expect((await agreeToBilling(agency)).statusCode).toBe(200);
    const [again] = await test.ctx.db
      .select()
      .from(developerAgreements)
      .where(eq(developerAgreements.companyId, agencyCompany));
    expect(again?.billingAgreedAt).toEqual(first?.billingAgreedAt);
    expect((await call(agency, 'GET', '/agreements/developer')).json().billing).toBe('T');
    const facts = await call(agency, 'GET', '/user/shell');
    expect(facts.json().agreements).toMatchObject({ developer: true, developer_billing: true });
  });
});

describe('credentials', () => {
  let clientId = '';
  let secret = '';
  let credentialId = 0;

  beforeAll(async () => {
    expect((await agree(agency)).statusCode).toBe(200);
  });

  it('generateAuthenticateOpenApi answers data.status, data.user.client_id and the secret once, kept hashed', async () => {
    const answer = await generate(agency, { name: 'Production' });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.data.status).toBe('success');
    clientId = body.data.user.client_id;
    secret = body.data.user.secret_key;
    credentialId = body.credential.id;
    expect(clientId).toMatch(/^lp_/);
    expect(secret.length).toBeGreaterThan(40);
    const [row] = await test.ctx.db.select().from(apiCredentials).where(eq(apiCredentials.id, credentialId));
    expect(row?.name).toBe('Production');
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('getAuthenticateOpenApi answers data.status, base_url and client_id, never the secret', async () => {
    const answer = await call(agency, 'GET', `/v1/developer/credentials/${agencyCompany}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.data.status).toBe('success');
    expect(body.base_url).toMatch(/\/api\/v1$/);
    expect(body.client_id).toBe(clientId);
    expect(body.secret_key).toBeNull();
    expect(answer.body).not.toContain(secret);
    expect(body.credentials.map((row: { name: string }) => row.name)).toEqual(['Production']);
  });

  it.each([
    ['an e-mail that is not the caller’s', { email: 'someone@else.test' }, 'email'],
    ['a NUL byte in the name', { name: 'a\u0000b' }, 'name'],
    ['a name of 100 KB', { name: 'n'.repeat(100_000) }, 'name'],
    ['a malformed e-mail', { email: 'not-an-address' }, 'email'],
  ])('refuses %s with 422 naming the field, storing nothing', async (_, body, field) => {
    const before = (await test.ctx.db.select().from(apiCredentials)).length;
    const answer = await generate(agency, body);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(Object.keys(answer.json().errors)).toContain(field);
    expect((await test.ctx.db.select().from(apiCredentials)).length).toBe(before);
  });

  it('the token grant trades them for a bearer token bound to the company, as a form with Basic auth', async () => {
    const answer = await form({ grant_type: 'client_credentials' }, basic(clientId, secret));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const token = answer.json();
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(token.scope.split(' ')).toContain('leads:read');
    const who = await me(token.access_token);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({ client_id: clientId, company_id: agencyCompany });
    const [row] = await test.ctx.db.select().from(apiCredentials).where(eq(apiCredentials.id, credentialId));
    expect(row?.lastUsedAt).not.toBeNull();
  });

  it('takes the credentials in a JSON body too, and grants only the scopes asked for', async () => {
    const answer = await test.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/token',
      payload: {
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: secret,
        scope: 'leads:read',
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().scope).toBe('leads:read');
  });

  it.each([
    [
      'a wrong secret',
      () => form({ grant_type: 'client_credentials' }, basic(clientId, 'wrong')),
      401,
      'invalid_client',
    ],
    [
      'an unknown client id',
      () => form({ grant_type: 'client_credentials' }, basic('lp_nobody', secret)),
      401,
      'invalid_client',
    ],
    ['no credentials', () => form({ grant_type: 'client_credentials' }), 401, 'invalid_client'],
    [
      'a wrong secret in the body',
      () => form({ grant_type: 'client_credentials', client_id: clientId, client_secret: 'wrong' }),
      401,
      'invalid_client',
    ],
    [
      'a header that is not Basic',
      () => form({ grant_type: 'client_credentials' }, { authorization: 'Basic %%%' }),
      401,
      'invalid_client',
    ],
    [
      'the password grant',
      () => form({ grant_type: 'password' }, basic(clientId, secret)),
      400,
      'unsupported_grant_type',
    ],
    ['no grant type', () => form({}, basic(clientId, secret)), 400, 'invalid_request'],
    [
      'an unknown scope',
      () => form({ grant_type: 'client_credentials', scope: 'admin' }, basic(clientId, secret)),
      400,
      'invalid_scope',
    ],
    [
      'credentials in the header and the body',
      () =>
        form(
          { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
          basic(clientId, secret),
        ),
      400,
      'invalid_request',
    ],
    [
      'a parameter sent twice',
      () =>
        test.app.inject({
          method: 'POST',
          url: '/api/v1/oauth/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...basic(clientId, secret) },
          payload: 'grant_type=client_credentials&grant_type=client_credentials',
        }),
      400,
      'invalid_request',
    ],
    [
      'a client id of 2 KB',
      () => form({ grant_type: 'client_credentials', client_id: 'x'.repeat(2048), client_secret: secret }),
      400,
      'invalid_request',
    ],
    [
      'a NUL byte in the secret',
      () => form({ grant_type: 'client_credentials', client_id: clientId, client_secret: `${secret}\u0000` }),
      400,
      'invalid_request',
    ],
  ])('refuses %s in the RFC 6749 §5.2 shape', async (_, send, status, error) => {
    const answer = await send();
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json().error).toBe(error);
    // §5.2: a client that tried Basic is challenged for Basic; one that did not is not (a browser
    // calling from the reference page would open its login prompt).
    const triedBasic = answer.raw.req.headers.authorization !== undefined;
    if (status === 401 && triedBasic) expect(answer.headers['www-authenticate']).toMatch(/^Basic/);
    if (status === 401 && !triedBasic) expect(answer.headers['www-authenticate']).toBeUndefined();
  });

  it('a token that is no token, or none at all, is 401 invalid_token', async () => {
    for (const header of [
      undefined,
      'Bearer not-a-real-token-at-all-0000',
      `Bearer ${'a'.repeat(100_000)}`,
    ]) {
      const answer = await test.app.inject({
        method: 'GET',
        url: '/api/v1/me',
        headers: header ? { authorization: header } : {},
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().error).toBe('invalid_token');
    }
  });

  it('rotating keeps the client id, gives a new secret once, and ends the old secret and its tokens at once', async () => {
    const old = (await form({ grant_type: 'client_credentials' }, basic(clientId, secret))).json()
      .access_token;
    const rotated = await call(agency, 'POST', `/v1/developer/credentials/${credentialId}/rotate`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const body = rotated.json();
    expect(body.data.user.client_id).toBe(clientId);
    expect(body.data.user.secret_key).not.toBe(secret);
    expect((await me(old)).statusCode).toBe(401);
    expect((await form({ grant_type: 'client_credentials' }, basic(clientId, secret))).statusCode).toBe(401);
    secret = body.data.user.secret_key;
    expect((await form({ grant_type: 'client_credentials' }, basic(clientId, secret))).statusCode).toBe(200);
  });

  it('another agency cannot list, rotate or revoke them (404), and they keep working', async () => {
    const other = await test.signIn('agency2@demo.test');
    await agree(other);
    const listed = await call(other, 'GET', `/v1/developer/credentials/${agencyCompany}`);
    expect(listed.statusCode).toBe(404);
    for (const [method, url] of [
      ['POST', `/v1/developer/credentials/${credentialId}/rotate`],
      ['DELETE', `/v1/developer/credentials/${credentialId}`],
    ] as const) {
      const answer = await call(other, method, url);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain(clientId);
    }
    expect((await form({ grant_type: 'client_credentials' }, basic(clientId, secret))).statusCode).toBe(200);
  });

  it('a client, which has no Developer menu, is refused (403) and makes nothing', async () => {
    const client = await test.signIn('client@demo.test');
    const before = (await test.ctx.db.select().from(apiCredentials)).length;
    expect((await call(client, 'POST', '/v1/developer/credentials', {})).statusCode).toBe(403);
    const [acme] = await test.ctx.db.select().from(companies).where(eq(companies.subdomain, 'acme'));
    expect((await call(client, 'GET', `/v1/developer/credentials/${acme?.id ?? 0}`)).statusCode).toBe(403);
    expect((await test.ctx.db.select().from(apiCredentials)).length).toBe(before);
  });

  it('ids past the integer range are refused, never looked up', async () => {
    for (const id of [2 ** 31, 2 ** 53]) {
      const answer = await call(agency, 'DELETE', `/v1/developer/credentials/${id}`);
      expect([400, 404, 422]).toContain(answer.statusCode);
      const list = await call(agency, 'GET', `/v1/developer/credentials/${id}`);
      expect([400, 404, 422]).toContain(list.statusCode);
    }
  });

  it('20 identical requests at once (one Idempotency-Key) make one credential; repeats never show the secret', async () => {
    const before = (await test.ctx.db.select().from(apiCredentials)).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        generate(agency, { name: 'Staging' }, { 'idempotency-key': 'credential-staging-0001' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect((await test.ctx.db.select().from(apiCredentials)).length).toBe(before + 1);
    const secrets = answers.map((answer) => answer.json().data.user.secret_key).filter(Boolean);
    expect(secrets).toHaveLength(1);
    const repeated = answers.filter((answer) => answer.json().data.user.secret_key === null);
    expect(repeated).toHaveLength(19);
    expect(repeated[0]?.json().message).toBe(messages.apiCredentialRepeated);
    expect(new Set(answers.map((answer) => answer.json().data.user.client_id)).size).toBe(1);
  });

  it(`holds at most ${MAX_API_CREDENTIALS} live credentials (409 past them), and revoking frees a place`, async () => {
    const live = async () =>
      (await call(agency, 'GET', `/v1/developer/credentials/${agencyCompany}`)).json().credentials.length;
    while ((await live()) < MAX_API_CREDENTIALS) expect((await generate(agency)).statusCode).toBe(200);
    const refused = await generate(agency);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.apiCredentialLimit);
    expect((await call(agency, 'DELETE', `/v1/developer/credentials/${credentialId}`)).statusCode).toBe(200);
    expect(await live()).toBe(MAX_API_CREDENTIALS - 1);
  });

  it('a revoked credential grants no token, and its tokens stopped at once', async () => {
    const answer = await form({ grant_type: 'client_credentials' }, basic(clientId, secret));
    expect(answer.statusCode).toBe(401);
    const again = await call(agency, 'DELETE', `/v1/developer/credentials/${credentialId}`);
    expect(again.statusCode).toBe(404);
  });
});

describe('a flood of token requests from one address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ API_TOKEN_REQUESTS_PER_IP_PER_HOUR: '3' });
  });
  afterAll(() => limited.close());

  it('is answered 429 with Retry-After past the hourly limit', async () => {
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v1/oauth/token',
        remoteAddress: '10.9.8.7',
        payload: { grant_type: 'client_credentials', client_id: 'lp_x', client_secret: 'y' },
      });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(401);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
