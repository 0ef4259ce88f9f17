// The OAuth 2.0 authorization-code flow that connects a Google account (offline access, so a
// refresh token comes back), and revoking it. The account's e-mail comes from the ID token the
// token endpoint returns; received straight from Google over TLS, its signature need not be
// checked (OpenID Connect Core §3.1.3.7).
import type { ProviderEndpoint } from '../../connector.ts';
import { ProviderError } from '../../connector.ts';
import { GOOGLE_SCOPES, type GoogleSettings, googleCall, oauthClient, PROVIDER } from './client.ts';

export function googleAuthUrl(
  settings: GoogleSettings,
  endpoint: ProviderEndpoint,
  redirectUri: string,
  state: string,
): string {
  return oauthClient(settings, endpoint, redirectUri).generateAuthUrl({
    access_type: 'offline',
    // Asks again so Google always returns a refresh token, also for an account connected before.
    prompt: 'consent',
    include_granted_scopes: true,
    scope: GOOGLE_SCOPES,
    state,
  });
}

function emailInIdToken(idToken: string | null | undefined): string | undefined {
  const payload = idToken?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown };
    return typeof claims.email === 'string' ? claims.email : undefined;
  } catch {
    return undefined;
  }
}

/** Trades the code Google sent back for tokens: the credentials to store, and the account's name. */
export async function exchangeCode(
  settings: GoogleSettings,
  endpoint: ProviderEndpoint,
  redirectUri: string,
  code: string,
) {
  const client = oauthClient(settings, endpoint, redirectUri);
  const { tokens } = await googleCall(settings, endpoint, () => client.getToken(code));
  if (!tokens.refresh_token)
    throw new ProviderError(
      `${PROVIDER} did not grant offline access; connect again and allow it.`,
      undefined,
      undefined,
      true,
    );
  const email = emailInIdToken(tokens.id_token);
  const credentials: Record<string, string> = {
    refresh_token: tokens.refresh_token,
    ...(tokens.access_token ? { access_token: tokens.access_token } : {}),
    ...(tokens.expiry_date ? { expiry_date: String(tokens.expiry_date) } : {}),
    ...(email ? { email } : {}),
  };
  return { credentials, accountName: email ?? 'Google account' };
}

/** Revokes the refresh token at Google (which ends its access tokens too). */
export async function revokeGoogleAccess(
  settings: GoogleSettings,
  endpoint: ProviderEndpoint,
  refreshToken: string,
): Promise<void> {
  const client = oauthClient(settings, endpoint);
  await googleCall(settings, endpoint, () => client.revokeToken(refreshToken));
}
