// The v1 tests call the developer API as a developer would: with the typed client generated from the
// OpenAPI document (public-api-schema.d.ts, openapi-fetch), over the test app, after getting a
// credential through the API KEY dialog's calls and a token through the client-credentials grant.
import { DEVELOPER_API_SCOPES, type DeveloperApiScope } from '@lead/shared';
import createClient from 'openapi-fetch';
import { bearer, type TestApp } from '../test-app.ts';
import type { paths } from './public-api-schema.d.ts';

/** fetch over app.inject: the client's requests reach the real routes, hooks and serializers. */
function injectFetch(test: TestApp) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const answer = await test.app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers,
    });
  };
}

export type PublicApiClient = ReturnType<typeof createClient<paths>>;

/** The typed client, sending `token` as its bearer token (or no token at all). */
export function publicApi(test: TestApp, token?: string): PublicApiClient {
  return createClient<paths>({
    baseUrl: 'http://localhost/api',
    fetch: injectFetch(test),
    ...(token && { headers: { authorization: `Bearer ${token}` } }),
  });
}

export type DeveloperAccess = { token: string; clientId: string; secret: string; credentialId: number };

/** A credential of `email`'s company (after the developer agreement) and a token with `scopes`. */
export async function developerAccess(
  test: TestApp,
  email: string,
  scopes: readonly DeveloperApiScope[] = ['leads:read', 'campaigns:write'],
): Promise<DeveloperAccess> {
  const session = await test.signIn(email);
  await test.app.inject({
    method: 'POST',
    url: '/api/agreements/developer',
    headers: bearer(session),
    payload: { location_menu: 'profile-menu developer' },
  });
  await test.app.inject({
    method: 'POST',
    url: '/api/agreements/developer-billing',
    headers: bearer(session),
    payload: { location_menu: 'profile-menu developer' },
  });
  const made = await test.app.inject({
    method: 'POST',
    url: '/api/v1/developer/credentials',
    headers: bearer(session),
    payload: { name: `Tests ${scopes.join(' ')}`.slice(0, 60) },
  });
  if (made.statusCode !== 200) throw new Error(`no credential: ${made.statusCode} ${made.body}`);
  const issued = made.json();
  const clientId: string = issued.data.user.client_id;
  const secret: string = issued.data.user.secret_key;
  const token = await tokenFor(test, clientId, secret, scopes);
  return { token, clientId, secret, credentialId: issued.credential.id };
}

export async function tokenFor(
  test: TestApp,
  clientId: string,
  secret: string,
  scopes: readonly string[],
): Promise<string> {
  const granted = await test.app.inject({
    method: 'POST',
    url: '/api/v1/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: secret,
      scope: scopes.join(' '),
    }).toString(),
  });
  if (granted.statusCode !== 200) throw new Error(`no token: ${granted.statusCode} ${granted.body}`);
  return granted.json().access_token;
}

const everyScopeTokens = new WeakMap<TestApp, Map<string, Promise<string>>>();

/** A token with every scope of `email`'s company, made once per test app and caller (fuzz, isolation). */
export function everyScopeTokenOf(test: TestApp, email: string): Promise<string> {
  const made = everyScopeTokens.get(test) ?? new Map<string, Promise<string>>();
  everyScopeTokens.set(test, made);
  let token = made.get(email);
  if (!token) {
    token = developerAccess(test, email, DEVELOPER_API_SCOPES).then((access) => access.token);
    made.set(email, token);
  }
  return token;
}
