// A stored Google connection is good when its refresh token still gets an access token.
import type { Credentials, ProviderEndpoint } from '../../connector.ts';
import { authorizedClient, type GoogleSettings, googleCall } from './client.ts';

export async function connect(
  settings: GoogleSettings,
  endpoint: ProviderEndpoint,
  credentials: Credentials,
) {
  const client = authorizedClient(settings, endpoint, credentials);
  // Forces a refresh, so a revoked grant is noticed now rather than at the next lead.
  client.credentials.access_token = undefined;
  await googleCall(settings, endpoint, () => client.getAccessToken());
  return { accountName: credentials.email || 'Google account' };
}
