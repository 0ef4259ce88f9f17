// A developer API token got the way a developer gets one, over HTTP: the agency owner signs in,
// accepts the developer agreement, makes a credential (the API KEY dialog's calls), and the
// credential's client-credentials grant gives a bearer token with the scopes asked for.
import { DEMO_PASSWORD } from '@lead/shared';

async function call(baseUrl: string, path: string, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}${path}`, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

const json = (token: string | null, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
  body: JSON.stringify(body),
});

export async function developerToken(
  baseUrl: string,
  owner: { email: string; host: string },
  scopes: readonly string[],
): Promise<string> {
  const session = await call(
    baseUrl,
    '/api/login',
    json(null, { username: owner.email, password: DEMO_PASSWORD, domainName: owner.host }),
  );
  const sessionToken = String(session.access_token);
  await call(
    baseUrl,
    '/api/agreements/developer',
    json(sessionToken, { location_menu: 'profile-menu developer' }),
  );
  // Then the developer billing agreement, which the first credentials wait for.
  await call(
    baseUrl,
    '/api/agreements/developer-billing',
    json(sessionToken, { location_menu: 'profile-menu developer' }),
  );
  const issued = (await call(
    baseUrl,
    '/api/v1/developer/credentials',
    json(sessionToken, { name: 'API benchmark' }),
  )) as { data: { user: { client_id: string; secret_key: string } } };
  const granted = await call(baseUrl, '/api/v1/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: issued.data.user.client_id,
      client_secret: issued.data.user.secret_key,
      scope: scopes.join(' '),
    }).toString(),
  });
  return String(granted.access_token);
}
