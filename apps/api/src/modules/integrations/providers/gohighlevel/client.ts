// HighLevel's LeadConnector API v2 (services.leadconnectorhq.com): a Private Integration token of a
// sub-account as Bearer, the `Version: 2021-07-28` header every v2 call requires, and the
// sub-account's location ID.
import type { Credentials, ProviderEndpoint } from '../../connector.ts';
import { type ProviderRequest, providerRequest, requiredCredential } from '../provider-http.ts';

export const PROVIDER = 'GoHighLevel';
export const API_VERSION = '2021-07-28';

export function credentialsOf(credentials: Credentials) {
  return {
    token: requiredCredential(PROVIDER, credentials, 'api_key', 'a private integration token'),
    locationId: requiredCredential(PROVIDER, credentials, 'location_id', 'a location (sub-account) ID'),
  };
}

export function highLevelRequest(endpoint: ProviderEndpoint, token: string, request: ProviderRequest) {
  return providerRequest(PROVIDER, endpoint, {
    ...request,
    headers: { authorization: `Bearer ${token}`, version: API_VERSION, ...request.headers },
  });
}
