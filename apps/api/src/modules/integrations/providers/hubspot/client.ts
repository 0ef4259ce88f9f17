// HubSpot's CRM API through its official client (@hubspot/api-client), pointed at the configured
// base URL with the private app's token and no retries of its own (the delivery engine retries and
// pauses the integration on a 429). The client cannot be given a time limit, so the call races one.
// Its ApiException carries the HTTP status, headers and body, read by the shared rules.
import { Client } from '@hubspot/api-client';
import { type Credentials, type ProviderEndpoint, ProviderError } from '../../connector.ts';
import { interpretAnswer, requiredCredential } from '../provider-http.ts';

export const PROVIDER = 'HubSpot';

export const tokenOf = (credentials: Credentials) =>
  requiredCredential(PROVIDER, credentials, 'access_token', 'a private app access token');

type ApiFailure = Error & { code?: unknown; body?: unknown; headers?: Record<string, string> };

export async function hubspotCall<T>(
  endpoint: ProviderEndpoint,
  credentials: Credentials,
  call: (client: Client) => Promise<T>,
): Promise<T> {
  const client = new Client({
    accessToken: tokenOf(credentials),
    basePath: endpoint.baseUrl.replace(/\/+$/, ''),
    numberOfApiCallRetries: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ProviderError(`${PROVIDER} did not answer within ${endpoint.timeoutMs / 1000} s.`)),
      endpoint.timeoutMs,
    );
  });
  try {
    return await Promise.race([call(client), timeout]);
  } catch (error) {
    throw hubspotError(error as ApiFailure);
  } finally {
    clearTimeout(timer);
  }
}

function hubspotError(failure: ApiFailure): Error {
  if (failure instanceof ProviderError) return failure;
  if (typeof failure.code === 'number' && failure.code >= 300) {
    const body = typeof failure.body === 'string' ? failure.body : JSON.stringify(failure.body ?? null);
    try {
      interpretAnswer(PROVIDER, failure.code, new Headers(failure.headers ?? {}), body);
    } catch (mapped) {
      return mapped as Error;
    }
  }
  if (failure.name === 'FetchError' || typeof failure.code === 'string')
    return new ProviderError(`${PROVIDER} could not be reached (${failure.message}).`);
  // A body the client could not read (an HTML page): HubSpot's answer was not understood.
  return new ProviderError(`${PROVIDER} answered in an unexpected shape.`);
}
